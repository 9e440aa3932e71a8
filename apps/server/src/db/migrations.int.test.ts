import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './client.ts';

async function describeSchema(database: Database) {
  const columns = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select table_name, column_name, data_type, is_nullable, column_default, is_identity
        from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const constraints = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
        from pg_constraint
        -- PostgreSQL 18 (PGlite) lists NOT NULL as constraints of their own; 15 keeps them on the columns only.
        where connamespace = 'public'::regnamespace and contype <> 'n' order by conname`,
  );
  return { columns, indexes, constraints };
}

describe('migrations', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;

  it.runIf(adminUrl)('give the same schema on PGlite and PostgreSQL', async () => {
    const lite = await openDatabase({ dataDir: 'memory://' });
    await lite.migrate();
    const name = `connect_mig_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    const real = await openDatabase({ url: u.toString() });
    try {
      await real.migrate();
      const [a, b] = await Promise.all([describeSchema(lite), describeSchema(real)]);
      expect(a.columns.length).toBeGreaterThan(20);
      expect(b.columns).toEqual(a.columns);
      expect(b.indexes).toEqual(a.indexes);
      expect(b.constraints).toEqual(a.constraints);
    } finally {
      await lite.close();
      await real.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('apply twice without change (a restart reuses the data)', async () => {
    const lite = await openDatabase({ dataDir: 'memory://' });
    await lite.migrate();
    const before = await describeSchema(lite);
    await lite.migrate();
    expect(await describeSchema(lite)).toEqual(before);
    await lite.close();
  });
});
