import { inflateSync } from 'node:zlib';
import { UploadRefusal, uploadRefusal } from './upload-refusal.ts';

/**
 * The PDF names that make a reader run something: JavaScript (`/JS`, `/JavaScript`, also as an `/OpenAction`),
 * additional actions run on opening a page or a field (`/AA`), and launching a program (`/Launch`).
 */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'AA', 'Launch']);

/** The most an uploaded PDF's object streams may unpack to, in total, before it counts as uncheckable. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** A name's text with its `#xx` escapes read (`/J#53` is `/JS`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** The first active name in PDF text (read as latin1), or null. */
function activeNameIn(text: string): string | null {
  for (const m of text.matchAll(/\/([^\s()<>[\]{}/%]+)/g)) {
    const name = decodeName(m[1]!);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

/** A stream's unpacked text, when it is an object stream (`/Type /ObjStm`) packed with FlateDecode. */
function objectStreamText(dictionary: string, data: Buffer, budget: number): string | null {
  if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) return null;
  if (!/\/Filter\s*(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])/.test(dictionary))
    throw uploadRefusal(UploadRefusal.PdfUncheckable);
  try {
    return inflateSync(data, { maxOutputLength: budget }).toString('latin1');
  } catch {
    throw uploadRefusal(UploadRefusal.PdfUncheckable);
  }
}

/**
 * The PDF's text outside its streams (where its dictionaries are), and the unpacked object streams, where a PDF
 * may keep dictionaries compressed. Other streams (page drawing, images, fonts) are skipped: an action is always
 * a dictionary, and binary data would now and then hold `/AA` by chance. A stream without its end, one that cannot
 * be unpacked, or more than 100 MB unpacked in all, is uncheckable.
 */
function dictionaryTexts(content: Buffer): string[] {
  const text = content.toString('latin1');
  const texts: string[] = [];
  const outside: string[] = [];
  const streamStart = /\bstream\r?\n/g;
  let unpacked = 0;
  let pos = 0;
  for (let m = streamStart.exec(text); m; m = streamStart.exec(text)) {
    const before = text.slice(pos, m.index);
    outside.push(before);
    const dataStart = m.index + m[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end < 0) throw uploadRefusal(UploadRefusal.PdfUncheckable);
    const dictionary = decodeName(before.slice(Math.max(0, before.lastIndexOf('obj'))));
    const unpackedText = objectStreamText(
      dictionary,
      content.subarray(dataStart, end),
      MAX_UNPACKED_BYTES - unpacked,
    );
    if (unpackedText !== null) {
      unpacked += unpackedText.length;
      texts.push(unpackedText);
    }
    pos = end + 'endstream'.length;
    streamStart.lastIndex = pos;
  }
  outside.push(text.slice(pos));
  return [outside.join(' '), ...texts];
}

/** Refuses a PDF that carries JavaScript or actions, in its plain objects or in its compressed object streams. */
export function refusePdfActiveContent(content: Buffer): void {
  for (const part of dictionaryTexts(content)) {
    const name = activeNameIn(part);
    if (name) throw uploadRefusal(UploadRefusal.PdfActiveContent, { name: `/${name}` });
  }
}
