import { Role, Service } from '@connect/shared';
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

export type NewCustomerSeed = {
  customerId: number;
  accounts: { main: number; north: number };
  /** Frida, the company's administrator (login admin3), and Tor, who follows up the costs of Nord. */
  people: { admin: number; controller: number };
  subscriptionIds: number[];
};

const STAFF = [
  { firstName: 'Sigrid', lastName: 'Berge', position: 'Driftsleder', north: true },
  { firstName: 'Jonas', lastName: 'Lie', position: 'Elektriker', north: true },
  { firstName: 'Maja', lastName: 'Strand', position: 'Prosjektleder', north: false },
  { firstName: 'Henrik', lastName: 'Moe', position: 'Maskinist', north: true },
  { firstName: 'Ingrid', lastName: 'Dahl', position: 'Konsulent', north: false },
  { firstName: 'Emil', lastName: 'Nygård', position: 'Lærling', north: true },
];

/**
 * Fjellvind Energi AS: a customer of the provider with no customer solution yet, so provider staff can set one
 * up from the demo (two accounts, people with subscriptions, an administrator who can log in).
 */
export async function seedNewCustomer(
  db: Executor,
  passwordHash: string,
  adminLogin: string,
): Promise<NewCustomerSeed> {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Fjellvind Energi AS', vatNo: '934567890' })
    .returning({ id: customers.id });
  const customerId = customer!.id;
  await db.insert(customerServices).values({ customerId, service: Service.Equipment });
  const main = await insertAccount(db, {
    customerId,
    parentAccountId: null,
    name: 'Fjellvind Energi AS',
    customerNumber: '300100',
  });
  const north = await insertAccount(db, {
    customerId,
    parentAccountId: null,
    name: 'Fjellvind Energi Nord',
    customerNumber: '300200',
  });
  const [mainGroup, northGroup] = await db
    .insert(billingGroups)
    .values([
      { accountId: main, name: 'Administrasjon' },
      { accountId: north, name: 'Kraftverk Nord' },
    ])
    .returning({ id: billingGroups.id });
  const [office, operations] = await db
    .insert(departments)
    .values([
      { customerId, name: 'Administrasjon' },
      { customerId, name: 'Drift' },
    ])
    .returning({ id: departments.id });

  const named = await db
    .insert(people)
    .values([
      {
        customerId,
        firstName: 'Frida',
        lastName: 'Fjellheim',
        login: adminLogin,
        passwordHash,
        email: 'frida.fjellheim@fjellvind.example',
        mobile: '+4790000006',
        position: 'Administrerende direktør',
        departmentId: office!.id,
        employeeNumber: '1',
      },
      {
        customerId,
        firstName: 'Tor',
        lastName: 'Vindheim',
        email: 'tor.vindheim@fjellvind.example',
        mobile: '+4790000007',
        position: 'Økonomiansvarlig Nord',
        departmentId: operations!.id,
        employeeNumber: '2',
      },
      ...STAFF.map((p, i) => ({
        customerId,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.firstName}.${p.lastName}@fjellvind.example`.toLowerCase().replace('å', 'a'),
        mobile: `+479100${String(i + 1).padStart(4, '0')}`,
        position: p.position,
        departmentId: (p.north ? operations : office)!.id,
        employeeNumber: String(10 + i),
      })),
    ])
    .returning({ catalogId: people.catalogId, mobile: people.mobile });
  const admin = named[0]!.catalogId;
  const controller = named[1]!.catalogId;
  await db.insert(personRoles).values([
    { catalogId: admin, role: Role.CostControl },
    { catalogId: admin, role: Role.ConnectEquipmentOverview },
    { catalogId: controller, role: Role.CostControl },
  ]);
  const onNorth = (i: number) => i === 1 || (i >= 2 && STAFF[i - 2]!.north);
  const subs = await db
    .insert(subscriptions)
    .values(
      named.map((p, i) => ({
        accountId: onNorth(i) ? north : main,
        billingGroupId: (onNorth(i) ? northGroup : mainGroup)!.id,
        catalogId: p.catalogId,
        phoneNumber: p.mobile!,
        dataIncludedBytes: 10 * 1024 ** 3,
      })),
    )
    .returning({ id: subscriptions.id });
  return {
    customerId,
    accounts: { main, north },
    people: { admin, controller },
    subscriptionIds: subs.map((s) => s.id),
  };
}
