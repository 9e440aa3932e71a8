import { CUSTOMER_SOLUTION_ROLES, hasAnyRole } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import {
  type AccountAccessRow,
  deleteAccess,
  deleteConfigUser,
  findAccess,
  insertAccess,
  insertConfigUser,
  isConfigUser,
  listAccessOfPerson,
} from './config-users.repository.ts';
import {
  type ConfigAccountRow,
  type ConfigRow,
  deleteConfig,
  deleteConfigAccount,
  findConfig,
  findConfigAccount,
  findCustomerAccount,
  insertConfig,
  insertConfigAccount,
  isConfigAccount,
  updateConfigSettings,
  webshopResellerExists,
} from './configs.repository.ts';
import {
  type BNUserRow,
  findCustomerPeople,
  listCustomerPeople,
  requireCustomer,
} from './customer-solutions.repository.ts';

/**
 * The rules of customer solutions (002 §2–§5). Provider staff only (the resolvers' auth scopes); every id that
 * names nothing, or names something of another solution, answers NOT_FOUND. Each change is one transaction.
 */

// Reads whose only rule is the resolvers' auth scope (provider staff): the repository answers them as they are.
export { listAccessOfPeople } from './config-users.repository.ts';
export { findAccounts, listConfigAccounts, listConfigs, listWebshopResellers } from './configs.repository.ts';
export { type BNUserRow, findCustomerPeople, findCustomers } from './customer-solutions.repository.ts';

/**
 * A customer's people, a page at a time. Provider staff read any customer's; anyone else (an equipment admin) only
 * their own customer's, and another customer answers NOT_FOUND.
 */
export async function listPeopleOfCustomer(
  db: Executor,
  p: Principal,
  q: { customerId: number; hasAccess: boolean | null; search: string; limit: number; offset: number },
): Promise<BNUserRow[]> {
  const providerStaff = p.impersonation === null && hasAnyRole(p.roles, CUSTOMER_SOLUTION_ROLES);
  if (!providerStaff && q.customerId !== p.customerId) throw AppError.notFound('Customer');
  await requireCustomer(db, q.customerId);
  return listCustomerPeople(db, q);
}

/** The VAT toggle follows the billing-group VAT setting while that setting is on (002 §2). */
export function effectiveBillingGroupVat(c: ConfigRow): boolean {
  return c.billingGroupVat || c.webshopUseBillingGroupVat;
}

/** The solution (locked for the transaction when asked); NOT_FOUND for an unknown id. */
export async function requireConfig(db: Executor, configId: number, lock = false): Promise<ConfigRow> {
  const config = await findConfig(db, configId, lock);
  if (!config) throw AppError.notFound('Customer solution');
  return config;
}

export async function createConfig(db: Db, input: { name: string; customerId: number }): Promise<ConfigRow> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, input.customerId);
    const id = await insertConfig(tx, input);
    if (id === null) {
      throw new AppError(ErrorCode.AlreadyExists, 'The customer has a customer solution already.', {
        field: 'bnCustomerID',
      });
    }
    return (await findConfig(tx, id))!;
  });
}

export type ConfigSettings = {
  name: string;
  /** Omitted keeps the dealer; null removes it. */
  webshopResellerId?: number | null;
  /** Omitted keeps the setting. */
  webshopUseBillingGroupVat?: boolean | null;
  /** The version the change was made on; omitted saves over whatever is there. */
  version?: number | null;
};

export async function updateConfig(db: Db, configId: number, s: ConfigSettings): Promise<ConfigRow> {
  return db.transaction(async (tx) => {
    const config = await requireConfig(tx, configId, true);
    if (s.version != null && s.version !== config.version) {
      throw AppError.conflict('The customer solution was changed by someone else. Reload it and try again.');
    }
    const resellerId = s.webshopResellerId === undefined ? config.webshopResellerId : s.webshopResellerId;
    if (resellerId !== null && resellerId !== config.webshopResellerId) {
      if (!config.equipmentService) {
        throw AppError.badInput('A dealer needs the customer to have the Equipment service.', {
          field: 'webshopResellerID',
        });
      }
      if (!(await webshopResellerExists(tx, resellerId))) throw AppError.notFound('Webshop reseller');
    }
    const useBillingGroupVat =
      config.billingGroupVat || (s.webshopUseBillingGroupVat ?? config.webshopUseBillingGroupVat);
    await updateConfigSettings(tx, configId, {
      name: s.name,
      webshopResellerId: resellerId,
      webshopUseBillingGroupVat: useBillingGroupVat,
      version: config.version,
    });
    return (await findConfig(tx, configId))!;
  });
}

