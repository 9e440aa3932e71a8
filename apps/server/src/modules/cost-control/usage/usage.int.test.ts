import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDays, osloDate, Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import {
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { POSTGRES_RUN } from '../../../../test/test-database.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { openDatabase, queryRows } from '../../../db/client.ts';

const KEY = 'test-ingest-key-0123456789';

/**
 * A world of its own: Inntak AS with three subscriptions and no usage yet. Eva's (+47 561 00 004) profile waits for
 * the admin's approval of content services; Leo's (+47 561 00 002) profile "Ledelse" approves them automatically;
 * Mons (+47 561 00 003) has no profile.
 */
describe('usage ingest (REST)', () => {
  let s: TestServer;
  let employee: BuiltSubscription;
  let manager: BuiltSubscription;
  let third: BuiltSubscription;
  let personToken: string;
  beforeAll(async () => {
    s = await createTestServer({ env: { INGEST_API_KEY: KEY } });
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Inntak AS' });
    const account = await buildAccount(db, { customer, name: 'Inntak AS' });
    const person = (firstName: string) => buildPerson(db, { customer, firstName });
    const waits = await buildProfile(db, { account, description: 'Godkjenning' });
    const ledelse = await buildProfile(db, {
      account,
      description: 'Ledelse',
      settings: { automaticApproval: true },
    });
    employee = await buildSubscription(db, {
      account,
      person: await person('Eva'),
      profile: waits,
      phoneNumber: '+4756100004',
    });
    manager = await buildSubscription(db, {
      account,
      person: await person('Leo'),
      profile: ledelse,
      phoneNumber: '+4756100002',
    });
    third = await buildSubscription(db, {
      account,
      person: await person('Mons'),
      phoneNumber: '+4756100003',
    });
    const admin = await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] });
    personToken = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  const post = (body: unknown, key: string | null = KEY) =>
    s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: body as object,
    });

  const employeeSub = () => employee.id;
  const adminSub = () => manager.id;

  async function monthly(subscriptionId: number, period: string) {
    return queryRows<{ key: string; amountOre: number; dataBytes: number }>(
      s.database.db,
      sql`select g.key, u.amount_ore as "amountOre", u.data_bytes as "dataBytes" from usage_monthly u
          join payment_category_groups g on g.id = u.category_group_id
          where u.subscription_id = ${subscriptionId} and u.period = ${period}::date order by g.key`,
    );
  }
  async function monthCost(subscriptionId: number, period: string) {
    const [r] = await queryRows<{ totalOre: number; deductedOre: number; contentPendingOre: number }>(
      s.database.db,
      sql`select total_ore as "totalOre", deducted_ore as "deductedOre", content_pending_ore as "contentPendingOre"
          from subscription_month_costs where subscription_id = ${subscriptionId} and period = ${period}::date`,
    );
    return r!;
  }

  const batch = () => ({
    lines: [
      {
        lineId: 'bill-2026-11-a',
        phoneNumber: '+47 561 00 004',
        date: '2026-11-03',
        category: 'Samtaler til utland',
        description: 'Samtaler til utland',
        amount: '123,45',
      },
      {
        lineId: 'bill-2026-11-b',
        subscriptionId: employeeSub(),
        date: '2026-11-04',
        category: 'Data innland',
        description: 'Data innland',
        amount: 10.1,
        dataBytes: 1_073_741_824,
      },
      {
        lineId: 'bill-2026-11-c',
        phoneNumber: '56100004',
        date: '2026-11-05',
        category: 'Innholdstjeneste: Parkering',
        description: 'Innholdstjeneste: Parkering Oslo',
        amount: '45',
      },
      {
        lineId: 'bill-2026-11-d',
        phoneNumber: '+4756100002',
        date: '2026-11-05',
        category: 'Innholdstjeneste: Billetter',
        description: 'Innholdstjeneste: Vy billett',
        amount: '399.00',
      },
    ],
  });

  it('stores a batch once: the lines, the roll-ups to the øre, content services and the costs', async () => {
    expect(await monthly(employeeSub(), '2026-11-01')).toEqual([]);
    const res = await post(batch());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inserted: 4, duplicates: 0 });

    const after = await monthly(employeeSub(), '2026-11-01');
    expect(after).toEqual([
      { key: 'calls', amountOre: 12_345, dataBytes: 0 },
      { key: 'content', amountOre: 4_500, dataBytes: 0 },
      { key: 'data', amountOre: 1_010, dataBytes: 1_073_741_824 },
    ]);
    const costAfter = await monthCost(employeeSub(), '2026-11-01');
    // 12 345 + 1 010 + 4 500 = 17 855, all covered. Eva's profile waits for approval; Leo's (Ledelse) approves
    // automatically.
    expect(costAfter).toEqual({ totalOre: 17_855, deductedOre: 0, contentPendingOre: 4_500 });
    const content = await queryRows<{ subscriptionId: number; deductStatus: string; amountOre: number }>(
      s.database.db,
      sql`select c.subscription_id as "subscriptionId", c.deduct_status as "deductStatus", c.amount_ore as "amountOre"
          from content_services c join usage_lines l on l.id = c.usage_line_id
          where l.line_id in ('bill-2026-11-c', 'bill-2026-11-d') order by l.line_id`,
    );
    expect(content).toEqual([
      { subscriptionId: employeeSub(), deductStatus: 'work', amountOre: 4_500 },
      { subscriptionId: adminSub(), deductStatus: 'approved', amountOre: 39_900 },
    ]);

    const again = await post(batch());
    expect(again.json()).toEqual({ inserted: 0, duplicates: 4 });
    expect(await monthly(employeeSub(), '2026-11-01')).toEqual(after);
    expect(await monthCost(employeeSub(), '2026-11-01')).toEqual(costAfter);
    const [cs] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from content_services c join usage_lines l on l.id = c.usage_line_id
          where l.line_id like 'bill-2026-11-%'`,
    );
    expect(cs!.n).toBe(2);
  });

  it('stores credit lines with their batch: 100 kr and −30 kr lower the month by 70 kr', async () => {
    const lines = [
      { amount: '100', lineId: 'credit-charge' },
      { amount: '-30,00', lineId: 'credit-refund' },
    ].map((l) => ({
      ...l,
      subscriptionId: employeeSub(),
      date: '2026-11-06',
      category: 'SMS innland',
      description: 'SMS innland',
    }));
    const res = await post({ lines });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inserted: 2, duplicates: 0 });
    const after = await monthly(employeeSub(), '2026-11-01');
    expect(after.find((r) => r.key === 'sms')?.amountOre).toBe(7_000);
    // 17 855 from the batch before and 7 000.
    expect((await monthCost(employeeSub(), '2026-11-01')).totalOre).toBe(24_855);
    const [credit] = await queryRows<{ amountOre: number }>(
      s.database.db,
      sql`select amount_ore as "amountOre" from usage_lines
          where subscription_id = ${employeeSub()} and line_id = 'credit-refund'`,
    );
    expect(credit!.amountOre).toBe(-3_000);
  });

  it('counts concurrent copies of a batch once', async () => {
    const lines = [1, 2, 3].map((n) => ({
      lineId: `concurrent-${n}`,
      phoneNumber: '+4756100003',
      date: '2026-10-10',
      category: 'SMS innland',
      description: 'SMS innland',
      amount: '1.01',
    }));
    const results = await Promise.all([post({ lines }), post({ lines }), post({ lines })]);
    const bodies = results.map((r) => r.json() as { inserted: number; duplicates: number });
    expect(bodies.reduce((a, b) => a + b.inserted, 0)).toBe(3);
    expect(await monthly(third.id, '2026-10-01')).toEqual([{ key: 'sms', amountOre: 303, dataBytes: 0 }]);
  });

  it('refuses a batch with a bad line, naming it, and writes nothing of it', async () => {
    const lines = [
      { ...batch().lines[0]!, lineId: 'bad-batch-1' },
      { ...batch().lines[1]!, lineId: 'bad-batch-2' },
      { ...batch().lines[0]!, lineId: 'bad-batch-3', phoneNumber: '+4711111111' },
    ];
    const res = await post({ lines });
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      code: string;
      message: string;
      details: { errors: { index: number; lineId: string }[] };
    };
    expect(body.code).toBe('BAD_USER_INPUT');
    expect(body.message).toContain('Line 2 (lineId bad-batch-3)');
    expect(body.message).toContain('Nothing was written');
    expect(body.details.errors).toEqual([
      { index: 2, lineId: 'bad-batch-3', field: 'phoneNumber', message: 'no such subscription' },
    ]);
    const [n] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from usage_lines where line_id like 'bad-batch-%'`,
    );
    expect(n!.n).toBe(0);
  });

  it('checks every field of every line', async () => {
    const good = batch().lines[0]!;
    const today = osloDate(s.clock.now());
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '12.345' }, 'amount'],
      [{ amount: '-5.001' }, 'amount'],
      [{ amount: 0.1 + 0.2 }, 'amount'],
      [{ amount: 'tolv' }, 'amount'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: addDays(today, 1) }, 'date'],
      [{ category: 'Telefaks' }, 'category'],
      [{ category: 99_999 }, 'category'],
      [{ description: '  ' }, 'description'],
      [{ lineId: '' }, 'lineId'],
      [{ phoneNumber: undefined }, 'phoneNumber'],
      [{ subscriptionId: adminSub() }, 'phoneNumber'],
      [{ dataBytes: -1 }, 'dataBytes'],
    ];
    for (const [change, field] of cases) {
      const res = await post({ lines: [{ ...good, lineId: 'check-1', ...change }] });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = res.json() as { details: { errors: { field: string; index: number }[] } };
      expect(body.details.errors[0], JSON.stringify(change)).toMatchObject({ index: 0, field });
    }
    const twice = await post({ lines: [good, good].map((l) => ({ ...l, lineId: 'same-id' })) });
    expect(
      (twice.json() as { details: { errors: { index: number; message: string }[] } }).details.errors,
    ).toEqual([expect.objectContaining({ index: 1, message: 'lineId appears twice in the batch' })]);
    expect((await post({ lines: [] })).statusCode).toBe(400);
    expect((await post({ nothing: true })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 5001 }, (_, i) => ({ ...good, lineId: `many-${i}` }));
    expect((await post({ lines: tooMany })).statusCode).toBe(400);
  });

  it('refuses callers without the ingest key: 401 anonymous or wrong key, 403 for a person', async () => {
    expect((await post(batch(), null)).statusCode).toBe(401);
    expect((await post(batch(), 'wrong-key-wrong-key-wrong')).statusCode).toBe(401);
    expect((await post(batch(), personToken)).statusCode).toBe(403);
  });
});

