import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../src/http/compress-answer.ts';
import { buildAccount, buildCustomer, buildPerson, buildSubscription } from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/** The users screen's list (apps/web/src/features/cost-control/users/users-api.ts), one page of 100 rows. */
const PAGE = `query($a: Int!) {
  subscriptionWithUsers(accountID: $a, limit: 100) {
    totalCount fromDate toDate
    items { subscriptionID accountID userID firstName lastName phoneNumber email position departmentName
      billingGroupID billingGroupName paymentProfileID paymentProfileDescription extEmployeeID
      sumUsageWorkString sumUsagePrivateString sumUsageTotalString deductedString deductedMonthString
      deductedYearString dataUsed dataSize dataPctUse }
  }
}`;

/** GraphQL answers go compressed when large and the client accepts it (http/compress-answer.ts). */
describe('GraphQL answer compression', () => {
  let s: TestServer;
  let token: string;
  let accountId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const customer = await buildCustomer(s.database.db);
    const account = await buildAccount(s.database.db, { customer });
    accountId = account.id;
    for (let i = 0; i < 100; i++) {
      const person = await buildPerson(s.database.db, { customer, firstName: `Ansatt ${i}` });
      await buildSubscription(s.database.db, { account, person });
    }
    const admin = await buildPerson(s.database.db, {
      customer,
      roles: [Role.CostControl],
      access: [account],
    });
    token = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  const post = (query: string, variables: object, acceptEncoding?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      payload: JSON.stringify({ query, variables }),
    });

  it('sends a 100-row users page brotli- or gzip-compressed as asked, decoding to the same JSON', async () => {
    const plain = await post(PAGE, { a: accountId });
    expect(plain.statusCode).toBe(200);
    const page = plain.json();
    expect(page.data.subscriptionWithUsers.items).toHaveLength(100);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);

    const br = await post(PAGE, { a: accountId }, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(page);

    const gzip = await post(PAGE, { a: accountId }, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(page);
  });

  it('sends small answers, and answers to clients that accept neither, as they are', async () => {
    const small = await post('{ __typename }', {}, 'gzip, br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });

    const identity = await post(PAGE, { a: accountId }, 'identity, br;q=0');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().data.subscriptionWithUsers.items).toHaveLength(100);
  });
});
