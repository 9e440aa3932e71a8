import { describe, expect, it } from 'vitest';
import { EXE_BYTES, JPEG_BYTES, PNG_BYTES, zipOf } from '../../test/files/hostile-files.ts';
import { AppError } from '../errors.ts';
import { detectFileType, requireFileType } from './file-type.ts';
import { renderPdf } from './pdf.ts';

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('not refused');
}

describe('file type by content', () => {
  it('knows PDF, PNG, JPEG and zip by their first bytes', async () => {
    const pdf = await renderPdf((doc) => doc.text('Retningslinje'));
    expect(detectFileType(pdf)).toBe('pdf');
    expect(detectFileType(PNG_BYTES)).toBe('png');
    expect(detectFileType(JPEG_BYTES)).toBe('jpeg');
    expect(detectFileType(await zipOf([{ name: 'a.txt', data: 'a' }]))).toBe('zip');
    expect(detectFileType(EXE_BYTES)).toBeNull();
    expect(detectFileType(Buffer.from('Navn;Telefon\nÅse;+4791234567\n'))).toBeNull();
    expect(detectFileType(Buffer.from('%PD'))).toBeNull();
  });

  it('refuses a PNG sent as a PDF, whatever its name says', () => {
    expect(refusalOf(() => requireFileType(PNG_BYTES, ['pdf']))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'FILE_WRONG_TYPE',
      params: { allowed: 'PDF' },
    });
  });

  it('refuses a program sent as a PNG, and an empty file', () => {
    expect(refusalOf(() => requireFileType(EXE_BYTES, ['pdf', 'jpeg', 'png']))).toMatchObject({
      reason: 'FILE_WRONG_TYPE',
      params: { allowed: 'PDF, JPEG, PNG' },
    });
    expect(refusalOf(() => requireFileType(Buffer.alloc(0), ['png']))).toMatchObject({
      reason: 'FILE_EMPTY',
    });
  });

  it('answers the type when it is allowed', () => {
    expect(requireFileType(JPEG_BYTES, ['pdf', 'jpeg', 'png'])).toBe('jpeg');
  });
});
