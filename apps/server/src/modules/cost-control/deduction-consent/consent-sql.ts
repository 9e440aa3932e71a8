import { type SQL, sql } from 'drizzle-orm';

/**
 * The payroll file's consent rules as SQL (docs/DEDUCTION-CONSENT.md "Holding deductions back"), for the export's
 * rows (`exports/export-rows.repository.ts`) and the user-deductions file. One rule for both kinds of deduction:
 * telecom deductions are under their month's payment profile's terms, equipment deductions (ledger rows) under
 * the terms of the policy they were booked under. Everything is found again from times that are never changed (versions and
 * acceptances are only added), so a month's answer is fixed once its cut-off has passed.
 *
 * - A month's consent is judged at its cut-off: the start of the 11th of the next month, Oslo time (the moment
 *   the month closes for equipment too, `equipmentMonthLastOpenDay`), or now while that has not come.
 * - A person has consented to an owner's deductions at a moment when they had accepted, by then, the version of
 *   its terms that was current then. No terms: no consent.
 * - A month's deductions are held when at its cut-off the current version holds deductions without consent and
 *   the person had not consented. They land in the month whose window (after the cut-off of the month before,
 *   up to its own cut-off) holds the person's first acceptance after the held month's cut-off.
 */

/** Whose terms a deduction is under: `deduction_terms.<column> = id`. */
export type TermsOwnerSql = { column: 'payment_profile_id' | 'policy_id'; id: SQL };

/** A telecom deduction: the terms of the month's payment profile. */
export function profileTerms(profileId: SQL): TermsOwnerSql {
  return { column: 'payment_profile_id', id: profileId };
}

/**
 * The equipment policy a ledger row is booked under: the person's membership at the booking
 * (`equipment_deductions.policy_id`), so a closed month keeps its policy when the person moves later.
 */
export function policyAtBooking(catalogId: SQL): SQL {
  return sql`(select m.policy_id from ce_policy_members m where m.catalog_id = ${catalogId})`;
}

/** An equipment deduction (a ledger row `e`): the terms of the policy it was booked under. No policy: no consent. */
export const ledgerTerms: TermsOwnerSql = { column: 'policy_id', id: sql`e.policy_id` };

/** `alias.<owner column> = owner id`, on a `deduction_terms` row. */
function ownedBy(owner: TermsOwnerSql, alias: string): SQL {
  return sql`${sql.raw(alias)}.${sql.raw(owner.column)} = ${owner.id}`;
}

/** The cut-off of the month starting on `monthStart` (a date). */
export function consentCutoff(monthStart: SQL): SQL {
  return sql`((${monthStart})::date + interval '1 month 10 days')::timestamp at time zone 'Europe/Oslo'`;
}

function currentTerms(owner: TermsOwnerSql, at: SQL, column: SQL): SQL {
  return sql`(select ${column} from deduction_terms t where ${ownedBy(owner, 't')}
    and t.created_at <= ${at} order by t.version desc limit 1)`;
}

/** The moment a month's consent is judged: its cut-off, or `asOf` (now) while that has not come. */
export function consentMoment(monthStart: string, asOf: Date | null): SQL {
  const now = asOf ? sql`${asOf}::timestamptz` : sql`now()`;
  return sql`least(${now}, ${consentCutoff(sql`${monthStart}::date`)})`;
}

/** The person had not consented to the owner's deductions at `at`. */
export function consentMissing(owner: TermsOwnerSql, catalogId: SQL, at: SQL): SQL {
  return sql`not exists (select 1 from deduction_term_acceptances a where a.catalog_id = ${catalogId}
    and a.accepted_at <= ${at} and a.terms_id = ${currentTerms(owner, at, sql`t.id`)})`;
}

/** The person's deductions under the owner's terms are held at `at`. */
export function deductionsHeld(owner: TermsOwnerSql, catalogId: SQL, at: SQL): SQL {
  return sql`(coalesce(${currentTerms(owner, at, sql`t.hold_without_consent`)}, false)
    and ${consentMissing(owner, catalogId, at)})`;
}

/**
 * The deductions of the earlier month starting on `heldPeriod` were held and land in the month starting on
 * `monthStart`, judged at `at` (that month's consent moment): the person's first acceptance of the owner's terms
 * after the held month's cut-off lies after the cut-off of the month before `monthStart` and by `at`.
 */
export function heldLandsIn(
  owner: TermsOwnerSql,
  catalogId: SQL,
  heldPeriod: SQL,
  monthStart: string,
  at: SQL,
): SQL {
  const heldCutoff = consentCutoff(heldPeriod);
  const windowStart = consentCutoff(sql`${monthStart}::date - interval '1 month'`);
  const firstAcceptance = sql`(select min(a.accepted_at) from deduction_term_acceptances a
      join deduction_terms t on t.id = a.terms_id
    where ${ownedBy(owner, 't')} and a.catalog_id = ${catalogId} and a.accepted_at > ${heldCutoff})`;
  return sql`(${heldPeriod} < ${monthStart}::date
    and exists (select 1 from deduction_terms h where ${ownedBy(owner, 'h')} and h.hold_without_consent)
    and ${deductionsHeld(owner, catalogId, heldCutoff)}
    and ${firstAcceptance} > ${windowStart} and ${firstAcceptance} <= ${at})`;
}

/**
 * The joins a payroll row needs (after `s` and its month's costs `c`): `consent.missing` and `consent.held` for
 * the row's own month (`profileId` the month's profile), and `released.deducted_ore` /
 * `released.content_deducted_ore`, the held deductions of earlier months of the subscription that land in this one.
 * Written for a whole file in one statement: each profile's current terms are found once (`terms`), not once per
 * row, and the earlier months are read only where a profile ever held deductions, summed per subscription; read
 * per row, the two made a 49 000-row file's statement several times a plain read of its rows (issue 31 §3).
 */
export function consentJoins(profileId: SQL, monthStart: string, asOf: Date | null): SQL {
  const at = consentMoment(monthStart, asOf);
  return sql`left join (select distinct on (t.payment_profile_id) t.payment_profile_id, t.id, t.hold_without_consent
        from deduction_terms t where t.payment_profile_id is not null and t.created_at <= ${at}
        order by t.payment_profile_id, t.version desc) terms on terms.payment_profile_id = ${profileId}
    cross join lateral (select not exists (select 1 from deduction_term_acceptances a
        where a.catalog_id = s.catalog_id and a.accepted_at <= ${at} and a.terms_id = terms.id) as missing) accepted
    cross join lateral (select accepted.missing,
        coalesce(terms.hold_without_consent, false) and accepted.missing as held) consent
    left join (select e.subscription_id, sum(e.deducted_ore) as deducted_ore,
        sum(e.content_deducted_ore) as content_deducted_ore
      from subscription_month_costs e join subscriptions es on es.id = e.subscription_id
      where e.payment_profile_id in (select h.payment_profile_id from deduction_terms h where h.hold_without_consent)
        and ${heldLandsIn(profileTerms(sql`e.payment_profile_id`), sql`es.catalog_id`, sql`e.period`, monthStart, at)}
      group by e.subscription_id) held_earlier on held_earlier.subscription_id = s.id
    cross join lateral (select coalesce(held_earlier.deducted_ore, 0)::bigint as deducted_ore,
        coalesce(held_earlier.content_deducted_ore, 0)::bigint as content_deducted_ore) released`;
}
