import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants.ts';
import { UploadRefusal, uploadRefusalText } from './upload-refusals.ts';

describe('upload refusal texts', () => {
  it('has a text in Norwegian and English for every reason, different from each other', () => {
    for (const reason of Object.values(UploadRefusal)) {
      const texts = LANGUAGES.map((language) => uploadRefusalText(reason, language));
      for (const text of texts) expect(text.length, reason).toBeGreaterThan(10);
      expect(new Set(texts).size, reason).toBe(LANGUAGES.length);
    }
  });

  it('fills in the parameters, numbers grouped the way each language writes them', () => {
    expect(uploadRefusalText(UploadRefusal.TooManyRows, 'no', { max: 100_000 })).toBe(
      'Regnearket har mer enn 100\u00a0000 rader. Del det opp i mindre filer.',
    );
    expect(uploadRefusalText(UploadRefusal.TooManyRows, 'en', { max: 100_000 })).toBe(
      'The sheet has more than 100,000 rows. Split it into smaller files.',
    );
    expect(uploadRefusalText(UploadRefusal.WrongType, 'en', { allowed: 'PDF' })).toContain('(PDF)');
  });
});
