import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './client.ts';
import { heldCursorRows } from './held-cursor.ts';

/**
 * `heldCursorRows` reads one statement's rows a batch at a time through a cursor WITH HOLD: every row once, in the
 * statement's order, and no cursor (nor, on PostgreSQL, pool client) left behind when the reader stops early.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const drivers = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(adminUrl ? [{ name: 'PostgreSQL', open: () => openDatabase({ url: adminUrl }) }] : []),
];

describe.each(drivers)('heldCursorRows on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const numbers = (to: number) =>
    sql`select g as n, ${'row '}::text || g as label from generate_series(${to}::int, 1, -1) g order by g desc`;
  const openCursors = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_cursors where name like 'held_rows_%'`,
      )
    )[0]!.n;
  const pool = () =>
    database.driver === 'postgres'
      ? (database.db as unknown as { session: { client: pg.Pool } }).session.client
      : null;

  it('answers every row once, in order, in batches of the size with a shorter last one', async () => {
    const batches: { n: number; label: string }[][] = [];
    for await (const batch of heldCursorRows<{ n: number; label: string }>(database.db, numbers(7), 3))
      batches.push(batch);
    expect(batches.map((b) => b.map((r) => r.n))).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
    expect(batches[0]![0]!.label).toBe('row 7');
    expect(await openCursors()).toBe(0);
  });

  it('closes the cursor and gives its connection back when the reader stops early', async () => {
    for await (const batch of heldCursorRows<{ n: number }>(database.db, numbers(100), 10)) {
      expect(batch).toHaveLength(10);
      break;
    }
    const p = pool();
    if (p) expect(p.idleCount).toBe(p.totalCount);
    // On PostgreSQL the pool gives out the connection it got back last: the one the cursor was on.
    expect(await openCursors()).toBe(0);
  });

  it('answers no batch for a statement without rows', async () => {
    const batches = [];
    for await (const batch of heldCursorRows(database.db, sql`select 1 as n where false`, 5))
      batches.push(batch);
    expect(batches).toEqual([]);
  });
});
