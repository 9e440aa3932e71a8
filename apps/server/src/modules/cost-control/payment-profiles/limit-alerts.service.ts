import { osloDate } from '@connect/shared';
import type { RouteDeps } from '../../../http/route-module.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { dueLimitAlert, limitAlertText } from './limit-alert-rules.ts';
import {
  claimLimitAlert,
  listLimitAlertCandidates,
  setLimitAlertOutboxId,
} from './limit-alerts.repository.ts';
import { DEFAULT_SMS_SENDER } from './welcome-sms.ts';

/** Units handled per transaction: a failure loses at most one batch, which the next run sends. */
const BATCH = 200;

/**
 * Issue 33 §3: sends the limit alert SMS of the current month (Oslo time) to every member of a profile with limit
 * alerts on whose limited unit has reached the profile's share of its limit, or passed it, and was not yet told.
 * Each step is recorded (`limit_alerts`) in the same transaction as the outbox message, and only a step not yet
 * recorded is claimed, so a rerun, a restart or a second process never sends twice; the message leaves after the
 * commit (the outbox's sender job). Called after usage ingest and by its job; returns how many SMS were written.
 */
export async function sendLimitAlerts(deps: Pick<RouteDeps, 'db' | 'services'>): Promise<number> {
  const { db, services } = deps;
  const now = services.clock.now();
  const period = osloDate(now).slice(0, 7);
  const due = (await listLimitAlertCandidates(db, period)).flatMap((c) => {
    const alert = dueLimitAlert(
      { limitOre: c.limit_ore, usedOre: c.used_ore },
      c.limit_alert_percent,
      c.sent,
    );
    return alert ? [{ c, steps: alert.steps }] : [];
  });
  let sent = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    sent += await db.transaction(async (tx) => {
      let n = 0;
      for (const { c, steps } of due.slice(i, i + BATCH)) {
        const claimed = await claimLimitAlert(tx, c, period, steps, now);
        if (claimed.length === 0) continue;
        const usage = { unit: c.unit, name: c.name, limitOre: c.limit_ore, usedOre: c.used_ore };
        const tell = claimed.includes('passed') ? 'passed' : 'share';
        const outboxId = await services.messaging.sendSms(tx, {
          customerId: c.customer_id,
          accountId: c.account_id,
          to: c.phone_number,
          sender: c.sms_sender ?? DEFAULT_SMS_SENDER,
          text: limitAlertText(usage, tell, c.limit_alert_percent, period),
        });
        await setLimitAlertOutboxId(tx, c, period, claimed, outboxId);
        n++;
      }
      return n;
    });
  }
  return sent;
}

/**
 * Every 15 minutes: catches what the call after a REST ingest did not send (a file ingested by `npm run ingest`, a
 * process stopped between the ingest's commit and its alerts, a profile's alerts switched on mid-month).
 */
export const limitAlertJob: ScheduledJob = {
  name: 'limit-alerts',
  cron: '*/15 * * * *',
  run: async (deps) => {
    await sendLimitAlerts(deps);
  },
};
