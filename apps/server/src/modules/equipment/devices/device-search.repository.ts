import type { Language } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type BoundedTotal, boundedTotal, countBound } from '../../../db/bounded-total.ts';
import type { Executor } from '../../../db/client.ts';
import { type RowOf, selectRows } from '../../../db/columns.ts';
import { contains, intArray } from '../../../db/sql.ts';
import {
  classRanks,
  DEVICE,
  DEVICE_ORDER,
  type DeviceFilter,
  type DeviceRow,
  type DeviceSort,
  deviceFilters,
} from './devices.repository.ts';

/**
 * The devices list with a search (001 §2): the text anywhere in the device's name, IMEI, serial or order number,
 * its vendor's name or its employee's name ('first last'). Three statements, each planned with what the one before
 * found (docs/DEVICES-PERFORMANCE.md):
 *
 * 1. the vendors and people the text names, so the next two carry them as values the planner can weigh;
 * 2. the matches of each account, counted through the trigram index up to one past the list's count bound
 *    (countBound): the total (exact below the bound, "more than" it above), and how common the text is there;
 * 3. the page: an account with at least a page of matches walks its sort index and keeps the matches until the
 *    page is full (a common text fills it after a few hundred rows), any other collects its matches through the
 *    trigram index and sorts them (a rare text would otherwise walk the whole account). The count makes the walk
 *    safe: it reads at most as many rows as the account has matches counted (so a common text, counted to the
 *    bound, walks at most the bound's rows), and when the matches lie late in the sort order (a name sorted on
 *    itself) and the page is not full by then, the account collects them instead.
 */

/** Beyond this many vendors or people named by the text (a letter or two), the statements look them up themselves. */
const LISTED_NAMES = 500;

export type SearchNames = { text: string; vendorIds: number[] | null; catalogIds: number[] | null };

/** The vendors and people whose names hold the text; null for a kind that names more than LISTED_NAMES. */
async function searchNames(db: Executor, search: string): Promise<SearchNames> {
  const text = contains(search);
  const [row] = await selectRows(
    db,
    {
      vendorIds: sql<number[]>`array(select dv.id from device_vendors dv where dv.name ilike ${text}
        order by dv.id limit ${LISTED_NAMES + 1})`,
      catalogIds: sql<number[]>`array(select pe.catalog_id from people pe
        where (pe.first_name || ' ' || pe.last_name) ilike ${text} order by pe.catalog_id limit ${LISTED_NAMES + 1})`,
    },
    (columns) => sql`select ${columns}`,
  );
  const listed = (ids: number[]) => (ids.length > LISTED_NAMES ? null : ids);
  return { text: search, vendorIds: listed(row!.vendorIds), catalogIds: listed(row!.catalogIds) };
}

/**
 * Whether device `d` matches: its own four texts through one trigram index (rechecked field by field, so a match
 * never spans two fields), or its vendor or employee among those named.
 */
function searchMatches(names: SearchNames): SQL {
  const text = contains(names.text);
  const named = (column: SQL, ids: number[] | null, lookup: SQL) =>
    ids === null
      ? sql`or ${column} = any(array(${lookup}))`
      : ids.length
        ? sql`or ${column} = any(${intArray(ids)})`
        : sql``;
  return sql`(((d.description || ' ' || coalesce(d.imei, '') || ' ' || coalesce(d.serial_number, '') || ' '
        || coalesce(d.order_number, '')) ilike ${text}
      and (d.description ilike ${text} or d.imei like ${text} or d.serial_number ilike ${text}
        or d.order_number ilike ${text}))
    ${named(sql`d.vendor_id`, names.vendorIds, sql`select dv.id from device_vendors dv where dv.name ilike ${text}`)}
    ${named(
      sql`d.catalog_id`,
      names.catalogIds,
      sql`select pe.catalog_id from people pe where (pe.first_name || ' ' || pe.last_name) ilike ${text}`,
    )})`;
}

const ACCOUNT_MATCHES = { accountId: sql<number>`acc.id`, n: sql<number>`c.n` };
type AccountMatches = RowOf<typeof ACCOUNT_MATCHES>;

