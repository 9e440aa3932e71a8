import type { Executor } from '../db/client.ts';
import { accountAccess, configAccounts, configs, configUsers, webshopResellers } from '../db/schema/index.ts';
import type { DemoLogin } from './demo-logins.ts';

export type CustomerSolutionsSeed = {
  /** Nordlys Bygg's and Havbris's solutions. */
  configIds: { company: number; other: number };
  resellerIds: number[];
};

type Tenancy = {
  customerId: number;
  otherCustomerId: number;
  accounts: { main: number; west: number; bergen: number; other: number };
  people: Record<DemoLogin, number>;
};

/**
 * Two customer solutions and two webshop resellers. Nordlys Bygg manages its three accounts (Bergen under Vest)
 * and has three people with different access: Anne sees the main account and Vest (with Bergen), Kåre the main
 * account, Øyvind is a user of the solution with no account yet. Havbris has one account and one person.
 */
export async function seedCustomerSolutions(db: Executor, t: Tenancy): Promise<CustomerSolutionsSeed> {
  const resellers = await db
    .insert(webshopResellers)
    .values([
      { erpId: 'ERP-01', marketName: 'Nordtelekom Webshop' },
      { erpId: 'ERP-02', marketName: 'Fjordbutikken Bedrift' },
    ])
    .returning({ id: webshopResellers.id });
  const [company, other] = await db
    .insert(configs)
    .values([
      { name: 'Nordlys Bygg', customerId: t.customerId, webshopResellerId: resellers[0]!.id },
      { name: 'Havbris Rederi', customerId: t.otherCustomerId, webshopResellerId: resellers[1]!.id },
    ])
    .returning({ id: configs.id });
  const configIds = { company: company!.id, other: other!.id };

  const top = await db
    .insert(configAccounts)
    .values([
      { configId: configIds.company, accountId: t.accounts.main, accountName: 'Nordlys Bygg AS' },
      { configId: configIds.company, accountId: t.accounts.west, accountName: 'Nordlys Bygg Vest' },
      { configId: configIds.other, accountId: t.accounts.other, accountName: 'Havbris Rederi AS' },
    ])
    .returning({ id: configAccounts.id, accountId: configAccounts.accountId });
  await db.insert(configAccounts).values({
    configId: configIds.company,
    accountId: t.accounts.bergen,
    accountName: 'Nordlys Bygg Bergen',
    parentConfigAccountId: top.find((c) => c.accountId === t.accounts.west)!.id,
  });

  await db.insert(configUsers).values([
    { configId: configIds.company, catalogId: t.people.admin },
    { configId: configIds.company, catalogId: t.people.costControl },
    { configId: configIds.company, catalogId: t.people.employee },
    { configId: configIds.other, catalogId: t.people.otherAdmin },
  ]);
  await db.insert(accountAccess).values([
    { configId: configIds.company, catalogId: t.people.admin, accountId: t.accounts.main },
    { configId: configIds.company, catalogId: t.people.admin, accountId: t.accounts.west },
    { configId: configIds.company, catalogId: t.people.costControl, accountId: t.accounts.main },
    { configId: configIds.other, catalogId: t.people.otherAdmin, accountId: t.accounts.other },
  ]);
  return { configIds, resellerIds: resellers.map((r) => r.id) };
}
