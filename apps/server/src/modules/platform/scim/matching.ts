import type { ScimConflictReason, ScimMatchKey } from '@connect/shared';

/** What the directory sent that can name a person the operator provisioned. */
export type MatchKeys = { email: string | null; mobile: string | null; employeeNumber: string | null };

/** A person of the customer that one of the keys names; `linked`: to another directory user already. */
export type Candidate = MatchKeys & { catalogId: number; linked: boolean };

export type MatchDecision =
  | { kind: 'new' }
  | { kind: 'match'; catalogId: number; matchedBy: ScimMatchKey[] }
  | { kind: 'conflict'; reason: ScimConflictReason; candidates: number[]; matchedBy: ScimMatchKey[] };

const same = (key: ScimMatchKey, a: string | null, b: string | null) =>
  a !== null && b !== null && (key === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b);

/**
 * The person a new directory user is, decided and never guessed: none matches → a new person; one matches and agrees
 * → that person; several match, or the one that matches holds another employee number or is linked to another
 * directory user → a conflict for the administrator. E-mail and mobile may change over a career, an employee number
 * names one employee, so only it can disagree.
 */
export function decideMatch(sent: MatchKeys, candidates: Candidate[]): MatchDecision {
  const keys = ['email', 'mobile', 'employeeNumber'] as const;
  const matchedBy = keys.filter((k) => candidates.some((c) => same(k, sent[k], c[k])));
  const found = candidates.filter((c) => keys.some((k) => same(k, sent[k], c[k])));
  if (found.length === 0) return { kind: 'new' };
  const ids = found.map((c) => c.catalogId).sort((a, b) => a - b);
  if (found.length > 1) return { kind: 'conflict', reason: 'several', candidates: ids, matchedBy };
  const [one] = found as [Candidate];
  if (one.linked) return { kind: 'conflict', reason: 'linked', candidates: ids, matchedBy };
  const disagrees =
    sent.employeeNumber !== null && one.employeeNumber !== null && sent.employeeNumber !== one.employeeNumber;
  if (disagrees) return { kind: 'conflict', reason: 'disagrees', candidates: ids, matchedBy };
  return { kind: 'match', catalogId: one.catalogId, matchedBy };
}
