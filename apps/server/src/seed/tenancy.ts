import { Role, Service } from '@connect/shared';
import { hashPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/client.ts';
import {
  billingGroups,
  customerServices,
  customers,
  departments,
  people,
  personRoles,
  subscriptions,
} from '../db/schema/index.ts';
import { insertAccount } from '../modules/accounts/accounts.service.ts';
import { type CustomerSolutionsSeed, seedCustomerSolutions } from './customer-solutions.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, POSITIONS } from './names.ts';
import { type NewCustomerSeed, seedNewCustomer } from './new-customer.ts';
import type { Random } from './random.ts';

export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin };

export type TenancySeed = {
  providerCustomerId: number;
  customerId: number;
  otherCustomerId: number;
  accounts: { main: number; west: number; bergen: number; other: number };
  billingGroupIds: number[];
  people: Record<DemoLogin, number>;
  subscriptionIds: number[];
  otherSubscriptionIds: number[];
  /** Fjellvind Energi AS, a customer with no customer solution yet. */
  newCustomer: NewCustomerSeed;
  solutions: CustomerSolutionsSeed;
};

const CHUNK = 1000;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function phoneFor(index: number): string {
  // 9xx xx xxx and 4xx xx xxx mobile series, unique per index.
  const series = index % 2 === 0 ? 9 : 4;
  return `+47${series}${String(10_000_000 + index * 7).slice(1)}`;
}

/**
 * The Norwegian demo company (two accounts and a sub account, billing groups, departments, people with
 * subscriptions), a second unrelated customer, the provider with its staff, a third customer with no customer
 * solution yet (new-customer.ts), and the customer solutions (customer-solutions.ts).
 */
