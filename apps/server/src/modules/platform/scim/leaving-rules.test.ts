import { describe, expect, it } from 'vitest';
import { leavingDateOnDeactivation, leavingDateOnReactivation } from './leaving-rules.ts';

describe('the leaving date the directory gives', () => {
  it('deactivation sets today unless the leaving date is earlier already', () => {
    expect(leavingDateOnDeactivation(null, '2026-12-06')).toBe('2026-12-06');
    expect(leavingDateOnDeactivation('2027-03-31', '2026-12-06')).toBe('2026-12-06');
    expect(leavingDateOnDeactivation('2026-12-06', '2026-12-06')).toBe('2026-12-06');
    expect(leavingDateOnDeactivation('2026-11-30', '2026-12-06')).toBe('2026-11-30');
  });

  it('reactivation clears it, or gives back a planned leaving still ahead', () => {
    expect(leavingDateOnReactivation(null, '2026-12-06')).toBeNull();
    expect(leavingDateOnReactivation('2026-11-30', '2026-12-06')).toBeNull();
    expect(leavingDateOnReactivation('2026-12-06', '2026-12-06')).toBe('2026-12-06');
    expect(leavingDateOnReactivation('2027-03-31', '2026-12-06')).toBe('2027-03-31');
  });
});
