import { DEFAULT_FILE_EXPORT_DRAFT } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { monthStart } from '../../db/sql.ts';
import { insertFileExport } from '../exports/exports.service.ts';
import { recomputeCosts } from './cost.service.ts';

/**
 * Months that close (issue 9). The test world stands on 15 November 2026 and every demo profile's due day is the
 * 15th: September is closed, October is open (its due day is today), November is the current month.
 */
describe('closed months', () => {
  let s: TestServer;
  let admin: string;
  let seededExport: number;
  let standardExport: number;
  /** Two members of Standard with a deduction in September and usage in November, moved to Begrenset. */
  let moved: [number, number];

  const db = () => s.database.db;
  type Row = { subscriptionId: number; period: string; deductedOre: number; totalOre: number };
  const rowsOf = (period: string) =>
    queryRows<Row & { paymentProfileId: number | null; closed: boolean }>(
      db(),
      sql`select subscription_id as "subscriptionId", to_char(period, 'YYYY-MM') as period,
            deducted_ore as "deductedOre", total_ore as "totalOre", payment_profile_id as "paymentProfileId",
            closed_at is not null as closed
          from subscription_month_costs where period = ${monthStart(period)} order by subscription_id`,
    );
  const rowOf = async (subscriptionId: number, period: string) =>
    (await rowsOf(period)).find((r) => r.subscriptionId === subscriptionId)!;
  const download = async (id: number, period: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${id}?period=${period}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  async function gqlOk(query: string, variables: Record<string, unknown>) {
    const res = await s.gql(admin, query, variables);
    expect(res.errors).toBeUndefined();
    return res.data;
  }

  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    const { main } = s.seed.accounts;
    [{ id: seededExport }] = (await queryRows<{ id: number }>(
      db(),
      sql`select id from file_exports where description = 'Lønnstrekk mobil'`,
    )) as [{ id: number }];
    // A second file: the members of Standard only, every one of them, with the profile's name in a column.
    standardExport = await insertFileExport(
      db(),
      main,
      {
        ...DEFAULT_FILE_EXPORT_DRAFT,
        description: 'Standard',
        filterPaymentProfileId: s.seed.cost.profiles.standard,
        showAllUsers: true,
        columns: [
          { name: 'Navn', mapsToId: 4, defaultValue: '' },
          { name: 'Profil', mapsToId: 8, defaultValue: '' },
          { name: 'Beløp', mapsToId: 10, defaultValue: '' },
        ],
      },
      { catalogId: s.seed.people.admin, at: s.clock.now() },
    );
    // The first has a content service waiting for approval in October (the previous month's test decides it).
    const pick = async (withPendingOctoberContent: boolean, not: number) =>
      (
        await queryRows<{ id: number }>(
          db(),
          sql`select s.id from subscriptions s
              join subscription_month_costs sep on sep.subscription_id = s.id and sep.period = '2026-09-01'
              join subscription_month_costs nov on nov.subscription_id = s.id and nov.period = '2026-11-01'
              where s.payment_profile_id = ${s.seed.cost.profiles.standard} and s.catalog_id is not null
                and sep.deducted_ore > 0 and s.id <> ${not}
                and (not ${withPendingOctoberContent}::boolean or exists (select 1 from content_services c
                  where c.subscription_id = s.id and c.deduct_status = 'work'
                    and c.charge_date between '2026-10-01' and '2026-10-31'))
              order by s.id limit 1`,
        )
      )[0]!.id;
    const first = await pick(true, 0);
    const picked = [{ id: first }, { id: await pick(false, first) }];
    moved = picked.map((r) => r.id) as [number, number];
  });
  afterAll(() => s.close());

  it('the demo starts with every month before October closed, October and November open', async () => {
    expect((await rowsOf('2026-09')).every((r) => r.closed)).toBe(true);
    expect((await rowsOf('2026-10')).some((r) => r.closed)).toBe(false);
    expect((await rowsOf('2026-11')).some((r) => r.closed)).toBe(false);
    const open = await s.gql<{ openCostMonths: string[] }>(
      admin,
      'query($accountID: Int!) { openCostMonths(accountID: $accountID) }',
      { accountID: s.seed.accounts.main },
    );
    expect(open.data!.openCostMonths).toEqual(['2026-10', '2026-11']);
  });

  it("a closed month's payroll file is the same file after people move, a limit and a filter change", async () => {
    const before = {
      seeded: await download(seededExport, '202609'),
      standard: await download(standardExport, '202609'),
      september: await rowsOf('2026-09'),
      october: await rowsOf('2026-10'),
    };
    expect(before.standard.toString('utf8')).toContain('Standard');
    const { main } = s.seed.accounts;
    const { standard, begrenset } = s.seed.cost.profiles;
    const { data, roaming } = s.seed.cost.categoryGroups;
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int, $ids: [Int!]!) {
        updateMultiplePaymentProfileMemberships(accountID: $accountID, profileID: $profileID, subscriptionIDs: $ids) }`,
      { accountID: main, profileID: begrenset, ids: moved },
    );
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int!, $categoryGroupId: Int) {
        setPaymentProfileRule(accountID: $accountID, profileID: $profileID, categoryGroupId: $categoryGroupId,
          report: true, covers: true, limited: true, limit: 50) { __typename } }`,
      { accountID: main, profileID: standard, categoryGroupId: data },
    );
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int!, $categoryGroupID: Int!) {
        addProfileDeductFilter(accountID: $accountID, profileID: $profileID, descriptionMatch: "Roaming",
          categoryGroupID: $categoryGroupID) { ID } }`,
      { accountID: main, profileID: standard, categoryGroupID: roaming },
    );

    // September is closed: the same stored figures, the same bytes, the two still in Standard's file.
    expect(await rowsOf('2026-09')).toEqual(before.september);
    expect((await download(seededExport, '202609')).equals(before.seeded)).toBe(true);
    expect((await download(standardExport, '202609')).equals(before.standard)).toBe(true);
    // October is open but keeps the rules and the membership it had at its end.
    expect(await rowsOf('2026-10')).toEqual(before.october);
    for (const id of moved)
      expect((await rowOf(id, '2026-10')).paymentProfileId).toBe(s.seed.cost.profiles.standard);

    // November follows the change. Begrenset covers the subscription fee and calls up to 200 kr, nothing else:
    // the deduction is the month's usage less the fee and less the calls up to 200 kr.
    for (const id of moved) {
      const usage = await queryRows<{ key: string; amountOre: number }>(
        db(),
        sql`select g.key, sum(u.amount_ore)::bigint as "amountOre" from usage_monthly u
            join payment_category_groups g on g.id = u.category_group_id
            where u.subscription_id = ${id} and u.period = '2026-11-01' group by g.key`,
      );
      const of = (key: string) => Number(usage.find((u) => u.key === key)?.amountOre ?? 0);
      const total = usage.reduce((a, u) => a + Number(u.amountOre), 0);
      const nov = await rowOf(id, '2026-11');
      expect(nov.paymentProfileId).toBe(begrenset);
      expect(nov.totalOre).toBe(total);
      expect(nov.deductedOre).toBe(total - of('subscription') - Math.min(of('calls'), 20_000));
    }
    // The October file is still open: it lists the two under Standard (their October profile) too.
    const october = (await download(standardExport, '202610')).toString('utf8');
    const names = await queryRows<{ name: string }>(
      db(),
      sql`select p.first_name || ' ' || p.last_name as name from subscriptions s
          join people p on p.catalog_id = s.catalog_id where s.id in ${moved}`,
    );
    for (const { name } of names) expect(october).toContain(name);
  });

  it('the previous month, while open, follows approvals under the rules it had at its end', async () => {
    // Moved to Begrenset (content not covered) in November; October still has Standard's rules (content covered):
    // rejecting October's waiting content service adds exactly its amount to October's deduction.
    const id = moved[0];
    const [cs] = await queryRows<{ id: number; amountOre: number }>(
      db(),
      sql`select id, amount_ore as "amountOre" from content_services
          where subscription_id = ${id} and deduct_status = 'work'
            and charge_date between '2026-10-01' and '2026-10-31' order by id limit 1`,
    );
    const before = await rowOf(id, '2026-10');
    await db().execute(sql`update content_services set deduct_status = 'rejected' where id = ${cs!.id}`);
    await recomputeCosts(db(), s.clock, { subscriptionIds: [id], fromPeriod: '2026-10' });
    expect((await rowOf(id, '2026-10')).deductedOre).toBe(before.deductedOre + cs!.amountOre);
  });

  it('a late line and a credit for a closed month go into the current month, keeping their dates', async () => {
    const id = moved[1];
    const september = await rowOf(id, '2026-09');
    const november = await rowOf(id, '2026-11');
    /** The category report's "Annet" total of a month, in øre. */
    const otherInReport = async (period: string) => {
      const res = await s.gql<{ categoryGroupReport: { name: string; totalExclVat: number }[] }>(
        admin,
        'query($p: Period!, $a: Int!) { categoryGroupReport(period: $p, accountID: $a) { name totalExclVat } }',
        { p: period, a: s.seed.accounts.main },
      );
      return Math.round(
        (res.data!.categoryGroupReport.find((g) => g.name === 'Annet')?.totalExclVat ?? 0) * 100,
      );
    };
    const report = { september: await otherInReport('2026-09'), november: await otherInReport('2026-11') };
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${s.config.ingestApiKey}` },
      payload: {
        lines: [
          {
            lineId: 'late-1',
            subscriptionId: id,
            date: '2026-09-20',
            category: 'Annet',
            description: 'Etterfakturert',
            amount: '100.00',
          },
          {
            lineId: 'late-2',
            subscriptionId: id,
            date: '2026-09-21',
            category: 'Annet',
            description: 'Etterfakturert',
            amount: '-30.00',
          },
        ],
      },
    });
    expect(res.json()).toEqual({ inserted: 2, duplicates: 0 });
    // 100 − 30 = 70 kr more usage in November; Begrenset does not cover "Annet", so all 70 kr are deducted.
    expect(await rowOf(id, '2026-09')).toEqual(september);
    const after = await rowOf(id, '2026-11');
    expect(after.totalOre - november.totalOre).toBe(7_000);
    expect(after.deductedOre - november.deductedOre).toBe(7_000);
    expect(
      await queryRows<{ date: string; booked: string }>(
        db(),
        sql`select to_char(usage_date, 'YYYY-MM-DD') as date, to_char(booked_period, 'YYYY-MM-DD') as booked
            from usage_lines where line_id like 'late-%' order by line_id`,
      ),
    ).toEqual([
      { date: '2026-09-20', booked: '2026-11-01' },
      { date: '2026-09-21', booked: '2026-11-01' },
    ]);
    // The costs panel of November lists them with their own dates; September's shows none.
    const lateCharges = async (fromDate: string, toDate: string) =>
      (
        (await gqlOk(
          `query($a: Int!, $s: Int!, $f: Date, $t: Date) { subscriptionDetails(accountID: $a, subscriptionID: $s,
             fromDate: $f, toDate: $t) { lateCharges { date bookedPeriod description amount } } }`,
          { a: s.seed.accounts.main, s: id, f: fromDate, t: toDate },
        )) as { subscriptionDetails: { lateCharges: unknown[] } }
      ).subscriptionDetails.lateCharges;
    expect(await lateCharges('2026-11-01', '2026-11-30')).toEqual([
      { date: '2026-09-20', bookedPeriod: '2026-11', description: 'Etterfakturert', amount: 100 },
      { date: '2026-09-21', bookedPeriod: '2026-11', description: 'Etterfakturert', amount: -30 },
    ]);
    expect(await lateCharges('2026-09-01', '2026-09-30')).toEqual([]);
    // The category report counts them in November too: September's report stays as it was.
    expect(await otherInReport('2026-09')).toBe(report.september);
    expect(await otherInReport('2026-11')).toBe(report.november + 7_000);
  });

  it('a late content service lists in the month it is booked in, with its own date and the month it came from', async () => {
    const id = moved[0];
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${s.config.ingestApiKey}` },
      payload: {
        lines: [
          {
            lineId: 'late-content-1',
            subscriptionId: id,
            date: '2026-09-12',
            category: 'Innholdstjeneste: Parkering',
            description: 'Sen parkering 4711',
            amount: '45.50',
          },
        ],
      },
    });
    expect(res.json()).toEqual({ inserted: 1, duplicates: 0 });
    type Item = { description: string; chargeDate: string; bookedPeriod: string | null; usageAmount: number };
    const listed = async (period: string) => {
      const data = await gqlOk(
        `query($p: Period!, $a: Int!) { contentServices(period: $p, accountID: $a, deductStatus: work,
           searchString: "Sen parkering 4711", limit: 10, offset: 0) {
           items { description chargeDate bookedPeriod usageAmount } } }`,
        { p: period, a: s.seed.accounts.main },
      );
      return (data as { contentServices: { items: Item[] } }).contentServices.items;
    };
    // Not in closed September, where an approval could no longer change anything; in November, dated 12.09.
    expect(await listed('2026-09')).toEqual([]);
    expect(await listed('2026-11')).toEqual([
      {
        description: 'Sen parkering 4711',
        chargeDate: '2026-09-12',
        bookedPeriod: '2026-11',
        usageAmount: 45.5,
      },
    ]);
  });
});
