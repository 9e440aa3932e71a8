import {
  COST_CONTROL_ROLES,
  type DashboardAlertSettingsValues,
  dashboardAlertSettingsProblems,
  EQUIPMENT_ROLES,
  type Language,
} from '@connect/shared';
import { sql } from 'drizzle-orm';
import { requireAccount, scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import { osloToday } from '../../../auth/leaving.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { RouteDeps } from '../../../http/route-module.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { digestEmail } from './alert-rules.ts';
import {
  claimDigest,
  type DashboardAlertRow,
  listAlerts,
  listDigestRecipients,
  readSettings,
  rememberLanguage,
  setDigestOutboxId,
  writeSettings,
} from './dashboard-alerts.repository.ts';

/**
 * Issue 33 §3, the administrator's part (docs/REPORTS-AND-DASHBOARD.md#dashboard-alerts): what stands out in the
 * accounts a person may see, on the dashboard and in a daily e-mail digest, with the customer's thresholds.
 */

const kindsFor = (p: Principal) => ({
  cost: p.roles.some((r) => COST_CONTROL_ROLES.includes(r)),
  equipment: p.roles.some((r) => EQUIPMENT_ROLES.includes(r)),
});

/** The customer of an account the caller may see (NOT_FOUND otherwise): whose settings apply there. */
async function customerOfAccount(db: Executor, p: Principal, accountId: number): Promise<number> {
  await requireAccount(db, p, accountId);
  const [row] = await queryRows<{ customerId: number }>(
    db,
    sql`select customer_id as "customerId" from accounts where id = ${accountId}`,
  );
  if (!row) throw AppError.notFound('Account');
  return row.customerId;
}

/** The cases of the chosen account (and its sub accounts when asked), each kind only for a caller of its area. */
export async function dashboardAlerts(
  db: Executor,
  clock: Clock,
  p: Principal,
  args: { accountId: number; includeSubAccounts: boolean },
): Promise<{ items: DashboardAlertRow[]; settings: Awaited<ReturnType<typeof readSettings>> }> {
  const customerId = await customerOfAccount(db, p, args.accountId);
  const items = await listAlerts(
    db,
    scopedAccountIds(p, args.accountId, args.includeSubAccounts),
    osloToday(clock),
    kindsFor(p),
  );
  return { items, settings: await readSettings(db, customerId) };
}

export async function dashboardAlertSettings(db: Executor, p: Principal, accountId: number) {
  return readSettings(db, await customerOfAccount(db, p, accountId));
}

/**
 * Saves the customer's thresholds when `version` is the one the caller read (CONFLICT otherwise), and remembers
 * the caller's language for their digest.
 */
export async function updateDashboardAlertSettings(
  db: Executor,
  clock: Clock,
  p: Principal,
  input: DashboardAlertSettingsValues & { accountId: number; version: number; language: Language | null },
) {
  const customerId = await customerOfAccount(db, p, input.accountId);
  const problems = dashboardAlertSettingsProblems(input);
  if (problems.length > 0) {
    throw AppError.badInput(`Setting out of bounds: ${problems.join(', ')}.`, { fields: problems });
  }
  return db.transaction(async (tx) => {
    const saved = await writeSettings(
      tx,
      customerId,
      input,
      input.version,
      p.actingCatalogId ?? p.catalogId,
      clock.now(),
    );
    if (!saved) throw AppError.conflict('The settings were changed by someone else; reload and try again.');
    if (input.language && p.impersonation === null) await rememberLanguage(tx, p.catalogId, input.language);
    return readSettings(tx, customerId);
  });
}

/**
 * Sends each administrator the day's digest of the cases in the accounts they see, in their language, only when
 * something stands out. Each digest is claimed (administrator, day) in the transaction that writes its outbox
 * message, so a rerun or a second server process never sends it twice. Answers how many were sent.
 */
export async function sendDashboardAlertDigests(deps: RouteDeps): Promise<number> {
  const { db, config, services } = deps;
  const today = osloToday(services.clock);
  let sent = 0;
  for (const r of await listDigestRecipients(db, today)) {
    const principal: Principal = {
      sessionId: '',
      catalogId: r.catalogId,
      customerId: r.customerId,
      customerName: '',
      roles: [],
      services: [],
      actingCatalogId: null,
      impersonation: null,
      maxIdleSeconds: 0,
      accessEnded: false,
    };
    const cases = await listAlerts(db, visibleAccountIds(principal), today, {
      cost: r.costControl,
      equipment: r.equipment,
    });
    if (cases.length === 0) continue;
    const mail = digestEmail(cases, r.language, config.publicUrl);
    sent += await db.transaction(async (tx) => {
      if (!(await claimDigest(tx, r.catalogId, today, cases.length, services.clock.now()))) return 0;
      const [account] = await queryRows<{ id: number }>(
        tx,
        sql`select min(a.id)::int as id from accounts a where a.id in ${visibleAccountIds(principal)}`,
      );
      const outboxId = await services.messaging.sendEmail(tx, {
        customerId: r.customerId,
        accountId: account?.id ?? 0,
        to: r.email,
        ...mail,
      });
      await setDigestOutboxId(tx, r.catalogId, today, outboxId);
      return 1;
    });
  }
  return sent;
}

/** Daily at 07:00 Oslo time, before the working day: what stood out yesterday is in the morning's mail. */
export const dashboardAlertDigestJob: ScheduledJob = {
  name: 'dashboard-alert-digests',
  cron: '0 7 * * *',
  run: async (deps) => {
    await sendDashboardAlertDigests(deps);
  },
};
