import type { Role, Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import {
  accountAccess,
  billingGroups,
  configs,
  configUsers,
  customerServices,
  customers,
  people,
  personRoles,
  subscriptions,
} from '../../src/db/schema/index.ts';
import { insertAccount } from '../../src/modules/platform/accounts/accounts.repository.ts';

/**
 * Test factories: the world a test builds for itself and then reads back, written into the product's own tables.
 * Each builder takes the database (or a transaction) first and answers what a test needs of the row; what it is
 * not told it fills with plain defaults. Built on a fresh customer, a world shares nothing with the seeded demo data,
 * so a test can write its expected figures by hand. Cost control's builders are in `cost.ts`.
 */

let serial = 0;
/** A number unique in this process, for names and phone numbers. */
export const nextSerial = () => ++serial;

export type BuiltCustomer = { id: number };
export type BuiltAccount = { id: number; customerId: number; billingGroupId: number };
export type BuiltPerson = { catalogId: number; customerId: number };
export type BuiltSubscription = {
  id: number;
  accountId: number;
  billingGroupId: number;
  catalogId: number | null;
  phoneNumber: string;
};

/** A customer (company) of its own, with the equipment service when asked. */
export async function buildCustomer(
  db: Executor,
  opts: { name?: string; services?: Service[] } = {},
): Promise<BuiltCustomer> {
  const [row] = await db
    .insert(customers)
    .values({ name: opts.name ?? `Testkunde ${nextSerial()} AS` })
    .returning({ id: customers.id });
  for (const service of opts.services ?? [])
    await db.insert(customerServices).values({ customerId: row!.id, service });
  return row!;
}

/**
 * An account of the customer (under `parent` when given, else at the top; the account tree closure is kept by the
 * product's `insertAccount`) with one billing group, invoiced with VAT unless `useVat` is false.
 */
export async function buildAccount(
  db: Executor,
  opts: { customer: BuiltCustomer; parent?: BuiltAccount; name?: string; useVat?: boolean },
): Promise<BuiltAccount> {
  const name = opts.name ?? `Testkonto ${nextSerial()}`;
  const id = await insertAccount(db, {
    customerId: opts.customer.id,
    parentAccountId: opts.parent?.id ?? null,
    name,
  });
  const [group] = await db
    .insert(billingGroups)
    .values({ accountId: id, name, useVat: opts.useVat ?? true })
    .returning({ id: billingGroups.id });
  return { id, customerId: opts.customer.id, billingGroupId: group!.id };
}

/**
 * A person of the customer with these roles and account access (each account with its sub accounts), granted as the
 * product grants it: through the customer's solution, made here when the customer has none yet. Log in as them with
 * the test server's `tokenFor(person.catalogId)`.
 */
export async function buildPerson(
  db: Executor,
  opts: {
    customer: BuiltCustomer;
    roles?: Role[];
    access?: BuiltAccount[];
    firstName?: string;
    lastName?: string;
    employeeNumber?: string;
    email?: string;
    mobile?: string;
    departmentId?: number | null;
  },
): Promise<BuiltPerson> {
  const n = nextSerial();
  const [person] = await db
    .insert(people)
    .values({
      customerId: opts.customer.id,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `Person ${n}`,
      email: opts.email ?? `test.person.${n}@test.example`,
      mobile: opts.mobile ?? null,
      employeeNumber: opts.employeeNumber ?? null,
      departmentId: opts.departmentId ?? null,
    })
    .returning({ catalogId: people.catalogId });
  const catalogId = person!.catalogId;
  if (opts.roles?.length)
    await db.insert(personRoles).values(opts.roles.map((role) => ({ catalogId, role })));
  if (opts.access?.length) {
    const configId = await solutionOf(db, opts.customer);
    await db.insert(configUsers).values({ configId, catalogId });
    await db.insert(accountAccess).values(opts.access.map((a) => ({ configId, catalogId, accountId: a.id })));
  }
  return { catalogId, customerId: opts.customer.id };
}

/** The customer's solution (one per customer), made when it has none. */
async function solutionOf(db: Executor, customer: BuiltCustomer): Promise<number> {
  const [found] = await db
    .select({ id: configs.id })
    .from(configs)
    .where(eq(configs.customerId, customer.id));
  if (found) return found.id;
  const [made] = await db
    .insert(configs)
    .values({ customerId: customer.id, name: 'Testløsning' })
    .returning({ id: configs.id });
  return made!.id;
}

/**
 * A subscription (mobile number) on the account's billing group, used by `person` when given (else by nobody), and
 * a member of `profile` when given (else it follows its account's default profile, if any).
 */
export async function buildSubscription(
  db: Executor,
  opts: { account: BuiltAccount; person?: BuiltPerson; profile?: { id: number }; phoneNumber?: string },
): Promise<BuiltSubscription> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId: opts.account.id,
      billingGroupId: opts.account.billingGroupId,
      catalogId: opts.person?.catalogId ?? null,
      // +47 57…: a series the seed never uses.
      phoneNumber: opts.phoneNumber ?? `+4757${String(nextSerial()).padStart(6, '0')}`,
      paymentProfileId: opts.profile?.id ?? null,
    })
    .returning({
      id: subscriptions.id,
      accountId: subscriptions.accountId,
      billingGroupId: subscriptions.billingGroupId,
      catalogId: subscriptions.catalogId,
      phoneNumber: subscriptions.phoneNumber,
    });
  return row!;
}
