import { addDays, addMonths, monthRange, osloDate } from '@connect/shared';

/** A period of whole days in Europe/Oslo, both ends included, as YYYY-MM-DD. */
export type DateRange = { from: string; to: string };

export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisYear',
  'lastMonth',
  'lastSixMonths',
  'lastYear',
] as const;

/** Presets a screen may add to the picker's own (001 §2: the devices list's purchase dates). */
export const LONG_RANGE_PRESETS = ['last12Months', 'last24Months', 'olderThan24Months'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number] | (typeof LONG_RANGE_PRESETS)[number];

/** Monday of the week `iso` is in (000 §1: the week starts on Monday). */
export function startOfWeek(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

/**
 * The period a preset stands for on the Oslo day `today`. "This …" runs from the start of the week, month or
 * year up to today (nothing is used in the future); "Last month" and "Last year" are the previous whole calendar
 * month and year; "Last 6 months" is the six months ending today. "Last 12/24 months" run from that many months
 * back to the end of the current month (001 §9: the devices list's default window), and "Older than 24 months"
 * from ten years back to the day before that window.
 */
export function presetRange(preset: DateRangePreset, today: string = osloDate()): DateRange {
  const year = today.slice(0, 4);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: startOfWeek(today), to: today };
    case 'thisMonth':
      return { from: monthRange(today).from, to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastMonth':
      return monthRange(addMonths(`${today.slice(0, 7)}-01`, -1));
    case 'lastSixMonths':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case 'lastYear': {
      const last = Number(year) - 1;
      return { from: `${last}-01-01`, to: `${last}-12-31` };
    }
    case 'last12Months':
      return { from: addMonths(today, -12), to: monthRange(today).to };
    case 'last24Months':
      return { from: addMonths(today, -24), to: monthRange(today).to };
    case 'olderThan24Months':
      return { from: addMonths(today, -120), to: addDays(addMonths(today, -24), -1) };
  }
}

/** The preset of `presets` a range equals on `today`, if any: the picker marks it as chosen. */
export function matchingPreset(
  range: DateRange,
  today: string = osloDate(),
  presets: readonly DateRangePreset[] = DATE_RANGE_PRESETS,
): DateRangePreset | null {
  return (
    presets.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