describe.skipIf(POSTGRES_RUN)('usage ingest (CLI)', () => {
  const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const run = promisify(execFile);
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'connect-ingest-'));
    // As `npm run seed` run in `dir`: npm runs the script in apps/server and says in INIT_CWD where it was asked to.
    env = {
      ...process.env,
      INIT_CWD: dir,
      DATA_DIR: 'data',
      SEED_SUBSCRIPTIONS: '8',
      LOG_LEVEL: 'silent',
    } as Record<string, string>;
    delete env.DATABASE_URL;
    await run(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], { cwd: serverDir, env });
    // A subscription of its own in the seeded folder, for the files below: +47 561 00 004.
    const database = await openDatabase({ dataDir: join(dir, 'data') });
    const customer = await buildCustomer(database.db, { name: 'Inntak CLI AS' });
    const account = await buildAccount(database.db, { customer });
    await buildSubscription(database.db, { account, phoneNumber: '+4756100004' });
    await database.close();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ingest = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/ingest.ts', file], { cwd: serverDir, env }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );

  it('ingests a CSV file once, and refuses a file with a bad line naming it', async () => {
    const day = addDays(osloDate(), -2);
    const csv = join(dir, 'usage.csv');
    writeFileSync(
      csv,
      `lineId;phoneNumber;date;category;description;amount;dataBytes\n` +
        `cli-1;+47 561 00 004;${day};Samtaler innland;"Samtaler innland; kveld";12,50;\n` +
        `cli-2;56100004;${day};Data innland;Data innland;3.10;1048576\n`,
    );
    // The README's `npm run ingest -- usage.csv`: the file is where the command was run.
    const first = await ingest('usage.csv');
    expect(first.err).toBe('');
    expect(first.out).toContain('2 line(s) inserted, 0 already there');
    expect((await ingest(csv)).out).toContain('0 line(s) inserted, 2 already there');

    const bad = join(dir, 'bad.csv');
    writeFileSync(
      bad,
      `lineId;phoneNumber;date;category;description;amount;dataBytes\n` +
        `cli-3;56100004;${day};Samtaler innland;Samtaler innland;1,00;\n` +
        `cli-4;56100004;${day};Samtaler innland;Samtaler innland;1,005;\n`,
    );
    const refused = await ingest(bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('line 3 (lineId cli-4): amount');
    expect(refused.err).toContain('nothing was written');
    const json = join(dir, 'usage.json');
    writeFileSync(
      json,
      JSON.stringify({
        lines: [
          {
            lineId: 'cli-3',
            phoneNumber: '56100004',
            date: day,
            category: 'MMS',
            description: 'MMS',
            amount: 2,
          },
        ],
      }),
    );
    expect((await ingest(json)).out).toContain('1 line(s) inserted');
  }, 120_000);

  it('every command uses the data folder as `npm start` does: relative to where it was run', async () => {
    expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(true);
    const migrated = await run(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
      cwd: serverDir,
      env,
    });
    expect(migrated.stdout).toMatch(
      new RegExp(`^${join(dir, 'data')} is migrated up to \\d{4}_[\\w-]+ \\(nothing to apply\\)\\.\n$`),
    );
    const missing = await ingest('missing.csv');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(join(dir, 'missing.csv'));
  }, 180_000);
});
