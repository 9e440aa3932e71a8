import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../test/test-database.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { arrayOf } from './sql.ts';

/** `arrayOf` writes a column of a set-based write as one array literal: every value must come back as it went in. */
describe.skipIf(POSTGRES_RUN)('arrayOf', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('gives back texts with quotes, backslashes, braces, commas and spaces, and null as null', async () => {
    const texts = ['plain', 'a "quoted" b', 'back\\slash\\', '{x,y}', 'NULL', ' spaced ', '', 'æøå', null];
    const rows = await queryRows<{ v: string | null }>(
      database.db,
      sql`select v from unnest(${arrayOf('text', texts)}) with ordinality as t(v, n) order by n`,
    );
    expect(rows.map((r) => r.v)).toEqual(texts);
  });

  it('gives back numbers, dates, booleans and JSON by their type', async () => {
    const rows = await queryRows<{ i: number | null; b: number; d: string | null; f: boolean; j: unknown }>(
      database.db,
      sql`select i, b, d, f, j from unnest(${arrayOf('int', [1, null])}, ${arrayOf('bigint', [9_007_199_254, 0])},
            ${arrayOf('date', ['2026-11-15', null])}, ${arrayOf('boolean', [true, false])},
            ${arrayOf('jsonb', ['{"a":"x\\"y"}', '[]'])}) as t(i, b, d, f, j)`,
    );
    expect(rows).toEqual([
      { i: 1, b: 9_007_199_254, d: '2026-11-15', f: true, j: { a: 'x"y' } },
      { i: null, b: 0, d: null, f: false, j: [] },
    ]);
  });
});
