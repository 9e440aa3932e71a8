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
 *
 * The name sort has a way of its own past that (issue 31): a common text is common because it names the devices
 * ("iphone"), and their names lie together, so a walk from the start of the name order can pass most of the account
 * before its first match. A device matches either by a name that starts with the text, and those names lie together
 * in the name index from the text itself on (where text is ordered by code point, as C and C.UTF-8 order it), or by
 * the text further in its name or in another field, which a trigram index of their own (migration 0059) finds and
 * counts. When the second kind is within the count bound, the account reads the first page's names from where the
 * text starts them and collects the second kind, and neither grows with the account.
 */

/** Beyond this many vendors or people named by the text (a letter or two), the statements look them up themselves. */
const LISTED_NAMES = 500;

export type SearchNames = {
  text: string;
  vendorIds: number[] | null;
  catalogIds: number[] | null;
  /** The database orders text by code point (collation C, POSIX or C.UTF-8, or the builtin provider's). */
  codePointOrder: boolean;
};

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
      codePointOrder: sql<boolean>`coalesce((select db.datlocprovider = 'b'
          or db.datcollate in ('C', 'POSIX', 'C.UTF-8', 'C.utf8')
        from pg_database db where db.datname = current_database()), false)`,
    },
    (columns) => sql`select ${columns}`,
  );
  const listed = (ids: number[]) => (ids.length > LISTED_NAMES ? null : ids);
  return {
    text: search,
    vendorIds: listed(row!.vendorIds),
    catalogIds: listed(row!.catalogIds),
    codePointOrder: row!.codePointOrder,
  };
}

/**
 * Whether device `d` matches: its own four texts through one trigram index (rechecked field by field, so a match
 * never spans two fields), or its vendor or employee among those named. `name` is the name as far as the text is
 * looked for in it: the whole name, or (`substr(d.description, 2)`) past its first character.
 */
function searchMatches(names: SearchNames, name: SQL = sql`d.description`): SQL {
  const text = contains(names.text);
  const named = (column: SQL, ids: number[] | null, lookup: SQL) =>
    ids === null
      ? sql`or ${column} = any(array(${lookup}))`
      : ids.length
        ? sql`or ${column} = any(${intArray(ids)})`
        : sql``;
  return sql`(((${name} || ' ' || coalesce(d.imei, '') || ' ' || coalesce(d.serial_number, '') || ' '
        || coalesce(d.order_number, '')) ilike ${text}
      and (${name} ilike ${text} or d.imei like ${text} or d.serial_number ilike ${text}
        or d.order_number ilike ${text}))
    ${named(sql`d.vendor_id`, names.vendorIds, sql`select dv.id from device_vendors dv where dv.name ilike ${text}`)}
    ${named(
      sql`d.catalog_id`,
      names.catalogIds,
      sql`select pe.catalog_id from people pe where (pe.first_name || ' ' || pe.last_name) ilike ${text}`,
    )})`;
}

/**
 * Whether device `d`'s name starts with the text: in code point order those names lie together from the text in
 * lower case up to (not including) the text with its last character's successor, so the name index reads them in
 * order from where they start. Undefined where the last character's successor is no character (U+D7FF, U+10FFFF),
 * and for a text without three letters or digits in a row: the trigram index cannot narrow it, and counting the
 * matches further in would read the whole account (at 2 000 000 devices "ip" took 5.7 s so, 2.0 s without).
 */
function nameStarts(search: string): SQL | undefined {
  const last = [...search].at(-1)?.codePointAt(0);
  if (last === undefined || last === 0xd7ff || last >= 0x10ffff) return undefined;
  if (!/[\p{L}\p{N}]{3}/u.test(search)) return undefined;
  return sql`(lower(d.description) >= lower(${search}::text)
    and lower(d.description) < left(lower(${search}::text), -1) || chr(ascii(right(lower(${search}::text), 1)) + 1))`;
}

/**
 * A device matching otherwise than by a name that starts with the text: the text further in its name or in another
 * field (through their own trigram index, migration 0059), or its vendor or employee named.
 */
function matchesFurther(names: SearchNames, starts: SQL): SQL {
  return sql`(${searchMatches(names, sql`substr(d.description, 2)`)} and not ${starts})`;
}

const ACCOUNT_MATCHES = {
  accountId: sql<number>`acc.id`,
  n: sql<number>`c.n`,
  further: sql<number | null>`c.further`,
};
type AccountMatches = RowOf<typeof ACCOUNT_MATCHES>;

