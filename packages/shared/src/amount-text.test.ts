import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount-text.ts';

const ore = (text: string, negative = false) => {
  const result = parseAmount(text, { negative });
  return result.ok ? result.ore : result.reason;
};

describe('parseAmount', () => {
  it('reads what a Norwegian types into øre', () => {
    expect(ore('1234')).toBe(123_400);
    expect(ore('1234,5')).toBe(123_450);
    expect(ore('1234,05')).toBe(123_405);
    expect(ore('1 234,50')).toBe(123_450);
    expect(ore('1\u00a0234,50')).toBe(123_450);
    expect(ore('1\u202f234,50')).toBe(123_450);
    expect(ore('1.234,50')).toBe(123_450);
    expect(ore('12.345.678,00')).toBe(1_234_567_800);
    expect(ore('1 234 567')).toBe(123_456_700);
    expect(ore('0')).toBe(0);
    expect(ore('0,01')).toBe(1);
    expect(ore('1 250,00 kr')).toBe(125_000);
    expect(ore(' 999,99 ')).toBe(99_999);
  });

  it('gives no amount for an empty text', () => {
    expect(ore('')).toBeNull();
    expect(ore('  ')).toBeNull();
  });

  it('takes a minus sign only where negative amounts are allowed', () => {
    expect(ore('-500', true)).toBe(-50_000);
    expect(ore('\u22121 000,50', true)).toBe(-100_050);
    expect(ore('- 12,5', true)).toBe(-1_250);
    expect(ore('-500')).toBe('negative');
    expect(ore('\u2212500')).toBe('negative');
  });

  it('refuses ambiguous and unreadable text', () => {
    for (const text of [
      '1.234',
      '12.50',
      '1,234.50',
      '1 23,00',
      '1.23,00',
      '12,345',
      '1 234.50',
      '1..234,00',
      'tolv',
      '12kr50',
      '--5',
      '1,',
      ',5',
      '1e3',
      '+5',
      '0x10',
    ])
      expect(ore(text, true)).toBe('unreadable');
  });

  it('refuses amounts too large to be exact', () => {
    expect(ore('999 999 999 999,99')).toBe(99_999_999_999_999);
    expect(ore('1 000 000 000 000')).toBe('tooLarge');
  });
});
