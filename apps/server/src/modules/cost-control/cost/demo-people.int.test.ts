import { DEFAULT_FILE_EXPORT_DRAFT } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { insertFileExport } from '../exports/exports.service.ts';

/** The demo data the audit of issue 9 reads: the demo employee's November, and people with a data SIM. */
describe('demo people', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  const LIST = `query($a: Int!, $q: String, $from: Date, $to: Date) {
    subscriptionWithUsers(accountID: $a, searchString: $q, fromDate: $from, toDate: $to) {
      items { subscriptionID phoneNumber firstName lastName deductedMonth sumUsageTotal } } }`;
  type Item = {
    subscriptionID: number;
    phoneNumber: string;
    firstName: string;
    lastName: string;
    deductedMonth: number;
    sumUsageTotal: number;
  };

  it("the demo employee's November: 475,50 kr deducted (limit 500 kr, 637,13 kr of calls, 475,50 kr private)", async () => {
    // Standard puts calls and SMS under one 500 kr limit. Calls 161,63 work + 475,50 private = 637,13 kr: the
    // excess is 137,13 kr, the private part 475,50 kr, so max(137,13, 475,50) = 475,50 kr is deducted (the old rule
    // gave 137,13 + 475,50 = 612,63 kr). The fee (399 kr) is covered, data (250 kr) is within its 300 kr limit.
    const res = await s.gql<{ subscriptionWithUsers: { items: Item[] } }>(admin, LIST, {
      a: s.seed.accounts.main,
      q: 'Ansatt',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const [employee] = res.data!.subscriptionWithUsers.items.filter((i) => i.lastName === 'Ansatt');
    expect(employee).toMatchObject({ firstName: 'Øyvind', deductedMonth: 475.5, sumUsageTotal: 1286.13 });
  });

  it('people with a data SIM have two rows in the Users list and in the payroll file, with one employee number', async () => {
    const owners = await queryRows<{
      catalogId: number;
      lastName: string;
      employeeNumber: string;
      n: number;
    }>(
      s.database.db,
      sql`select s.catalog_id as "catalogId", p.last_name as "lastName", p.employee_number as "employeeNumber",
            count(*)::int as n
          from subscriptions s join people p on p.catalog_id = s.catalog_id
          where s.account_id = ${s.seed.accounts.main} and s.phone_number like '+4758%'
            and exists (select 1 from subscriptions o where o.catalog_id = s.catalog_id and o.id <> s.id)
          group by 1, 2, 3 order by 1`,
    );
    expect(owners.length).toBeGreaterThan(0);
    const owner = owners[0]!;
    const res = await s.gql<{ subscriptionWithUsers: { items: Item[] } }>(admin, LIST, {
      a: s.seed.accounts.main,
      q: owner.lastName,
    });
    const theirs = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where catalog_id = ${owner.catalogId} order by id`,
    );
    expect(theirs).toHaveLength(2);
    const listed = res.data!.subscriptionWithUsers.items.map((i) => i.subscriptionID);
    for (const { id } of theirs) expect(listed).toContain(id);

    // A payroll file of every user of the main account: one row per subscription, both with the employee number.
    const exportId = await insertFileExport(
      s.database.db,
      s.seed.accounts.main,
      {
        ...DEFAULT_FILE_EXPORT_DRAFT,
        description: 'Alle',
        useHeader: false,
        showAllUsers: true,
        columns: [
          { name: 'Nr', mapsToId: 1, defaultValue: '' },
          { name: 'Telefon', mapsToId: 5, defaultValue: '' },
        ],
      },
      { catalogId: s.seed.people.admin, at: s.clock.now() },
    );
    const file = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${exportId}?period=202610`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    const rows = file.payload.split('\n').filter((l) => l.startsWith(`${owner.employeeNumber};`));
    expect(rows).toHaveLength(2);
  });
});
