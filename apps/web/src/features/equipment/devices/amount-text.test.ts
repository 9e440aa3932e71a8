import { describe, expect, it } from 'vitest';
import { amountTextOf, isAmountTextOk, kronerOf } from './amount-text.ts';

describe('device amounts as typed (001 §5)', () => {
  it('shows kroner in the format the field accepts back', () => {
    expect(amountTextOf(1234.5)).toBe('1.234,50');
    expect(amountTextOf(999)).toBe('999,00');
    expect(amountTextOf(null)).toBe('');
    for (const k of [0, 12.3, 1234567.89]) expect(kronerOf(amountTextOf(k))).toBe(k);
  });

  it('accepts empty, digits only, or dot thousands with a comma and two decimals', () => {
    for (const ok of ['', '  ', '1234', '1.234,50', '12,00']) expect(isAmountTextOk(ok)).toBe(true);
    for (const bad of ['12,5', '1,234.50', '1 234', 'abc', '-5', '1.23,00'])
      expect(isAmountTextOk(bad)).toBe(false);
  });

  it('sends an empty amount as null', () => {
    expect(kronerOf('')).toBeNull();
    expect(kronerOf('1.234,50')).toBe(1234.5);
    expect(kronerOf('1234')).toBe(1234);
  });
});
