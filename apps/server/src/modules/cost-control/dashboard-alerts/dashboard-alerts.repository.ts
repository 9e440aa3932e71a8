import {
  DEFAULT_DASHBOARD_ALERT_SETTINGS as D,
  DASHBOARD_ALERT_LIMITS,
  type DashboardAlertKind,
  type DashboardAlertSettingsValues,
  type Language,
} from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { activeOnOrAfter } from '../../../db/subscription-end.ts';
import {
  type DigestCase,
  isFarAboveUsual,
  isUnallocatedTooLong,
  USAGE_ALERT_GROUPS,
  USUAL_MONTHS_WINDOW,
  usualMonth,
} from './alert-rules.ts';

/** SQL of the dashboard alerts (issue 33 §3): the cases that stand out, their settings and the digest's claims. */

/** One case: what a digest line shows (alert-rules.ts), and the ids the dashboard links by. */
export type DashboardAlertRow = DigestCase & { discoveredDeviceId: number | null; catalogId: number | null };

/** How many cases of each kind are listed at most, largest first (the dashboard and one digest alike). */
export const ALERTS_PER_KIND = 50;

type Row = {
  kind: DashboardAlertKind;
  subscription_id: number | null;
  discovered_device_id: number | null;
  catalog_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  category_group_key: string | null;
  description: string | null;
  imei: string | null;
  amount: number | null;
  usual: number | null;
  seen_on: string | null;
};

/** The customer's settings of the account `accountId` (an SQL column), with the defaults where none are saved. */
const settingsOf = (
  accountId: SQL,
) => sql`(select coalesce(st.usual_factor_percent, ${D.usualFactorPercent}) as factor,
    coalesce(st.min_increase_ore, ${D.minIncreaseOre}) as min_increase,
    coalesce(st.unallocated_days, ${D.unallocatedDays}) as days
  from accounts sa left join dashboard_alert_settings st on st.customer_id = sa.customer_id
  where sa.id = ${accountId})`;

const none = sql`null::int as discovered_device_id, null::text as description, null::text as imei, null::date as seen_on`;

const toCase = (r: Row): DashboardAlertRow => ({
  kind: r.kind,
  subscriptionId: r.subscription_id,
  discoveredDeviceId: r.discovered_device_id,
  catalogId: r.catalog_id,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  categoryGroupKey: r.category_group_key,
  description: r.description,
  imei: r.imei,
  amountOre: r.amount,
  usualOre: r.usual,
  seenOn: r.seen_on,
});

/**
 * Roaming or data far above the usual (isFarAboveUsual): the month's amount per subscription and group with the
 * previous months' amounts (oldest first; a month with usage but none of this group as 0) and the customer's
 * thresholds. The only bound in SQL: the usual is never below 0, so a month under the minimum increase never stands
 * out. Judged here, largest increase first, then limited.
 */
async function usageAboveUsual(db: Executor, accounts: SQL, month: string): Promise<DashboardAlertRow[]> {
  const rows = await queryRows<Row & { previous: (number | string)[]; factor: number; min_increase: number }>(
    db,
    sql`select 'usageAboveUsual' as kind, s.id as subscription_id, ${none}, s.catalog_id,
        pe.first_name, pe.last_name, s.phone_number, g.key as category_group_key,
        u.amount_ore as amount, null::bigint as usual, h.previous, st.factor, st.min_increase
      from usage_monthly u
      join payment_category_groups g on g.id = u.category_group_id and g.key in (${sql.join(
        USAGE_ALERT_GROUPS.map((k) => sql`${k}`),
        sql`, `,
      )})
      join subscriptions s on s.id = u.subscription_id
      left join people pe on pe.catalog_id = s.catalog_id
      cross join lateral ${settingsOf(sql`s.account_id`)} st
      cross join lateral (
        select coalesce(array_agg(coalesce(c.amount_ore, 0) order by m.period), '{}') as previous
        from (select distinct a.period from usage_monthly a where a.subscription_id = u.subscription_id
            and a.period >= (${month}::date - ${`${USUAL_MONTHS_WINDOW} months`}::interval)::date and a.period < ${month}::date) m
        left join usage_monthly c on c.subscription_id = u.subscription_id
          and c.category_group_id = u.category_group_id and c.period = m.period
      ) h
      where u.period = ${month}::date and s.account_id in ${accounts} and u.amount_ore >= st.min_increase`,
  );
  return rows
    .map((r) => ({ r, previous: r.previous.map(Number) }))
    .filter(({ r, previous }) =>
      isFarAboveUsual(r.amount ?? 0, previous, {
        usualFactorPercent: r.factor,
        minIncreaseOre: r.min_increase,
      }),
    )
    .map(({ r, previous }) => toCase({ ...r, usual: Math.round(usualMonth(previous)) }))
    .sort(
      (a, b) =>
        (b.amountOre ?? 0) - (b.usualOre ?? 0) - ((a.amountOre ?? 0) - (a.usualOre ?? 0)) ||
        (a.subscriptionId ?? 0) - (b.subscriptionId ?? 0) ||
        (a.categoryGroupKey ?? '').localeCompare(b.categoryGroupKey ?? ''),
    )
    .slice(0, ALERTS_PER_KIND);
}

