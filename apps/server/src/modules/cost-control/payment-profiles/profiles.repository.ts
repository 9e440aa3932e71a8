import type { BillingPeriod, ReportMode, SmsPaymentMode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { type AccountId, type ProfileId, scoped } from '../../../db/scoped-id.ts';
import { AppError } from '../../../errors.ts';

/**
 * SQL of payment profiles themselves (settings, the standard flag), the catalogue of cost categories and the SMS
 * senders. Every read and write of a profile names the account and checks it against the caller's visible accounts
 * in the same statement, so another customer's profile answers exactly like a missing one.
 */

export type ProfileSettings = {
  smsPaymentMode: SmsPaymentMode;
  defaultReportMode: ReportMode;
  mandatoryCommentInReport: boolean;
  sendSmsReport: boolean;
  smsReportText: string;
  smsSender: string | null;
  sendWelcomeSms: boolean;
  sendLimitAlerts: boolean;
  limitAlertPercent: number;
  dueDateDay: number;
  reportGenericTraffic: boolean;
  automaticApproval: boolean;
  /** Members' subscriptions may be used privately: they count for the EK benefit. */
  ekBenefit: boolean;
};

/** A profile as the job worker and the report page read it, by id with no caller. */
export type ProfileRecord = ProfileSettings & {
  id: number;
  accountId: number;
  customerId: number;
  description: string;
  isDefault: boolean;
  billingPeriod: BillingPeriod;
  memberCount: number;
  version: number;
};

/** A profile read through the caller's visible accounts: its ids are scoped, so writes may take them. */
export type ProfileRow = Omit<ProfileRecord, 'id' | 'accountId'> & { id: ProfileId; accountId: AccountId };

type RawProfile = {
  id: number;
  account_id: number;
  customer_id: number;
  description: string;
  is_default: boolean;
  billing_period: BillingPeriod;
  sms_payment_mode: SmsPaymentMode;
  default_report_mode: ReportMode;
  mandatory_comment_in_report: boolean;
  send_sms_report: boolean;
  sms_report_text: string;
  sms_sender: string | null;
  send_welcome_sms: boolean;
  send_limit_alerts: boolean;
  limit_alert_percent: number;
  due_date_day: number;
  report_generic_traffic: boolean;
  automatic_approval: boolean;
  ek_benefit: boolean;
  version: number;
  member_count: number;
};

function toRecord(r: RawProfile): ProfileRecord {
  return {
    id: r.id,
    accountId: r.account_id,
    customerId: r.customer_id,
    description: r.description,
    isDefault: r.is_default,
    billingPeriod: r.billing_period,
    smsPaymentMode: r.sms_payment_mode,
    defaultReportMode: r.default_report_mode,
    mandatoryCommentInReport: r.mandatory_comment_in_report,
    sendSmsReport: r.send_sms_report,
    smsReportText: r.sms_report_text,
    smsSender: r.sms_sender,
    sendWelcomeSms: r.send_welcome_sms,
    sendLimitAlerts: r.send_limit_alerts,
    limitAlertPercent: r.limit_alert_percent,
    dueDateDay: r.due_date_day,
    reportGenericTraffic: r.report_generic_traffic,
    automaticApproval: r.automatic_approval,
    ekBenefit: r.ek_benefit,
    version: r.version,
    memberCount: r.member_count,
  };
}

function toScopedProfile(r: RawProfile): ProfileRow {
  const record = toRecord(r);
  return { ...record, id: scoped(record.id), accountId: scoped(record.accountId) };
}

const PROFILE_COLUMNS = sql`pp.id, pp.account_id, a.customer_id, pp.description, pp.is_default, pp.billing_period,
  pp.sms_payment_mode, pp.default_report_mode, pp.mandatory_comment_in_report, pp.send_sms_report,
  pp.sms_report_text, pp.sms_sender, pp.send_welcome_sms, pp.send_limit_alerts, pp.limit_alert_percent, pp.due_date_day, pp.report_generic_traffic,
  pp.automatic_approval, pp.ek_benefit, pp.version,
  (select count(*)::int from subscriptions s where s.payment_profile_id = pp.id) as member_count`;

/** The profiles of one account (not of its sub accounts), the default first, then by name. */
export async function listProfiles(db: Executor, p: Principal, accountId: number): Promise<ProfileRow[]> {
  const rows = await queryRows<RawProfile>(
    db,
    sql`select ${PROFILE_COLUMNS}
        from payment_profiles pp join accounts a on a.id = pp.account_id
        where pp.account_id = ${accountId} and pp.account_id in ${visibleAccountIds(p)}
        order by pp.is_default desc, lower(pp.description), pp.id`,
  );
  return rows.map(toScopedProfile);
}

/** One profile of the account; NOT_FOUND when it is missing, on another account, or not visible to the caller. */
export async function requireProfile(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ProfileRow> {
  const [row] = await queryRows<RawProfile>(
    db,
    sql`select ${PROFILE_COLUMNS}
        from payment_profiles pp join accounts a on a.id = pp.account_id
        where pp.id = ${profileId} and pp.account_id = ${accountId} and pp.account_id in ${visibleAccountIds(p)}
        ${opts.forUpdate ? sql`for update of pp` : sql``}`,
  );
  if (!row) throw AppError.notFound('Payment profile');
  return toScopedProfile(row);
}

/** A profile by id with no caller (the job worker and the report page, which scope by other means). */
export async function profileById(db: Executor, profileId: number): Promise<ProfileRecord | null> {
  const [row] = await queryRows<RawProfile>(
    db,
    sql`select ${PROFILE_COLUMNS}
        from payment_profiles pp join accounts a on a.id = pp.account_id where pp.id = ${profileId}`,
  );
  return row ? toRecord(row) : null;
}

/**
 * Locks the account row: every change to which profile of the account is the default (create, set default,
 * remove) takes this lock first, so two admins acting at once are serialized and the account keeps exactly one.
 * NOT_FOUND when the caller may not see the account.
 */
export async function lockVisibleAccount(db: Executor, p: Principal, accountId: number): Promise<AccountId> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a where a.id = ${accountId} and a.id in ${visibleAccountIds(p)} for update`,
  );
  if (rows.length === 0) throw AppError.notFound('Account');
  return scoped(accountId);
}

export async function insertProfile(
  db: Executor,
  accountId: AccountId,
  v: ProfileSettings & { description: string; billingPeriod: BillingPeriod; isDefault: boolean },
): Promise<ProfileId> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into payment_profiles (account_id, description, is_default, billing_period, sms_payment_mode,
          default_report_mode, mandatory_comment_in_report, send_sms_report, sms_report_text, sms_sender,
          send_welcome_sms, send_limit_alerts, limit_alert_percent, due_date_day, report_generic_traffic,
          automatic_approval, ek_benefit)
        values (${accountId}, ${v.description}, ${v.isDefault}, ${v.billingPeriod}, ${v.smsPaymentMode},
          ${v.defaultReportMode}, ${v.mandatoryCommentInReport}, ${v.sendSmsReport}, ${v.smsReportText},
          ${v.smsSender}, ${v.sendWelcomeSms}, ${v.sendLimitAlerts}, ${v.limitAlertPercent}, ${v.dueDateDay},
          ${v.reportGenericTraffic}, ${v.automaticApproval}, ${v.ekBenefit})
        returning id`,
  );
  return scoped<'paymentProfile'>(row!.id);
}

