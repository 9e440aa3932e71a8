import { type SQL, sql } from 'drizzle-orm';

/** Small SQL pieces every repository shares. */

/** `(1, 2, 3)` with each id as an int parameter, for `id in ${inList(ids)}`. Callers skip an empty list. */
export function inList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}
