import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

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

describe('customer solutions: the impersonation picker', () => {
  let s: TestServer;
  let provider: string;
  beforeAll(async () => {
    s = await createTestServer();
    provider = await s.tokenFor('provider');
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
    expect(await find('')).toEqual([
      {
        bnCustomerID: s.seed.newCustomer.customerId,
        customerName: 'Fjellvind Energi AS',
        vatNo: '934567890',
      },
      { bnCustomerID: s.seed.otherCustomerId, customerName: 'Havbris Rederi AS', vatNo: '923456789' },
      { bnCustomerID: s.seed.customerId, customerName: 'Nordlys Bygg AS', vatNo: '987654321' },
    ]);
    expect((await find('nordlys')).map((c) => c.bnCustomerID)).toEqual([s.seed.customerId]);
    expect((await find('923 456')).map((c) => c.bnCustomerID)).toEqual([s.seed.otherCustomerId]);
    expect((await find(String(s.seed.otherCustomerId))).map((c) => c.bnCustomerID)).toContain(
      s.seed.otherCustomerId,
    );
    expect(await find('Nordtelekom')).toEqual([]);
    expect(await find(String(s.seed.providerCustomerId))).not.toContainEqual(
      expect.objectContaining({ bnCustomerID: s.seed.providerCustomerId }),
    );
    expect(await find('%')).toEqual([]);
  });

  it('configBNUsers lists a customer’s people by name, a page at a time', async () => {
    const [total] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from people where customer_id = ${s.seed.customerId}`,
    );
    const all = await users({ bnCustomerID: s.seed.customerId, limit: 200 });
    expect(all).toHaveLength(total!.n);
    expect(all.every((p) => p.bnCustomerID === s.seed.customerId && p.bnCompany === 'Nordlys Bygg AS')).toBe(
      true,
    );
    const names = all.map((p) => [p.firstName, p.lastName, p.catalogID] as const);
    const sorted = [...names].sort((a, b) =>
      a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] !== b[1] ? (a[1] < b[1] ? -1 : 1) : a[2] - b[2],
    );
    expect(names).toEqual(sorted);

    const first = await users({ bnCustomerID: s.seed.customerId, limit: 5, offset: 0 });
    const second = await users({ bnCustomerID: s.seed.customerId, limit: 5, offset: 5 });
    expect([...first, ...second].map((p) => p.catalogID)).toEqual(all.slice(0, 10).map((p) => p.catalogID));
  });

  it('configBNUsers searches by name and by mobile number, and filters on access', async () => {
    expect(
      (await users({ bnCustomerID: s.seed.customerId, search: 'anne admin' })).map((p) => p.catalogID),
    ).toEqual([s.seed.people.admin]);
    expect(
      (await users({ bnCustomerID: s.seed.customerId, search: '900 00 003' })).map((p) => p.catalogID),
    ).toEqual([s.seed.people.costControl]);
    // Having access is being a user of the customer's solution, with or without an account granted yet.
    const withAccess = await users({ bnCustomerID: s.seed.customerId, hasAccess: true, limit: 200 });
    expect(withAccess.map((p) => p.catalogID).sort((a, b) => a - b)).toEqual(
      [s.seed.people.admin, s.seed.people.costControl, s.seed.people.employee].sort((a, b) => a - b),
    );
    const without = await users({ bnCustomerID: s.seed.customerId, hasAccess: false, limit: 200 });
    expect(without.length).toBeGreaterThan(0);
    expect(without.some((p) => p.catalogID === s.seed.people.employee)).toBe(false);
    expect(without.every((p) => !p.hasAccess)).toBe(true);
  });

  it('configBNUsers answers NOT_FOUND for the provider and for an unknown customer; bad paging is BAD_USER_INPUT', async () => {
    for (const bnCustomerID of [s.seed.providerCustomerId, 999_999]) {
      const res = await s.gql(provider, USERS, { bnCustomerID });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    for (const variables of [{ limit: 0 }, { limit: 1000 }, { offset: -1 }]) {
      const res = await s.gql(provider, USERS, { bnCustomerID: s.seed.customerId, ...variables });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is refused to customer people and to an impersonation session (FORBIDDEN)', async () => {
    for (const who of ['admin', 'employee', 'otherAdmin'] as const) {
      const token = await s.tokenFor(who);
      expect((await s.gql(token, FIND, { search: '' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const code = async (who: 'admin' | 'employee', bnCustomerID: number) =>
      (await s.gql(await s.tokenFor(who), USERS, { bnCustomerID })).errors?.[0]?.extensions?.code;
    // The people search serves an equipment admin for their own customer only (the move dialog, Shop as).
    expect(await code('admin', s.seed.customerId)).toBeUndefined();
    expect(await code('admin', s.seed.otherCustomerId)).toBe('NOT_FOUND');
    expect(await code('employee', s.seed.customerId)).toBe('FORBIDDEN');
    const acting = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/customertoken',
      headers: { authorization: `Bearer ${provider}` },
      payload: { impersonate_customer_id: s.seed.customerId, reason: 'Support case' },
    });
    const token = acting.json<{ token: string }>().token;
    expect((await s.gql(token, FIND, { search: '' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