/**
 * The matches of each account of the tree, counted up to one past `bound` (exact below it); with `starts` (a name
 * sort) also those matching `further` than a name that starts with the text, counted the same way.
 */
async function countMatches(
  db: Executor,
  p: Principal,
  f: DeviceFilter,
  names: SearchNames,
  bound: number,
  starts: SQL | undefined,
): Promise<AccountMatches[]> {
  const counted = (matches: SQL) => sql`(select count(*)::int from (select 1 from devices d
    where d.account_id = acc.id ${deviceFilters(f)} and ${matches} limit ${bound + 1}) m)`;
  return selectRows(
    db,
    ACCOUNT_MATCHES,
    (columns) => sql`select ${columns} from ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)} acc(id)
        cross join lateral (select ${counted(searchMatches(names))} as n,
          ${starts ? counted(matchesFurther(names, starts)) : sql`null::int`} as further) c`,
  );
}

/**
 * How an account's page rows are found: `choose` (the product: by its count, as above), or always `walk`, always
 * `collect` or (a name sort) always from where the text starts the names (`starts`), which the tests compare. A
 * vendor sort always collects: its order is the vendor's name, which no index of devices holds.
 */
export type SearchPlan = 'choose' | 'walk' | 'collect' | 'starts';

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
  starts: SQL | undefined,
): SQL {
  const order = DEVICE_ORDER[page.sort];
  const first = page.offset + page.limit;
  const matches = searchMatches(names);
  const withMatches = counts.filter((c) => c.n > 0);
  const further = intArray(withMatches.map((c) => c.further ?? 0));
  const accounts = sql`(select acc.id, acc.n, acc.further
    from unnest(${intArray(withMatches.map((c) => c.accountId))}, ${intArray(withMatches.map((c) => c.n))},
      ${further}) acc(id, n, further)
    where acc.id in ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)})`;
  // `offset 0` keeps each account's search a subquery of its own, which the planner would otherwise merge and scan.
  const collected = sql`(select d.* from devices d where d.account_id = acc.id ${deviceFilters(f)} and ${matches}
    offset 0)`;
  const walked = (bound: SQL) => sql`(select d.* from (select d.* from devices d where d.account_id = acc.id
      ${deviceFilters(f)} order by ${order} ${bound}) d
    where ${matches} order by ${order} limit ${first})`;
  const chosen = sql`(with walked as ${walked(sql`limit acc.n`)}
      select d.* from walked d where acc.n >= ${first} and (select count(*) from walked) = ${first}
      union all
      select d.* from ${collected} d where acc.n < ${first} or (select count(*) from walked) < ${first})`;
  // The names that start with the text from the name index, in order, and every other match collected.
  const started = (s: SQL) => sql`(select d.* from (select d.* from devices d where d.account_id = acc.id
      ${deviceFilters(f)} and ${s} order by ${order} limit ${first}) d
    union all
    select d.* from (select d.* from devices d where d.account_id = acc.id ${deviceFilters(f)}
      and ${matchesFurther(names, s)} offset 0) d)`;
  const source =
    plan === 'collect' || page.sort.startsWith('VendorName_') || page.sort.startsWith('ClassName_')
      ? collected
      : plan === 'walk'
        ? walked(sql``)
        : !starts
          ? chosen
          : plan === 'starts'
            ? started(starts)
            : sql`(select d.* from ${started(starts)} d where acc.further <= ${countBound(page.offset)}
                union all
                select d.* from ${chosen} d where acc.further > ${countBound(page.offset)})`;
  return sql`(select d.* from (select d.*, lower(dv.name) as sort_name,
        array_position(${intArray(ranks)}, d.class_id) as class_rank from ${accounts} acc(id, n, further)
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
  const byName =
    page.sort.startsWith('Description_') && names.codePointOrder && plan !== 'walk' && plan !== 'collect';
  const starts = byName ? nameStarts(f.search) : undefined;
  const counts = await countMatches(db, p, f, names, bound, starts);
  const total = boundedTotal(
    counts.reduce((sum, c) => sum + c.n, 0),
    bound,
  );
  if (total.totalCount === 0) return { devices: [], ...total };
  const ranks = await classRanks(db, page.language ?? 'no');
  const devices = await selectRows(
    db,
    DEVICE,
    (
      columns,
    ) => sql`select ${columns} from ${searchedSource(p, f, names, counts, page, plan, ranks, starts)} d
        left join device_vendors v on v.id = d.vendor_id
        order by ${DEVICE_ORDER[page.sort]}`,
  );
  return { devices, ...total };
}
