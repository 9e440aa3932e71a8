import { type SQL, sql } from 'drizzle-orm';

/**
 * The payroll file's consent rules as SQL (docs/DEDUCTION-CONSENT.md "Which month a held deduction lands in"), for
 * the export's rows (`exports/export-rows.repository.ts`). Everything is found again from times that are never
 * changed (versions and acceptances are only added), so a month's answer is fixed once its cut-off has passed.
 *
 * - A month's consent is judged at its cut-off: the start of the 11th of the next month, Oslo time (the moment
 *   the month closes for equipment too, `equipmentMonthLastOpenDay`), or now while that has not come.
 * - A person has consented to a profile's deductions at a moment when they had accepted, by then, the version of
 *   its terms that was current then. No terms: no consent.
 * - A month's deductions are held when at its cut-off the current version holds deductions without consent and
 *   the person had not consented. They land in the month whose window (after the cut-off of the month before,
 *   up to its own cut-off) holds the person's first acceptance after the held month's cut-off.
 */

/** The cut-off of the month starting on `monthStart` (a date). */
export function consentCutoff(monthStart: SQL): SQL {
  return sql`((${monthStart})::date + interval '1 month 10 days')::timestamp at time zone 'Europe/Oslo'`;
}

function currentTerms(profileId: SQL, at: SQL, column: SQL): SQL {
  return sql`(select ${column} from deduction_terms t where t.payment_profile_id = ${profileId}
    and t.created_at <= ${at} order by t.version desc limit 1)`;
}

/** The moment a month's consent is judged: its cut-off, or `asOf` (now) while that has not come. */
export function consentMoment(monthStart: string, asOf: Date | null): SQL {
  const now = asOf ? sql`${asOf}::timestamptz` : sql`now()`;
  return sql`least(${now}, ${consentCutoff(sql`${monthStart}::date`)})`;
}

/**
 * The person had not consented at `at` to the terms of their equipment policy (its membership as it is now: the
 * equipment ledger keeps no policy). No policy or no terms: no consent.
 */
export function policyConsentMissing(catalogId: SQL, at: SQL): SQL {
  return sql`not exists (select 1 from ce_policy_members m join deduction_term_acceptances a
      on a.catalog_id = m.catalog_id and a.accepted_at <= ${at}
    where m.catalog_id = ${catalogId} and a.terms_id = (select t.id from deduction_terms t
      where t.policy_id = m.policy_id and t.created_at <= ${at} order by t.version desc limit 1))`;
}

/** The person had not consented to the profile's deductions at `at`. */
export function consentMissing(profileId: SQL, catalogId: SQL, at: SQL): SQL {
  return sql`not exists (select 1 from deduction_term_acceptances a where a.catalog_id = ${catalogId}
    and a.accepted_at <= ${at} and a.terms_id = ${currentTerms(profileId, at, sql`t.id`)})`;
}

/** The person's deductions under the profile are held at `at`. */
export function deductionsHeld(profileId: SQL, catalogId: SQL, at: SQL): SQL {
  return sql`(coalesce(${currentTerms(profileId, at, sql`t.hold_without_consent`)}, false)
    and ${consentMissing(profileId, catalogId, at)})`;
}

/**
 * The joins a payroll row needs (after `s` and its month's costs `c`): `consent.missing` and `consent.held` for
 * the row's own month (`profileId` the month's profile), and `released.deducted_ore` /
 * `released.content_deducted_ore`, the held deductions of earlier months of the subscription that land in this one.
 */
export function consentJoins(profileId: SQL, monthStart: string, asOf: Date | null): SQL {
  const at = consentMoment(monthStart, asOf);
  const windowStart = consentCutoff(sql`${monthStart}::date - interval '1 month'`);
  const earlierCutoff = consentCutoff(sql`e.period`);
  return sql`cross join lateral (select ${consentMissing(profileId, sql`s.catalog_id`, at)} as missing,
      ${deductionsHeld(profileId, sql`s.catalog_id`, at)} as held) consent
    cross join lateral (select coalesce(sum(e.deducted_ore), 0)::bigint as deducted_ore,
        coalesce(sum(e.content_deducted_ore), 0)::bigint as content_deducted_ore
      from subscription_month_costs e
      where e.subscription_id = s.id and e.period < ${monthStart}::date
        and exists (select 1 from deduction_terms h where h.payment_profile_id = e.payment_profile_id
          and h.hold_without_consent)
        and ${deductionsHeld(sql`e.payment_profile_id`, sql`s.catalog_id`, earlierCutoff)}
        and (select min(a.accepted_at) from deduction_term_acceptances a join deduction_terms t on t.id = a.terms_id
            where t.payment_profile_id = e.payment_profile_id and a.catalog_id = s.catalog_id
              and a.accepted_at > ${earlierCutoff})
          > ${windowStart}
        and (select min(a.accepted_at) from deduction_term_acceptances a join deduction_terms t on t.id = a.terms_id
            where t.payment_profile_id = e.payment_profile_id and a.catalog_id = s.catalog_id
              and a.accepted_at > ${earlierCutoff})
          <= ${at}) released`;
}
