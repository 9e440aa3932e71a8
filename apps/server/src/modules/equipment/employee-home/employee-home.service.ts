import { osloDate } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { usageReport } from '../../cost-control/usage-report/usage-report.service.ts';
import { ownSubscriptions } from './employee-home.repository.ts';

export type OwnSubscriptionMonth = {
  subscriptionId: number;
  accountId: number;
  phoneNumber: string;
  product: string;
  totalOre: number;
  deductedOre: number;
  /** The SMS report link while its month can still be reported. */
  openReport: { token: string; period: string; dueDate: string | null } | null;
};

/**
 * The employee's own page (issue 15, Employee home): each of their subscriptions with this month's cost and what
 * will be deducted from salary, and the report link while the reported month is open. No role is needed: it reads
 * only the caller's own subscriptions.
 */
export async function employeeHome(
  db: Executor,
  clock: Clock,
  p: Principal,
): Promise<{ period: string; subscriptions: OwnSubscriptionMonth[] }> {
  const today = osloDate(clock.now());
  const rows = await ownSubscriptions(db, p.catalogId, `${today.slice(0, 7)}-01`);
  const subscriptions = [];
  for (const row of rows) {
    const report = row.reportToken ? await usageReport(db, clock, p, row.reportToken) : null;
    subscriptions.push({
      subscriptionId: row.subscriptionId,
      accountId: row.accountId,
      phoneNumber: row.phoneNumber,
      product: row.product,
      totalOre: row.totalOre,
      deductedOre: row.deductedOre,
      openReport:
        report?.open && row.reportToken
          ? { token: row.reportToken, period: report.period, dueDate: report.dueDate }
          : null,
    });
  }
  return { period: today.slice(0, 7), subscriptions };
}
