import { osloDate } from '@connect/shared';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { Messaging } from '../../../mail/outbox.ts';
import type { Services } from '../../../services.ts';
import { profileById } from './profiles.repository.ts';
import { ensureReportLink, reportUrl } from './report-links.ts';
import { listDefaultProfileWelcomes, listWelcomeSmsRecipients } from './sms.repository.ts';
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

/**
 * The welcome SMS of the default profile that new subscriptions follow (issue 33 §2): provisioning calls it in the
 * batch's transaction with the subscriptions it created, so the SMS is in the outbox when the batch commits and
 * not when it rolls back, and a batch sent again creates nothing and sends nothing. Such a subscription is no
 * member of the profile (it follows the default), so it has no SMS report and the SMS carries no link.
 */
export async function welcomeSubscriptionsOfDefaultProfiles(
  tx: Executor,
  deps: { messaging: Messaging; clock: Clock },
  subscriptionIds: number[],
): Promise<number> {
  if (subscriptionIds.length === 0) return 0;
  const welcomes = await listDefaultProfileWelcomes(tx, subscriptionIds, osloDate(deps.clock.now()));
  const profiles = new Map<number, Awaited<ReturnType<typeof profileById>>>();
  for (const w of welcomes) {
    if (!profiles.has(w.profile_id)) profiles.set(w.profile_id, await profileById(tx, w.profile_id));
    const profile = profiles.get(w.profile_id)!;
    await deps.messaging.sendSms(tx, {
      customerId: w.customer_id,
      accountId: w.account_id,
      to: w.phone_number,
      sender: profile.smsSender ?? DEFAULT_SMS_SENDER,
      text: welcomeSmsText(profile.description, null),
    });
  }
  return welcomes.length;
}
