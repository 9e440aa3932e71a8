import type { RouteDeps } from '../../../http/route-module.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { DEFAULT_SMS_SENDER } from '../payment-profiles/welcome-sms.ts';
import {
  claimReminder,
  listReminderCandidates,
  type ReminderCandidate,
  setReminderOutboxId,
} from './reminders.repository.ts';

/** People reminded per transaction: a failure loses at most one batch, which the next run sends. */
const BATCH = 200;

/** The reminder's text, Norwegian with English under it, pointing to the person's home page. */
export function reminderText(c: Pick<ReminderCandidate, 'ownerName' | 'version'>, publicUrl: string): string {
  return (
    `Vilkårene for trekk i lønn (${c.ownerName}, versjon ${c.version}) venter på ditt samtykke: ${publicUrl}/home\n` +
    `The terms for salary deductions (${c.ownerName}, version ${c.version}) await your consent: ${publicUrl}/home`
  );
}

/**
 * Reminds everyone who has not accepted the current deduction terms that apply to them, once per version: by SMS
 * to their mobile, else by e-mail; nobody without either. Each reminder is claimed in the transaction that writes
 * its outbox message, so a rerun or a second server process never sends it twice. Answers how many were sent.
 */
export async function sendDeductionTermsReminders(deps: RouteDeps): Promise<number> {
  const { db, config, services } = deps;
  const due = (await listReminderCandidates(db)).filter((c) => c.mobile || c.email);
  let sent = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    sent += await db.transaction(async (tx) => {
      let n = 0;
      for (const c of due.slice(i, i + BATCH)) {
        if (!(await claimReminder(tx, c.termsId, c.catalogId, services.clock.now()))) continue;
        const text = reminderText(c, config.publicUrl);
        const base = { customerId: c.customerId, accountId: c.accountId };
        const outboxId = c.mobile
          ? await services.messaging.sendSms(tx, { ...base, to: c.mobile, sender: DEFAULT_SMS_SENDER, text })
          : await services.messaging.sendEmail(tx, {
              ...base,
              to: c.email!,
              subject: 'Vilkår for trekk i lønn / Terms for salary deductions',
              text,
            });
        await setReminderOutboxId(tx, c.termsId, c.catalogId, outboxId);
        n++;
      }
      return n;
    });
  }
  return sent;
}

/** Daily at 09:00 Oslo time: terms saved during a day are reminded of the next morning. */
export const deductionTermsReminderJob: ScheduledJob = {
  name: 'deduction-terms-reminders',
  cron: '0 9 * * *',
  run: async (deps) => {
    await sendDeductionTermsReminders(deps);
  },
};
