import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { renderPdf } from './pdf.ts';
import { refusePdfActiveContent } from './pdf-active-content.ts';

const pdf = (...parts: (string | Buffer)[]) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)),
    Buffer.from('\ntrailer\n<<>>\n%%EOF\n'),
  ]);
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`5 0 obj\n${dictionary}\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\n'),
  ]);

function reasonOf(content: Buffer): unknown {
  try {
    refusePdfActiveContent(content);
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return e.details;
  }
}

describe('refusePdfActiveContent', () => {
  it('refuses JavaScript as an open action, in the names tree, with escaped names, and page actions', () => {
    for (const [object, name] of [
      ['<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>', '/JavaScript'],
      ['<< /OpenAction 2 0 R >> 2 0 obj << /S /J#61vaScript /J#53 (x) >>', '/JavaScript'],
      ['<< /Names << /JavaScript 3 0 R >> >>', '/JavaScript'],
      ['<< /Type /Page /AA << /O 4 0 R >> >>', '/AA'],
      ['<< /S /Launch /F (cmd.exe) >>', '/Launch'],
    ] as const) {
      expect(reasonOf(pdf(`1 0 obj\n${object}\nendobj\n`)), object).toEqual({
        reason: 'PDF_ACTIVE_CONTENT',
        params: { name },
      });
    }
  });

  it('finds JavaScript hidden in a compressed object stream', () => {
    const objects = deflateSync(Buffer.from('7 0 << /S /JavaScript /JS (app.alert(1)) >>'));
    const content = pdf(
      stream(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objects.length} >>`, objects),
    );
    expect(reasonOf(content)).toMatchObject({ reason: 'PDF_ACTIVE_CONTENT' });
  });

  it('calls an object stream it cannot unpack uncheckable, and one without its end', () => {
    const ascii = pdf(stream('<< /Type /ObjStm /Filter /ASCIIHexDecode >>', Buffer.from('2f4a53>')));
    expect(reasonOf(ascii)).toMatchObject({ reason: 'PDF_UNCHECKABLE' });
    const broken = pdf(stream('<< /Type /ObjStm /Filter /FlateDecode >>', Buffer.from('not zlib')));
    expect(reasonOf(broken)).toMatchObject({ reason: 'PDF_UNCHECKABLE' });
    expect(reasonOf(pdf('5 0 obj\n<< /Length 9 >>\nstream\n/AA (x)'))).toMatchObject({
      reason: 'PDF_UNCHECKABLE',
    });
  });

  it('accepts a plain PDF, and the same bytes inside an image or a page drawing', async () => {
    expect(
      reasonOf(await renderPdf((doc) => doc.text('Retningslinje'), { title: 'R', author: 'C' })),
    ).toBeNull();
    const image = pdf(
      stream('<< /Type /XObject /Subtype /Image /Length 12 >>', Buffer.from('\x00/AA /JS \xff', 'latin1')),
    );
    expect(reasonOf(image)).toBeNull();
    const fitPage = pdf('1 0 obj\n<< /Type /Catalog /OpenAction [3 0 R /Fit] >>\nendobj\n');
    expect(reasonOf(fitPage)).toBeNull();
  });
});
