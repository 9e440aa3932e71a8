import { describe, expect, it } from 'vitest';
import { formatAmount, formatNok, withVat } from './money.ts';

const NBSP = '\u00a0';

describe('money', () => {
  it('formats øre as Norwegian amounts', () => {
    expect(formatNok(123450)).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(-100000050)).toBe(`-1${NBSP}000${NBSP}000,50`);
    expect(formatAmount(123456789, { decimals: false })).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('groups thousands at every length', () => {
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(99)).toBe('0,99');
    expect(formatAmount(100)).toBe('1,00');
    expect(formatAmount(99999)).toBe('999,99');
    expect(formatAmount(100000)).toBe(`1${NBSP}000,00`);
    expect(formatAmount(1234567)).toBe(`12${NBSP}345,67`);
    expect(formatAmount(12345678)).toBe(`123${NBSP}456,78`);
    expect(formatAmount(123456789)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(-99)).toBe('-0,99');
    expect(formatAmount(-12345)).toBe('-123,45');
    expect(formatAmount(1234.6)).toBe('12,35');
  });

  it('adds 25 % VAT rounded to the øre', () => {
    expect(withVat(100)).toBe(125);
    expect(withVat(1)).toBe(1);
    expect(withVat(3)).toBe(4);
    expect(withVat(39920)).toBe(49900);
  });
});
