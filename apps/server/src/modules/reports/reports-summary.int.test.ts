import { withVat } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

const PERIOD = '2026-11';

const SUMMARY = `query($period: Period!, $accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  reportingSummary(period: $period, accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
    numberOfSubscriptions totalCost totalCostString totalDeduction totalDeductionString
  }
}`;

describe('reports: the summary cards and the category report', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  const summary = async (vars: Record<string, unknown> = {}) => {
    const res = await s.gql<{
      reportingSummary: { numberOfSubscriptions: number; totalCost: number; totalDeduction: number };
    }>(admin, SUMMARY, {
      period: PERIOD,
      accountID: s.seed.accounts.main,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.reportingSummary;
  };

  it('sums the summary cards from the cost engine’s month figures of the chosen accounts', async () => {
    const [expected] = await queryRows<{ n: number; total: number; deducted: number }>(
      s.database.db,
      sql`select count(*)::int as n, coalesce(sum(c.total_ore), 0)::bigint as total, coalesce(sum(c.deducted_ore), 0)::bigint as deducted
        from subscriptions s left join subscription_month_costs c on c.subscription_id = s.id and c.period = '2026-11-01'
        where s.account_id = ${s.seed.accounts.main}`,
    );
    const got = await summary({ includeSubAccounts: false });
    expect(got.numberOfSubscriptions).toBe(expected!.n);
    expect(Math.round(got.totalCost * 100)).toBe(expected!.total);
    expect(Math.round(got.totalDeduction * 100)).toBe(expected!.deducted);
    expect(expected!.total).toBeGreaterThan(0);
    const [west] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from subscriptions where account_id in (${s.seed.accounts.west}, ${s.seed.accounts.bergen})`,
    );
    expect((await summary({ accountID: s.seed.accounts.west })).numberOfSubscriptions).toBe(west!.n);
  });

  it('reports the month per category with VAT and each group’s share', async () => {
    const res = await s.gql<{
      categoryGroupReport: {
        categoryGroupID: number;
        name: string;
        totalExclVat: number;
        pctOfTotal: number;
        details: { categoryID: number; name: string; totalExclVat: number; totalVat: number }[];
      }[];
    }>(
      admin,
      `query($period: Period!, $accountID: Int!) { categoryGroupReport(period: $period, accountID: $accountID) {
        categoryGroupID name totalExclVat pctOfTotal details { categoryID name totalExclVat totalVat } } }`,
      { period: PERIOD, accountID: s.seed.accounts.main },
    );
    expect(res.errors).toBeUndefined();
    const report = res.data!.categoryGroupReport;
    const lines = await queryRows<{ category_id: number; total: number; vat_base: number }>(
      s.database.db,
      sql`select l.category_id, sum(l.amount_ore)::bigint as total,
          coalesce(sum(l.amount_ore) filter (where bg.use_vat), 0)::bigint as vat_base
        from usage_lines l join subscriptions s on s.id = l.subscription_id join billing_groups bg on bg.id = s.billing_group_id
        where s.account_id in (select descendant_id from account_tree where ancestor_id = ${s.seed.accounts.main})
          and l.usage_date between '2026-11-01' and '2026-11-30'
        group by l.category_id`,
    );
    expect(lines.length).toBeGreaterThan(0);
    const details = report.flatMap((g) => g.details);
    expect(details.map((d) => d.categoryID).sort()).toEqual(lines.map((l) => l.category_id).sort());
    for (const l of lines) {
      const d = details.find((x) => x.categoryID === l.category_id)!;
      expect(Math.round(d.totalExclVat * 100)).toBe(l.total);
      expect(Math.round(d.totalVat * 100)).toBe(withVat(l.vat_base) - l.vat_base);
    }
    for (const g of report)
      expect(Math.round(g.totalExclVat * 100)).toBe(
        g.details.reduce((sum, d) => sum + Math.round(d.totalExclVat * 100), 0),
      );
    expect(report.reduce((sum, g) => sum + g.pctOfTotal, 0)).toBeCloseTo(100, 0);
  });
});