/**
 * Writes description and settings and bumps the version, only if the version is still the one the caller
 * edited. False when someone else saved in between.
 */
export async function updateProfileSettings(
  db: Executor,
  profileId: ProfileId,
  expectedVersion: number,
  v: ProfileSettings & { description: string; billingPeriod: BillingPeriod },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update payment_profiles set description = ${v.description}, billing_period = ${v.billingPeriod},
          sms_payment_mode = ${v.smsPaymentMode}, default_report_mode = ${v.defaultReportMode},
          mandatory_comment_in_report = ${v.mandatoryCommentInReport}, send_sms_report = ${v.sendSmsReport},
          sms_report_text = ${v.smsReportText}, sms_sender = ${v.smsSender}, send_welcome_sms = ${v.sendWelcomeSms},
          send_limit_alerts = ${v.sendLimitAlerts}, limit_alert_percent = ${v.limitAlertPercent},
          due_date_day = ${v.dueDateDay}, report_generic_traffic = ${v.reportGenericTraffic},
          automatic_approval = ${v.automaticApproval}, ek_benefit = ${v.ekBenefit}, version = version + 1, updated_at = ${now}
        where id = ${profileId} and version = ${expectedVersion} returning id`,
  );
  return rows.length > 0;
}

/** Bumps the version of a profile whose rules changed through a per-row call, so a stale draft save conflicts. */
export async function bumpVersion(db: Executor, profileId: ProfileId, now: Date): Promise<void> {
  await db.execute(
    sql`update payment_profiles set version = version + 1, updated_at = ${now} where id = ${profileId}`,
  );
}

/**
 * Makes one profile the account's default: clears the old one first, as the partial unique index checks each row.
 * The version stays: which profile is the default is not part of the draft a screen saves.
 */
export async function setDefault(db: Executor, accountId: AccountId, profileId: ProfileId) {
  await db.execute(sql`update payment_profiles set is_default = false
    where account_id = ${accountId} and is_default and id <> ${profileId}`);
  await db.execute(
    sql`update payment_profiles set is_default = true where id = ${profileId} and not is_default`,
  );
}

export async function deleteProfile(db: Executor, profileId: ProfileId): Promise<void> {
  await db.execute(
    sql`update subscriptions set payment_profile_id = null where payment_profile_id = ${profileId}`,
  );
  await db.execute(sql`delete from payment_profiles where id = ${profileId}`);
}

/** The account's oldest remaining profile, which becomes the default when the default is removed. */
export async function oldestProfileOf(db: Executor, accountId: AccountId): Promise<ProfileId | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from payment_profiles where account_id = ${accountId} order by created_at, id limit 1`,
  );
  return row ? scoped(row.id) : null;
}

