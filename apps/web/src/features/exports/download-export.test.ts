import { describe, expect, it } from 'vitest';
import { compactPeriod, DEFAULT_EXPORT_FILE_NAME, fileNameFromDisposition } from './download-export.ts';

describe('export download', () => {
  it('takes the UTF-8 file name first, then the plain one, else the default csv name', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Lonnstrekk 2026-10.csv"; filename*=UTF-8''L%C3%B8nnstrekk%202026-10.csv`,
      ),
    ).toBe('Lønnstrekk 2026-10.csv');
    expect(fileNameFromDisposition('attachment; filename="Lonn \\"x\\" 2026-10.xlsx"')).toBe(
      'Lonn "x" 2026-10.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment')).toBe(DEFAULT_EXPORT_FILE_NAME);
  });

  it('asks for the month as YYYYMM', () => {
    expect(compactPeriod('2026-10')).toBe('202610');
  });
});
