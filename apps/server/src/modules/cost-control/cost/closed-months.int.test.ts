import { DEFAULT_FILE_EXPORT_DRAFT, Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { monthStart } from '../../../db/sql.ts';
import { insertFileExport } from '../exports/exports.service.ts';
import { closeMonths, recomputeCosts } from './cost.service.ts';

/**
 * Months that close (issue 9), on a world of its own: Lukket AS, standing on 15 November 2026, every profile's due
 * day the 15th, so September is closed, October is open (its due day is today) and November is the current month.
 * - "Standard" (the default, with the SMS report on but no category reported yet) covers data up to 100 kr a month
 *   and no roaming, the rest in full. Anna and Berit
 *   (moved to Begrenset by the tests) and Carl are members.
 * - "Begrenset" covers the subscription fee and calls up to 200 kr a month, nothing else.
 * Two payroll files: "Lønnstrekk mobil" (everyone) and "Standard" (Standard's members, every one of them, with the
 * profile's name in a column). Figures in øre, by hand from shared/docs/domain.md:
 * - Anna: September data 15 000 (5 000 over) and roaming 2 000 → 7 000 deducted. October data 12 000 (2 000 over)
 *   and a parking of 8 800 waiting for approval (covered while waiting) → 2 000. November: fee 29 900, calls
 *   25 000, data 3 000, roaming 1 000 = 58 900.
 * - Berit: September data 11 000 → 1 000. October calls 5 000 → 0. November: fee 19 900, calls 15 000, SMS 700
 *   = 35 600.
 * - Carl: September data 20 000 → 10 000, and a directory enquiry ("Annet") of 1 500, covered. November: data 8 000
 *   and roaming "Roaming Sverige" 4 000 → 4 000.
 */
describe('closed months', () => {
  let s: TestServer;
  let admin: string;
  let main: BuiltAccount;
  let payrollExport: number;
  let standardExport: number;
  let standard: number;
  let begrenset: number;
  let anna: number;
  let berit: number;
  let carl: number;
  let worldIds: number[];

  const db = () => s.database.db;
  type Row = { subscriptionId: number; period: string; deductedOre: number; totalOre: number };
  const rowsOf = (period: string) =>
    queryRows<Row & { paymentProfileId: number | null; closed: boolean }>(
      db(),
      sql`select subscription_id as "subscriptionId", to_char(period, 'YYYY-MM') as period,
            deducted_ore as "deductedOre", total_ore as "totalOre", payment_profile_id as "paymentProfileId",
            closed_at is not null as closed
          from subscription_month_costs where period = ${monthStart(period)} and subscription_id in ${worldIds}
          order by subscription_id`,
    );
  /** [subscription, used, deducted, profile, closed] of each row. */
  const figures = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
    rows.map((r) => [r.subscriptionId, r.totalOre, r.deductedOre, r.paymentProfileId, r.closed]);
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
    const customer = await buildCustomer(db(), { name: 'Lukket AS' });
    main = await buildAccount(db(), { customer, name: 'Lukket AS' });
    const adminPerson = await buildPerson(db(), { customer, roles: [Role.CostControl], access: [main] });
    admin = await s.tokenFor(adminPerson.catalogId);
    const standardProfile = await buildProfile(db(), {
      account: main,
      description: 'Standard',
      isDefault: true,
      settings: { sendSmsReport: true },
      rules: { data: { covers: true, limitOre: 10_000 }, roaming: { covers: false } },
    });
    const begrensetProfile = await buildProfile(db(), {
      account: main,
      description: 'Begrenset',
      rules: {
        subscription: { covers: true },
        calls: { covers: true, limitOre: 20_000 },
        sms: { covers: false },
        data: { covers: false },
        roaming: { covers: false },
        content: { covers: false },
        other: { covers: false },
      },
    });
    standard = standardProfile.id;
    begrenset = begrensetProfile.id;
    const member = async (firstName: string, lastName: string) =>
      (
        await buildSubscription(db(), {
          account: main,
          person: await buildPerson(db(), { customer, firstName, lastName }),
          profile: standardProfile,
        })
      ).id;
    anna = await member('Anna', 'Aas');
    berit = await member('Berit', 'Bø');
    carl = await member('Carl', 'Dahl');
    worldIds = [anna, berit, carl];
    await buildUsage(db(), s.clock, { id: anna }, [
      { date: '2026-09-04', category: 'Data innland', amountOre: 15_000 },
      { date: '2026-09-05', category: 'Roaming EU/EØS', amountOre: 2_000 },
      { date: '2026-10-06', category: 'Data innland', amountOre: 12_000 },
      {
        date: '2026-10-07',
        category: 'Innholdstjeneste: Parkering',
        description: 'Parkering oktober',
        amountOre: 8_800,
        contentStatus: 'work',
      },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-02', category: 'Samtaler innland', amountOre: 25_000 },
      { date: '2026-11-03', category: 'Data innland', amountOre: 3_000 },
      { date: '2026-11-04', category: 'Roaming EU/EØS', amountOre: 1_000 },
    ]);
    await buildUsage(db(), s.clock, { id: berit }, [
      { date: '2026-09-08', category: 'Data innland', amountOre: 11_000 },
      { date: '2026-10-09', category: 'Samtaler innland', amountOre: 5_000 },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 19_900 },
      { date: '2026-11-02', category: 'Samtaler innland', amountOre: 15_000 },
      { date: '2026-11-03', category: 'SMS innland', amountOre: 700 },
    ]);
    await buildUsage(db(), s.clock, { id: carl }, [
      { date: '2026-09-10', category: 'Data innland', amountOre: 20_000 },
      { date: '2026-09-11', category: 'Nummeropplysning', amountOre: 1_500 },
      { date: '2026-11-05', category: 'Data innland', amountOre: 8_000 },
      {
        date: '2026-11-06',
        category: 'Roaming utenfor EU',
        description: 'Roaming Sverige',
        amountOre: 4_000,
      },
    ]);
    // September's due day (15 October) has passed: the daily job closes it.
    await closeMonths(db(), s.clock);
    const at = { catalogId: adminPerson.catalogId, at: s.clock.now() };
    payrollExport = await insertFileExport(
      db(),
      main.id,
      {
        ...DEFAULT_FILE_EXPORT_DRAFT,
        description: 'Lønnstrekk mobil',
        encoding: 'cp1252',
        columns: [
          { name: 'Navn', mapsToId: 4, defaultValue: '' },
          { name: 'Lønnsart', mapsToId: null, defaultValue: '5120' },
          { name: 'Periode', mapsToId: 9, defaultValue: '' },
          { name: 'Beløp', mapsToId: 10, defaultValue: '' },
        ],
      },
      at,
    );
    standardExport = await insertFileExport(
      db(),
      main.id,
      {
        ...DEFAULT_FILE_EXPORT_DRAFT,
        description: 'Standard',
        filterPaymentProfileId: standard,
        showAllUsers: true,
        columns: [
          { name: 'Navn', mapsToId: 4, defaultValue: '' },
          { name: 'Profil', mapsToId: 8, defaultValue: '' },
          { name: 'Beløp', mapsToId: 10, defaultValue: '' },
        ],
      },
      at,
    );
  });
  afterAll(() => s.close());

  it('the world starts with every month before October closed, October and November open', async () => {
    expect(figures(await rowsOf('2026-09'))).toEqual([
      [anna, 17_000, 7_000, standard, true],
      [berit, 11_000, 1_000, standard, true],
      [carl, 21_500, 10_000, standard, true],
    ]);
    expect((await rowsOf('2026-10')).map((r) => [r.subscriptionId, r.deductedOre, r.closed])).toEqual([
      [anna, 2_000, false],
      [berit, 0, false],
    ]);
    expect((await rowsOf('2026-11')).some((r) => r.closed)).toBe(false);
    const open = await s.gql<{ openCostMonths: string[] }>(
      admin,
      'query($accountID: Int!) { openCostMonths(accountID: $accountID) }',
      { accountID: main.id },
    );
    expect(open.data!.openCostMonths).toEqual(['2026-10', '2026-11']);
  });

  it("a closed month's payroll file is the same file after people move, a limit and a filter change", async () => {
    const before = {
      payroll: await download(payrollExport, '202609'),
      standard: await download(standardExport, '202609'),
      september: await rowsOf('2026-09'),
      october: await rowsOf('2026-10'),
    };
    const standardFile = before.standard.toString('utf8');
    for (const text of ['Standard', 'Anna Aas', 'Berit Bø', 'Carl Dahl'])
      expect(standardFile).toContain(text);
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int, $ids: [Int!]!) {
        updateMultiplePaymentProfileMemberships(accountID: $accountID, profileID: $profileID, subscriptionIDs: $ids) }`,
      { accountID: main.id, profileID: begrenset, ids: [anna, berit] },
    );
    const groupId = async (key: string) =>
      (
        await queryRows<{ id: number }>(db(), sql`select id from payment_category_groups where key = ${key}`)
      )[0]!.id;
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int!, $categoryGroupId: Int) {
        setPaymentProfileRule(accountID: $accountID, profileID: $profileID, categoryGroupId: $categoryGroupId,
          report: true, covers: true, limited: true, limit: 50) { __typename } }`,
      { accountID: main.id, profileID: standard, categoryGroupId: await groupId('data') },
    );
    await gqlOk(
      `mutation($accountID: Int!, $profileID: Int!, $categoryGroupID: Int!) {
        addProfileDeductFilter(accountID: $accountID, profileID: $profileID, descriptionMatch: "Roaming",
          categoryGroupID: $categoryGroupID) { ID } }`,
      { accountID: main.id, profileID: standard, categoryGroupID: await groupId('roaming') },
    );

    // September is closed: the same stored figures, the same bytes, the two still in Standard's file.
    expect(await rowsOf('2026-09')).toEqual(before.september);
    expect((await download(payrollExport, '202609')).equals(before.payroll)).toBe(true);
    expect((await download(standardExport, '202609')).equals(before.standard)).toBe(true);
    // October is open but keeps the rules and the membership it had at its end.
    expect(await rowsOf('2026-10')).toEqual(before.october);
    for (const id of [anna, berit]) expect((await rowOf(id, '2026-10')).paymentProfileId).toBe(standard);

    // November follows the change. Begrenset covers the subscription fee and calls up to 200 kr, nothing else:
    // Anna 5 000 calls over the limit + data 3 000 + roaming 1 000 = 9 000; Berit the SMS, 700.
    // Carl stays in Standard: data 8 000 is 3 000 over the new 50 kr limit; the filter exempts "Roaming Sverige".
    expect(figures(await rowsOf('2026-11'))).toEqual([
      [anna, 58_900, 9_000, begrenset, false],
      [berit, 35_600, 700, begrenset, false],
      [carl, 12_000, 3_000, standard, false],
    ]);
    // The October file is still open: it lists the two under Standard (their October profile) too.
    const october = (await download(standardExport, '202610')).toString('utf8');
    for (const name of ['Anna Aas', 'Berit Bø']) expect(october).toContain(name);
  });

  it('the previous month, while open, follows approvals under the rules it had at its end', async () => {
    // Moved to Begrenset (content not covered) in November; October still has Standard's rules (content covered):
    // rejecting October's waiting parking of 8 800 adds exactly its amount to October's 2 000 (under Begrenset's
    // rules October would deduct 12 000 + 8 800 whatever the decision).
    const [cs] = await queryRows<{ id: number; amountOre: number }>(
      db(),
      sql`select id, amount_ore as "amountOre" from content_services
          where subscription_id = ${anna} and deduct_status = 'work'
            and charge_date between '2026-10-01' and '2026-10-31' order by id`,
    );
    expect(cs!.amountOre).toBe(8_800);
    expect((await rowOf(anna, '2026-10')).deductedOre).toBe(2_000);
    await db().execute(sql`update content_services set deduct_status = 'rejected' where id = ${cs!.id}`);
    await recomputeCosts(db(), s.clock, { subscriptionIds: [anna], fromPeriod: '2026-10' });
    expect((await rowOf(anna, '2026-10')).deductedOre).toBe(10_800);
  });

  it('a late line and a credit for a closed month go into the current month, keeping their dates', async () => {
    const september = await rowOf(berit, '2026-09');
    /** The category report's "Annet" total of a month, in øre. */
    const otherInReport = async (period: string) => {
      const res = await s.gql<{ categoryGroupReport: { name: string; totalExclVat: number }[] }>(
        admin,
        'query($p: Period!, $a: Int!) { categoryGroupReport(period: $p, accountID: $a) { name totalExclVat } }',
        { p: period, a: main.id },
      );
      return Math.round(
        (res.data!.categoryGroupReport.find((g) => g.name === 'Annet')?.totalExclVat ?? 0) * 100,
      );
    };
    // Carl's directory enquiry in September; nothing in November.
    expect(await otherInReport('2026-09')).toBe(1_500);
    expect(await otherInReport('2026-11')).toBe(0);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${s.config.ingestApiKey}` },
      payload: {
        lines: [
          {
            lineId: 'late-1',
            subscriptionId: berit,
            date: '2026-09-20',
            category: 'Annet',
            description: 'Etterfakturert',
            amount: '100.00',
          },
          {
            lineId: 'late-2',
            subscriptionId: berit,
            date: '2026-09-21',
            category: 'Annet',
            description: 'Etterfakturert',
            amount: '-30.00',
          },
        ],
      },
    });
    expect(res.json()).toEqual({ inserted: 2, duplicates: 0 });
    // 100 − 30 = 70 kr more usage in November; Begrenset does not cover "Annet", so all 70 kr are deducted:
    // 35 600 + 7 000 used, 700 + 7 000 deducted.
    expect(await rowOf(berit, '2026-09')).toEqual(september);
    expect(await rowOf(berit, '2026-11')).toMatchObject({ totalOre: 42_600, deductedOre: 7_700 });
    expect(
      await queryRows<{ date: string; booked: string }>(
        db(),
        sql`select to_char(usage_date, 'YYYY-MM-DD') as date, to_char(booked_period, 'YYYY-MM-DD') as booked
            from usage_lines where subscription_id = ${berit} and line_id like 'late-%' order by line_id`,
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
          { a: main.id, s: berit, f: fromDate, t: toDate },
        )) as { subscriptionDetails: { lateCharges: unknown[] } }
      ).subscriptionDetails.lateCharges;
    expect(await lateCharges('2026-11-01', '2026-11-30')).toEqual([
      { date: '2026-09-20', bookedPeriod: '2026-11', description: 'Etterfakturert', amount: 100 },
      { date: '2026-09-21', bookedPeriod: '2026-11', description: 'Etterfakturert', amount: -30 },
    ]);
    expect(await lateCharges('2026-09-01', '2026-09-30')).toEqual([]);
    // The category report counts them in November too: September's report stays as it was.
    expect(await otherInReport('2026-09')).toBe(1_500);
    expect(await otherInReport('2026-11')).toBe(7_000);
  });

  it('a late content service lists in the month it is booked in, with its own date and the month it came from', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${s.config.ingestApiKey}` },
      payload: {
        lines: [
          {
            lineId: 'late-content-1',
            subscriptionId: anna,
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
        { p: period, a: main.id },
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
