import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { arrayOf, inList } from '../db/sql.ts';
import { provisionIn } from '../modules/platform/provisioning/provisioning.service.ts';
import { batchesOf, type ProvisioningInput } from '../modules/platform/provisioning/provisioning-format.ts';
import { type CustomerSolutionsSeed, seedCustomerSolutions } from './customer-solutions.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, POSITIONS } from './names.ts';
import { type NewCustomerSeed, newCustomerBatch, newCustomerSeed } from './new-customer.ts';
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

/** The mobile number of the demo's generated person `index` (0 to MAX_SEED_SUBSCRIPTIONS). */
export function phoneFor(index: number): string {
  // 9xx xx xxx and 4xx xx xxx mobile series, unique per index: the even indexes in the 9 series but for 910 0x xxx,
  // Fjellvind's (new-customer.ts), which go to the 4 series with the odd ones (whose numbers are odd).
  const digits = String(10_000_000 + index * 7).slice(1);
  const series = index % 2 === 0 && !digits.startsWith('100') ? 9 : 4;
  return `+47${series}${digits}`;
}

/** The operator's ids of the demo: customers by letters, accounts by their customer numbers. */
const NT = 'NT';
const NB = 'NB';
const HR = 'HR';
const ACCOUNTS = { main: '100200', west: '100300', bergen: '100310', other: '200100' } as const;
/** Nordlys Bygg's billing groups (by id) and the account each is on. */
const COMPANY_GROUPS = [
  { id: 'NB-BG1', account: ACCOUNTS.main, name: 'Hovedkontor' },
  { id: 'NB-BG2', account: ACCOUNTS.main, name: 'Prosjekt' },
  { id: 'NB-BG3', account: ACCOUNTS.main, name: 'Ledelse' },
  { id: 'NB-BG4', account: ACCOUNTS.west, name: 'Vest drift' },
  { id: 'NB-BG5', account: ACCOUNTS.bergen, name: 'Bergen' },
] as const;
const NAMED: { login: DemoLogin; id: string }[] = [
  { login: 'provider', id: 'NT-P1' },
  { login: 'admin', id: 'NB-P1' },
  { login: 'costControl', id: 'NB-P2' },
  { login: 'employee', id: 'NB-P3' },
  { login: 'otherAdmin', id: 'HR-P1' },
];
const subscriptionId = (number: string) => `S${number.slice(3)}`;

/**
 * The demo's customers, accounts, billing groups, people and subscriptions as the operator would provision them
 * (docs/INTEGRATION.md): the Norwegian demo company (two accounts and a sub account, billing groups, departments,
 * people with subscriptions), a second unrelated customer, the provider with its staff, and a third customer with
 * no customer solution yet (new-customer.ts). The random draws are the demo's, in its order.
 */