export async function seedTenancy(
  db: Executor,
  rnd: Random,
  opts: { subscriptions: number },
): Promise<TenancySeed> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, Buffer.from('connect-demo-salt'));

  const [provider, company, other] = await db
    .insert(customers)
    .values([
      { name: 'Nordtelekom Connect', vatNo: '912345678', isProvider: true },
      { name: 'Nordlys Bygg AS', vatNo: '987654321' },
      { name: 'Havbris Rederi AS', vatNo: '923456789' },
    ])
    .returning({ id: customers.id });
  const providerId = provider!.id;
  const customerId = company!.id;
  const otherCustomerId = other!.id;
  await db.insert(customerServices).values([
    { customerId, service: Service.Equipment },
    { customerId: otherCustomerId, service: Service.Equipment },
  ]);

  const main = await insertAccount(db, {
    customerId,
    parentAccountId: null,
    name: 'Nordlys Bygg AS',
    customerNumber: '100200',
  });
  const west = await insertAccount(db, {
    customerId,
    parentAccountId: null,
    name: 'Nordlys Bygg Vest',
    customerNumber: '100300',
  });
  const bergen = await insertAccount(db, {
    customerId,
    parentAccountId: west,
    name: 'Nordlys Bygg Bergen',
    customerNumber: '100310',
  });
  const otherAccount = await insertAccount(db, {
    customerId: otherCustomerId,
    parentAccountId: null,
    name: 'Havbris Rederi AS',
    customerNumber: '200100',
  });

  const groups = await db
    .insert(billingGroups)
    .values([
      { accountId: main, name: 'Hovedkontor' },
      { accountId: main, name: 'Prosjekt' },
      { accountId: main, name: 'Ledelse' },
      { accountId: west, name: 'Vest drift' },
      { accountId: bergen, name: 'Bergen' },
      // Crew abroad: the shipping company's billing group is invoiced without VAT.
      { accountId: otherAccount, name: 'Rederi', useVat: false },
    ])
    .returning({ id: billingGroups.id, accountId: billingGroups.accountId });
  const companyGroups = groups.filter((g) => g.accountId !== otherAccount);
  const otherGroup = groups.find((g) => g.accountId === otherAccount)!;

  const deps = await db
    .insert(departments)
    .values([
      ...DEPARTMENTS.map((name) => ({ customerId, name })),
      { customerId: otherCustomerId, name: 'Drift' },
      { customerId: otherCustomerId, name: 'Administrasjon' },
    ])
    .returning({ id: departments.id, customerId: departments.customerId });
  const companyDeps = deps.filter((d) => d.customerId === customerId);
  const otherDeps = deps.filter((d) => d.customerId === otherCustomerId);

  // Named demo people first, so their ids are stable across sizes.
  const named = await db
    .insert(people)
    .values([
      {
        customerId: providerId,
        firstName: 'Per',
        lastName: 'Leverandør',
        login: DEMO_LOGINS.provider,
        passwordHash,
        email: 'per.leverandor@nordtelekom.example',
        mobile: '+4790000001',
        position: 'Kundeansvarlig',
      },
      {
        customerId,
        firstName: 'Anne',
        lastName: 'Administrator',
        login: DEMO_LOGINS.admin,
        passwordHash,
        email: 'anne.administrator@nordlysbygg.example',
        mobile: '+4790000002',
        position: 'Økonomisjef',
        departmentId: companyDeps[1]!.id,
        employeeNumber: '1001',
      },
      {
        customerId,
        firstName: 'Kåre',
        lastName: 'Kostnadsen',
        login: DEMO_LOGINS.costControl,
        passwordHash,
        email: 'kare.kostnadsen@nordlysbygg.example',
        mobile: '+4790000003',
        position: 'Regnskapsfører',
        departmentId: companyDeps[1]!.id,
        employeeNumber: '1002',
      },
      {
        customerId,
        firstName: 'Øyvind',
        lastName: 'Ansatt',
        login: DEMO_LOGINS.employee,
        passwordHash,
        email: 'oyvind.ansatt@nordlysbygg.example',
        mobile: '+4790000004',
        position: 'Tømrer',
        departmentId: companyDeps[3]!.id,
        employeeNumber: '1003',
      },
      {
        customerId: otherCustomerId,
        firstName: 'Hilde',
        lastName: 'Havbris',
        login: DEMO_LOGINS.otherAdmin,
        passwordHash,
        email: 'hilde@havbris.example',
        mobile: '+4790000005',
        position: 'Daglig leder',
        departmentId: otherDeps[1]!.id,
        employeeNumber: '1',
      },
    ])
    .returning({ catalogId: people.catalogId });
  const ids = named.map((n) => n.catalogId);
  const demo: Omit<Record<DemoLogin, number>, 'newCustomerAdmin'> = {
    provider: ids[0]!,
    admin: ids[1]!,
    costControl: ids[2]!,
    employee: ids[3]!,
    otherAdmin: ids[4]!,
  };
  await db.insert(personRoles).values([
    { catalogId: demo.provider, role: Role.Impersonation },
    { catalogId: demo.provider, role: Role.ConnectGlobalAdmin },
    { catalogId: demo.admin, role: Role.CostControl },
    { catalogId: demo.admin, role: Role.ConnectEquipmentOverview },
    { catalogId: demo.costControl, role: Role.CostControl },
    { catalogId: demo.otherAdmin, role: Role.CostControl },
    { catalogId: demo.otherAdmin, role: Role.ConnectEquipmentOverview },
  ]);

  const otherCount = Math.max(5, Math.round(opts.subscriptions / 15));
  const companyCount = Math.max(1, opts.subscriptions - otherCount);
  const generated = Array.from({ length: companyCount + otherCount }, (_, i) => {
    const inCompany = i < companyCount;
    const firstName = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const mail = `${firstName}.${lastName}.${i}`
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/å/g, 'a');
    return {
      customerId: inCompany ? customerId : otherCustomerId,
      firstName,
      lastName,
      email: `${mail}@${inCompany ? 'nordlysbygg' : 'havbris'}.example`,
      mobile: phoneFor(i),
      position: rnd.pick(POSITIONS),
      departmentId: rnd.pick(inCompany ? companyDeps : otherDeps).id,
      employeeNumber: String(2000 + i),
      pictureHash: rnd.chance(0.3) ? `p${i.toString(36)}` : null,
    };
  });
  const personIds: number[] = [];
  await insertChunks(generated, async (chunk) => {
    const rows = await db.insert(people).values(chunk).returning({ catalogId: people.catalogId });
    personIds.push(...rows.map((r) => r.catalogId));
  });

  // Every generated person has a subscription on their mobile; a few subscriptions have nobody (data cards, spares).
  const subs = generated.map((g, i) => {
    const inCompany = i < companyCount;
    const group = inCompany ? rnd.pick(companyGroups) : otherGroup;
    return {
      accountId: group.accountId,
      billingGroupId: group.id,
      catalogId: rnd.chance(0.02) ? null : personIds[i]!,
      phoneNumber: g.mobile,
      dataIncludedBytes: rnd.pick([5, 10, 20, 50]) * 1024 ** 3,
    };
  });
  const demoSubs = [demo.admin, demo.costControl, demo.employee].map((catalogId, i) => ({
    accountId: main,
    billingGroupId: companyGroups[0]!.id,
    catalogId,
    phoneNumber: `+4790000${String(i + 2).padStart(3, '0')}`,
    dataIncludedBytes: 20 * 1024 ** 3,
  }));
  const subscriptionIds: number[] = [];
  const otherSubscriptionIds: number[] = [];
  await insertChunks(
    [
      ...demoSubs,
      ...subs,
      {
        accountId: otherAccount,
        billingGroupId: otherGroup.id,
        catalogId: demo.otherAdmin,
        phoneNumber: '+4790000005',
        dataIncludedBytes: 10 * 1024 ** 3,
      },
    ],
    async (chunk) => {
      const rows = await db
        .insert(subscriptions)
        .values(chunk)
        .returning({ id: subscriptions.id, accountId: subscriptions.accountId });
      for (const r of rows)
        (r.accountId === otherAccount ? otherSubscriptionIds : subscriptionIds).push(r.id);
    },
  );

  const newCustomer = await seedNewCustomer(db, passwordHash, DEMO_LOGINS.newCustomerAdmin);
  const tenancy = {
    providerCustomerId: providerId,
    customerId,
    otherCustomerId,
    accounts: { main, west, bergen, other: otherAccount },
    billingGroupIds: companyGroups.map((g) => g.id),
    people: { ...demo, newCustomerAdmin: newCustomer.people.admin },
    subscriptionIds,
    otherSubscriptionIds,
    newCustomer,
  };
  return { ...tenancy, solutions: await seedCustomerSolutions(db, tenancy) };
}
