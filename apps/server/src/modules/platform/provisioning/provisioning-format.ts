import {
  ALL_ROLES,
  ALL_SERVICES,
  FIRST_DATE,
  isDateInRange,
  isValidEmail,
  LAST_DATE,
  normalizePhone,
} from '@connect/shared';
import { z } from 'zod';

/**
 * The provisioning format (docs/INTEGRATION.md): five flat lists, each record keyed by the operator's own id and
 * naming what it belongs to by the operator's ids too. A record is the whole state of its thing: an optional field
 * left out is cleared, except `login`, `roles` and `accountAccess`, which only ever add.
 */
export const KINDS = ['customer', 'account', 'billingGroup', 'person', 'subscription'] as const;
export type Kind = (typeof KINDS)[number];
/** The batch's list of each kind, in the order they are applied. */
export const LIST_OF: Record<Kind, keyof ProvisioningBatch> = {
  customer: 'customers',
  account: 'accounts',
  billingGroup: 'billingGroups',
  person: 'people',
  subscription: 'subscriptions',
};

export const MAX_RECORDS_PER_BATCH = 200_000;

const operatorId = z.string().trim().min(1, 'is required').max(100, 'is longer than 100 characters');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const day = z
  .string()
  .refine(isDateInRange, `must be a date YYYY-MM-DD between ${FIRST_DATE} and ${LAST_DATE}`)
  .nullish()
  .transform((v) => v ?? null);
const phone = z
  .string()
  .transform((v) => normalizePhone(v))
  .refine((v) => /^\+\d{8,15}$/.test(v), 'must be a phone number, e.g. +4791234567');
const belongs = { customer: operatorId, id: operatorId };

const customer = z.object({
  id: operatorId,
  name: text(200),
  vatNo: optionalText(20),
  provider: z.boolean().default(false),
  services: z.array(z.enum(ALL_SERVICES as [string, ...string[]])).default([]),
  departments: z.array(text(100)).default([]),
  endedOn: day,
});

const account = z.object({
  ...belongs,
  name: text(200),
  customerNumber: optionalText(50),
  parent: operatorId.nullish().transform((v) => v ?? null),
  endedOn: day,
});

const billingGroup = z.object({
  ...belongs,
  account: operatorId,
  name: text(200),
  useVat: z.boolean().default(true),
  endedOn: day,
});

const person = z.object({
  ...belongs,
  firstName: text(100),
  lastName: text(100),
  email: optionalText(200).refine((v) => v === null || isValidEmail(v), 'must be an e-mail address'),
  mobile: phone.nullish().transform((v) => v ?? null),
  employeeNumber: optionalText(50),
  department: optionalText(100),
  position: optionalText(100),
  login: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((v) => v.toLowerCase())
    .optional(),
  roles: z.array(z.enum(ALL_ROLES as [string, ...string[]])).default([]),
  accountAccess: z.array(operatorId).default([]),
  leavingDate: day,
});

const subscription = z.object({
  ...belongs,
  number: phone,
  product: text(50).default('mobile'),
  account: operatorId,
  billingGroup: operatorId,
  person: operatorId.nullish().transform((v) => v ?? null),
  dataIncludedBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  endedOn: day,
});

export const RECORD_SCHEMAS = { customer, account, billingGroup, person, subscription } as const;

export type CustomerRecord = z.infer<typeof customer>;
export type AccountRecord = z.infer<typeof account>;
export type BillingGroupRecord = z.infer<typeof billingGroup>;
export type PersonRecord = z.infer<typeof person>;
export type SubscriptionRecord = z.infer<typeof subscription>;

export type ProvisioningBatch = {
  customers: CustomerRecord[];
  accounts: AccountRecord[];
  billingGroups: BillingGroupRecord[];
  people: PersonRecord[];
  subscriptions: SubscriptionRecord[];
};

type InputOf = {
  customers: z.input<typeof customer>;
  accounts: z.input<typeof account>;
  billingGroups: z.input<typeof billingGroup>;
  people: z.input<typeof person>;
  subscriptions: z.input<typeof subscription>;
};
/** What the batch's sender writes: the same lists, with defaults and clearing left to the format. */
export type ProvisioningInput = { [K in keyof InputOf]?: InputOf[K][] };

/**
 * A batch too large for one call as consecutive batches of at most `max` records, its lists kept in the order they
 * are applied (customers, accounts, billing groups, people, subscriptions), so each record is written in the same
 * order, and gets the same id, as in one batch; a later batch names what an earlier one wrote by the operator's ids.
 */
export function batchesOf(input: ProvisioningInput, max = MAX_RECORDS_PER_BATCH): ProvisioningInput[] {
  const batches: ProvisioningInput[] = [];
  let current: ProvisioningInput = {};
  let count = 0;
  for (const list of Object.values(LIST_OF)) {
    const records: unknown[] = input[list] ?? [];
    for (let i = 0; i < records.length; ) {
      if (count === max) {
        batches.push(current);
        current = {};
        count = 0;
      }
      const part = records.slice(i, i + max - count);
      (current as Record<string, unknown[]>)[list] = part;
      count += part.length;
      i += part.length;
    }
  }
  if (count > 0 || batches.length === 0) batches.push(current);
  return batches;
}

/** One bad record: its kind, the operator's id (when it had one), the field and why. */
export type RecordError = { kind: Kind; id: string | null; field: string | null; message: string };

/** Reads every record of a body; the errors name each bad one, and nothing is checked against the database yet. */
export function parseBatch(body: unknown): { batch: ProvisioningBatch; errors: RecordError[] } {
  const batch: ProvisioningBatch = {
    customers: [],
    accounts: [],
    billingGroups: [],
    people: [],
    subscriptions: [],
  };
  const errors: RecordError[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    errors.push({ kind: 'customer', id: null, field: null, message: 'the batch must be a JSON object' });
    return { batch, errors };
  }
  let count = 0;
  for (const kind of KINDS) {
    const list = (body as Record<string, unknown>)[LIST_OF[kind]];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      errors.push({ kind, id: null, field: LIST_OF[kind], message: 'must be a list' });
      continue;
    }
    count += list.length;
    for (const raw of list) {
      const id = typeof raw?.id === 'string' ? raw.id : null;
      const r = RECORD_SCHEMAS[kind].safeParse(raw);
      if (r.success) (batch[LIST_OF[kind]] as unknown[]).push(r.data);
      else
        for (const issue of r.error.issues)
          errors.push({ kind, id, field: issue.path.join('.') || null, message: issue.message });
    }
  }
  if (count === 0 && errors.length === 0)
    errors.push({ kind: 'customer', id: null, field: null, message: 'the batch has no records' });
  if (count > MAX_RECORDS_PER_BATCH)
    errors.push({
      kind: 'customer',
      id: null,
      field: null,
      message: `the batch has ${count} records; at most ${MAX_RECORDS_PER_BATCH} are taken at once`,
    });
  return { batch, errors };
}
