import { describe, expect, it } from 'vitest';
import { DEDUCTION_TERMS_MIN, deductionTermsSchema } from './deduction-terms.ts';

describe('deductionTermsSchema', () => {
  it('trims the text and needs at least the minimum length and a whole version', () => {
    const text = 'x'.repeat(DEDUCTION_TERMS_MIN);
    expect(deductionTermsSchema.parse({ text: `  ${text}  `, version: 0 }).text).toBe(text);
    expect(deductionTermsSchema.safeParse({ text: `  ${text.slice(1)}  `, version: 0 }).success).toBe(false);
    expect(deductionTermsSchema.safeParse({ text, version: -1 }).success).toBe(false);
    expect(deductionTermsSchema.safeParse({ text, version: 1.5 }).success).toBe(false);
  });
});
