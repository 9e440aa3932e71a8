import { describe, expect, it } from 'vitest';
import { imeiFromBody, isValidImei, luhnCheckDigit } from './imei.ts';

describe('IMEI', () => {
  it('accepts a known valid IMEI (check digit worked by hand)', () => {
    // 49015420323751, doubling every other digit from the right: in full
    // 2+5+5+3+4+3+0+2+8+5+2+0+9+4 = 52, so the check digit is 10 − 2 = 8.
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(isValidImei('490154203237518')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
    expect(isValidImei('')).toBe(false);
  });

  it('completes a body with its check digit', () => {
    // 7+4+2+6+5+1+0+0+9+9+0+2+1+3 = 49 → 1
    expect(imeiFromBody('35209900176148')).toBe('352099001761481');
    expect(isValidImei(imeiFromBody('35000000000001'))).toBe(true);
  });
});
