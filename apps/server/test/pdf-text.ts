import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote, for tests to read back what a document says (no PDF reader is installed
 * with the project). It reads what pdfkit writes: objects with `/Length` streams, Flate filters, Type0 fonts with a
 * ToUnicode CMap of bfrange arrays or bfchar pairs, and `Tf`/`TJ` in content streams. One line per text object.
 */
type PdfObject = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const bodyStart = m.index + m[0].length;
    const streamAt = /stream\r?\n/.exec(text.slice(bodyStart, bodyStart + 4096));
    const endAt = text.indexOf('endobj', bodyStart);
    if (streamAt && bodyStart + streamAt.index < endAt) {
      const dict = text.slice(bodyStart, bodyStart + streamAt.index);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataStart = bodyStart + streamAt.index + streamAt[0].length;
      const raw = pdf.subarray(dataStart, dataStart + length);
      found.set(Number(m[1]), { dict, stream: /FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      start.lastIndex = dataStart + length;
    } else {
      found.set(Number(m[1]), { dict: text.slice(bodyStart, endAt), stream: null });
    }
  }
  return found;
}

const hexToText = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block!.matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g)) {
      const first = Number.parseInt(from!, 16);
      const last = Number.parseInt(to!, 16);
      const targets = [...target!.matchAll(/<(\w+)>/g)].map((t) => t[1]!);
      for (let code = first; code <= last; code++) {
        const t = target!.startsWith('[')
          ? hexToText(targets[code - first] ?? '')
          : String.fromCodePoint(Number.parseInt(targets[0]!, 16) + code - first);
        map.set(code, t);
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of block!.matchAll(/<(\w+)>\s*<(\w+)>/g))
      map.set(Number.parseInt(code!, 16), hexToText(target!));
  return map;
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fontCmaps = new Map<number, Map<number, string>>();
  for (const [id, obj] of all) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(obj.dict)?.[1];
    const cmap = ref && all.get(Number(ref))?.stream;
    if (cmap) fontCmaps.set(id, toUnicode(cmap.toString('latin1')));
  }
  const lines: string[] = [];
  for (const page of [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const resources = all.get(Number(/\/Resources (\d+) 0 R/.exec(page.dict)?.[1]))?.dict ?? page.dict;
    const fontNames = new Map(
      [...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1]!, fontCmaps.get(Number(m[2]))]),
    );
    const content =
      all.get(Number(/\/Contents (\d+) 0 R/.exec(page.dict)?.[1]))?.stream?.toString('latin1') ?? '';
    for (const [, block] of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let cmap: Map<number, string> | undefined;
      let line = '';
      for (const [, font, hex] of block!.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]+)>/g)) {
        if (font) cmap = fontNames.get(font);
        else for (const code of hex!.match(/.{4}/g) ?? []) line += cmap?.get(Number.parseInt(code, 16)) ?? '';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
