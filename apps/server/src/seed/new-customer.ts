import { Role, Service } from '@connect/shared';
import type { ProvisioningInput } from '../modules/platform/provisioning/provisioning-format.ts';

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

const C = 'FE';

/**
 * Fjellvind Energi AS as the operator provisions it: a customer of the provider with no customer solution yet, so
 * provider staff can set one up from the demo (two accounts, people with subscriptions, an administrator who can
 * log in).
 */
export function newCustomerBatch(adminLogin: string): Required<ProvisioningInput> {
  const people = [
    {
      customer: C,
      id: 'FE-P1',
      firstName: 'Frida',
      lastName: 'Fjellheim',
      login: adminLogin,
      email: 'frida.fjellheim@fjellvind.example',
      mobile: '+4790000006',
      position: 'Administrerende direktør',
      department: 'Administrasjon',
      employeeNumber: '1',
      roles: [Role.CostControl, Role.ConnectEquipmentOverview],
    },
    {
      customer: C,
      id: 'FE-P2',
      firstName: 'Tor',
      lastName: 'Vindheim',
      email: 'tor.vindheim@fjellvind.example',
      mobile: '+4790000007',
      position: 'Økonomiansvarlig Nord',
      department: 'Drift',
      employeeNumber: '2',
      roles: [Role.CostControl],
    },
    ...STAFF.map((p, i) => ({
      customer: C,
      id: `FE-P${i + 3}`,
      firstName: p.firstName,
      lastName: p.lastName,
      email: `${p.firstName}.${p.lastName}@fjellvind.example`.toLowerCase().replace('å', 'a'),
      mobile: `+479100${String(i + 1).padStart(4, '0')}`,
      position: p.position,
      department: p.north ? 'Drift' : 'Administrasjon',
      employeeNumber: String(10 + i),
    })),
  ];
  const onNorth = (i: number) => i === 1 || (i >= 2 && STAFF[i - 2]!.north);
  return {
    customers: [
      {
        id: C,
        name: 'Fjellvind Energi AS',
        vatNo: '934567890',
        services: [Service.Equipment],
        departments: ['Administrasjon', 'Drift'],
      },
    ],
    accounts: [
      { customer: C, id: '300100', name: 'Fjellvind Energi AS', customerNumber: '300100' },
      { customer: C, id: '300200', name: 'Fjellvind Energi Nord', customerNumber: '300200' },
    ],
    billingGroups: [
      { customer: C, id: 'FE-BG1', account: '300100', name: 'Administrasjon' },
      { customer: C, id: 'FE-BG2', account: '300200', name: 'Kraftverk Nord' },
    ],
    people,
    subscriptions: people.map((p, i) => ({
      customer: C,
      id: `S${p.mobile.slice(3)}`,
      number: p.mobile,
      account: onNorth(i) ? '300200' : '300100',
      billingGroup: onNorth(i) ? 'FE-BG2' : 'FE-BG1',
      person: p.id,
      dataIncludedBytes: 10 * 1024 ** 3,
    })),
  };
}

/** The ids the batch's records got, for the rest of the demo. */
export function newCustomerSeed(idOf: (kind: string, id: string) => number): NewCustomerSeed {
  const batch = newCustomerBatch('');
  return {
    customerId: idOf('customer', C),
    accounts: { main: idOf('account', '300100'), north: idOf('account', '300200') },
    people: { admin: idOf('person', 'FE-P1'), controller: idOf('person', 'FE-P2') },
    subscriptionIds: batch.subscriptions.map((s) => idOf('subscription', s.id)),
  };
}
