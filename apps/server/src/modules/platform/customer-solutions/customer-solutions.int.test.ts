import { Role, Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSolutionUser,
  buildCompany,
  buildProvider,
  buildProviderStaff,
  buildSolution,
} from '../../../../test/factories/customer-solutions.ts';
import {
  type BuiltAccount,
  type BuiltPerson,
  buildAccount,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { people } from '../../../db/schema/index.ts';

type Customer = { bnCustomerID: number; customerName: string; vatNo: string | null };
type Person = {
  catalogID: number;
  bnCustomerID: number;
  firstName: string;
  lastName: string;
  bnMobile: string | null;
  bnCompany: string;
  hasAccess: boolean;
};

const FIND =
  'query($search: String!) { findBNSolutions(search: $search) { bnCustomerID customerName vatNo } }';
const USERS = `query($bnCustomerID: Int!, $hasAccess: Boolean, $limit: Int, $offset: Int, $search: String) {
  configBNUsers(bnCustomerID: $bnCustomerID, hasAccess: $hasAccess, limit: $limit, offset: $offset, search: $search) {
    catalogID bnCustomerID firstName lastName position picture bnMobile bnFixed bnDepartmentName bnCompany hasAccess
  }
}`;

/** Twelve people of Alfa Løsning, by first name; the first three are the solution's users. */
const ALFA_PEOPLE = [
  ['Anne', 'Administrator'],
  ['Kåre', 'Kostnadsen'],
  ['Øyvind', 'Ansatt'],
  ['Berit', 'Berg'],
  ['Cecilie', 'Dahl'],
  ['Dag', 'Eriksen'],
  ['Eva', 'Fossum'],
  ['Frode', 'Gran'],
  ['Gunn', 'Haug'],
  ['Hans', 'Iversen'],
  ['Ida', 'Jensen'],
  ['Jon', 'Kvam'],
] as const;

/**
 * The provider (Løsningleverandøren AS) with its staff member, and three customers of their own: Alfa Løsning AS
 * (VAT 981111111, with the equipment service; twelve people, Anne an equipment admin and Kåre a cost controller each granted its account,
 * Øyvind a user of its solution without an account), Beta Løsning AS (VAT 982222222, equipment too, its own equipment admin) and
 * Gamma Løsning AS (VAT 983333333). Each person's mobile is +47 912 30 0nn, nn their place in the list.
 */
describe('customer solutions: the impersonation picker', () => {
  let s: TestServer;
  let provider: string;
  let providerId: number;
  let alfa: number;
  let beta: number;
  let gamma: number;
  const tokens = { admin: '', employee: '', otherAdmin: '' };
  const alfaPeople: BuiltPerson[] = [];
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const providerCustomer = await buildProvider(db, { name: 'Løsningleverandøren AS' });
    providerId = providerCustomer.id;
    provider = await s.tokenFor((await buildProviderStaff(db, { provider: providerCustomer })).catalogId);
    const customer = await buildCompany(db, {
      name: 'Alfa Løsning AS',
      vatNo: '981111111',
      services: [Service.Equipment],
    });
    alfa = customer.id;
    const account = await buildAccount(db, { customer });
    const solution = await buildSolution(db, { customer, accounts: [account] });
    const access: Record<number, { roles: Role[]; access: BuiltAccount[] }> = {
      0: { roles: [Role.ConnectEquipmentOverview], access: [account] },
      1: { roles: [Role.CostControl], access: [account] },
    };
    for (const [i, [firstName, lastName]] of ALFA_PEOPLE.entries()) {
      const person = await buildPerson(db, { customer, firstName, lastName, ...access[i] });
      const mobile = `+4791230${String(i + 1).padStart(3, '0')}`;
      await db.update(people).set({ mobile }).where(eq(people.catalogId, person.catalogId));
      alfaPeople.push(person);
    }
    await addSolutionUser(db, { solution, person: alfaPeople[2]! });
    tokens.admin = await s.tokenFor(alfaPeople[0]!.catalogId);
    tokens.employee = await s.tokenFor(alfaPeople[2]!.catalogId);
    const other = await buildCompany(db, {
      name: 'Beta Løsning AS',
      vatNo: '982222222',
      services: [Service.Equipment],
    });
    beta = other.id;
    const otherAccount = await buildAccount(db, { customer: other });
    const roles = [Role.ConnectEquipmentOverview];
    const otherAdmin = await buildPerson(db, { customer: other, roles, access: [otherAccount] });
    tokens.otherAdmin = await s.tokenFor(otherAdmin.catalogId);
    gamma = (await buildCompany(db, { name: 'Gamma Løsning AS', vatNo: '983333333' })).id;
  });
  afterAll(() => s.close());

  const find = async (search: string) => {
    const res = await s.gql<{ findBNSolutions: Customer[] }>(provider, FIND, { search });
    expect(res.errors).toBeUndefined();
    return res.data!.findBNSolutions;
  };
  const users = async (variables: Record<string, unknown>) => {
    const res = await s.gql<{ configBNUsers: Person[] }>(provider, USERS, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.configBNUsers;
  };

  it('findBNSolutions finds customers by name, VAT number or id, never the provider', async () => {
    const mine = [
      { bnCustomerID: alfa, customerName: 'Alfa Løsning AS', vatNo: '981111111' },
      { bnCustomerID: beta, customerName: 'Beta Løsning AS', vatNo: '982222222' },
      { bnCustomerID: gamma, customerName: 'Gamma Løsning AS', vatNo: '983333333' },
    ];
    // The empty search lists every customer by name (the template's too): ours in order, never the provider.
    const all = await find('');
    expect(all.filter((c) => [alfa, beta, gamma].includes(c.bnCustomerID))).toEqual(mine);
    expect(all.map((c) => c.customerName)).toEqual([...all.map((c) => c.customerName)].sort());
    expect(all.map((c) => c.bnCustomerID)).not.toContain(providerId);
    expect(await find('løsning as')).toEqual(mine);
    expect((await find('alfa')).map((c) => c.bnCustomerID)).toEqual([alfa]);
    expect((await find('982 222')).map((c) => c.bnCustomerID)).toEqual([beta]);
    expect((await find(String(beta))).map((c) => c.bnCustomerID)).toContain(beta);
    expect(await find('Løsningleverandøren')).toEqual([]);
    expect(await find(String(providerId))).not.toContainEqual(
      expect.objectContaining({ bnCustomerID: providerId }),
    );
    expect(await find('%')).toEqual([]);
  });

  it('configBNUsers lists a customer’s people by name, a page at a time', async () => {
    const all = await users({ bnCustomerID: alfa, limit: 200 });
    expect(all).toHaveLength(12);
    expect(all.every((p) => p.bnCustomerID === alfa && p.bnCompany === 'Alfa Løsning AS')).toBe(true);
    const names = all.map((p) => [p.firstName, p.lastName, p.catalogID] as const);
    const sorted = [...names].sort((a, b) =>
      a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] !== b[1] ? (a[1] < b[1] ? -1 : 1) : a[2] - b[2],
    );
    expect(names).toEqual(sorted);

    const first = await users({ bnCustomerID: alfa, limit: 5, offset: 0 });
    const second = await users({ bnCustomerID: alfa, limit: 5, offset: 5 });
    expect([...first, ...second].map((p) => p.catalogID)).toEqual(all.slice(0, 10).map((p) => p.catalogID));
  });

  it('configBNUsers searches by name and by mobile number, and filters on access', async () => {
    const [anne, kare, oyvind] = alfaPeople.map((p) => p.catalogId);
    expect((await users({ bnCustomerID: alfa, search: 'anne admin' })).map((p) => p.catalogID)).toEqual([
      anne,
    ]);
    expect((await users({ bnCustomerID: alfa, search: '912 30 002' })).map((p) => p.catalogID)).toEqual([
      kare,
    ]);
    // Having access is being a user of the customer's solution, with or without an account granted yet.
    const withAccess = await users({ bnCustomerID: alfa, hasAccess: true, limit: 200 });
    expect(withAccess.map((p) => p.catalogID).sort((a, b) => a! - b!)).toEqual(
      [anne, kare, oyvind].sort((a, b) => a! - b!),
    );
    const without = await users({ bnCustomerID: alfa, hasAccess: false, limit: 200 });
    expect(without).toHaveLength(9);
    expect(without.some((p) => p.catalogID === oyvind)).toBe(false);
    expect(without.every((p) => !p.hasAccess)).toBe(true);
  });

  it('configBNUsers answers NOT_FOUND for the provider and for an unknown customer; bad paging is BAD_USER_INPUT', async () => {
    for (const bnCustomerID of [providerId, 999_999]) {
      const res = await s.gql(provider, USERS, { bnCustomerID });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    for (const variables of [{ limit: 0 }, { limit: 1000 }, { offset: -1 }]) {
      const res = await s.gql(provider, USERS, { bnCustomerID: alfa, ...variables });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is refused to customer people and to an impersonation session (FORBIDDEN)', async () => {
    for (const who of ['admin', 'employee', 'otherAdmin'] as const) {
      const token = tokens[who];
      expect((await s.gql(token, FIND, { search: '' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const code = async (who: 'admin' | 'employee', bnCustomerID: number) =>
      (await s.gql(tokens[who], USERS, { bnCustomerID })).errors?.[0]?.extensions?.code;
    // The people search serves an equipment admin for their own customer only (the move dialog, Shop as).
    expect(await code('admin', alfa)).toBeUndefined();
    expect(await code('admin', beta)).toBe('NOT_FOUND');
    expect(await code('employee', alfa)).toBe('FORBIDDEN');
    const acting = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/customertoken',
      headers: { authorization: `Bearer ${provider}` },
      payload: { impersonate_customer_id: alfa, reason: 'Support case' },
    });
    const token = acting.json<{ token: string }>().token;
    expect((await s.gql(token, FIND, { search: '' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
