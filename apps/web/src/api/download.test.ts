import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';

describe('fileNameFromDisposition', () => {
  it('takes the UTF-8 file name first, then the plain one, else the fallback', () => {
    const name = (header: string) => fileNameFromDisposition(header, 'export.csv');
    expect(
      name(`attachment; filename="Lonnstrekk 2026-10.csv"; filename*=UTF-8''L%C3%B8nnstrekk%202026-10.csv`),
    ).toBe('Lønnstrekk 2026-10.csv');
    expect(name('attachment; filename="Lonn \\"x\\" 2026-10.xlsx"')).toBe('Lonn "x" 2026-10.xlsx');
    expect(name('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(name('attachment')).toBe('export.csv');
  });
});
