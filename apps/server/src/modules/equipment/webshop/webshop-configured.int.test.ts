import { Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuideline } from '../../../../test/factories/policies.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { NO_WEBSHOP } from './webshop-login.service.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
  INGEST_API_KEY: 'billing-ingest-key-0123456789',
  WEBSHOP_SECRET: 'webshop-shared-secret-0123456789',
  NETWORK_INGEST_KEY: 'network-sighting-key-0123456789',
  PROVISIONING_API_KEY: 'operator-provisioning-key-0123456789',
};
const CONFIGURED = 'query { webshopConfigured }';
const LOGIN = 'query { userWebshopLogin { redirectUrl } }';
const ACCEPT = 'mutation { respondToCEGuideline(accepted: true) }';

/** Issue 29 §2: in production the demo webshop (where an employee delivers their own order) is there only when asked. */
type Case = { name: string; env: Record<string, string>; shop: string | null; demo: boolean };

describe.each<Case>([
  { name: 'production without WEBSHOP_URL', env: {}, shop: null, demo: false },
  {
    name: 'production with WEBSHOP_URL',
    env: { WEBSHOP_URL: 'https://shop.example/' },
    shop: 'https://shop.example/login?token=',
    demo: false,
  },
  {
    name: 'production with DEMO_WEBSHOP=true',
    env: { DEMO_WEBSHOP: 'true' },
    shop: '/demo-webshop/login?token=',
    demo: true,
  },
])('the webshop in $name', ({ env, shop, demo }) => {
  let s: TestServer;
  let employee: string;
  beforeAll(async () => {
    s = await createTestServer({ env: { ...PRODUCTION, ...env } });
    // An employee of a customer of its own, with a subscription and a guideline to accept before the webshop.
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    await buildGuideline(db, { account });
    const person = await buildPerson(db, { customer });
    await buildSubscription(db, { account, person });
    employee = await s.tokenFor(person.catalogId);
  });
  afterAll(() => s.close());

  it(
    shop ? 'says a webshop is there and logs in to it' : 'says there is no webshop and makes no order',
    async () => {
      expect((await s.gql(employee, CONFIGURED)).data).toEqual({ webshopConfigured: shop !== null });
      await s.gql(employee, ACCEPT);
      const login = await s.gql<{ userWebshopLogin: { redirectUrl: string } }>(employee, LOGIN);
      if (shop) {
        expect(login.data!.userWebshopLogin.redirectUrl.startsWith(shop)).toBe(true);
      } else {
        expect(login.data).toBeNull();
        expect(login.errors).toMatchObject([
          { message: NO_WEBSHOP, extensions: { code: 'SERVICE_UNAVAILABLE' } },
        ]);
      }
    },
  );

  it(
    demo ? 'serves the demo webshop, as asked' : 'serves no demo webshop: its routes are absent',
    async () => {
      const order = await s.app.inject({
        method: 'POST',
        url: '/demo-webshop/orders/some-line/deliver',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      const login = await s.app.inject({ method: 'GET', url: '/demo-webshop/login?token=forged' });
      if (demo) {
        expect(login.statusCode).toBe(403);
        expect(login.headers['content-type']).toMatch(/^text\/html/);
        expect(order.statusCode).not.toBe(404);
      } else {
        expect(order.statusCode).toBe(404);
        expect(login.statusCode).not.toBe(403);
      }
    },
  );
});
