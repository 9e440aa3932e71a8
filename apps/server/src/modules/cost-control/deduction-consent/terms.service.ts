import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  currentTermsOfPerson,
  insertAcceptance,
  insertTermsVersion,
  listMissingConsent,
  listTermsVersions,
  lockTermsOwner,
  type MissingConsentRow,
  type PersonTermsRow,
  type TermsOwner,
  type TermsRow,
} from './terms.repository.ts';

/**
 * The deduction terms and the employees' consent (docs/DEDUCTION-CONSENT.md; arbeidsmiljøloven § 14-15 (2) c).
 * The administrator writes a new version; every employee the terms apply to accepts the current one for themselves.
 */

export type { MissingConsentRow, PersonTermsRow, TermsOwner, TermsRow };

/** Every version of a profile's or policy's terms, newest first; NOT_FOUND for an owner the caller does not see. */
export async function termsVersions(
  db: Db,
  p: Principal,
  accountId: number,
  owner: TermsOwner,
): Promise<TermsRow[]> {
  return db.transaction(async (tx) => {
    await lockTermsOwner(tx, p, accountId, owner);
    return listTermsVersions(tx, owner);
  });
}

export type TermsInput = { text: string; holdWithoutConsent: boolean; version: number };

/**
 * Saves the text as the next version (the old ones stay as they were). `version` is the latest version the editor
 * read: a save after someone else's answers CONFLICT instead of replacing their terms unseen. The owner row is
 * locked, so two saves at once get versions one after the other. The hold applies to both kinds of owner.
 */
export async function saveTerms(
  db: Db,
  clock: Clock,
  p: Principal,
  accountId: number,
  owner: TermsOwner,
  input: TermsInput,
): Promise<TermsRow[]> {
  return db.transaction(async (tx) => {
    const ownerAccountId = await lockTermsOwner(tx, p, accountId, owner);
    const latest = (await listTermsVersions(tx, owner))[0]?.version ?? 0;
    if (input.version !== latest)
      throw AppError.conflict('The terms were changed by someone else. Reload to see the latest version.');
    await insertTermsVersion(tx, {
      accountId: ownerAccountId,
      owner,
      version: latest + 1,
      text: input.text.trim(),
      hold: input.holdWithoutConsent,
      by: p.catalogId,
      at: clock.now(),
    });
    return listTermsVersions(tx, owner);
  });
}

/** The current terms that apply to the caller, accepted or not. */
export function myDeductionTerms(db: Executor, p: Principal): Promise<PersonTermsRow[]> {
  return currentTermsOfPerson(db, p.catalogId);
}

/**
 * The caller accepts terms for themselves: only the current version of terms that apply to them; any other id
 * (an older version, someone else's, another customer's) answers NOT_FOUND. Answers the caller's terms after it.
 */
export async function acceptDeductionTerms(
  db: Db,
  clock: Clock,
  p: Principal,
  termsId: number,
): Promise<PersonTermsRow[]> {
  return db.transaction(async (tx) => {
    const terms = (await currentTermsOfPerson(tx, p.catalogId)).find((t) => t.id === termsId);
    if (!terms) throw AppError.notFound('Deduction terms');
    await insertAcceptance(tx, termsId, p.catalogId, clock.now());
    return currentTermsOfPerson(tx, p.catalogId);
  });
}

/** The people on the scoped accounts who have not accepted the current terms that apply to them. */
export async function missingDeductionConsent(
  db: Executor,
  p: Principal,
  accountId: number,
  includeSubAccounts: boolean,
): Promise<MissingConsentRow[]> {
  await requireAccount(db, p, accountId);
  return listMissingConsent(db, p, accountId, includeSubAccounts);
}
