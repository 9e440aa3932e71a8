import type { DeductionTermsOwner } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';

/**
 * SQL of the deduction terms (docs/DEDUCTION-CONSENT.md): the versions of a profile's or a policy's terms, the
 * current ones a person is asked to accept, their acceptances, and who has not accepted. The administrator's
 * statements check the owner against the caller's visible accounts; an employee's statements are about the caller.
 */

/** Whose terms: a payment profile or an equipment policy, by id. */
export type TermsOwner = { kind: DeductionTermsOwner; id: number };

export type TermsRow = {
  id: number;
  version: number;
  text: string;
  holdWithoutConsent: boolean;
  createdAt: Date;
  createdByName: string | null;
};

const ownerColumn = (kind: DeductionTermsOwner): SQL =>
  kind === 'paymentProfile' ? sql`t.payment_profile_id` : sql`t.policy_id`;

/**
 * Locks the profile or policy of the account for a new version of its terms; NOT_FOUND when the caller does not
 * see it (another customer's id included). Answers its account id.
 */
export async function lockTermsOwner(
  db: Executor,
  p: Principal,
  accountId: number,
  owner: TermsOwner,
): Promise<number> {
  const table = owner.kind === 'paymentProfile' ? sql`payment_profiles` : sql`ce_policies`;
  const [row] = await queryRows<{ accountId: number }>(
    db,
    sql`select o.account_id as "accountId" from ${table} o
        where o.id = ${owner.id} and o.account_id = ${accountId} and o.account_id in ${visibleAccountIds(p)}
        for update of o`,
  );
  if (!row) throw AppError.notFound(owner.kind === 'paymentProfile' ? 'Payment profile' : 'Policy');
  return row.accountId;
}

/** Every version of the owner's terms, newest first (the caller checked the owner). */
export async function listTermsVersions(db: Executor, owner: TermsOwner): Promise<TermsRow[]> {
  return queryRows<TermsRow>(
    db,
    sql`select t.id, t.version, t.text, t.hold_without_consent as "holdWithoutConsent", t.created_at as "createdAt",
          nullif(concat_ws(' ', pe.first_name, pe.last_name), '') as "createdByName"
        from deduction_terms t left join people pe on pe.catalog_id = t.created_by
        where ${ownerColumn(owner.kind)} = ${owner.id}
        order by t.version desc`,
  );
}

export async function insertTermsVersion(
  tx: Executor,
  v: {
    accountId: number;
    owner: TermsOwner;
    version: number;
    text: string;
    hold: boolean;
    by: number;
    at: Date;
  },
): Promise<void> {
  const profileId = v.owner.kind === 'paymentProfile' ? v.owner.id : null;
  const policyId = v.owner.kind === 'equipmentPolicy' ? v.owner.id : null;
  await tx.execute(
    sql`insert into deduction_terms (account_id, payment_profile_id, policy_id, version, text,
          hold_without_consent, created_by, created_at)
        values (${v.accountId}, ${profileId}, ${policyId}, ${v.version}, ${v.text}, ${v.hold}, ${v.by}, ${v.at})`,
  );
}

export type PersonTermsRow = {
  id: number;
  version: number;
  text: string;
  owner: DeductionTermsOwner;
  ownerName: string;
  createdAt: Date;
  acceptedAt: Date | null;
};

/**
 * The current version of the terms of each payment profile the person's subscriptions are in and of their
 * equipment policy, with the person's acceptance of that version.
 */
export async function currentTermsOfPerson(db: Executor, catalogId: number): Promise<PersonTermsRow[]> {
  return queryRows<PersonTermsRow>(
    db,
    sql`with current_terms as (
          select distinct on (t.payment_profile_id, t.policy_id) t.*
          from deduction_terms t
          where t.payment_profile_id in (select s.payment_profile_id from subscriptions s where s.catalog_id = ${catalogId})
             or t.policy_id in (select m.policy_id from ce_policy_members m where m.catalog_id = ${catalogId})
          order by t.payment_profile_id, t.policy_id, t.version desc)
        select c.id, c.version, c.text, c.created_at as "createdAt",
          case when c.payment_profile_id is null then 'equipmentPolicy' else 'paymentProfile' end as owner,
          coalesce(pp.description, pol.name, '') as "ownerName", a.accepted_at as "acceptedAt"
        from current_terms c
        left join payment_profiles pp on pp.id = c.payment_profile_id
        left join ce_policies pol on pol.id = c.policy_id
        left join deduction_term_acceptances a on a.terms_id = c.id and a.catalog_id = ${catalogId}
        order by owner desc, c.id`,
  );
}

/** Records the acceptance; a second one of the same version keeps the first time. */
export async function insertAcceptance(
  tx: Executor,
  termsId: number,
  catalogId: number,
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`insert into deduction_term_acceptances (terms_id, catalog_id, accepted_at)
        values (${termsId}, ${catalogId}, ${at}) on conflict do nothing`,
  );
}

export type MissingConsentRow = {
  catalogId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  termsId: number;
  owner: DeductionTermsOwner;
  ownerName: string;
  version: number;
  termsSince: Date;
  remindedAt: Date | null;
};

/**
 * The current version of every profile's and policy's terms on some accounts, with the people it applies to
 * (the profile's subscriptions' people, the policy's members) who have not accepted it. Used by the report and,
 * without a caller (`accounts` null), by the reminder job.
 */
export function missingConsentQuery(accounts: SQL | null): SQL {
  return sql`with current_terms as (
      select distinct on (t.payment_profile_id, t.policy_id) t.*
      from deduction_terms t ${accounts ? sql`where t.account_id in ${accounts}` : sql``}
      order by t.payment_profile_id, t.policy_id, t.version desc),
    bound as (
      select c.id as terms_id, s.catalog_id from current_terms c join subscriptions s on s.payment_profile_id = c.payment_profile_id
      where s.catalog_id is not null
      union
      select c.id, m.catalog_id from current_terms c join ce_policy_members m on m.policy_id = c.policy_id)
    select pe.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName", pe.email,
      pe.mobile, c.id as "termsId",
      case when c.payment_profile_id is null then 'equipmentPolicy' else 'paymentProfile' end as owner,
      coalesce(pp.description, pol.name, '') as "ownerName", c.version, c.created_at as "termsSince",
      r.sent_at as "remindedAt", pe.customer_id as "customerId", c.account_id as "accountId"
    from bound b
    join current_terms c on c.id = b.terms_id
    join people pe on pe.catalog_id = b.catalog_id
    left join payment_profiles pp on pp.id = c.payment_profile_id
    left join ce_policies pol on pol.id = c.policy_id
    left join deduction_term_reminders r on r.terms_id = c.id and r.catalog_id = pe.catalog_id
    where not exists (select 1 from deduction_term_acceptances a where a.terms_id = c.id and a.catalog_id = pe.catalog_id)`;
}

/** Who has not accepted the current terms on the caller's scoped accounts, by name. */
export async function listMissingConsent(
  db: Executor,
  p: Principal,
  accountId: number,
  includeSubAccounts: boolean,
): Promise<MissingConsentRow[]> {
  return queryRows<MissingConsentRow>(
    db,
    sql`select * from (${missingConsentQuery(scopedAccountIds(p, accountId, includeSubAccounts))}) m
        order by coalesce(m."lastName", ''), coalesce(m."firstName", ''), m."catalogId", m."termsId"`,
  );
}