/** The matches of each account of the tree, counted up to one past `bound` (exact below it). */
async function countMatches(
  db: Executor,
  p: Principal,
  f: DeviceFilter,
  names: SearchNames,
  bound: number,
): Promise<AccountMatches[]> {
  return selectRows(
    db,
    ACCOUNT_MATCHES,
    (columns) => sql`select ${columns} from ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)} acc(id)
        cross join lateral (select count(*)::int as n from (select 1 from devices d where d.account_id = acc.id
          ${deviceFilters(f)} and ${searchMatches(names)} limit ${bound + 1}) m) c`,
  );
}

/**
 * How an account's page rows are found: `choose` (the product: by its count, as above), or always `walk` or always
 * `collect`, which the tests compare. A vendor sort always collects: its order is the vendor's name, which no
 * index of devices holds.
 */
export type SearchPlan = 'choose' | 'walk' | 'collect';

type Page = { sort: DeviceSort; limit: number; offset: number; language?: Language };

/** The page's devices `d` with their `sort_name`, in order, from the accounts that have matches. */
function searchedSource(
  p: Principal,
  f: DeviceFilter,
  names: SearchNames,
  counts: AccountMatches[],
  page: Page,
  plan: SearchPlan,
  ranks: number[],
): SQL {
  const order = DEVICE_ORDER[page.sort];
  const first = page.offset + page.limit;
  const matches = searchMatches(names);
  const withMatches = counts.filter((c) => c.n > 0);
  const accounts = sql`(select acc.id, acc.n
    from unnest(${intArray(withMatches.map((c) => c.accountId))}, ${intArray(withMatches.map((c) => c.n))}) acc(id, n)
    where acc.id in ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)})`;
  // `offset 0` keeps each account's search a subquery of its own, which the planner would otherwise merge and scan.
  const collected = sql`(select d.* from devices d where d.account_id = acc.id ${deviceFilters(f)} and ${matches}
    offset 0)`;
  const walked = (bound: SQL) => sql`(select d.* from (select d.* from devices d where d.account_id = acc.id
      ${deviceFilters(f)} order by ${order} ${bound}) d
    where ${matches} order by ${order} limit ${first})`;
  const source =
    plan === 'collect' || page.sort.startsWith('VendorName_') || page.sort.startsWith('ClassName_')
      ? collected
      : plan === 'walk'
        ? walked(sql``)
        : sql`(with walked as ${walked(sql`limit acc.n`)}
            select d.* from walked d where acc.n >= ${first} and (select count(*) from walked) = ${first}
            union all
            select d.* from ${collected} d where acc.n < ${first} or (select count(*) from walked) < ${first})`;
  return sql`(select d.* from (select d.*, lower(dv.name) as sort_name,
        array_position(${intArray(ranks)}, d.class_id) as class_rank from ${accounts} acc(id, n)
        cross join lateral ${source} d
        left join device_vendors dv on dv.id = d.vendor_id) d
      order by ${order} limit ${page.limit} offset ${page.offset})`;
}

/** A page of the list with a search, and the total it finds (exact up to the page's count bound). */
export async function searchDevices(
  db: Executor,
  p: Principal,
  f: DeviceFilter & { search: string },
  page: Page,
  plan: SearchPlan = 'choose',
): Promise<{ devices: DeviceRow[] } & BoundedTotal> {
  const names = await searchNames(db, f.search);
  const bound = countBound(page.offset);
  const counts = await countMatches(db, p, f, names, bound);
  const total = boundedTotal(
    counts.reduce((sum, c) => sum + c.n, 0),
    bound,
  );
  if (total.totalCount === 0) return { devices: [], ...total };
  const ranks = await classRanks(db, page.language ?? 'no');
  const devices = await selectRows(
    db,
    DEVICE,
    (columns) => sql`select ${columns} from ${searchedSource(p, f, names, counts, page, plan, ranks)} d
        left join device_vendors v on v.id = d.vendor_id
        order by ${DEVICE_ORDER[page.sort]}`,
  );
  return { devices, ...total };
}
