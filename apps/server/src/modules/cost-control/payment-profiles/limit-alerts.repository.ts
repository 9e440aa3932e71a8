import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { monthStart } from '../../../db/sql.ts';
import type { LimitStep } from './limit-alert-rules.ts';

/** SQL of the limit alerts (issue 33 §3): the limited units near or past their limit, and the record of each send. */

export type LimitAlertCandidate = {
  subscription_id: number;
  phone_number: string;
  customer_id: number;
  account_id: number;
  sms_sender: string | null;
  limit_alert_percent: number;
  unit: string;
  name: string;
  limit_ore: number;
  used_ore: number;
  sent: LimitStep[];
};

/**
 * The members (with a person) of every profile with limit alerts on, per limited unit (a named group or a single
 * category group's rule), whose usage in `period` (YYYY-MM) has reached the profile's share of the unit's limit or
 * passed it and who have not yet been told every step: by subscription and unit.
 */
export async function listLimitAlertCandidates(db: Executor, period: string): Promise<LimitAlertCandidate[]> {
  return queryRows<LimitAlertCandidate>(
    db,
    sql`with units as (
          select r.profile_id, 'group:' || g.id as unit, g.name, g.limit_ore, r.category_group_id
          from payment_profile_groups g join payment_profile_rules r on r.group_id = g.id
          where g.limited
          union all
          select r.profile_id, 'category:' || r.category_group_id, cg.description, r.limit_ore, r.category_group_id
          from payment_profile_rules r join payment_category_groups cg on cg.id = r.category_group_id
          where r.group_id is null and r.limited),
        used as (
          select s.id as subscription_id, s.phone_number, a.customer_id, s.account_id, pp.sms_sender,
            pp.limit_alert_percent, u.unit, u.name, u.limit_ore, sum(um.amount_ore)::bigint as used_ore
          from payment_profiles pp
          join subscriptions s on s.payment_profile_id = pp.id and s.catalog_id is not null
          join accounts a on a.id = s.account_id
          join units u on u.profile_id = pp.id
          join usage_monthly um on um.subscription_id = s.id and um.period = ${monthStart(period)}
            and um.category_group_id = u.category_group_id
          where pp.send_limit_alerts
          group by s.id, a.customer_id, pp.id, u.unit, u.name, u.limit_ore)
        select used.*, array(select la.step from limit_alerts la where la.subscription_id = used.subscription_id
            and la.period = ${monthStart(period)} and la.unit = used.unit order by la.step) as sent
        from used
        where (used.used_ore * 100 >= used.limit_ore * used.limit_alert_percent and used.limit_ore > 0
            or used.used_ore > used.limit_ore)
          and (select count(*) from limit_alerts la where la.subscription_id = used.subscription_id
            and la.period = ${monthStart(period)} and la.unit = used.unit) < 2
        order by used.subscription_id, used.unit`,
  );
}

/** Records the steps sent unless another run already did; answers the steps this call recorded. */
export async function claimLimitAlert(
  tx: Executor,
  c: Pick<LimitAlertCandidate, 'subscription_id' | 'unit'>,
  period: string,
  steps: LimitStep[],
  now: Date,
): Promise<LimitStep[]> {
  const rows = await queryRows<{ step: LimitStep }>(
    tx,
    sql`insert into limit_alerts (subscription_id, period, unit, step, sent_at)
        select ${c.subscription_id}, ${monthStart(period)}, ${c.unit}, step, ${now}
        from unnest(${`{${steps.join(',')}}`}::text[]) as step
        on conflict do nothing returning step`,
  );
  return rows.map((r) => r.step);
}

export async function setLimitAlertOutboxId(
  tx: Executor,
  c: Pick<LimitAlertCandidate, 'subscription_id' | 'unit'>,
  period: string,
  steps: LimitStep[],
  outboxId: number,
): Promise<void> {
  await tx.execute(
    sql`update limit_alerts set outbox_id = ${outboxId}
        where subscription_id = ${c.subscription_id} and period = ${monthStart(period)} and unit = ${c.unit}
          and step = any(${`{${steps.join(',')}}`}::text[])`,
  );
}
