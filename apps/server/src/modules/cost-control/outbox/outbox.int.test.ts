import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

type Page = {
  outboxMessages: {
    totalCount: number;
    items: { ID: number; channel: string; recipient: string; body: string }[];
  };
};
const QUERY = `query($accountID: Int!, $channel: MessageChannel, $limit: Int, $offset: Int) {
  outboxMessages(accountID: $accountID, channel: $channel, limit: $limit, offset: $offset) {
    totalCount items { ID channel recipient sender subject body status createdAt } } }`;

/**
 * A customer of its own with a main account and a west account with a Bergen sub account, an admin granted main and
 * west, a cost controller granted only main; another customer with an account of its own. Messages: three SMS and an
 * e-mail on main, one SMS each on west and Bergen, one on the other customer's account.
 */
describe('outbox', () => {
  let s: TestServer;
  let admin: string;
  let kare: string;
  const accounts = {} as Record<'main' | 'west' | 'bergen' | 'other', BuiltAccount>;

  beforeAll(async () => {
    s = await createTestServer();
    const { messaging } = s.services;
    const db = s.database.db;
    const customer = await buildCustomer(db);
    accounts.main = await buildAccount(db, { customer });
    accounts.west = await buildAccount(db, { customer });
    accounts.bergen = await buildAccount(db, { customer, parent: accounts.west });
    const otherCustomer = await buildCustomer(db);
    accounts.other = await buildAccount(db, { customer: otherCustomer });
    const roles = [Role.CostControl];
    const adminPerson = await buildPerson(db, { customer, roles, access: [accounts.main, accounts.west] });
    admin = await s.tokenFor(adminPerson.catalogId);
    kare = await s.tokenFor((await buildPerson(db, { customer, roles, access: [accounts.main] })).catalogId);
    for (let i = 1; i <= 3; i++) {
      s.clock.advance(60_000);
      await messaging.sendSms(db, {
        customerId: customer.id,
        accountId: accounts.main.id,
        to: `+479000010${i}`,
        sender: 'Connect',
        text: `SMS ${i}`,
      });
    }
    s.clock.advance(60_000);
    await messaging.sendEmail(db, {
      customerId: customer.id,
      accountId: accounts.main.id,
      to: 'lonn@testkunde.example',
      subject: 'Lønnsfil',
      text: 'Vedlagt',
    });
    s.clock.advance(60_000);
    await messaging.sendSms(db, {
      customerId: customer.id,
      accountId: accounts.west.id,
      to: '+4790000006',
      sender: 'Connect',
      text: 'Vest',
    });
    s.clock.advance(60_000);
    await messaging.sendSms(db, {
      customerId: customer.id,
      accountId: accounts.bergen.id,
      to: '+4790000007',
      sender: 'Connect',
      text: 'Bergen',
    });
    await messaging.sendSms(db, {
      customerId: otherCustomer.id,
      accountId: accounts.other.id,
      to: '+4790000005',
      sender: 'Annen',
      text: 'Annen kunde',
    });
  });
  afterAll(() => s.close());

  it("shows the account's messages newest first, by channel and in pages", async () => {
    const all = await s.gql<Page>(admin, QUERY, { accountID: accounts.main.id });
    expect(all.errors).toBeUndefined();
    expect(all.data!.outboxMessages.totalCount).toBe(4);
    expect(all.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Vedlagt', 'SMS 3', 'SMS 2', 'SMS 1']);
    const sms = await s.gql<Page>(admin, QUERY, {
      accountID: accounts.main.id,
      channel: 'sms',
      limit: 2,
      offset: 1,
    });
    expect(sms.data!.outboxMessages.totalCount).toBe(3);
    expect(sms.data!.outboxMessages.items.map((m) => m.body)).toEqual(['SMS 2', 'SMS 1']);
  });

  it("shows an account with its sub accounts' messages, and another customer's account is not found", async () => {
    const west = await s.gql<Page>(admin, QUERY, { accountID: accounts.west.id });
    expect(west.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Bergen', 'Vest']);
    const bergen = await s.gql<Page>(admin, QUERY, { accountID: accounts.bergen.id });
    expect(bergen.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Bergen']);
    const foreign = await s.gql<Page>(admin, QUERY, { accountID: accounts.other.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a caller limited to the main account none of the other accounts’ messages (issue 10 §6)', async () => {
    const main = await s.gql<Page>(kare, QUERY, { accountID: accounts.main.id });
    expect(main.errors).toBeUndefined();
    expect(main.data!.outboxMessages.items.map((m) => m.body)).toEqual([
      'Vedlagt',
      'SMS 3',
      'SMS 2',
      'SMS 1',
    ]);
    const west = await s.gql<Page>(kare, QUERY, { accountID: accounts.west.id });
    expect(west.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
