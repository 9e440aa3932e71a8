import { osloToday } from '../../../auth/leaving.ts';
import type { RouteDeps } from '../../../http/route-module.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { DEFAULT_SMS_SENDER } from '../../cost-control/payment-profiles/welcome-sms.ts';
import {
  adminEmail,
  employeeEmail,
  employeeSms,
  type ReminderContent,
  remindedLeavingDates,
  reminderStep,
} from './reminder-rules.ts';
import {
  claimReminder,
  listReminderCandidates,
  type ReminderCandidate,
  type ReminderKey,
  setReminderOutboxId,
} from './reminders.repository.ts';

/** The messages of one candidate: the leaver an e-mail and an SMS (each when they have the address), an admin an e-mail. */
function messagesOf(c: ReminderCandidate): ('email' | 'sms')[] {
  return [...(c.email ? (['email'] as const) : []), ...(c.isLeaver && c.mobile ? (['sms'] as const) : [])];
}

/**
 * Reminds leavers and the equipment administrators of their devices' accounts of devices neither returned nor
 * bought out, once per leaving date, step, recipient and channel (reminder-rules.ts). Each message is claimed in the
 * transaction that writes it to the outbox, so a rerun, a restart or a second server process never sends it twice;
 * a device returned or bought out is no longer named, a leaver without open devices or whose date was taken back is
 * not reminded, and a changed leaving date has steps of its own. Answers how many messages were sent.
 */
export async function sendLeavingReminders(deps: RouteDeps): Promise<number> {
  const { db, config, services } = deps;
  const today = osloToday(services.clock);
  const daysBefore = config.LEAVING_REMINDER_DAYS_BEFORE;
  let sent = 0;
  for (const c of await listReminderCandidates(db, remindedLeavingDates(today, daysBefore), today)) {
    const step = reminderStep(c.leavingDate, today, daysBefore);
    if (!step) continue;
    const content: ReminderContent = {
      step,
      leavingDate: c.leavingDate,
      leaverName: `${c.firstName} ${c.lastName}`.trim(),
      leaverCatalogId: c.catalogId,
      devices: c.devices,
    };
    for (const channel of messagesOf(c)) {
      const key: ReminderKey = { ...c, step, channel };
      sent += await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, key, c.devices.length, services.clock.now()))) return 0;
        const base = { customerId: c.customerId, accountId: c.accountId };
        const outboxId =
          channel === 'sms'
            ? await services.messaging.sendSms(tx, {
                ...base,
                to: c.mobile!,
                sender: DEFAULT_SMS_SENDER,
                text: employeeSms(content, c.language),
              })
            : await services.messaging.sendEmail(tx, {
                ...base,
                to: c.email!,
                ...(c.isLeaver
                  ? employeeEmail(content, c.language)
                  : adminEmail(content, c.language, config.publicUrl)),
              });
        await setReminderOutboxId(tx, key, outboxId);
        return 1;
      });
    }
  }
  return sent;
}

/** Daily at 08:00 Oslo time, at the start of the working day. */
export const leavingRemindersJob: ScheduledJob = {
  name: 'leaving-reminders',
  cron: '0 8 * * *',
  run: async (deps) => {
    await sendLeavingReminders(deps);
  },
};
