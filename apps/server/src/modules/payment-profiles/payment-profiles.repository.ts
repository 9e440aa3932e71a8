import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/**
 * SQL of payment profiles. Every read and write names the account and checks it against the caller's visible
 * accounts in the same statement, so another customer's profile answers exactly like a missing one.
 */

export type BillingPeriod = 'monthly' | 'annual';
export type SmsPaymentMode = 'deduct' | 'tax';
export type ReportMode = 'work' | 'private';

export type ProfileSettings = {
  smsPaymentMode: SmsPaymentMode;
  defaultReportMode: ReportMode;
  mandatoryCommentInReport: boolean;
  sendSmsReport: boolean;
  smsReportText: string;
  smsSender: string | null;
  sendWelcomeSms: boolean;
  dueDateDay: number;
  reportGenericTraffic: boolean;
  automaticApproval: boolean;
};

export type ProfileRow = ProfileSettings & {
  id: number;
  accountId: number;
  customerId: number;
  description: string;
  isDefault: boolean;
  billingPeriod: BillingPeriod;
  memberCount: number;
  version: number;
};

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
  due_date_day: number;
  report_generic_traffic: boolean;
  automatic_approval: boolean;
  version: number;
  member_count: number;
};

function toProfile(r: RawProfile): ProfileRow {
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
    dueDateDay: r.due_date_day,
    reportGenericTraffic: r.report_generic_traffic,
    automaticApproval: r.automatic_approval,
    version: r.version,
    memberCount: r.member_count,
  };
}

const PROFILE_COLUMNS = sql`pp.id, pp.account_id, a.customer_id, pp.description, pp.is_default, pp.billing_period,
  pp.sms_payment_mode, pp.default_report_mode, pp.mandatory_comment_in_report, pp.send_sms_report,
  pp.sms_report_text, pp.sms_sender, pp.send_welcome_sms, pp.due_date_day, pp.report_generic_traffic,
  pp.automatic_approval, pp.version,
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
  return rows.map(toProfile);
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
  return toProfile(row);
}

/** A profile by id with no caller (the job worker and the report page, which scope by other means). */
export async function profileById(db: Executor, profileId: number): Promise<ProfileRow | null> {
  const [row] = await queryRows<RawProfile>(
    db,
    sql`select ${PROFILE_COLUMNS}
        from payment_profiles pp join accounts a on a.id = pp.account_id where pp.id = ${profileId}`,
  );
  return row ? toProfile(row) : null;
}

/**
 * Locks the account row: every change to which profile of the account is the default (create, set default,
 * remove) takes this lock first, so two admins acting at once are serialized and the account keeps exactly one.
 * NOT_FOUND when the caller may not see the account.
 */
export async function lockVisibleAccount(db: Executor, p: Principal, accountId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a where a.id = ${accountId} and a.id in ${visibleAccountIds(p)} for update`,
  );
  if (rows.length === 0) throw AppError.notFound('Account');
}

export async function insertProfile(
  db: Executor,
  accountId: number,
  v: ProfileSettings & { description: string; billingPeriod: BillingPeriod; isDefault: boolean },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into payment_profiles (account_id, description, is_default, billing_period, sms_payment_mode,
          default_report_mode, mandatory_comment_in_report, send_sms_report, sms_report_text, sms_sender,
          send_welcome_sms, due_date_day, report_generic_traffic, automatic_approval)
        values (${accountId}, ${v.description}, ${v.isDefault}, ${v.billingPeriod}, ${v.smsPaymentMode},
          ${v.defaultReportMode}, ${v.mandatoryCommentInReport}, ${v.sendSmsReport}, ${v.smsReportText},
          ${v.smsSender}, ${v.sendWelcomeSms}, ${v.dueDateDay}, ${v.reportGenericTraffic}, ${v.automaticApproval})
        returning id`,
  );
  return row!.id;
}

/**
 * Writes description and settings and bumps the version, only if the version is still the one the caller
 * edited. False when someone else saved in between.
 */
export async function updateProfileSettings(
  db: Executor,
  profileId: number,
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
          due_date_day = ${v.dueDateDay}, report_generic_traffic = ${v.reportGenericTraffic},
          automatic_approval = ${v.automaticApproval}, version = version + 1, updated_at = ${now}
        where id = ${profileId} and version = ${expectedVersion} returning id`,
  );
  return rows.length > 0;
}

