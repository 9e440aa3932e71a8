import { type SQL, sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains, inList } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';
import type { StoredTiers } from './policy-tiers.ts';

/**
 * SQL of equipment policies, their category rules, repair settings and the account's standard buy-out values.
 * Every statement names the account and checks it against the caller's visible accounts, so another customer's
 * policy answers exactly like a missing one.
 */

export type PolicyRow = {
  id: number;
  accountId: number;
  name: string;
  grantFullCreditOnStart: boolean;
  allowUsedDevicePurchase: boolean;
  repairActive: boolean;
  repairPartnerEmail: string | null;
  version: number;
  createdAt: Date;
  memberCount: number;
};

export type CategoryDetailRow = StoredTiers & {
  policyId: number;
  categoryId: number;
  active: boolean;
  covers: number;
  timePeriod: number;
  fullCoverage: number;
  environmentalBonus: number;
  envBonusTimePeriod: number;
};

export const POLICY_SORTS = ['Name_ASC', 'Name_DESC', 'Created_ASC', 'Created_DESC'] as const;
export type PolicySort = (typeof POLICY_SORTS)[number];

const ORDER: Record<PolicySort, SQL> = {
  Name_ASC: sql`lower(p.name) asc, p.id asc`,
  Name_DESC: sql`lower(p.name) desc, p.id desc`,
  Created_ASC: sql`p.created_at asc, p.id asc`,
  Created_DESC: sql`p.created_at desc, p.id desc`,
};

const POLICY_COLUMNS = sql`p.id, p.account_id as "accountId", p.name,
  p.grant_full_credit_on_start as "grantFullCreditOnStart", p.allow_used_device_purchase as "allowUsedDevicePurchase",
  p.repair_active as "repairActive", p.repair_partner_email as "repairPartnerEmail", p.version,
  p.created_at as "createdAt",
  (select count(*)::int from ce_policy_members m where m.policy_id = p.id) as "memberCount"`;

/**
 * The policies of one account by the chosen sort. With `baseCategoryMatchPolicyId`, only the other policies that
 * have every category active that the base policy has active: the ones a member can move to with their credit.
 */
export async function listPolicies(
  db: Executor,
  p: Principal,
  q: {
    accountId: number;
    name: string;
    limit: number;
    offset: number;
    sort: PolicySort;
    baseCategoryMatchPolicyId: number | null;
  },
): Promise<PolicyRow[]> {
  const base = q.baseCategoryMatchPolicyId;
  return queryRows<PolicyRow>(
    db,
    sql`select ${POLICY_COLUMNS} from ce_policies p
        where p.account_id = ${q.accountId} and p.account_id in ${visibleAccountIds(p)}
          and (${q.name}::text = '' or p.name ilike ${contains(q.name)})
          ${
            base === null
              ? sql``
              : sql`and p.id <> ${base} and not exists (
                  select 1 from ce_policy_category_details b where b.policy_id = ${base} and b.active
                    and not exists (select 1 from ce_policy_category_details o
                      where o.policy_id = p.id and o.category_id = b.category_id and o.active))`
          }
        order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
  );
}

/** One policy of a visible account; NOT_FOUND when missing or not the caller's. `accountId` null: any visible. */
export async function requirePolicy(
  db: Executor,
  p: Principal,
  accountId: number | null,
  policyId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<PolicyRow> {
  const [row] = await queryRows<PolicyRow>(
    db,
    sql`select ${POLICY_COLUMNS} from ce_policies p
        where p.id = ${policyId} and p.account_id in ${visibleAccountIds(p)}
          ${accountId === null ? sql`` : sql`and p.account_id = ${accountId}`}
        ${opts.forUpdate ? sql`for update of p` : sql``}`,
  );
  if (!row) throw AppError.notFound('Policy');
  return row;
}

/**
 * Locks policy rows in id order (so two callers locking the same two cannot deadlock), for writes to their members
 * that must not interleave with an import of the policy. Only a lock: the callers have checked access already.
 */
export async function lockPolicies(db: Executor, policyIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(policyIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (ids.length)
    await db.execute(sql`select id from ce_policies where id in ${inList(ids)} order by id for update`);
}

export async function insertPolicy(db: Executor, accountId: number, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ce_policies (account_id, name) values (${accountId}, ${name}) returning id`,
  );
  return row!.id;
}

export async function updatePolicyRow(
  db: Executor,
  policyId: number,
  v: {
    name: string;
    grantFullCreditOnStart: boolean;
    allowUsedDevicePurchase: boolean;
    repairActive: boolean;
    repairPartnerEmail: string | null;
  },
): Promise<void> {
  await db.execute(
    sql`update ce_policies set name = ${v.name}, grant_full_credit_on_start = ${v.grantFullCreditOnStart},
          allow_used_device_purchase = ${v.allowUsedDevicePurchase}, repair_active = ${v.repairActive},
          repair_partner_email = ${v.repairPartnerEmail}, version = version + 1
        where id = ${policyId}`,
  );
}