function demoBatch(
  rnd: Random,
  opts: { subscriptions: number },
): { batch: Required<ProvisioningInput>; pictures: Map<string, string> } {
  const pictures = new Map<string, string>();
  const named = [
    {
      customer: NT,
      firstName: 'Per',
      lastName: 'Leverandør',
      email: 'per.leverandor@nordtelekom.example',
      mobile: '+4790000001',
      position: 'Kundeansvarlig',
      roles: [Role.Impersonation, Role.ConnectGlobalAdmin],
    },
    {
      customer: NB,
      firstName: 'Anne',
      lastName: 'Administrator',
      email: 'anne.administrator@nordlysbygg.example',
      mobile: '+4790000002',
      position: 'Økonomisjef',
      department: DEPARTMENTS[1],
      employeeNumber: '1001',
      roles: [Role.CostControl, Role.ConnectEquipmentOverview],
    },
    {
      customer: NB,
      firstName: 'Kåre',
      lastName: 'Kostnadsen',
      email: 'kare.kostnadsen@nordlysbygg.example',
      mobile: '+4790000003',
      position: 'Regnskapsfører',
      department: DEPARTMENTS[1],
      employeeNumber: '1002',
      roles: [Role.CostControl],
    },
    {
      customer: NB,
      firstName: 'Øyvind',
      lastName: 'Ansatt',
      email: 'oyvind.ansatt@nordlysbygg.example',
      mobile: '+4790000004',
      position: 'Tømrer',
      department: DEPARTMENTS[3],
      employeeNumber: '1003',
    },
    {
      customer: HR,
      firstName: 'Hilde',
      lastName: 'Havbris',
      email: 'hilde@havbris.example',
      mobile: '+4790000005',
      position: 'Daglig leder',
      department: 'Administrasjon',
      employeeNumber: '1',
      roles: [Role.CostControl, Role.ConnectEquipmentOverview],
    },
  ].map((p, i) => ({ ...p, id: NAMED[i]!.id, login: DEMO_LOGINS[NAMED[i]!.login] }));

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
    const position = rnd.pick(POSITIONS);
    const department = rnd.pick(inCompany ? DEPARTMENTS : (['Drift', 'Administrasjon'] as const));
    const id = `${inCompany ? NB : HR}-E${2000 + i}`;
    // A picture is not the operator's: the demo sets some itself after provisioning.
    if (rnd.chance(0.3)) pictures.set(id, `p${i.toString(36)}`);
    return {
      customer: inCompany ? NB : HR,
      id,
      firstName,
      lastName,
      email: `${mail}@${inCompany ? 'nordlysbygg' : 'havbris'}.example`,
      mobile: phoneFor(i),
      position,
      department,
      employeeNumber: String(2000 + i),
    };
  });
  // Every generated person has a subscription on their mobile; a few subscriptions have nobody (data cards, spares).
  const subs = generated.map((g, i) => {
    const inCompany = i < companyCount;
    const group = inCompany ? rnd.pick(COMPANY_GROUPS) : { id: 'HR-BG1', account: ACCOUNTS.other };
    return {
      customer: g.customer,
      id: subscriptionId(g.mobile),
      number: g.mobile,
      account: group.account,
      billingGroup: group.id,
      person: rnd.chance(0.02) ? null : g.id,
      dataIncludedBytes: rnd.pick([5, 10, 20, 50]) * 1024 ** 3,
    };
  });
  const demoSubs = named.slice(1, 4).map((p) => ({
    customer: NB,
    id: subscriptionId(p.mobile),
    number: p.mobile,
    account: ACCOUNTS.main,
    billingGroup: COMPANY_GROUPS[0].id,
    person: p.id,
    dataIncludedBytes: 20 * 1024 ** 3,
  }));
  const fjellvind = newCustomerBatch(DEMO_LOGINS.newCustomerAdmin);
  const batch = {
    customers: [
      { id: NT, name: 'Nordtelekom Connect', vatNo: '912345678', provider: true },
      {
        id: NB,
        name: 'Nordlys Bygg AS',
        vatNo: '987654321',
        services: [Service.Equipment],
        departments: [...DEPARTMENTS],
      },
      {
        id: HR,
        name: 'Havbris Rederi AS',
        vatNo: '923456789',
        services: [Service.Equipment],
        departments: ['Drift', 'Administrasjon'],
      },
      ...fjellvind.customers,
    ],
    accounts: [
      { customer: NB, id: ACCOUNTS.main, name: 'Nordlys Bygg AS', customerNumber: ACCOUNTS.main },
      { customer: NB, id: ACCOUNTS.west, name: 'Nordlys Bygg Vest', customerNumber: ACCOUNTS.west },
      {
        customer: NB,
        id: ACCOUNTS.bergen,
        name: 'Nordlys Bygg Bergen',
        customerNumber: ACCOUNTS.bergen,
        parent: ACCOUNTS.west,
      },
      { customer: HR, id: ACCOUNTS.other, name: 'Havbris Rederi AS', customerNumber: ACCOUNTS.other },
      ...fjellvind.accounts,
    ],
    billingGroups: [
      ...COMPANY_GROUPS.map((g) => ({ ...g, customer: NB })),
      // Crew abroad: the shipping company's billing group is invoiced without VAT.
      { customer: HR, id: 'HR-BG1', account: ACCOUNTS.other, name: 'Rederi', useVat: false },
      ...fjellvind.billingGroups,
    ],
    people: [...named, ...generated, ...fjellvind.people],
    subscriptions: [
      ...demoSubs,
      ...subs,
      {
        customer: HR,
        id: subscriptionId('+4790000005'),
        number: '+4790000005',
        account: ACCOUNTS.other,
        billingGroup: 'HR-BG1',
        person: 'HR-P1',
        dataIncludedBytes: 10 * 1024 ** 3,
      },
      ...fjellvind.subscriptions,
    ],
  };
  return { batch, pictures };
}

