import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans (latin subset: æøå and the rest of Norwegian), shipped by @fontsource, embedded in every document: the
 * standard PDF fonts only know WinAnsi, and a document must read the same on every machine.
 */
export const PDF_FONTS = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
} as const;

export type PdfDocument = PDFKit.PDFDocument;

/**
 * Builds an A4 document in memory (quotes and receipts are a page or two) and answers its bytes. The fonts are
 * registered as `regular` and `bold`; `regular` is the current font when `draw` starts.
 */
export function renderPdf(
  draw: (doc: PdfDocument) => void,
  info: { title?: string; author?: string } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      CreationDate: new Date(),
      ...(info.title ? { Title: info.title } : {}),
      ...(info.author ? { Author: info.author } : {}),
    },
    lang: 'nb-NO',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);
  doc.font('regular');
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}
