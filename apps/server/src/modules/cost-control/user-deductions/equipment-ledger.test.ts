import { describe, expect, it } from 'vitest';
import { bookedPeriod, equipmentMonthLastOpenDay } from './equipment-ledger.ts';

describe('equipment ledger: the month an item is booked in', () => {
  it('keeps a month open to the 10th of the next month, the earliest due day', () => {
    expect(equipmentMonthLastOpenDay('2026-10-28')).toBe('2026-11-10');
    expect(equipmentMonthLastOpenDay('2026-12-31')).toBe('2027-01-10');
  });

  it('books in the own month while open, else in the month it is recorded', () => {
    expect(bookedPeriod('2026-10-28', '2026-11-10')).toBe('2026-10-01');
    expect(bookedPeriod('2026-10-28', '2026-11-11')).toBe('2026-11-01');
    expect(bookedPeriod('2026-11-03', '2026-11-15')).toBe('2026-11-01');
    expect(bookedPeriod('2026-12-31', '2027-01-10')).toBe('2026-12-01');
    expect(bookedPeriod('2026-12-31', '2027-02-01')).toBe('2027-02-01');
    // A date ahead (a purchase planned for next month) is booked in its own month.
    expect(bookedPeriod('2026-12-05', '2026-11-15')).toBe('2026-12-01');
  });
});
