import { describe, expect, it } from 'vitest';
import { formatPhone, isNorwegianNumber, normalizePhone } from './phone.ts';

describe('phone', () => {
  it('normalizes to +47 and 8 digits, 11 characters', () => {
    expect(normalizePhone('912 34 567')).toBe('+4791234567');
    expect(normalizePhone('004791234567')).toBe('+4791234567');
    expect(normalizePhone('+47 912 34 567')).toHaveLength(11);
  });

  it('groups mobile numbers 3-2-3 and others 2-2-2-2', () => {
    expect(formatPhone('+4791234567')).toBe('+47 912 34 567');
    expect(formatPhone('+4741234567')).toBe('+47 412 34 567');
    expect(formatPhone('+4722334455')).toBe('+47 22 33 44 55');
  });

  it('leaves foreign numbers as they are', () => {
    expect(isNorwegianNumber('+4612345678')).toBe(false);
    expect(formatPhone('+46 123 456 78')).toBe('+46 123 456 78');
    expect(formatPhone(null)).toBe('');
  });
});