/**
 * Provisions the demo batch through the operator's path (no invitations; a demo larger than one batch takes goes as
 * consecutive batches, as an operator sends it), then gives the demo people their password and some of them a
 * picture, and sets up the customer solutions (customer-solutions.ts), as provider staff would in the portal.
 */
export async function seedTenancy(
  db: Executor,
  rnd: Random,
  opts: { subscriptions: number; clock: Clock },
): Promise<TenancySeed> {
  const { batch, pictures } = demoBatch(rnd, opts);
  for (const part of batchesOf(batch)) await provisionIn(db, opts.clock, part, { invite: false });
  const rows = await queryRows<{ kind: string; external_id: string; internal_id: number }>(
    db,
    sql`select kind, external_id, internal_id from provisioned_ids`,
  );
  const ids = new Map(rows.map((r) => [`${r.kind}:${r.external_id}`, r.internal_id]));
  const idOf = (kind: string, id: string) => ids.get(`${kind}:${id}`)!;

  const passwordHash = await hashPassword(DEMO_PASSWORD, Buffer.from('connect-demo-salt'));
  await db.execute(
    sql`update people set password_hash = ${passwordHash} where login in ${inList(Object.values(DEMO_LOGINS))}`,
  );
  const pictured = [...pictures];
  if (pictured.length)
    await db.execute(sql`update people p set picture_hash = v.hash
      from unnest(${arrayOf(
        'int',
        pictured.map(([id]) => idOf('person', id)),
      )}, ${arrayOf(
        'text',
        pictured.map(([, hash]) => hash),
      )}) as v(id, hash)
      where p.catalog_id = v.id`);

  const people = Object.fromEntries(NAMED.map((n) => [n.login, idOf('person', n.id)])) as Omit<
    Record<DemoLogin, number>,
    'newCustomerAdmin'
  >;
  const otherAccount = idOf('account', ACCOUNTS.other);
  const own = batch.subscriptions.filter((s) => s.customer === NB || s.customer === HR);
  const newCustomer: NewCustomerSeed = newCustomerSeed(idOf);
  const tenancy = {
    providerCustomerId: idOf('customer', NT),
    customerId: idOf('customer', NB),
    otherCustomerId: idOf('customer', HR),
    accounts: {
      main: idOf('account', ACCOUNTS.main),
      west: idOf('account', ACCOUNTS.west),
      bergen: idOf('account', ACCOUNTS.bergen),
      other: otherAccount,
    },
    billingGroupIds: COMPANY_GROUPS.map((g) => idOf('billingGroup', g.id)),
    people: { ...people, newCustomerAdmin: newCustomer.people.admin },
    subscriptionIds: own.filter((s) => s.customer === NB).map((s) => idOf('subscription', s.id)),
    otherSubscriptionIds: own.filter((s) => s.customer === HR).map((s) => idOf('subscription', s.id)),
    newCustomer,
  };
  return { ...tenancy, solutions: await seedCustomerSolutions(db, tenancy) };
}
