import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, matchingPreset, presetRange, startOfWeek } from './date-range.ts';

describe('date-range presets', () => {
  // Sunday 15 March 2026: every preset gives a different range.
  const today = '2026-03-15';

  it('weeks start on Monday', () => {
    expect(startOfWeek('2026-03-16')).toBe('2026-03-16'); // Monday
    expect(startOfWeek('2026-03-15')).toBe('2026-03-09'); // Sunday belongs to the week before
    expect(startOfWeek('2026-03-11')).toBe('2026-03-09');
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29'); // across the year
  });

  it.each([
    ['today', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['thisWeek', '2026-03-09', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['thisYear', '2026-01-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['lastSixMonths', '2025-09-16', '2026-03-15'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['last12Months', '2025-03-15', '2026-03-31'],
    ['last24Months', '2024-03-15', '2026-03-31'],
    ['olderThan24Months', '2016-03-15', '2024-03-14'],
  ] as const)('%s is %s – %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('yesterday and last month cross the year boundary', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2026-01-20')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('last six months clamps to the end of a shorter month', () => {
    expect(presetRange('lastSixMonths', '2026-08-31')).toEqual({ from: '2026-03-01', to: '2026-08-31' });
  });

  it('recognises the preset a range equals', () => {
    for (const p of DATE_RANGE_PRESETS) expect(matchingPreset(presetRange(p, today), today)).toBe(p);
    expect(matchingPreset({ from: '2026-03-02', to: '2026-03-04' }, today)).toBeNull();
  });
});
