import { addMonths, osloDate } from '@connect/shared';
import type { RouteDeps } from '../../../http/route-module.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { dueDate } from '../cost/cost-engine.ts';
import { ensureReportLink, reportUrl } from './report-links.ts';
import { claimReportSms, listSmsReportCandidates, setReportSmsOutboxId } from './sms.repository.ts';
import { reportSmsText } from './sms-texts.ts';
import { DEFAULT_SMS_SENDER } from './welcome-sms.ts';

/** Members handled per transaction: a failure loses at most one batch, which the next run sends. */
const BATCH = 200;

/**
 * Sends the month's SMS report to every member (with a person, who can log in to report) of a profile with the
 * SMS report on: once the month is over
 * (from the 1st, Oslo time) for the month before, while its due day has not passed. Each send is recorded on
 * the month's report link in the same transaction as the outbox message, and only a link not yet marked sent is
 * claimed, so a rerun, a restart or a second server process never sends twice. Returns how many were sent.
 */
export async function sendDueSmsReports(deps: RouteDeps): Promise<number> {
  const { db, config, services } = deps;
  const now = services.clock.now();
  const today = osloDate(now);
  const period = addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const due = await listSmsReportCandidates(db, period, today);
  const open = due.filter((d) => today <= dueDate(period, d.due_date_day));
  let sent = 0;
  for (let i = 0; i < open.length; i += BATCH) {
    sent += await db.transaction(async (tx) => {
      let n = 0;
      for (const d of open.slice(i, i + BATCH)) {
        const token = await ensureReportLink(tx, d.subscription_id, period);
        if (!(await claimReportSms(tx, token, now))) continue;
        const outboxId = await services.messaging.sendSms(tx, {
          customerId: d.customer_id,
          accountId: d.account_id,
          to: d.phone_number,
          sender: d.sms_sender ?? DEFAULT_SMS_SENDER,
          text: reportSmsText(
            d.sms_report_text,
            period,
            dueDate(period, d.due_date_day),
            reportUrl(config.publicUrl, token),
          ),
        });
        await setReportSmsOutboxId(tx, token, outboxId);
        n++;
      }
      return n;
    });
  }
  return sent;
}

/** Daily at 08:00 Oslo time: what is due goes out on the 1st, and a missed day is caught up the next. */
export const smsReportJob: ScheduledJob = {
  name: 'sms-report',
  cron: '0 8 * * *',
  run: async (deps) => {
    await sendDueSmsReports(deps);
  },
};
