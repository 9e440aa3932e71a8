import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS, LIST, type Page, type Row } from '../../../../test/subscription-list.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { SUBSCRIPTION_SORTS } from './subscriptions.repository.ts';

describe('subscriptions list and details', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  async function list(vars: Record<string, unknown>, token = admin) {
    const res = await s.gql<{ subscriptionWithUsers: Page }>(token, LIST, {
      accountID: s.seed.accounts.main,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.subscriptionWithUsers;
  }

  /** Sums of the stored month costs of one subscription between two months (YYYY-MM-01). */
  async function stored(subscriptionId: number, from: string, to: string) {
    const [r] = await queryRows<{ total: number; deducted: number; work: number; private: number }>(
      s.database.db,
      sql`select coalesce(sum(total_ore), 0)::bigint as total, coalesce(sum(deducted_ore), 0)::bigint as deducted,
            coalesce(sum(work_ore), 0)::bigint as work, coalesce(sum(private_ore), 0)::bigint as private
          from subscription_month_costs where subscription_id = ${subscriptionId}
            and period between ${from}::date and ${to}::date`,
    );
    return r!;
  }

  it('covers the twelve months up to today by default, with totals from the month costs', async () => {
    const page = await list({ limit: 1000 });
    expect(page.fromDate).toBe('2025-12-01');
    expect(page.toDate).toBe('2026-11-15');
    const [count] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from subscriptions where account_id = ${s.seed.accounts.main}`,
    );
    expect(page.totalCount).toBe(count!.n);
    expect(page.items).toHaveLength(count!.n);
    const employeeSub = s.seed.subscriptionIds[2]!;
    const row = page.items.find((r) => r.subscriptionID === employeeSub)!;
    const sums = await stored(employeeSub, '2025-12-01', '2026-11-01');
    expect(row.sumUsageTotal).toBe(sums.total / 100);
    expect(row.deducted).toBe(sums.deducted / 100);
    expect(row.sumUsageWork + row.sumUsagePrivate).toBeCloseTo(row.sumUsageTotal, 2);
    expect(row.sumUsageTotalString).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}$/);
    expect(row.deductedMonth).toBe((await stored(employeeSub, '2026-11-01', '2026-11-01')).deducted / 100);
    expect(row.deductedYear).toBe((await stored(employeeSub, '2026-01-01', '2026-11-01')).deducted / 100);
  });

  /** Every row's sums against the stored months, summed here (twelve months by default, any range otherwise). */
  async function expectSumsOfStoredMonths(page: Page, from: string, to: string) {
    const rows = await queryRows<{
      id: number;
      total: number;
      work: number;
      deducted: number;
      month: number;
      year: number;
    }>(
      s.database.db,
      sql`select s.id,
            coalesce(sum(c.total_ore) filter (where c.period >= ${from}::date), 0)::bigint as total,
            coalesce(sum(c.work_ore) filter (where c.period >= ${from}::date), 0)::bigint as work,
            coalesce(sum(c.deducted_ore) filter (where c.period >= ${from}::date), 0)::bigint as deducted,
            coalesce(sum(c.deducted_ore) filter (where c.period = ${to}::date), 0)::bigint as month,
            coalesce(sum(c.deducted_ore) filter (where c.period >= date_trunc('year', ${to}::date)), 0)::bigint as year
          from subscriptions s left join subscription_month_costs c on c.subscription_id = s.id
            and c.period between least(${from}::date, date_trunc('year', ${to}::date)::date) and ${to}::date
          group by s.id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(page.items.length).toBeGreaterThan(10);
    for (const item of page.items) {
      const r = byId.get(item.subscriptionID)!;
      expect(
        [item.sumUsageTotal, item.sumUsageWork, item.deducted, item.deductedMonth, item.deductedYear],
        `subscription ${item.subscriptionID}`,
      ).toEqual([r.total / 100, r.work / 100, r.deducted / 100, r.month / 100, r.year / 100]);
    }
  }

  it('sums the stored months of every row, for the default year and for any other range', async () => {
    await expectSumsOfStoredMonths(await list({ limit: 1000 }), '2025-12-01', '2026-11-01');
    const range = await list({ limit: 1000, fromDate: '2026-05-10', toDate: '2026-10-02' });
    await expectSumsOfStoredMonths(range, '2026-05-01', '2026-10-01');
    const yearEnd = await list({ limit: 1000, fromDate: '2025-01-01', toDate: '2025-12-31' });
    await expectSumsOfStoredMonths(yearEnd, '2025-01-01', '2025-12-01');
  });

  const FIELD: Record<(typeof SUBSCRIPTION_SORTS)[number], (r: Row) => string | number | null> = {
    FirstName: (r) => r.firstName,
    PhoneNumber: (r) => r.phoneNumber,
    ProfileName: (r) => r.paymentProfileDescription,
    Department: (r) => r.departmentName,
    SumUsageWork: (r) => r.sumUsageWork,
    SumUsagePrivate: (r) => r.sumUsagePrivate,
    SumUsageTotal: (r) => r.sumUsageTotal,
    DataSize: (r) => r.dataSize,
    DataFree: (r) => r.dataFree,
    DataPctUse: (r) => r.dataPctUse,
    DeductedMonth: (r) => r.deductedMonth,
    DeductedYear: (r) => r.deductedYear,
  };

  /** The values sorted by the database's own collation (text) or numerically, nulls last. */
  async function expectedOrder(values: (string | number | null)[], desc: boolean) {
    const present = values.filter((v) => v !== null);
    const nulls = values.filter((v) => v === null);
    if (typeof present[0] === 'number') {
      const sorted = [...(present as number[])].sort((a, b) => (desc ? b - a : a - b));
      return [...sorted, ...nulls];
    }
    const rows = await queryRows<{ v: string }>(
      s.database.db,
      sql`select v from json_array_elements_text(${JSON.stringify(present)}::json) v
          order by lower(v) ${sql.raw(desc ? 'desc' : 'asc')}`,
    );
    return [...rows.map((r) => r.v), ...nulls];
  }

  for (const key of SUBSCRIPTION_SORTS) {
    for (const dir of ['Asc', 'Desc'] as const) {
      it(`sorts by ${key}${dir}`, async () => {
        const page = await list({ sortBy: `${key}${dir}`, limit: 1000 });
        const values = page.items.map(FIELD[key]);
        expect(new Set(values).size, 'the demo data should not tie everything').toBeGreaterThan(2);
        const expected = await expectedOrder(values, dir === 'Desc');
        if (key === 'FirstName') {
          // Ties on the first name are broken by the last name; the first names alone must be in order.
          expect(values.map((v) => String(v).toLowerCase())).toEqual(
            expected.map((v) => String(v).toLowerCase()),
          );
        } else expect(values).toEqual(expected);
      });
    }
  }

  it('pages without gaps or overlaps in every sort', async () => {
    for (const sortBy of ['DeductedYearDesc', 'FirstNameAsc', 'DataPctUseAsc']) {
      const all = await list({ sortBy, limit: 1000 });
      const paged: number[] = [];
      for (let offset = 0; offset < all.totalCount; offset += 7) {
        const page = await list({ sortBy, limit: 7, offset });
        expect(page.totalCount).toBe(all.totalCount);
        paged.push(...page.items.map((r) => r.subscriptionID));
      }
      expect(paged).toEqual(all.items.map((r) => r.subscriptionID));
    }
    const beyond = await list({ limit: 10, offset: 10_000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBeGreaterThan(0);
  });

  it('finds a person by number, typed with or without +47 and spaces, and by name', async () => {
    const employeeSub = s.seed.subscriptionIds[2]!;
    for (const searchString of ['90000004', '+47 900 00 004', '900 00 0']) {
      const page = await list({ searchString });
      expect(page.items.map((r) => r.subscriptionID)).toContain(employeeSub);
      for (const r of page.items)
        expect(r.phoneNumber.replace(/\D/g, '')).toContain(
          searchString.replace(/\D/g, '').replace(/^47/, ''),
        );
    }
    const byName = await list({ searchString: 'øyvind ans' });
    expect(byName.items.map((r) => r.subscriptionID)).toEqual([employeeSub]);
    expect((await list({ searchString: '%' })).totalCount).toBe(0);
  });

  it('filters by billing group and payment profile (0: no profile)', async () => {
    const group = s.seed.billingGroupIds[0]!;
    const byGroup = await list({ billingGroupID: group, limit: 1000 });
    expect(byGroup.totalCount).toBeGreaterThan(0);
    expect(byGroup.items.every((r) => r.billingGroupID === group)).toBe(true);
    const standard = s.seed.cost.profiles.standard;
    const byProfile = await list({ paymentProfileID: standard, limit: 1000 });
    expect(byProfile.totalCount).toBeGreaterThan(0);
    expect(byProfile.items.every((r) => r.paymentProfileID === standard)).toBe(true);
    const none = await list({ paymentProfileID: 0, limit: 1000 });
    expect(none.items.every((r) => r.paymentProfileID === null)).toBe(true);
    const all = await list({ limit: 1000 });
    expect(all.items.filter((r) => r.paymentProfileID === null)).toHaveLength(none.totalCount);
  });

  it('includes sub accounts only when asked', async () => {
    const { west, bergen } = s.seed.accounts;
    const withSubs = await list({ accountID: west, limit: 1000 });
    const without = await list({ accountID: west, includeSubAccounts: false, limit: 1000 });
    expect(withSubs.items.some((r) => r.accountID === bergen)).toBe(true);
    expect(without.items.every((r) => r.accountID === west)).toBe(true);
    expect(without.totalCount).toBeLessThan(withSubs.totalCount);
  });

  it('refuses bad input on the server', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'BAD_USER_INPUT'],
      [{ limit: 5000 }, 'BAD_USER_INPUT'],
      [{ offset: -1 }, 'BAD_USER_INPUT'],
      [{ fromDate: '2026-10-01', toDate: '2026-09-30' }, 'BAD_USER_INPUT'],
      [{ fromDate: '2026-02-30' }, 'BAD_USER_INPUT'],
    ];
    for (const [vars, code] of cases) {
      const res = await s.gql(admin, LIST, { accountID: s.seed.accounts.main, ...vars });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe(code);
    }
  });

  it('sums the months itself for a subscription without a row for the period’s last month', async () => {
    const sub = s.seed.subscriptionIds[4]!;
    await s.database.db.execute(
      sql`delete from subscription_month_costs where subscription_id = ${sub} and period = '2026-11-01'`,
    );
    const page = await list({ limit: 1000 });
    expect(page.items.find((r) => r.subscriptionID === sub)!.sumUsageTotal).toBe(
      (await stored(sub, '2025-12-01', '2026-11-01')).total / 100,
    );
    await expectSumsOfStoredMonths(page, '2025-12-01', '2026-11-01');
    const { recomputeCosts } = await import('../cost/cost.service.ts');
    await recomputeCosts(s.database.db, s.clock, { subscriptionIds: [sub] });
  });

  it('details: usage per cost type for the period and the year to date, consistent with the list', async () => {
    const employeeSub = s.seed.subscriptionIds[2]!;
    const res = await s.gql<{
      subscriptionDetails: Record<string, unknown> & { categoryGroupUsage: Record<string, number>[] };
    }>(admin, DETAILS, {
      accountID: s.seed.accounts.main,
      subscriptionID: employeeSub,
      fromDate: '2026-09-01',
      toDate: '2026-10-31',
    });
    expect(res.errors).toBeUndefined();
    const d = res.data!.subscriptionDetails;
    const period = await stored(employeeSub, '2026-09-01', '2026-10-01');
    const ytd = await stored(employeeSub, '2026-01-01', '2026-10-01');
    expect(d.totalAmountPeriod).toBe(period.total / 100);
    expect(d.deductedAmountPeriod).toBe(period.deducted / 100);
    expect(d.totalAmountYTD).toBe(ytd.total / 100);
    expect(d.deductedAmountYTD).toBe(ytd.deducted / 100);
    expect(d.sumUsageTotal).toBe(period.total / 100);
    const rows = d.categoryGroupUsage;
    expect(rows.map((r) => r.name)).toEqual([
      'Abonnement',
      'Samtaler',
      'SMS/MMS',
      'Data',
      'Roaming',
      'Innholdstjenester',
      'Annet',
    ]);
    const ore = (key: string) => rows.reduce((a, r) => a + Math.round(r[key]! * 100), 0);
    expect(ore('usedAmount')).toBe(period.total);
    expect(ore('deductedAmount')).toBe(period.deducted);
    expect(ore('usedYtd')).toBe(ytd.total);
    expect(ore('deductedYtd')).toBe(ytd.deducted);
    expect(ore('coveredAmount') + ore('deductedAmount')).toBe(ore('usedAmount'));
    // The employee's profile (Standard) groups calls and SMS under one limit and reports calls.
    const calls = rows.find(
      (r) => (r as unknown as { name: string }).name === 'Samtaler',
    ) as unknown as Record<string, unknown>;
    expect(calls).toMatchObject({
      groupName: 'Tale og SMS',
      limited: true,
      limit: 500,
      reported: true,
      covers: true,
    });
    expect(d.appliedPaymentProfileID).toBe(s.seed.cost.profiles.standard);
    expect(d.dataUsage).toHaveLength(2);
    expect(d.customFields).toEqual(
      expect.arrayContaining([
        {
          accountCustomFieldID: s.seed.cost.customFields.employeeNumber,
          name: 'Ansattnummer',
          value: '1003',
          isDefault: true,
        },
        {
          accountCustomFieldID: s.seed.cost.customFields.salaryCode,
          name: 'Lønnsart',
          value: '5120',
          isDefault: true,
        },
      ]),
    );
  });

  it('details: a range inside a month counts the usage of those days exactly', async () => {
    const employeeSub = s.seed.subscriptionIds[2]!;
    const res = await s.gql<{
      subscriptionDetails: {
        totalAmountPeriod: number;
        coveredAmountPeriod: number;
        deductedAmountPeriod: number;
      };
    }>(admin, DETAILS, {
      accountID: s.seed.accounts.main,
      subscriptionID: employeeSub,
      fromDate: '2026-10-05',
      toDate: '2026-10-20',
    });
    const [lines] = await queryRows<{ total: number }>(
      s.database.db,
      sql`select coalesce(sum(amount_ore), 0)::bigint as total from usage_lines
          where subscription_id = ${employeeSub} and usage_date between '2026-10-05' and '2026-10-20'`,
    );
    const d = res.data!.subscriptionDetails;
    expect(d.totalAmountPeriod).toBe(lines!.total / 100);
    expect(Math.round(d.coveredAmountPeriod * 100) + Math.round(d.deductedAmountPeriod * 100)).toBe(
      lines!.total,
    );
  });

  it('details default to the current month; another customer’s subscription is not found', async () => {
    const ok = await s.gql<{ subscriptionDetails: { fromDate: string; toDate: string } }>(admin, DETAILS, {
      accountID: s.seed.accounts.main,
      subscriptionID: s.seed.subscriptionIds[2],
    });
    expect(ok.data!.subscriptionDetails).toMatchObject({ fromDate: '2026-11-01', toDate: '2026-11-15' });
    const foreign = await s.gql(admin, DETAILS, {
      accountID: s.seed.accounts.main,
      subscriptionID: s.seed.otherSubscriptionIds[0],
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
