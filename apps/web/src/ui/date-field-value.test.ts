import { describe, expect, it } from 'vitest';
import { dateFieldValueOf, isDateFieldOk } from './date-field-value.ts';

describe('a date field’s value (issue 28 §9)', () => {
  it('is the date typed day first, never guessed', () => {
    expect(dateFieldValueOf('15.11.2026')).toBe('2026-11-15');
    expect(dateFieldValueOf('1.2.2026')).toBe('2026-02-01');
    expect(dateFieldValueOf('15112026')).toBe('2026-11-15');
    expect(dateFieldValueOf('')).toBeNull();
  });

  it('keeps text it cannot read, which no form may save', () => {
    expect(dateFieldValueOf('08/15/2025')).toBe('08/15/2025');
    expect(isDateFieldOk(dateFieldValueOf('08/15/2025'))).toBe(false);
    expect(isDateFieldOk(dateFieldValueOf('31.02.2026'))).toBe(false);
    expect(isDateFieldOk(dateFieldValueOf('15.11.2026'))).toBe(true);
    expect(isDateFieldOk(null)).toBe(true);
  });
});
