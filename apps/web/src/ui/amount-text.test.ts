import { describe, expect, it } from 'vitest';
import { amountProblem, amountTextOf, isAmountTextOk, kronerOf, oreOf } from './amount-text.ts';

describe('amounts as typed (issue 28 §10)', () => {
  it('shows kroner in the format the field reads back', () => {
    expect(amountTextOf(1234.5)).toBe('1\u00a0234,50');
    expect(amountTextOf(999)).toBe('999,00');
    expect(amountTextOf(null)).toBe('');
    for (const k of [0, 12.3, 1234567.89]) expect(kronerOf(amountTextOf(k))).toBe(k);
  });

  it('takes what the hints show: 1234, 1234,5, 1 234,50 and 1.234,50', () => {
    for (const ok of ['', '  ', '1234', '1234,5', '1 234,50', '1.234,50', '1 250,00'])
      expect(isAmountTextOk(ok)).toBe(true);
    expect(oreOf('1 234,50')).toBe(123_450);
    expect(oreOf('1234,5')).toBe(123_450);
  });

  it('refuses what it cannot read, and a minus where the field takes none', () => {
    expect(amountProblem('1,234.50')).toBe('unreadable');
    expect(amountProblem('1.234')).toBe('unreadable');
    expect(amountProblem('-5')).toBe('negative');
    expect(amountProblem('-5', { negative: true })).toBeNull();
    expect(oreOf('\u2212500', { negative: true })).toBe(-50_000);
  });

  it('sends an empty amount as null', () => {
    expect(kronerOf('')).toBeNull();
    expect(kronerOf('1.234,50')).toBe(1234.5);
  });
});