/** Bumps the version of a profile whose rules changed through a per-row call, so a stale draft save conflicts. */
export async function bumpVersion(db: Executor, profileId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update payment_profiles set version = version + 1, updated_at = ${now} where id = ${profileId}`,
  );
}

/**
 * Makes one profile the account's default: clears the old one first, as the partial unique index checks each row.
 * The version stays: which profile is the default is not part of the draft a screen saves.
 */
export async function setDefault(db: Executor, accountId: number, profileId: number) {
  await db.execute(sql`update payment_profiles set is_default = false
    where account_id = ${accountId} and is_default and id <> ${profileId}`);
  await db.execute(
    sql`update payment_profiles set is_default = true where id = ${profileId} and not is_default`,
  );
}

export async function deleteProfile(db: Executor, profileId: number): Promise<void> {
  await db.execute(
    sql`update subscriptions set payment_profile_id = null where payment_profile_id = ${profileId}`,
  );
  await db.execute(sql`delete from payment_profiles where id = ${profileId}`);
}

/** The account's oldest remaining profile, which becomes the default when the default is removed. */
export async function oldestProfileOf(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from payment_profiles where account_id = ${accountId} order by created_at, id limit 1`,
  );
  return row?.id ?? null;
}

export async function countProfiles(db: Executor, accountId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_profiles where account_id = ${accountId}`,
  );
  return row?.n ?? 0;
}

// ---- rules ------------------------------------------------------------------------------------------------

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

export type RuleRow = {
  profileId: number;
  categoryGroupId: number;
  groupId: number | null;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  report: boolean;
};

export type GroupRow = {
  id: number;
  profileId: number;
  name: string;
  covers: boolean;
  limited: boolean;
  limitOre: number;
};

export async function rulesOf(db: Executor, profileIds: number[]): Promise<RuleRow[]> {
  if (profileIds.length === 0) return [];
  const rows = await queryRows<{
    profile_id: number;
    category_group_id: number;
    group_id: number | null;
    covers: boolean;
    limited: boolean;
    limit_ore: number;
    report: boolean;
  }>(
    db,
    sql`select profile_id, category_group_id, group_id, covers, limited, limit_ore, report
        from payment_profile_rules where profile_id in ${inList(profileIds)}
        order by profile_id, category_group_id`,
  );
  return rows.map((r) => ({
    profileId: r.profile_id,
    categoryGroupId: r.category_group_id,
    groupId: r.group_id,
    covers: r.covers,
    limited: r.limited,
    limitOre: r.limit_ore,
    report: r.report,
  }));
}

export async function groupsOf(db: Executor, profileIds: number[]): Promise<GroupRow[]> {
  if (profileIds.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    profile_id: number;
    name: string;
    covers: boolean;
    limited: boolean;
    limit_ore: number;
  }>(
    db,
    sql`select id, profile_id, name, covers, limited, limit_ore from payment_profile_groups
        where profile_id in ${inList(profileIds)} order by profile_id, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    profileId: r.profile_id,
    name: r.name,
    covers: r.covers,
    limited: r.limited,
    limitOre: r.limit_ore,
  }));
}

export async function upsertRule(db: Executor, r: RuleRow): Promise<void> {
  await db.execute(sql`insert into payment_profile_rules
      (profile_id, category_group_id, group_id, covers, limited, limit_ore, report)
    values (${r.profileId}, ${r.categoryGroupId}, ${r.groupId}, ${r.covers}, ${r.limited}, ${r.limitOre}, ${r.report})
    on conflict (profile_id, category_group_id) do update set group_id = excluded.group_id,
      covers = excluded.covers, limited = excluded.limited, limit_ore = excluded.limit_ore, report = excluded.report`);
}

