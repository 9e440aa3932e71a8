import { DEVICE_SOURCES, osloDate } from '@connect/shared';
import type { DeviceFieldsFragment, DeviceSort, DeviceSource } from '../../../gql/graphql.ts';
import {
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  LONG_RANGE_PRESETS,
  presetRange,
} from '../../../ui/date-range.ts';

/**
 * The devices list's filters and sort, kept in the URL so a filtered list can be bookmarked, shared and reloaded
 * (issue 12). A parameter left out is the default of 001 §2: every status, vendor, type and source, purchased in
 * the last 24 months up to the end of this month, sorted by name.
 */
export type DeviceFilters = {
  status: 'active' | 'inactive' | null;
  vendorIds: number[];
  classIds: number[];
  sources: DeviceSource[];
  /**
   * A preset stays a preset in the URL, so a bookmark of "this month" means this month when opened. `any`: no
   * bound on the purchase date, devices without one included (how a device added without a date is shown).
   */
  purchased: DateRangePreset | DateRange | typeof ANY_PURCHASE_DATE;
  /** Only devices whose warranty ends within this many months from today; null for any. */
  warrantyMonths: number | null;
  sort: DeviceSort;
};

/** The choices of "Warranty ends within" (months). */
export const WARRANTY_MONTHS = [1, 3, 6, 12, 24] as const;

export const DEFAULT_SORT: DeviceSort = 'Description_ASC';
export const DEFAULT_PURCHASED: DateRangePreset = 'last24Months';
export const ANY_PURCHASE_DATE = 'any';

/** 001 §2: the presets of the purchase date, then the range picker's own. */
export const PURCHASED_PRESETS: readonly DateRangePreset[] = [
  'thisWeek',
  'thisMonth',
  'thisYear',
  'lastYear',
  ...LONG_RANGE_PRESETS,
  'today',
  'yesterday',
  'lastMonth',
  'lastSixMonths',
];

/** The sort fields of 001 §3 (and Source, VendorName), each ascending and descending. */
const SORT_FIELDS = ['Description', 'ClassName', 'OrderedAt', 'CostPrice', 'VendorName', 'Source'] as const;
const SORTS: readonly string[] = SORT_FIELDS.flatMap((f) => [`${f}_ASC`, `${f}_DESC`]);
const ALL_PRESETS: readonly string[] = [...DATE_RANGE_PRESETS, ...LONG_RANGE_PRESETS];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The parameters this file owns; the search (`q`) belongs to the whole equipment area. */
const KEYS = [
  'status',
  'vendors',
  'types',
  'sources',
  'purchased',
  'from',
  'to',
  'warranty',
  'sort',
] as const;

const ids = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

/** Reads the filters from the URL; anything not understood is the default. */
export function parseFilters(params: URLSearchParams): DeviceFilters {
  const status = params.get('status');
  const preset = params.get('purchased');
  const from = params.get('from');
  const to = params.get('to');
  const sort = params.get('sort');
  const warranty = Number(params.get('warranty'));
  return {
    status: status === 'active' || status === 'inactive' ? status : null,
    vendorIds: ids(params.get('vendors')),
    classIds: ids(params.get('types')),
    sources: DEVICE_SOURCES.filter((s) => (params.get('sources') ?? '').split(',').includes(s)),
    purchased:
      from && to && DAY.test(from) && DAY.test(to) && from <= to
        ? { from, to }
        : preset === ANY_PURCHASE_DATE
          ? ANY_PURCHASE_DATE
          : preset && ALL_PRESETS.includes(preset)
            ? (preset as DateRangePreset)
            : DEFAULT_PURCHASED,
    warrantyMonths: (WARRANTY_MONTHS as readonly number[]).includes(warranty) ? warranty : null,
    sort: sort !== null && SORTS.includes(sort) ? (sort as DeviceSort) : DEFAULT_SORT,
  };
}

/** The URL parameters of `filters` over `current`, leaving out every default (and keeping the search). */
export function writeFilters(current: URLSearchParams, filters: DeviceFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) next.delete(key);
  if (filters.status) next.set('status', filters.status);
  if (filters.vendorIds.length) next.set('vendors', filters.vendorIds.join(','));
  if (filters.classIds.length) next.set('types', filters.classIds.join(','));
  if (filters.sources.length) next.set('sources', filters.sources.join(','));
  if (typeof filters.purchased === 'string') {
    if (filters.purchased !== DEFAULT_PURCHASED) next.set('purchased', filters.purchased);
  } else {
    next.set('from', filters.purchased.from);
    next.set('to', filters.purchased.to);
  }
  if (filters.warrantyMonths !== null) next.set('warranty', String(filters.warrantyMonths));
  if (filters.sort !== DEFAULT_SORT) next.set('sort', filters.sort);
  return next;
}

/** Whether any filter differs from the default (Reset filters is offered then). */
export function isFiltered(params: URLSearchParams): boolean {
  return KEYS.some((key) => key !== 'sort' && params.has(key));
}

/** The purchase dates the filter stands for on the Oslo day `today`; null for any date, or none. */
export function purchasedRange(filters: DeviceFilters, today: string = osloDate()): DateRange | null {
  if (filters.purchased === ANY_PURCHASE_DATE) return null;
  return typeof filters.purchased === 'string' ? presetRange(filters.purchased, today) : filters.purchased;
}

/** Why the list with these filters and search does not show a device, or null when it does. */
export type HiddenBecause = 'noPurchaseDate' | 'outsideWindow' | 'filtered';

/**
 * Issue 28 §15: whether a device just added is in the list as filtered, and if not, why (the purchase date first,
 * the reason a person is most likely to meet). The search is the server's; a name that does not contain it counts
 * as filtered out.
 */
export function hiddenBecause(
  filters: DeviceFilters,
  search: string,
  device: Pick<DeviceFieldsFragment, 'orderedAt' | 'active' | 'classID' | 'source' | 'description'> & {
    vendor?: { ID: number } | null;
  },
  today: string = osloDate(),
): HiddenBecause | null {
  const range = purchasedRange(filters, today);
  if (range !== null && !device.orderedAt) return 'noPurchaseDate';
  if (range !== null && device.orderedAt && (device.orderedAt < range.from || device.orderedAt > range.to))
    return 'outsideWindow';
  const filteredOut =
    (filters.status !== null && (filters.status === 'active') !== device.active) ||
    (filters.vendorIds.length > 0 && !filters.vendorIds.includes(device.vendor?.ID ?? -1)) ||
    (filters.classIds.length > 0 && !filters.classIds.includes(device.classID)) ||
    (filters.sources.length > 0 && !filters.sources.includes(device.source)) ||
    // New device gives no warranty end date, so the warranty filter leaves it out.
    filters.warrantyMonths !== null ||
    (search.trim() !== '' &&
      !device.description.toLocaleLowerCase('nb').includes(search.trim().toLocaleLowerCase('nb')));
  return filteredOut ? 'filtered' : null;
}

/** The filters that show every device: the defaults with any purchase date, the sort kept. */
export function showingEveryDevice(filters: DeviceFilters): DeviceFilters {
  return { ...parseFilters(new URLSearchParams()), purchased: ANY_PURCHASE_DATE, sort: filters.sort };
}
