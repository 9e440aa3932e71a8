import { type SQL, sql } from 'drizzle-orm';

/** Small SQL pieces every repository shares. */

/**
 * The one style of id list: `(1, 2, 3)` for `id in ${inList(ids)}`, each number an int parameter and each string a
 * text parameter (session ids). Callers skip an empty list (`in ()` is not SQL, and `not in` of nothing is true).
 */
export function inList(ids: readonly number[] | readonly string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => (typeof id === 'number' ? sql`${id}::int` : sql`${id}`)),
    sql`, `,
  )})`;
}

/** `{1,2,3}::int[]`: ids as one array parameter, for `unnest(…) with ordinality` where their order matters. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** The SQL types a column of `unnest(…)` is written in by `arrayOf`. */
export type ArrayType = 'int' | 'smallint' | 'bigint' | 'text' | 'date' | 'boolean' | 'jsonb';

/**
 * `{…}::type[]`: one column of many rows as one array parameter (null as NULL, every text quoted), so a set-based
 * write is `insert … select … from unnest(${arrayOf('int', a)}, ${arrayOf('text', b)})`: a handful of parameters
 * whatever the row count, parsed by the array's own type instead of as JSON.
 */
export function arrayOf(type: ArrayType, values: readonly (string | number | boolean | null)[]): SQL {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (i > 0) literal += ',';
    if (v === null) literal += 'NULL';
    else if (typeof v === 'string')
      literal += `"${v.includes('"') || v.includes('\\') ? v.replace(/["\\]/g, (c) => `\\${c}`) : v}"`;
    else if (typeof v === 'boolean') literal += v ? 't' : 'f';
    else literal += String(v);
  }
  return sql`${`${literal}}`}::${sql.raw(type)}[]`;
}

/**
 * `%text%` for LIKE/ILIKE with the person's own `%`, `_` and `\` taken literally (PostgreSQL's default escape is
 * the backslash), so a search for "50%" finds "50%" and not everything starting with 50.
 */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The first day of a month `YYYY-MM` as a SQL date, the key of every monthly table (`period` columns). */
export function monthStart(period: string): SQL {
  return sql`${`${period.slice(0, 7)}-01`}::date`;
}