export async function insertGroup(db: Executor, g: Omit<GroupRow, 'id'>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into payment_profile_groups (profile_id, name, covers, limited, limit_ore)
        values (${g.profileId}, ${g.name}, ${g.covers}, ${g.limited}, ${g.limitOre}) returning id`,
  );
  return row!.id;
}

export async function updateGroup(db: Executor, g: GroupRow): Promise<void> {
  await db.execute(sql`update payment_profile_groups set name = ${g.name}, covers = ${g.covers},
    limited = ${g.limited}, limit_ore = ${g.limitOre} where id = ${g.id} and profile_id = ${g.profileId}`);
}

/** Ungroups the group's categories (their own rules apply again) and deletes it. */
export async function deleteGroup(db: Executor, profileId: number, groupId: number): Promise<void> {
  await db.execute(
    sql`update payment_profile_rules set group_id = null where profile_id = ${profileId} and group_id = ${groupId}`,
  );
  await db.execute(
    sql`delete from payment_profile_groups where id = ${groupId} and profile_id = ${profileId}`,
  );
}

/** Groups left with no category after a regrouping are removed. */
export async function deleteEmptyGroups(db: Executor, profileId: number): Promise<void> {
  await db.execute(sql`delete from payment_profile_groups g where g.profile_id = ${profileId}
    and not exists (select 1 from payment_profile_rules r where r.profile_id = g.profile_id and r.group_id = g.id)`);
}

// ---- members ----------------------------------------------------------------------------------------------

export type MemberRow = {
  subscriptionId: number;
  accountId: number;
  catalogId: number | null;
  customerId: number;
  firstName: string | null;
  lastName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  picture: string | null;
  mobile: string | null;
  fixed: string | null;
  phoneNumber: string;
  paymentProfileId: number | null;
};

type RawMember = {
  subscription_id: number;
  account_id: number;
  catalog_id: number | null;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  department_id: number | null;
  department_name: string | null;
  picture: string | null;
  mobile: string | null;
  fixed: string | null;
  phone_number: string;
  payment_profile_id: number | null;
};

function toMember(r: RawMember): MemberRow {
  return {
    subscriptionId: r.subscription_id,
    accountId: r.account_id,
    catalogId: r.catalog_id,
    customerId: r.customer_id,
    firstName: r.first_name,
    lastName: r.last_name,
    departmentId: r.department_id,
    departmentName: r.department_name,
    picture: r.picture,
    mobile: r.mobile,
    fixed: r.fixed,
    phoneNumber: r.phone_number,
    paymentProfileId: r.payment_profile_id,
  };
}

const MEMBER_COLUMNS = sql`s.id as subscription_id, s.account_id, s.catalog_id, a.customer_id, pe.first_name,
  pe.last_name, pe.department_id, d.name as department_name, pe.picture_hash as picture, pe.mobile, pe.fixed,
  s.phone_number, s.payment_profile_id`;

const MEMBER_FROM = sql`subscriptions s join accounts a on a.id = s.account_id
  left join people pe on pe.catalog_id = s.catalog_id left join departments d on d.id = pe.department_id`;

/** A profile's members by name (nameless subscriptions last), paged. */
export async function listMembers(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  limit: number,
  offset: number,
): Promise<MemberRow[]> {
  const rows = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.payment_profile_id = ${profileId} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        order by pe.first_name nulls last, pe.last_name, s.phone_number, s.id
        limit ${limit} offset ${offset}`,
  );
  return rows.map(toMember);
}

/** One subscription in the account's tree as the caller sees it; NOT_FOUND otherwise. */
export async function requireSubscriptionInTree(
  db: Executor,
  p: Principal,
  accountId: number,
  subscriptionId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<MemberRow> {
  const [row] = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.id = ${subscriptionId} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        ${opts.forUpdate ? sql`for update of s` : sql``}`,
  );
  if (!row) throw AppError.notFound('Subscription');
  return toMember(row);
}

/** The subscriptions among `ids` that lie in the account's tree and the caller may see. */
export async function subscriptionsInTree(
  db: Executor,
  p: Principal,
  accountId: number,
  ids: number[],
): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.id in ${inList(ids)} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        for update of s`,
  );
  return rows.map(toMember);
}

export async function setMembership(
  db: Executor,
  subscriptionIds: number[],
  profileId: number | null,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.execute(sql`update subscriptions set payment_profile_id = ${profileId}, version = version + 1
    where id in ${inList(subscriptionIds)}`);
}

export async function memberIdsOf(db: Executor, profileId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from subscriptions where payment_profile_id = ${profileId} order by id`,
  );
  return rows.map((r) => r.id);
}

// ---- deduct filters ---------------------------------------------------------------------------------------

export type DeductFilterRow = { id: number; categoryGroupId: number; descriptionMatch: string };

export async function listDeductFilters(db: Executor, profileId: number): Promise<DeductFilterRow[]> {
  const rows = await queryRows<{ id: number; category_group_id: number; description_match: string }>(
    db,
    sql`select id, category_group_id, description_match from deduct_filters where profile_id = ${profileId}
        order by lower(description_match), id`,
  );
  return rows.map((r) => ({
    id: r.id,
    categoryGroupId: r.category_group_id,
    descriptionMatch: r.description_match,
  }));
}

export async function insertDeductFilter(
  db: Executor,
  profileId: number,
  categoryGroupId: number,
  descriptionMatch: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into deduct_filters (profile_id, category_group_id, description_match)
        values (${profileId}, ${categoryGroupId}, ${descriptionMatch}) returning id`,
  );
  return row!.id;
}

/** Changes a filter of the profile; false when the filter is not the profile's. */
export async function updateDeductFilter(
  db: Executor,
  profileId: number,
  filterId: number,
  categoryGroupId: number,
  descriptionMatch: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update deduct_filters set category_group_id = ${categoryGroupId}, description_match = ${descriptionMatch}
        where id = ${filterId} and profile_id = ${profileId} returning id`,
  );
  return rows.length > 0;
}

export async function deleteDeductFilter(
  db: Executor,
  profileId: number,
  filterId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from deduct_filters where id = ${filterId} and profile_id = ${profileId} returning id`,
  );
  return rows.length > 0;
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

// ---- helpers ----------------------------------------------------------------------------------------------

/** `(1, 2, 3)` with each id as an int parameter. */
export function inList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}
