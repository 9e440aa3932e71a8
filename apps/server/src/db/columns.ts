import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Executor } from './client.ts';
import { type ArrayType, arrayOf } from './sql.ts';

/**
 * Raw SQL whose rows are typed by what it selects (issue 34): a selection is a record of SQL expressions, each
 * carrying its value's type (`sql<number>`), and a table's columns come from its Drizzle definition
 * (`columnsOf`), so a row type is derived from the table instead of written again beside it, and the select list is
 * written from the same keys as the type: a column added to the table is in both, and a key the table does not have
 * does not compile.
 */

/** A select list: the row's keys and each one's expression. */
export type Selection = Record<string, SQL<unknown>>;

/** The row a selection answers. */
export type RowOf<S extends Selection> = { [K in keyof S]: S[K] extends SQL<infer V> ? V : never };

/** A table's column keys (as the schema names them, camelCase). */
export type ColumnKey<T extends Table> = keyof T['$inferSelect'] & string;

/** The database name of a column: the schema's keys are camelCase, the database's snake_case (client.ts `casing`). */
export function columnName<T extends Table>(table: T, key: ColumnKey<T>): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`No column ${key}`);
  return column.keyAsName ? toSnakeCase(key) : column.name;
}

/** Every column key of a table, in the table's order. */
export function columnKeys<T extends Table>(table: T): ColumnKey<T>[] {
  return Object.keys(getTableColumns(table)) as ColumnKey<T>[];
}

/** The table's columns on the row source `alias`, but those left out, each typed as the table types it. */
export function columnsOf<T extends Table, K extends ColumnKey<T> = never>(
  table: T,
  alias: string,
  leaveOut: readonly K[] = [],
): { [P in Exclude<ColumnKey<T>, K>]: SQL<T['$inferSelect'][P]> } {
  const out: Record<string, SQL> = {};
  for (const key of columnKeys(table))
    if (!(leaveOut as readonly string[]).includes(key))
      out[key] = sql.raw(`${alias}.${columnName(table, key)}`);
  return out as never;
}

/** `expr as "key", …` of a selection. */
export function selectList(s: Selection): SQL {
  return sql.join(
    Object.entries(s).map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** Runs `query` with the selection's list in its select clause, answering rows of the selection's type. */
export async function selectRows<S extends Selection>(
  db: Executor,
  s: S,
  query: (columns: SQL) => SQL,
): Promise<RowOf<S>[]> {
  const result = (await db.execute(query(selectList(s)))) as unknown as { rows: RowOf<S>[] };
  return result.rows;
}

/** The named keys of a row, as a typed object (a write's columns out of a row read with more). */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = row[k];
  return out;
}

const ARRAY_TYPES: Record<string, ArrayType> = {
  integer: 'int',
  smallint: 'smallint',
  bigint: 'bigint',
  text: 'text',
  date: 'date',
  boolean: 'boolean',
  jsonb: 'jsonb',
};

type Value = string | number | boolean | null;

/**
 * Many rows of a table as a row source `r`: one typed array a column through `unnest`, with ordinality `n`, the
 * arrays and the names of `r`'s columns written from the same keys, each array of its column's type. `names` is
 * the column list for an insert, `set` the assignments from `r` for an update (`update t set ${set} from …`).
 */
export function unnestRows<T extends Table, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
  rows: readonly { [P in K]: T['$inferSelect'][P] & Value }[],
): { source: SQL; names: SQL; set: SQL } {
  const columns = getTableColumns(table);
  const names = keys.map((k) => columnName(table, k));
  const arrays = keys.map((k) => {
    const type = ARRAY_TYPES[columns[k]!.getSQLType()];
    if (!type) throw new Error(`No array type for ${k}`);
    return arrayOf(
      type,
      rows.map((r) => r[k]),
    );
  });
  return {
    source: sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as r(${sql.raw(names.join(', '))}, n)`,
    names: sql.raw(names.join(', ')),
    set: sql.raw(names.map((n) => `${n} = r.${n}`).join(', ')),
  };
}