export async function countProfiles(db: Executor, accountId: AccountId): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_profiles where account_id = ${accountId}`,
  );
  return row?.n ?? 0;
}

// ---- the catalogue of cost categories ---------------------------------------------------------------------

export type CategoryGroupRow = {
  id: number;
  /** Stable name of the category in the catalogue (subscription, calls, sms, data, roaming, content, other). */
  key: string;
  description: string;
  groupable: boolean;
  reportable: boolean;
  subCategories: string[];
};

/** The fixed catalogue of cost categories (payment category groups), in their display order. */
export async function listCategoryGroups(db: Executor): Promise<CategoryGroupRow[]> {
  const rows = await queryRows<{
    id: number;
    key: string;
    description: string;
    groupable: boolean;
    reportable: boolean;
    sub_categories: string[] | null;
  }>(
    db,
    sql`select g.id, g.key, g.description, g.groupable, g.reportable,
          (select array_agg(c.name order by c.name) from payment_categories c where c.category_group_id = g.id)
            as sub_categories
        from payment_category_groups g order by g.sort_order, g.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    description: r.description,
    groupable: r.groupable,
    reportable: r.reportable,
    subCategories: r.sub_categories ?? [],
  }));
}

// ---- SMS senders ------------------------------------------------------------------------------------------

/** Sender names a customer's profiles may send from: the customer's own and those offered to every customer. */
export async function smsSendersFor(db: Executor, customerId: number): Promise<string[]> {
  const rows = await queryRows<{ sender: string }>(
    db,
    sql`select distinct sender from sms_senders where customer_id is null or customer_id = ${customerId}
        order by sender`,
  );
  return rows.map((r) => r.sender);
}

/** The customer of an account the caller may see; NOT_FOUND otherwise. */
export async function customerOfVisibleAccount(
  db: Executor,
  p: Principal,
  accountId: number,
): Promise<number> {
  const [row] = await queryRows<{ customer_id: number }>(
    db,
    sql`select customer_id from accounts where id = ${accountId} and id in ${visibleAccountIds(p)}`,
  );
  if (!row) throw AppError.notFound('Account');
  return row.customer_id;
}
