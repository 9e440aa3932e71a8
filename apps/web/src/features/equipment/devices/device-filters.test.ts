import { describe, expect, it } from 'vitest';
import {
  hiddenBecause,
  isFiltered,
  parseFilters,
  purchasedRange,
  showingEveryDevice,
  writeFilters,
} from './device-filters.ts';

describe('the devices list filters in the URL', () => {
  it('is the §2 default without parameters: 24 months back to the end of the month, by name', () => {
    const f = parseFilters(new URLSearchParams());
    expect(f).toEqual({
      status: null,
      vendorIds: [],
      classIds: [],
      sources: [],
      purchased: 'last24Months',
      warrantyMonths: null,
      sort: 'Description_ASC',
    });
    expect(purchasedRange(f, '2026-03-15')).toEqual({ from: '2024-03-15', to: '2026-03-31' });
    expect(writeFilters(new URLSearchParams(), f).toString()).toBe('');
  });

  it('round-trips every filter and keeps the search', () => {
    const params = new URLSearchParams(
      'q=pixel&status=inactive&vendors=3,4&types=1,2&sources=web,network&purchased=thisYear&sort=CostPrice_DESC',
    );
    const f = parseFilters(params);
    expect(f.classIds).toEqual([1, 2]);
    expect(f.sources).toEqual(['web', 'network']);
    expect(writeFilters(new URLSearchParams('q=pixel'), f).toString()).toBe(
      'q=pixel&status=inactive&vendors=3%2C4&types=1%2C2&sources=web%2Cnetwork&purchased=thisYear&sort=CostPrice_DESC',
    );
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(new URLSearchParams('q=pixel&sort=CostPrice_DESC'))).toBe(false);
  });

  it('keeps "warranty ends within N months" as one of its choices', () => {
    const f = parseFilters(new URLSearchParams('warranty=6'));
    expect(f.warrantyMonths).toBe(6);
    expect(writeFilters(new URLSearchParams(), f).toString()).toBe('warranty=6');
    expect(parseFilters(new URLSearchParams('warranty=5')).warrantyMonths).toBeNull();
  });

  it('takes a custom range, and ignores what it does not understand', () => {
    const custom = parseFilters(new URLSearchParams('from=2025-01-01&to=2025-06-30'));
    expect(purchasedRange(custom)).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    const junk = parseFilters(
      new URLSearchParams(
        'status=x&types=a,1&sources=ftp&purchased=soon&sort=Price&from=2025-02-01&to=2025-01-01',
      ),
    );
    expect(junk).toMatchObject({ status: null, classIds: [1], sources: [], purchased: 'last24Months' });
    expect(junk.sort).toBe('Description_ASC');
  });
});

describe('where a device just added is (issue 28 §15)', () => {
  const today = '2026-03-15';
  const device = {
    description: 'Pixel 9',
    orderedAt: '2025-06-01' as string | null,
    active: true,
    classID: 1,
    source: 'other' as const,
    vendor: { ID: 3 },
  };
  const defaults = parseFilters(new URLSearchParams());

  it('is in the default list when bought within the last 24 months', () => {
    expect(hiddenBecause(defaults, '', device, today)).toBeNull();
  });

  it('is not in any dated list without a purchase date, nor before the window', () => {
    expect(hiddenBecause(defaults, '', { ...device, orderedAt: null }, today)).toBe('noPurchaseDate');
    expect(hiddenBecause(defaults, '', { ...device, orderedAt: '2024-03-14' }, today)).toBe('outsideWindow');
    expect(hiddenBecause(defaults, '', { ...device, orderedAt: '2024-03-15' }, today)).toBeNull();
  });

  it('is filtered out by status, vendor, type, source or a search its name does not hold', () => {
    const f = (query: string) => parseFilters(new URLSearchParams(query));
    expect(hiddenBecause(f('status=inactive'), '', device, today)).toBe('filtered');
    expect(hiddenBecause(f('vendors=4'), '', device, today)).toBe('filtered');
    expect(hiddenBecause(f('types=2'), '', device, today)).toBe('filtered');
    expect(hiddenBecause(f('sources=web'), '', device, today)).toBe('filtered');
    expect(hiddenBecause(defaults, 'iphone', device, today)).toBe('filtered');
    expect(hiddenBecause(f('status=active&vendors=3&types=1'), 'PIXEL', device, today)).toBeNull();
  });

  it('is shown by the list of every device: any purchase date, in the URL as purchased=any', () => {
    const every = showingEveryDevice(parseFilters(new URLSearchParams('types=2&sort=CostPrice_DESC')));
    expect(purchasedRange(every)).toBeNull();
    expect(hiddenBecause(every, '', { ...device, orderedAt: null, classID: 7 }, today)).toBeNull();
    const url = writeFilters(new URLSearchParams(), every);
    expect(url.toString()).toBe('purchased=any&sort=CostPrice_DESC');
    expect(parseFilters(url)).toEqual(every);
  });
});
