import { type SQL, sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { subscriptionEndedOn } from '../../../db/subscription-end.ts';

/**
 * Leaving (issue 33 §1, docs/LEAVING.md): the people with a leaving date, what of theirs is still open, and the
 * figures of their last payroll month, read from the subscriptions, the devices, the cost engine's stored months
 * (`subscription_month_costs`) and the equipment ledger (`equipment_deductions`). Every read is scoped by the
 * caller's visible accounts (or an account scope inside them).
 */

/**
 * The person has a subscription, a device (or returned one: a return takes the device off them, so only the return
 * names them, and the offboarding still shows it) or a policy membership on one of `accounts`.
 */
function personOnAccounts(catalogId: SQL, accounts: SQL): SQL {
  return sql`(exists (select 1 from subscriptions ls where ls.catalog_id = ${catalogId} and ls.account_id in ${accounts})
    or exists (select 1 from devices ld where ld.catalog_id = ${catalogId} and ld.account_id in ${accounts})
    or exists (select 1 from devices lr where lr.returned_previous_catalog_id = ${catalogId}
      and lr.account_id in ${accounts})
    or exists (select 1 from ce_policy_members lm join ce_policies lp on lp.id = lm.policy_id
      where lm.catalog_id = ${catalogId} and lp.account_id in ${accounts}))`;
}

/** A subscription of the person still open: theirs and not ended (no one decided it yet). */
function openSubscriptions(catalogId: SQL, accounts: SQL): SQL {
  return sql`(select count(*) from subscriptions os where os.catalog_id = ${catalogId} and os.account_id in ${accounts}
    and ${subscriptionEndedOn(sql`os`)} is null)::int`;
}

/** A device of the person still open: with them, neither returned (that takes it off them) nor bought out. */
function openDevices(catalogId: SQL, accounts: SQL): SQL {
  return sql`(select count(*) from devices od where od.catalog_id = ${catalogId} and od.account_id in ${accounts}
    and od.purchased_at is null and od.active)::int`;
}

export type LeaverPerson = {
  catalogId: number;
  firstName: string;
  lastName: string;
  employeeNumber: string | null;
  leavingDate: string | null;
};

/** The person, when they have something on the caller's visible accounts; `forUpdate` locks their row. */
export async function findVisiblePerson(
  db: Executor,
  p: Principal,
  catalogId: number,
  forUpdate = false,
): Promise<LeaverPerson | null> {
  const [row] = await queryRows<LeaverPerson>(
    db,
    sql`select pe.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName",
          pe.employee_number as "employeeNumber", pe.leaving_date::text as "leavingDate"
        from people pe
        where pe.catalog_id = ${catalogId} and ${personOnAccounts(sql`pe.catalog_id`, visibleAccountIds(p))}
        ${forUpdate ? sql`for update of pe` : sql``}`,
  );
  return row ?? null;
}

export async function updateLeavingDate(db: Executor, catalogId: number, leavingDate: string | null) {
  await db.execute(
    sql`update people set leaving_date = ${leavingDate}::date where catalog_id = ${catalogId}`,
  );
}

export type LeaverRow = LeaverPerson & {
  leavingDate: string;
  openSubscriptionCount: number;
  openDeviceCount: number;
};

/** The people of `accounts` leaving on or after `from`, soonest first, with what of theirs is still open there. */
export async function listLeavers(db: Executor, accounts: SQL, from: string): Promise<LeaverRow[]> {
  return queryRows<LeaverRow>(
    db,
    sql`select pe.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName",
          pe.employee_number as "employeeNumber", pe.leaving_date::text as "leavingDate",
          ${openSubscriptions(sql`pe.catalog_id`, accounts)} as "openSubscriptionCount",
          ${openDevices(sql`pe.catalog_id`, accounts)} as "openDeviceCount"
        from people pe
        where pe.leaving_date >= ${from}::date and ${personOnAccounts(sql`pe.catalog_id`, accounts)}
        order by pe.leaving_date, lower(pe.last_name), lower(pe.first_name), pe.catalog_id`,
  );
}

export type LeaverSubscriptionRow = {
  id: number;
  accountId: number;
  phoneNumber: string;
  product: string;
  paymentProfileName: string | null;
  version: number;
  /** When it ends (its own end, its billing group's or its account's); null: still open. */
  endedOn: string | null;
};

/** The person's subscriptions on the caller's visible accounts. */
export async function personSubscriptions(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<LeaverSubscriptionRow[]> {
  return queryRows<LeaverSubscriptionRow>(
    db,
    sql`select s.id, s.account_id as "accountId", s.phone_number as "phoneNumber", s.product,
          pp.description as "paymentProfileName", s.version, (${subscriptionEndedOn(sql`s`)})::text as "endedOn"
        from subscriptions s left join payment_profiles pp on pp.id = s.payment_profile_id
        where s.catalog_id = ${catalogId} and s.account_id in ${visibleAccountIds(p)}
        order by s.phone_number, s.id`,
  );
}

export type LeaverDeviceRow = {
  id: number;
  accountId: number;
  classId: number;
  description: string;
  returnedAt: string | null;
  purchasedAt: string | null;
  purchasedCostPrice: number | null;
  version: number;
};

/**
 * The person's devices on the caller's visible accounts: those still with them (open or bought out) and those they
 * returned from `returnedSince` on (a return takes the device off them, so only its event names them).
 */
export async function personDevices(
  db: Executor,
  p: Principal,
  catalogId: number,
  returnedSince: string,
): Promise<LeaverDeviceRow[]> {
  return queryRows<LeaverDeviceRow>(
    db,
    sql`select d.id, d.account_id as "accountId", d.class_id::int as "classId", d.description,
          d.returned_at::text as "returnedAt", d.purchased_at::text as "purchasedAt",
          d.purchased_cost_price as "purchasedCostPrice", d.version
        from devices d
        where d.account_id in ${visibleAccountIds(p)} and d.active
          and (d.catalog_id = ${catalogId}
            or (d.catalog_id is null and d.returned_previous_catalog_id = ${catalogId}
              and d.returned_at >= ${returnedSince}::date))
        order by d.class_id, d.description, d.id`,
  );
}

export type PayrollMonthFigures = {
  deductedOre: number;
  contentDeductedOre: number;
  contentOverThresholdOre: number;
  equipmentDeductedOre: number;
  buyOutBenefitOre: number;
};

/**
 * What the payroll file of `month` (its first day) carries for the person on the caller's visible accounts, as it
 * stands: the cost engine's stored figures of their subscriptions' month and the equipment ledger's rows booked in
 * the month (before any hold for missing consent; docs/LEAVING.md).
 */
export async function payrollMonthFigures(
  db: Executor,
  p: Principal,
  catalogId: number,
  month: string,
): Promise<PayrollMonthFigures> {
  const accounts = visibleAccountIds(p);
  const [row] = await queryRows<PayrollMonthFigures>(
    db,
    sql`select
          coalesce((select sum(c.deducted_ore) from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
            where s.catalog_id = ${catalogId} and s.account_id in ${accounts} and c.period = ${month}::date), 0)::int
            as "deductedOre",
          coalesce((select sum(c.content_deducted_ore) from subscription_month_costs c
            join subscriptions s on s.id = c.subscription_id
            where s.catalog_id = ${catalogId} and s.account_id in ${accounts} and c.period = ${month}::date), 0)::int
            as "contentDeductedOre",
          coalesce((select sum(c.content_over_threshold_ore) from subscription_month_costs c
            join subscriptions s on s.id = c.subscription_id
            where s.catalog_id = ${catalogId} and s.account_id in ${accounts} and c.period = ${month}::date), 0)::int
            as "contentOverThresholdOre",
          coalesce((select sum(e.amount) from equipment_deductions e
            where e.catalog_id = ${catalogId} and e.account_id in ${accounts} and e.period = ${month}::date), 0)::int
            as "equipmentDeductedOre",
          coalesce((select sum(e.taxable_benefit) from equipment_deductions e
            where e.catalog_id = ${catalogId} and e.account_id in ${accounts} and e.period = ${month}::date), 0)::int
            as "buyOutBenefitOre"`,
  );
  return row!;
}

export type LockedSubscription = { id: number; accountId: number; version: number; customerId: number };

/** The person's subscription on the caller's visible accounts, locked for a decision; null when out of reach. */
export async function lockPersonSubscription(
  db: Executor,
  p: Principal,
  catalogId: number,
  subscriptionId: number,
): Promise<LockedSubscription | null> {
  const [row] = await queryRows<LockedSubscription>(
    db,
    sql`select s.id, s.account_id as "accountId", s.version, a.customer_id as "customerId"
        from subscriptions s join accounts a on a.id = s.account_id
        where s.id = ${subscriptionId} and s.catalog_id = ${catalogId} and s.account_id in ${visibleAccountIds(p)}
        for update of s`,
  );
  return row ?? null;
}

/** The person is one of the customer's, and has not left before `today`. */
export async function isCustomerPersonStaying(
  db: Executor,
  customerId: number,
  catalogId: number,
  today: string,
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from people where catalog_id = ${catalogId} and customer_id = ${customerId}
          and (leaving_date is null or leaving_date >= ${today}::date)`,
  );
  return rows.length > 0;
}

/** A decision's write on a subscription: another person (or none), or its last day; the version moves on. */
export async function updateSubscriptionForLeaving(
  db: Executor,
  subscriptionId: number,
  change: { catalogId: number | null } | { endedOn: string },
): Promise<void> {
  const set =
    'endedOn' in change ? sql`ended_on = ${change.endedOn}::date` : sql`catalog_id = ${change.catalogId}`;
  await db.execute(sql`update subscriptions set ${set}, version = version + 1 where id = ${subscriptionId}`);
}

/** The equipment policy the person is a member of, with its account; null for none. */
export async function policyMembershipOf(
  db: Executor,
  catalogId: number,
): Promise<{ policyId: number; accountId: number } | null> {
  const [row] = await queryRows<{ policyId: number; accountId: number }>(
    db,
    sql`select m.policy_id as "policyId", po.account_id as "accountId"
        from ce_policy_members m join ce_policies po on po.id = m.policy_id where m.catalog_id = ${catalogId}`,
  );
  return row ?? null;
}
