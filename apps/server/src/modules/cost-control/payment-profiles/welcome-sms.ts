import { osloDate } from '@connect/shared';
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { Services } from '../../../services.ts';
import { profileById } from './profiles.repository.ts';
import { ensureReportLink, reportUrl } from './report-links.ts';
import { listWelcomeSmsRecipients } from './sms.repository.ts';
import { welcomeSmsText } from './sms-texts.ts';

/** Sender name used when a profile has not chosen one. */
export const DEFAULT_SMS_SENDER = 'Connect';

/**
 * Sends the welcome SMS to subscriptions (with a person) that just joined a profile, when the profile sends one. Call it in the
 * same transaction as the membership change (so a rolled-back change sends nothing), with the ids that joined.
 * With the SMS report on, the SMS carries the link to this month's report.
 */
export async function welcomeNewMembers(
  tx: Executor,
  deps: { config: Config; services: Services },
  profileId: number,
  subscriptionIds: number[],
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  const profile = await profileById(tx, profileId);
  if (!profile?.sendWelcomeSms) return;
  const today = osloDate(deps.services.clock.now());
  const members = await listWelcomeSmsRecipients(tx, profileId, subscriptionIds, today);
  const period = today.slice(0, 7);
  for (const m of members) {
    const link = profile.sendSmsReport
      ? reportUrl(deps.config.publicUrl, await ensureReportLink(tx, m.id, period))
      : null;
    await deps.services.messaging.sendSms(tx, {
      customerId: m.customer_id,
      accountId: m.account_id,
      to: m.phone_number,
      sender: profile.smsSender ?? DEFAULT_SMS_SENDER,
      text: welcomeSmsText(profile.description, link),
    });
  }
}
