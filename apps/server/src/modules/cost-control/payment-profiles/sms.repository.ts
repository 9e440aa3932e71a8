import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList, monthStart } from '../../../db/sql.ts';
import { activeOnOrAfter } from '../../../db/subscription-end.ts';

/** SQL of the SMS a profile sends (sms-report.ts, welcome-sms.ts): whom to send to, and the report SMS's record. */

export type SmsReportCandidate = {
  subscription_id: number;
  phone_number: string;
  customer_id: number;
  account_id: number;
  sms_sender: string | null;
  sms_report_text: string;
  due_date_day: number;
};

/**
 * The members (with a person) of every profile with the SMS report on whose report SMS of `period` (YYYY-MM) has
 * not been sent, by subscription id; not a subscription that ended before `today` (its number may be someone
 * else's by now), nor one whose account did.
 */
export async function listSmsReportCandidates(
  db: Executor,
  period: string,
  today: string,
): Promise<SmsReportCandidate[]> {
  return queryRows<SmsReportCandidate>(
    db,
    sql`select s.id as subscription_id, s.phone_number, a.customer_id, s.account_id, pp.sms_sender, pp.sms_report_text,
          pp.due_date_day
        from payment_profiles pp
        join subscriptions s on s.payment_profile_id = pp.id
        join accounts a on a.id = s.account_id
        where pp.send_sms_report and s.catalog_id is not null
          and ${activeOnOrAfter(sql`s`, sql`${today}::date`)}
          and not exists (select 1 from usage_report_links l where l.subscription_id = s.id
            and l.period = ${monthStart(period)} and l.report_sms_sent_at is not null)
        order by s.id`,
  );
}

/** Marks the link's report SMS sent at `now` unless it was already; answers whether this call did. */
export async function claimReportSms(tx: Executor, token: string, now: Date): Promise<boolean> {
  const claimed = await queryRows<{ token: string }>(
    tx,
    sql`update usage_report_links set report_sms_sent_at = ${now}
        where token = ${token} and report_sms_sent_at is null returning token`,
  );
  return claimed.length > 0;
}

export async function setReportSmsOutboxId(tx: Executor, token: string, outboxId: number): Promise<void> {
  await tx.execute(
    sql`update usage_report_links set report_sms_outbox_id = ${outboxId} where token = ${token}`,
  );
}

export type WelcomeSmsRecipient = {
  id: number;
  phone_number: string;
  customer_id: number;
  account_id: number;
};

/**
 * Of some subscriptions (not none), those with a person that are members of the profile and had not ended
 * before `today` (nor their account), by id.
 */
export async function listWelcomeSmsRecipients(
  tx: Executor,
  profileId: number,
  subscriptionIds: number[],
  today: string,
): Promise<WelcomeSmsRecipient[]> {
  return queryRows<WelcomeSmsRecipient>(
    tx,
    sql`select s.id, s.phone_number, a.customer_id, s.account_id from subscriptions s join accounts a on a.id = s.account_id
        where s.id in ${inList(subscriptionIds)} and s.payment_profile_id = ${profileId}
          and s.catalog_id is not null and ${activeOnOrAfter(sql`s`, sql`${today}::date`)}
        order by s.id`,
  );
}

export type DefaultProfileWelcome = WelcomeSmsRecipient & { profile_id: number };

/**
 * Subscriptions (with a person, not ended, in no profile of their own) whose account's default profile sends the
 * welcome SMS, with that profile: the nearest default up the account tree (cost/effective-profile.ts).
 */
export async function listDefaultProfileWelcomes(
  tx: Executor,
  subscriptionIds: number[],
  today: string,
): Promise<DefaultProfileWelcome[]> {
  return queryRows<DefaultProfileWelcome>(
    tx,
    sql`select s.id, s.phone_number, a.customer_id, s.account_id, dp.id as profile_id
        from subscriptions s join accounts a on a.id = s.account_id
        join lateral (select p.id, p.send_welcome_sms from account_tree t
          join payment_profiles p on p.account_id = t.ancestor_id and p.is_default
          where t.descendant_id = s.account_id order by t.depth limit 1) dp on dp.send_welcome_sms
        where s.id in ${inList(subscriptionIds)} and s.payment_profile_id is null
          and s.catalog_id is not null and ${activeOnOrAfter(sql`s`, sql`${today}::date`)}
        order by s.id`,
  );
}