/**
 * Discovered devices unallocated too long (isUnallocatedTooLong) with the customer's number of days. The bound in
 * SQL: no setting is below DASHBOARD_ALERT_LIMITS' minimum, so a device seen later never stands out. Judged here,
 * the oldest first, then limited.
 */
async function unallocatedDevices(db: Executor, accounts: SQL, today: string): Promise<DashboardAlertRow[]> {
  const rows = await queryRows<Row & { days: number }>(
    db,
    sql`select 'unallocatedDevice' as kind, d.subscription_id, d.id as discovered_device_id,
        d.description, d.imei, d.seen_on, d.catalog_id, pe.first_name, pe.last_name, d.phone_number,
        null::text as category_group_key, null::bigint as amount, null::bigint as usual, st.days
      from discovered_devices d
      left join people pe on pe.catalog_id = d.catalog_id
      cross join lateral ${settingsOf(sql`d.account_id`)} st
      where d.source = 'network' and d.allocated_device_id is null and d.dismissed_at is null
        and d.seen_on <= ${today}::date - ${DASHBOARD_ALERT_LIMITS.unallocatedDays.min}::int and d.account_id in ${accounts}
      order by d.seen_on, d.id`,
  );
  return rows
    .filter((r) => r.seen_on !== null && isUnallocatedTooLong(r.seen_on, today, r.days))
    .slice(0, ALERTS_PER_KIND)
    .map(toCase);
}

/**
 * The cases in the accounts `accounts` (a subquery of account ids the caller may see), as of `today` (YYYY-MM-DD,
 * Oslo): `cost` the three cost cases, `equipment` the devices case; at most ALERTS_PER_KIND of each kind.
 */
export async function listAlerts(
  db: Executor,
  accounts: SQL,
  today: string,
  kinds: { cost: boolean; equipment: boolean },
): Promise<DashboardAlertRow[]> {
  const month = `${today.slice(0, 7)}-01`;
  const cases: DashboardAlertRow[] = [];
  if (kinds.cost) {
    cases.push(...(await usageAboveUsual(db, accounts, month)));
    const rows = await queryRows<Row>(
      db,
      sql`(select 'contentOverThreshold' as kind, s.id as subscription_id, ${none}, s.catalog_id,
        pe.first_name, pe.last_name, s.phone_number, null::text as category_group_key,
        sum(c.content_over_threshold_ore)::bigint as amount, null::bigint as usual
      from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
      left join people pe on pe.catalog_id = s.catalog_id
      where c.period between date_trunc('year', ${month}::date)::date and ${month}::date
        and s.account_id in ${accounts}
      group by s.id, pe.catalog_id
      having sum(c.content_over_threshold_ore) > 0
      order by amount desc, s.id
      limit ${ALERTS_PER_KIND})
    union all
      (select 'subscriptionWithoutPerson' as kind, s.id as subscription_id, ${none}, null::int as catalog_id,
        null::text as first_name, null::text as last_name, s.phone_number, null::text as category_group_key,
        sum(c.total_ore)::bigint as amount, null::bigint as usual
      from subscriptions s join subscription_month_costs c on c.subscription_id = s.id
        and c.period between (${month}::date - interval '1 month')::date and ${month}::date
      where s.catalog_id is null and s.account_id in ${accounts}
        and ${activeOnOrAfter(sql`s`, sql`${today}::date`)}
      group by s.id
      having sum(c.total_ore) > 0
      order by amount desc, s.id
      limit ${ALERTS_PER_KIND})`,
    );
    cases.push(...rows.map(toCase));
  }
  if (kinds.equipment) cases.push(...(await unallocatedDevices(db, accounts, today)));
  return cases;
}

