import { randomBytes } from 'node:crypto';
import { type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Executor, queryRows } from './client.ts';

/**
 * A statement's rows in batches through a cursor WITH HOLD (issue 31 §3): the statement runs once, when the cursor
 * is declared, and the database keeps its rows (on disk past work_mem); each FETCH reads the next batch, the next
 * one read while the caller handles the current one. No transaction stays open while the rows are read, and the
 * process holds at most two batches. A cursor lives on its connection: on PostgreSQL one client of the pool is held
 * until the rows are read or the reader stops (then the cursor is closed); PGlite has one connection, and a
 * transaction has its own.
 */
export async function* heldCursorRows<T>(db: Executor, query: SQL, batchSize: number): AsyncGenerator<T[]> {
  const { client, logger } = (db as unknown as { session: { client: unknown; logger: Logger } }).session;
  const held = client instanceof pg.Pool ? await client.connect() : null;
  // The held client's statements go to the same query log as the pool's.
  const on = held ? (drizzlePg({ client: held, casing: 'snake_case', logger }) as unknown as Executor) : db;
  const name = sql.raw(`held_rows_${randomBytes(8).toString('hex')}`);
  const fetch = () => queryRows<T>(on, sql`fetch forward ${sql.raw(String(batchSize))} from ${name}`);
  let declared = false;
  let next: Promise<T[]> | null = null;
  try {
    await on.execute(sql`declare ${name} no scroll cursor with hold for ${query}`);
    declared = true;
    next = fetch();
    while (next) {
      const rows: T[] = await next;
      next = rows.length === batchSize ? fetch() : null;
      if (rows.length) yield rows;
    }
  } finally {
    // A reader that stopped early (a cancelled download) leaves a fetch under way: its outcome no longer matters.
    await next?.catch(() => {});
    const closed = declared
      ? await on.execute(sql`close ${name}`).then(
          () => true,
          () => false,
        )
      : true;
    // A connection whose cursor could not be closed is not given back to the pool with it.
    held?.release(!closed);
  }
}
