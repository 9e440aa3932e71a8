import type { Language } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import type { ReminderStep } from './reminder-rules.ts';

/**
 * SQL of the leaving reminders (docs/LEAVING.md "Reminders"): who is told of which leaver's open devices, the claim
 * of each message, and the list the offboarding view shows.
 */

/** One leaver and one recipient (the leaver, or an equipment administrator) with the open devices they are told of. */
export type ReminderCandidate = {
  catalogId: number;
  customerId: number;
  leavingDate: string;
  firstName: string;
  lastName: string;
  recipientCatalogId: number;
  isLeaver: boolean;
  email: string | null;
  mobile: string | null;
  language: Language;
  accountId: number;
  devices: string[];
};

/**
 * The leavers with a leaving date from `from` to `to` and devices still open (with them, neither returned nor
 * bought out): the leaver with all of them, and each equipment administrator (the role ConnectEquipmentOverview,
 * with an e-mail, not leaving and not deactivated; as the dashboard digest picks them) with those on the accounts
 * their access reaches. Languages as the digest has them.
 */
export async function listReminderCandidates(
  db: Executor,
  range: { from: string; to: string },
  today: string,
): Promise<ReminderCandidate[]> {
  return queryRows<ReminderCandidate>(
    db,
    sql`select pe.catalog_id as "catalogId", pe.customer_id as "customerId", pe.leaving_date::text as "leavingDate",
          pe.first_name as "firstName", pe.last_name as "lastName", r.catalog_id as "recipientCatalogId",
          r.is_leaver as "isLeaver", r.email, r.mobile, coalesce(l.language, 'no') as language,
          min(d.account_id)::int as "accountId",
          array_agg(d.description order by d.description, d.id) as devices
        from people pe
        join devices d on d.catalog_id = pe.catalog_id and d.active and d.purchased_at is null
        cross join lateral (
          select pe.catalog_id, pe.email, pe.mobile, true as is_leaver
          union all
          select a.catalog_id, a.email, null, false from people a
          where a.customer_id = pe.customer_id and a.catalog_id <> pe.catalog_id and a.email is not null
            and exists (select 1 from person_roles ar where ar.catalog_id = a.catalog_id
              and ar.role = 'ConnectEquipmentOverview')
            and exists (select 1 from account_access aa join account_tree t on t.ancestor_id = aa.account_id
              where aa.catalog_id = a.catalog_id and t.descendant_id = d.account_id)
            and (a.leaving_date is null or a.leaving_date >= ${today}::date)
            and not exists (select 1 from scim_users su where su.catalog_id = a.catalog_id and not su.active)
        ) r
        left join dashboard_alert_languages l on l.catalog_id = r.catalog_id
        where pe.leaving_date between ${range.from}::date and ${range.to}::date
        group by pe.catalog_id, r.catalog_id, r.is_leaver, r.email, r.mobile, l.language
        order by pe.catalog_id, r.is_leaver desc, r.catalog_id`,
  );
}

export type ReminderKey = {
  catalogId: number;
  leavingDate: string;
  step: ReminderStep;
  recipientCatalogId: number;
  channel: 'email' | 'sms';
};

/** Claims one message of a step; false when it was claimed already (a rerun, another process). */
export async function claimReminder(
  tx: Executor,
  k: ReminderKey,
  devices: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    tx,
    sql`insert into leaving_reminders (catalog_id, leaving_date, step, recipient_catalog_id, channel, devices, sent_at)
        values (${k.catalogId}, ${k.leavingDate}::date, ${k.step}, ${k.recipientCatalogId}, ${k.channel}, ${devices}, ${at})
        on conflict do nothing returning 1 as ok`,
  );
  return rows.length > 0;
}

export async function setReminderOutboxId(tx: Executor, k: ReminderKey, outboxId: number): Promise<void> {
  await tx.execute(
    sql`update leaving_reminders set outbox_id = ${outboxId}
        where catalog_id = ${k.catalogId} and leaving_date = ${k.leavingDate}::date and step = ${k.step}
          and recipient_catalog_id = ${k.recipientCatalogId} and channel = ${k.channel}`,
  );
}

export type SentReminder = {
  leavingDate: string;
  step: ReminderStep;
  channel: 'email' | 'sms';
  recipientName: string;
  toLeaver: boolean;
  devices: number;
  sentAt: Date;
};

/** The reminders sent about the person, newest first (the offboarding view's list). */
export async function sentReminders(db: Executor, catalogId: number): Promise<SentReminder[]> {
  return queryRows<SentReminder>(
    db,
    sql`select r.leaving_date::text as "leavingDate", r.step, r.channel,
          trim(rp.first_name || ' ' || rp.last_name) as "recipientName",
          r.recipient_catalog_id = r.catalog_id as "toLeaver", r.devices, r.sent_at as "sentAt"
        from leaving_reminders r join people rp on rp.catalog_id = r.recipient_catalog_id
        where r.catalog_id = ${catalogId}
        order by r.sent_at desc, r.step, r.recipient_catalog_id, r.channel`,
  );
}
