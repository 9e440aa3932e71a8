import type { Kind, RecordError } from './provisioning-format.ts';

/**
 * What a batch will do, worked out before anything is written: the rows to create and update per kind, every
 * record's change, and every bad record. A dry run answers from it; a real run writes it in one transaction.
 */

/** A row: > 0 is an existing id; < 0 is -(i + 1), the i-th row this plan creates of its kind. */
export type Ref = number;
export const newRef = (index: number): Ref => -(index + 1);

export type Change = 'created' | 'updated' | 'ended' | 'unchanged';
export type RecordChange = { kind: Kind; id: string; customer: string | null; change: Change };

type Ended = { endedOn: string | null };
export type CustomerValues = Ended & { name: string; vatNo: string | null; isProvider: boolean };
export type AccountValues = Ended & { name: string; customerNumber: string | null; parent: Ref | null };
export type BillingGroupValues = Ended & { account: Ref; name: string; useVat: boolean };
export type PersonValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  employeeNumber: string | null;
  department: Ref | null;
  position: string | null;
  login: string | null;
  leavingDate: string | null;
};
export type SubscriptionValues = Ended & {
  number: string;
  product: string;
  account: Ref;
  billingGroup: Ref;
  person: Ref | null;
  dataIncludedBytes: number;
};

type Owned = { customer: Ref; externalId: string };
export type Plan = {
  customers: {
    creates: (CustomerValues & { externalId: string })[];
    updates: (CustomerValues & { id: number })[];
  };
  services: { customer: Ref; service: string }[];
  departments: { customer: Ref; name: string }[];
  accounts: {
    creates: (AccountValues & Owned)[];
    /** `endChanged`: an end set, moved or taken back (its subscriptions' costs follow it). */
    updates: (AccountValues & { id: number; moved: boolean; endChanged: boolean })[];
  };
  billingGroups: {
    creates: (BillingGroupValues & Owned)[];
    updates: (BillingGroupValues & { id: number })[];
  };
  people: { creates: (PersonValues & Owned)[]; updates: (PersonValues & { id: number })[] };
  roles: { person: Ref; role: string }[];
  access: { customer: Ref; person: Ref; account: Ref }[];
  /** New people who get the e-mail to set their password. */
  invite: Ref[];
  subscriptions: {
    creates: (SubscriptionValues & Owned)[];
    updates: (SubscriptionValues & { id: number; reassigned: boolean; endChanged: boolean })[];
  };
  changes: RecordChange[];
  errors: RecordError[];
};

export function emptyPlan(): Plan {
  return {
    customers: { creates: [], updates: [] },
    services: [],
    departments: [],
    accounts: { creates: [], updates: [] },
    billingGroups: { creates: [], updates: [] },
    people: { creates: [], updates: [] },
    roles: [],
    access: [],
    invite: [],
    subscriptions: { creates: [], updates: [] },
    changes: [],
    errors: [],
  };
}

/** created, ended (the end date newly set), updated (anything else differs) or unchanged. */
export function changeOf(
  existing: boolean,
  endedBefore: string | null,
  endedAfter: string | null,
  differs: boolean,
): Change {
  if (!existing) return 'created';
  if (endedBefore === null && endedAfter !== null) return 'ended';
  return differs || endedBefore !== endedAfter ? 'updated' : 'unchanged';
}

/** Whether any field of `next` differs from `before` (same keys; arrays and objects are not compared here). */
export function differs<T extends Record<string, unknown>>(before: T, next: T): boolean {
  return Object.keys(next).some((k) => before[k] !== next[k]);
}

/** The key of a record within its customer: the customer's operator id and the record's. */
export const keyOf = (customer: string, id: string) => `${customer}\u0000${id}`;

/** Records a record's change; a record listed twice in one batch is an error of the second. */
export function duplicates<T extends { id: string; customer?: string }>(
  kind: Kind,
  records: T[],
  errors: RecordError[],
): T[] {
  const seen = new Set<string>();
  return records.filter((r) => {
    const key = keyOf(r.customer ?? '', r.id);
    if (seen.has(key)) {
      errors.push({ kind, id: r.id, field: 'id', message: 'appears twice in the batch' });
      return false;
    }
    seen.add(key);
    return true;
  });
}