export type AlertSettingsRow = DashboardAlertSettingsValues & { customerId: number; version: number };

/** The customer's settings, the defaults (version 0) when none are saved. */
export async function readSettings(db: Executor, customerId: number): Promise<AlertSettingsRow> {
  const [row] = await queryRows<AlertSettingsRow>(
    db,
    sql`select customer_id as "customerId", usual_factor_percent as "usualFactorPercent",
        min_increase_ore as "minIncreaseOre", unallocated_days as "unallocatedDays", send_digest as "sendDigest", version
      from dashboard_alert_settings where customer_id = ${customerId}`,
  );
  return row ?? { customerId, version: 0, ...D };
}

/**
 * Saves the settings when `version` is still the saved one (0: none saved yet); answers false when another save
 * came first.
 */
export async function writeSettings(
  db: Executor,
  customerId: number,
  v: DashboardAlertSettingsValues,
  version: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`insert into dashboard_alert_settings as t (customer_id, usual_factor_percent, min_increase_ore,
          unallocated_days, send_digest, version, updated_at, updated_by)
        select ${customerId}, ${v.usualFactorPercent}, ${v.minIncreaseOre}, ${v.unallocatedDays}, ${v.sendDigest}, 1,
          ${at}, ${by}
        where ${version} = 0
      on conflict (customer_id) do nothing
      returning 1 as ok`,
  );
  if (version === 0) return rows.length > 0;
  const updated = await queryRows<{ ok: number }>(
    db,
    sql`update dashboard_alert_settings set usual_factor_percent = ${v.usualFactorPercent},
          min_increase_ore = ${v.minIncreaseOre}, unallocated_days = ${v.unallocatedDays}, send_digest = ${v.sendDigest},
          version = version + 1, updated_at = ${at}, updated_by = ${by}
        where customer_id = ${customerId} and version = ${version}
        returning 1 as ok`,
  );
  return updated.length > 0;
}

export async function rememberLanguage(db: Executor, catalogId: number, language: Language): Promise<void> {
  await db.execute(
    sql`insert into dashboard_alert_languages (catalog_id, language) values (${catalogId}, ${language})
      on conflict (catalog_id) do update set language = excluded.language`,
  );
}

/** Who gets a digest: the cost-control and equipment administrators of customers that send it, not provider staff. */
export type DigestRecipient = {
  catalogId: number;
  customerId: number;
  email: string;
  language: Language;
  costControl: boolean;
  equipment: boolean;
};

export async function listDigestRecipients(db: Executor, today: string): Promise<DigestRecipient[]> {
  return queryRows<DigestRecipient>(
    db,
    sql`select p.catalog_id as "catalogId", p.customer_id as "customerId", p.email,
        coalesce(l.language, 'no') as language,
        bool_or(r.role = 'CostControl') as "costControl", bool_or(r.role = 'ConnectEquipmentOverview') as equipment
      from people p
      join customers c on c.id = p.customer_id and not c.is_provider
      join person_roles r on r.catalog_id = p.catalog_id and r.role in ('CostControl', 'ConnectEquipmentOverview')
      left join dashboard_alert_settings st on st.customer_id = p.customer_id
      left join dashboard_alert_languages l on l.catalog_id = p.catalog_id
      where p.email is not null and coalesce(st.send_digest, ${D.sendDigest})
        and (p.leaving_date is null or p.leaving_date >= ${today}::date)
        and not exists (select 1 from scim_users su where su.catalog_id = p.catalog_id and not su.active)
        and not exists (select 1 from dashboard_alert_digests g where g.catalog_id = p.catalog_id and g.day = ${today}::date)
      group by p.catalog_id, l.language
      order by p.catalog_id`,
  );
}

/** Claims the day's digest of one administrator; false when it was claimed already (a rerun, another process). */
export async function claimDigest(
  tx: Executor,
  catalogId: number,
  day: string,
  cases: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    tx,
    sql`insert into dashboard_alert_digests (catalog_id, day, cases, sent_at) values (${catalogId}, ${day}::date, ${cases}, ${at})
      on conflict do nothing returning 1 as ok`,
  );
  return rows.length > 0;
}

export async function setDigestOutboxId(
  tx: Executor,
  catalogId: number,
  day: string,
  outboxId: number,
): Promise<void> {
  await tx.execute(
    sql`update dashboard_alert_digests set outbox_id = ${outboxId} where catalog_id = ${catalogId} and day = ${day}::date`,
  );
}
