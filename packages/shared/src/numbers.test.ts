import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './numbers.ts';

describe('formatNumber', () => {
  it('groups thousands with a space and uses a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1\u00a0234,5');
    expect(formatNumber(256.92)).toBe('256,92');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
  });
  it('rounds to the decimals asked for and drops trailing zeros', () => {
    expect(formatNumber(2.005, 1)).toBe('2');
    expect(formatNumber(0.126, 2)).toBe('0,13');
    expect(formatNumber(7.1, 0)).toBe('7');
  });
  it('writes a minus with the ASCII hyphen, and no minus for a value that rounds to zero', () => {
    expect(formatNumber(-12.34, 1)).toBe('-12,3');
    expect(formatNumber(-0.01, 1)).toBe('0');
  });
});

describe('formatPercent', () => {
  it('is the Norwegian number with a space before the sign, one decimal by default', () => {
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(-3.25)).toBe('-3,3\u00a0%');
    expect(formatPercent(100)).toBe('100\u00a0%');
  });
});