export async function bumpPolicyVersion(db: Executor, policyId: number): Promise<void> {
  await db.execute(sql`update ce_policies set version = version + 1 where id = ${policyId}`);
}

/** Deletes the policy; its members are released first (they keep their devices, history and credit state). */
export async function deletePolicy(db: Executor, policyId: number): Promise<void> {
  await db.execute(sql`delete from ce_policy_members where policy_id = ${policyId}`);
  await db.execute(sql`delete from ce_policies where id = ${policyId}`);
}

const DETAIL_COLUMNS = sql`d.policy_id as "policyId", d.category_id as "categoryId", d.active, d.covers,
  d.time_period as "timePeriod", d.full_coverage as "fullCoverage", d.environmental_bonus as "environmentalBonus",
  d.env_bonus_time_period as "envBonusTimePeriod", d.buy_out_mode as "buyOutMode",
  d.buy_out_t12_type as "buyOutT12Type", d.buy_out_t12 as "buyOutT12",
  d.buy_out12_t24_type as "buyOut12T24Type", d.buy_out12_t24 as "buyOut12T24",
  d.buy_out24_t36_type as "buyOut24T36Type", d.buy_out24_t36 as "buyOut24T36",
  d.buy_out36_p_type as "buyOut36PType", d.buy_out36_p as "buyOut36P"`;

/** The stored category rules of the policies (categories never saved have no row). */
export async function listCategoryDetails(
  db: Executor,
  policyIds: readonly number[],
): Promise<CategoryDetailRow[]> {
  if (policyIds.length === 0) return [];
  return queryRows<CategoryDetailRow>(
    db,
    sql`select ${DETAIL_COLUMNS} from ce_policy_category_details d
        where d.policy_id in ${inList(policyIds)}
        order by d.policy_id, d.category_id`,
  );
}

export async function upsertCategoryDetail(db: Executor, d: CategoryDetailRow): Promise<void> {
  await db.execute(
    sql`insert into ce_policy_category_details (policy_id, category_id, active, covers, time_period,
          full_coverage, environmental_bonus, env_bonus_time_period, buy_out_mode, buy_out_t12_type, buy_out_t12,
          buy_out12_t24_type, buy_out12_t24, buy_out24_t36_type, buy_out24_t36, buy_out36_p_type, buy_out36_p)
        values (${d.policyId}, ${d.categoryId}, ${d.active}, ${d.covers}, ${d.timePeriod}, ${d.fullCoverage},
          ${d.environmentalBonus}, ${d.envBonusTimePeriod}, ${d.buyOutMode}, ${d.buyOutT12Type}, ${d.buyOutT12},
          ${d.buyOut12T24Type}, ${d.buyOut12T24}, ${d.buyOut24T36Type}, ${d.buyOut24T36}, ${d.buyOut36PType},
          ${d.buyOut36P})
        on conflict (policy_id, category_id) do update set active = excluded.active, covers = excluded.covers,
          time_period = excluded.time_period, full_coverage = excluded.full_coverage,
          environmental_bonus = excluded.environmental_bonus, env_bonus_time_period = excluded.env_bonus_time_period,
          buy_out_mode = excluded.buy_out_mode, buy_out_t12_type = excluded.buy_out_t12_type,
          buy_out_t12 = excluded.buy_out_t12, buy_out12_t24_type = excluded.buy_out12_t24_type,
          buy_out12_t24 = excluded.buy_out12_t24, buy_out24_t36_type = excluded.buy_out24_t36_type,
          buy_out24_t36 = excluded.buy_out24_t36, buy_out36_p_type = excluded.buy_out36_p_type,
          buy_out36_p = excluded.buy_out36_p`,
  );
}

/** The account's stored standard buy-out values, or null when it has set none. */
export async function defaultBuyOutValues(db: Executor, accountId: number): Promise<StoredTiers | null> {
  const [row] = await queryRows<StoredTiers>(
    db,
    sql`select d.buy_out_mode as "buyOutMode", d.buy_out_t12_type as "buyOutT12Type", d.buy_out_t12 as "buyOutT12",
          d.buy_out12_t24_type as "buyOut12T24Type", d.buy_out12_t24 as "buyOut12T24",
          d.buy_out24_t36_type as "buyOut24T36Type", d.buy_out24_t36 as "buyOut24T36",
          d.buy_out36_p_type as "buyOut36PType", d.buy_out36_p as "buyOut36P"
        from ce_default_buy_out_values d where d.account_id = ${accountId}`,
  );
  return row ?? null;
}
