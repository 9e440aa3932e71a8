import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { detectFileType } from './file-type.ts';
import { renderPdf } from './pdf.ts';

describe('renderPdf', () => {
  it('writes a PDF with the embedded font, so æøå read back as written', async () => {
    const pdf = await renderPdf(
      (doc) => {
        doc.fontSize(16).font('bold').text('Tilbud om innløsning');
        doc.fontSize(11).font('regular').text('Blåbær Ødegård, Ærlig Ås: 3 596,00 kr');
      },
      { title: 'Innløsning', author: 'Connect' },
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(detectFileType(pdf)).toBe('pdf');
    expect(pdfText(pdf).split('\n')).toEqual([
      'Tilbud om innløsning',
      'Blåbær Ødegård, Ærlig Ås: 3 596,00 kr',
    ]);
    // Both fonts are embedded (subset), none of the standard 14 that know no æøå beyond WinAnsi.
    expect(pdf.toString('latin1')).toMatch(/FontFile2|FontFile3/);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('runs into a second page when the text is longer than one', async () => {
    const pdf = await renderPdf((doc) => {
      for (let i = 1; i <= 80; i++) doc.text(`Linje ${i}: æøå`);
    });
    const lines = pdfText(pdf).split('\n');
    expect(lines).toHaveLength(80);
    expect(lines.at(-1)).toBe('Linje 80: æøå');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
  });
});