export async function removeConfig(db: Db, configId: number): Promise<number> {
  if (!(await deleteConfig(db, configId))) throw AppError.notFound('Customer solution');
  return configId;
}

export async function addConfigAccount(
  db: Db,
  a: { configId: number; accountId: number; name: string; parentConfigAccountId: number | null },
): Promise<ConfigAccountRow> {
  return db.transaction(async (tx) => {
    const config = await requireConfig(tx, a.configId, true);
    const account = await findCustomerAccount(tx, config.customerId, a.accountId);
    if (!account) throw AppError.notFound('Account');
    if (
      a.parentConfigAccountId !== null &&
      !(await findConfigAccount(tx, a.configId, a.parentConfigAccountId))
    ) {
      throw AppError.notFound('Parent account');
    }
    const id = await insertConfigAccount(tx, { ...a, name: a.name || account.name });
    if (id === null) {
      throw new AppError(ErrorCode.AlreadyExists, 'The account is in the customer solution already.', {
        field: 'accountID',
      });
    }
    return (await findConfigAccount(tx, a.configId, id))!;
  });
}

/** Removes the account from the solution and every person's access to it through the solution. */
export async function removeConfigAccount(
  db: Db,
  configId: number,
  configAccountId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await findConfigAccount(tx, configId, configAccountId);
    if (!account) throw AppError.notFound('Account');
    await deleteConfigAccount(tx, account);
    return configAccountId;
  });
}

/** A person of the solution's customer; NOT_FOUND for anyone else. */
async function requirePersonOf(db: Executor, config: ConfigRow, catalogId: number): Promise<BNUserRow> {
  const [person] = await findCustomerPeople(db, [catalogId]);
  if (!person || person.bnCustomerID !== config.customerId) throw AppError.notFound('Person');
  return person;
}

export async function addConfigUser(db: Db, configId: number, catalogId: number): Promise<BNUserRow> {
  return db.transaction(async (tx) => {
    const config = await requireConfig(tx, configId, true);
    await requirePersonOf(tx, config, catalogId);
    await insertConfigUser(tx, configId, catalogId);
    return (await findCustomerPeople(tx, [catalogId]))[0]!;
  });
}

/** Takes the person out of the solution and revokes all their access in it, in one transaction. */
export async function removeConfigUser(db: Db, configId: number, catalogId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await requireConfig(tx, configId, true);
    if (!(await deleteConfigUser(tx, configId, catalogId))) throw AppError.notFound('Person');
    return catalogId;
  });
}

export async function accessOfPerson(
  db: Db,
  configId: number,
  catalogId: number,
): Promise<AccountAccessRow[]> {
  const config = await requireConfig(db, configId);
  await requirePersonOf(db, config, catalogId);
  return listAccessOfPerson(db, configId, catalogId);
}

/** Grants a user of the solution one of the solution's accounts (with its sub accounts). */
export async function grantAccess(
  db: Db,
  g: { configId: number; catalogId: number; accountId: number },
): Promise<AccountAccessRow> {
  return db.transaction(async (tx) => {
    await requireConfig(tx, g.configId, true);
    if (!(await isConfigUser(tx, g.configId, g.catalogId))) throw AppError.notFound('Person');
    if (!(await isConfigAccount(tx, g.configId, g.accountId))) throw AppError.notFound('Account');
    return (await findAccess(tx, await insertAccess(tx, g)))!;
  });
}

export async function revokeAccess(db: Db, accessId: number): Promise<number> {
  if (!(await deleteAccess(db, accessId))) throw AppError.notFound('Account access');
  return accessId;
}
