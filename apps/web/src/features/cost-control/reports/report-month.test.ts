import { describe, expect, it } from 'vitest';
import { currentPeriod, periodFromParam, periodToPickerValue, pickerValueToPeriod } from './report-month.ts';

describe('report month', () => {
  // 23:30 UTC on 31 December is already January in Oslo.
  const now = new Date('2026-12-31T23:30:00Z');

  it('is the Oslo month', () => {
    expect(currentPeriod(now)).toBe('2027-01');
  });

  it('takes a valid month from the address bar', () => {
    expect(periodFromParam('2026-10', now)).toBe('2026-10');
    expect(periodFromParam('2027-01', now)).toBe('2027-01');
  });

  it.each([null, '', '2026-13', '202610', '2027-02'])('falls back to the current month for %j', (param) => {
    expect(periodFromParam(param, now)).toBe('2027-01');
  });

  it('converts to and from the picker value', () => {
    expect(periodToPickerValue('2026-10')).toBe('2026-10-01');
    expect(pickerValueToPeriod('2026-10-01')).toBe('2026-10');
    expect(pickerValueToPeriod(null)).toBeNull();
  });
});
