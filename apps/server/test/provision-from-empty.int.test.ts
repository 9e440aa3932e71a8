import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';
import { createBrowser, signInAtProvider } from './login-flow.ts';
import { adminQuery, TEST_NOW, withDatabase } from './test-database.ts';
import type { TestServer } from './test-server.ts';

const KEY = 'operator-provisioning-key-0123456789';
const PASSWORD = 'fjord-og-fjell-2026';

/** The operator's first batch for a new company: its account, billing group, administrator and two numbers. */
const BATCH = {
  customers: [
    { id: 'K-1001', name: 'Solberg Transport AS', vatNo: '911222333', services: ['connectequipment'] },
  ],
  accounts: [{ customer: 'K-1001', id: 'ACC-1', name: 'Solberg Transport AS', customerNumber: '500100' }],
  billingGroups: [{ customer: 'K-1001', id: 'BG-1', account: 'ACC-1', name: 'Hovedkontor' }],
  people: [
    {
      customer: 'K-1001',
      id: 'EMP-1',
      firstName: 'Siv',
      lastName: 'Solberg',
      email: 'Siv.Solberg@solberg.example',
      mobile: '+4791110001',
      roles: ['CostControl', 'ConnectEquipmentOverview'],
      accountAccess: ['ACC-1'],
    },
  ],
  subscriptions: [
    {
      customer: 'K-1001',
      id: 'SUB-1',
      number: '+4791110001',
      account: 'ACC-1',
      billingGroup: 'BG-1',
      person: 'EMP-1',
    },
    { customer: 'K-1001', id: 'SUB-2', number: '+4791110002', account: 'ACC-1', billingGroup: 'BG-1' },
  ],
};

/** A production start on an empty database: no demo data, its own secrets, the built-in identity provider. */
describe('from an empty production database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `connect_empty_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let database: Database;
  let s: TestServer;

  beforeAll(async () => {
    if (adminUrl) await adminQuery(adminUrl, `create database ${dbName}`);
    database = await openDatabase(
      adminUrl ? { url: withDatabase(adminUrl, dbName) } : { dataDir: 'memory://' },
    );
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JOBS: 'false',
      TOKEN_SECRET: 'a-production-token-secret-0123456789abcdef',
      INGEST_API_KEY: 'billing-ingest-key-0123456789',
      WEBSHOP_SECRET: 'webshop-shared-secret-0123456789',
      NETWORK_INGEST_KEY: 'network-sighting-key-0123456789',
      PROVISIONING_API_KEY: KEY,
    });
    const services = createServices(config, fixedClock(TEST_NOW));
    const built = await buildApp({ config, database, services });
    await built.app.ready();
    s = { ...built, config, database, services } as unknown as TestServer;
  });
  afterAll(async () => {
    await (s as unknown as { shutdown: () => Promise<void> }).shutdown();
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  });

  it('provisions a company; its administrator sets a password from the e-mail, logs in and lists the subscriptions', async () => {
    const [empty] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from customers`,
    );
    expect(empty!.n).toBe(0);

    const res = await s.app.inject({
      method: 'POST',
      url: '/api/provisioning',
      headers: { authorization: `Bearer ${KEY}` },
      payload: BATCH,
    });
    expect(res.statusCode).toBe(200);

    const [mail] = await queryRows<{ recipient: string; body: string }>(
      database.db,
      sql`select recipient, body from outbox_messages where channel = 'email'`,
    );
    expect(mail!.recipient).toBe('Siv.Solberg@solberg.example');
    const link = /https?:\/\/\S+\/oidc\/set-password\?token=\S+/.exec(mail!.body)![0];

    const b = createBrowser(s);
    const form = await b.request('GET', link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Velg passord');
    expect(form.body).toContain('Choose your password');
    const token = new URL(link).searchParams.get('token')!;
    const tooShort = await b.request('POST', '/oidc/set-password', {
      token,
      password: 'kort',
      repeat: 'kort',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('minst 12 tegn');
    const saved = await b.request('POST', '/oidc/set-password', {
      token,
      password: PASSWORD,
      repeat: PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    // The link works once.
    expect((await b.request('GET', link)).statusCode).toBe(410);

    const start = await s.app.inject({ method: 'GET', url: '/api/session/login' });
    const callback = await signInAtProvider(
      createBrowser(s),
      start.json<{ redirect_url: string }>().redirect_url,
      'siv.solberg@solberg.example',
      PASSWORD,
    );
    const auth = await s.app.inject({
      method: 'GET',
      url: `/api/session/authenticate?${new URLSearchParams({
        state: callback.searchParams.get('state') ?? '',
        code: callback.searchParams.get('code') ?? '',
      })}`,
    });
    expect(auth.statusCode).toBe(200);
    const portalToken = auth.json<{ token: string }>().token;

    const [account] = await queryRows<{ id: number }>(
      database.db,
      sql`select internal_id as id from provisioned_ids where kind = 'account' and external_id = 'ACC-1'`,
    );
    const list = await s.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${portalToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `query($accountID: Int!) { subscriptionWithUsers(accountID: $accountID) {
          totalCount items { phoneNumber } } }`,
        variables: { accountID: account!.id },
      }),
    });
    const body = list.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.subscriptionWithUsers.totalCount).toBe(2);
    expect(
      body.data.subscriptionWithUsers.items.map((i: { phoneNumber: string }) => i.phoneNumber).sort(),
    ).toEqual(['+4791110001', '+4791110002']);
  });
});
