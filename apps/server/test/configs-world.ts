import { Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { accounts } from '../src/db/schema/index.ts';
import {
  buildProvider,
  buildProviderStaff,
  buildReseller,
  buildSolution,
} from './factories/customer-solutions.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  buildAccount,
  buildCustomer,
  buildPerson,
} from './factories/tenancy.ts';
import type { TestServer } from './test-server.ts';

/** An account of the customer with its customer number. */
async function numbered(
  db: Executor,
  opts: {
    customer: BuiltCustomer;
    name: string;
    customerNumber: string;
    parent?: BuiltAccount;
    useVat?: boolean;
  },
) {
  const account = await buildAccount(db, opts);
  await db.update(accounts).set({ customerNumber: opts.customerNumber }).where(eq(accounts.id, account.id));
  return { ...account, name: opts.name };
}

/**
 * The customer solution tests' world (configs and config accounts). The provider (with its account
 * Konfigleverandøren Drift) and its staff member; the dealers Alfabutikken Test (ERP-T01) and Betabutikken Test
 * (ERP-T02); three customers of their own, all with the equipment service. Kvist Bygg AS has the solution Kvist Bygg
 * (dealer Alfabutikken) managing Kvist Bygg AS (700200), Kvist Bygg Vest (700300) and Kvist Bygg Bergen (700310,
 * under Vest), every billing group with VAT; Anne is granted the first two, Kåre is a user with nothing granted.
 * Skjær Rederi AS has the solution Skjær Rederi (dealer Betabutikken) managing its account Skjær Rederi (710100),
 * invoiced without VAT. Lyng Energi AS has no solution and the accounts Lyng Energi (800100) and Lyng Energi Nord
 * (800200). The template's own solutions and dealers are there too: the tests read the lists for these.
 */
export async function buildConfigsWorld(s: TestServer) {
  const db = s.database.db;
  const providerCustomer = await buildProvider(db, { name: 'Konfigleverandøren AS' });
  await buildAccount(db, { customer: providerCustomer, name: 'Konfigleverandøren Drift' });
  const provider = await s.tokenFor((await buildProviderStaff(db, { provider: providerCustomer })).catalogId);
  const first = await buildReseller(db, { erpId: 'ERP-T01', marketName: 'Alfabutikken Test' });
  const second = await buildReseller(db, { erpId: 'ERP-T02', marketName: 'Betabutikken Test' });
  const services = [Service.Equipment];
  const kvist = await buildCustomer(db, { name: 'Kvist Bygg AS', services });
  const kare = await buildPerson(db, { customer: kvist, firstName: 'Kåre' });
  const main = await numbered(db, { customer: kvist, name: 'Kvist Bygg AS', customerNumber: '700200' });
  const west = await numbered(db, { customer: kvist, name: 'Kvist Bygg Vest', customerNumber: '700300' });
  const bergen = await numbered(db, {
    customer: kvist,
    name: 'Kvist Bygg Bergen',
    customerNumber: '700310',
    parent: west,
  });
  const kvistSolution = await buildSolution(db, {
    customer: kvist,
    name: 'Kvist Bygg',
    reseller: first,
    accounts: [main, west, { ...bergen, parent: west }],
    users: [kare],
  });
  await buildPerson(db, { customer: kvist, firstName: 'Anne', access: [main, west] });
  const skjaer = await buildCustomer(db, { name: 'Skjær Rederi AS', services });
  const other = await numbered(db, {
    customer: skjaer,
    name: 'Skjær Rederi',
    customerNumber: '710100',
    useVat: false,
  });
  const skjaerSolution = await buildSolution(db, {
    customer: skjaer,
    name: 'Skjær Rederi',
    reseller: second,
    accounts: [other],
  });
  const lyng = await buildCustomer(db, { name: 'Lyng Energi AS', services });
  const lyngMain = await numbered(db, { customer: lyng, name: 'Lyng Energi', customerNumber: '800100' });
  const lyngNorth = await numbered(db, {
    customer: lyng,
    name: 'Lyng Energi Nord',
    customerNumber: '800200',
  });
  return {
    provider,
    ids: {
      provider: providerCustomer.id,
      kvistCustomer: kvist.id,
      skjaerCustomer: skjaer.id,
      lyngCustomer: lyng.id,
      kvist: kvistSolution.id,
      skjaer: skjaerSolution.id,
      first: first.id,
      second: second.id,
      main: main.id,
      west: west.id,
      bergen: bergen.id,
      other: other.id,
      lyngMain: lyngMain.id,
      lyngNorth: lyngNorth.id,
      kare: kare.catalogId,
    },
  };
}
