import { Role, type Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import { configs, customers, webshopResellers } from '../../src/db/schema/index.ts';
import { insertConfigUser } from '../../src/modules/platform/customer-solutions/config-users.repository.ts';
import {
  insertConfig,
  insertConfigAccount,
} from '../../src/modules/platform/customer-solutions/configs.repository.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  type BuiltPerson,
  buildCustomer,
  buildPerson,
  nextSerial,
} from './tenancy.ts';

/**
 * Customer solutions' test factories (see tenancy.ts): the provider and its staff, customers with a VAT number,
 * webshop resellers (dealers), solutions with their managed accounts and users, written through the product's own
 * repositories. A person's account access is granted by `buildPerson({ access })`, which uses the customer's
 * solution (build it first to name it or give it a reseller).
 */

export type BuiltSolution = { id: number; customerId: number };

/** The provider: a customer of its own that the customer pickers never show. */
export async function buildProvider(db: Executor, opts: { name?: string } = {}): Promise<BuiltCustomer> {
  const [row] = await db
    .insert(customers)
    .values({ name: opts.name ?? `Testleverandør ${nextSerial()} AS`, isProvider: true })
    .returning({ id: customers.id });
  return row!;
}

/** A person of the provider who may act for customers (Impersonation and ConnectGlobalAdmin). */
export async function buildProviderStaff(
  db: Executor,
  opts: { provider: BuiltCustomer; firstName?: string; lastName?: string },
): Promise<BuiltPerson> {
  return buildPerson(db, {
    customer: opts.provider,
    roles: [Role.Impersonation, Role.ConnectGlobalAdmin],
    firstName: opts.firstName,
    lastName: opts.lastName,
  });
}

/** A customer with a VAT number (organisation number, nine digits), with the services asked for. */
export async function buildCompany(
  db: Executor,
  opts: { name: string; vatNo: string; services?: Service[] },
): Promise<BuiltCustomer> {
  const customer = await buildCustomer(db, { name: opts.name, services: opts.services });
  await db.update(customers).set({ vatNo: opts.vatNo }).where(eq(customers.id, customer.id));
  return customer;
}

/** A webshop reseller (dealer) a solution can be linked to. */
export async function buildReseller(
  db: Executor,
  opts: { erpId?: string; marketName?: string } = {},
): Promise<{ id: number }> {
  const n = nextSerial();
  const [row] = await db
    .insert(webshopResellers)
    .values({ erpId: opts.erpId ?? `ERP-T${n}`, marketName: opts.marketName ?? `Testbutikk ${n}` })
    .returning({ id: webshopResellers.id });
  return row!;
}

/**
 * The customer's solution (one per customer), linked to `reseller` when given, managing `accounts` (each under
 * the solution's entry of its parent when that is managed too) and with `users` as its users.
 */
export async function buildSolution(
  db: Executor,
  opts: {
    customer: BuiltCustomer;
    name?: string;
    reseller?: { id: number };
    accounts?: (BuiltAccount & { name?: string; parent?: BuiltAccount })[];
    users?: BuiltPerson[];
  },
): Promise<BuiltSolution> {
  const id = await insertConfig(db, { name: opts.name ?? 'Testløsning', customerId: opts.customer.id });
  if (id === null) throw new Error(`Customer ${opts.customer.id} has a solution already.`);
  if (opts.reseller)
    await db.update(configs).set({ webshopResellerId: opts.reseller.id }).where(eq(configs.id, id));
  const entries = new Map<number, number>();
  for (const account of opts.accounts ?? []) {
    const entry = await insertConfigAccount(db, {
      configId: id,
      accountId: account.id,
      name: account.name ?? `Konto ${account.id}`,
      parentConfigAccountId: account.parent ? (entries.get(account.parent.id) ?? null) : null,
    });
    entries.set(account.id, entry!);
  }
  const solution = { id, customerId: opts.customer.id };
  for (const user of opts.users ?? []) await addSolutionUser(db, { solution, person: user });
  return solution;
}

/** Makes the person a user of the solution, with no account granted (`buildPerson({ access })` grants some). */
export async function addSolutionUser(
  db: Executor,
  opts: { solution: BuiltSolution; person: BuiltPerson },
): Promise<void> {
  await insertConfigUser(db, opts.solution.id, opts.person.catalogId);
}
