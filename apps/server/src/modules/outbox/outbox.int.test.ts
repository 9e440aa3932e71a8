import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';

type Page = {
  outboxMessages: {
    totalCount: number;
    items: { ID: number; channel: string; recipient: string; body: string }[];
  };
};
const QUERY = `query($accountID: Int!, $channel: MessageChannel, $limit: Int, $offset: Int) {
  outboxMessages(accountID: $accountID, channel: $channel, limit: $limit, offset: $offset) {
    totalCount items { ID channel recipient sender subject body status createdAt } } }`;

describe('outbox', () => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    const { messaging } = s.services;
    const db = s.database.db;
    for (let i = 1; i <= 3; i++) {
      s.clock.advance(60_000);
      await messaging.sendSms(db, {
        customerId: s.seed.customerId,
        accountId: s.seed.accounts.main,
        to: `+479000010${i}`,
        sender: 'Connect',
        text: `SMS ${i}`,
      });
    }
    s.clock.advance(60_000);
    await messaging.sendEmail(db, {
      customerId: s.seed.customerId,
      accountId: s.seed.accounts.main,
      to: 'lonn@nordlysbygg.example',
      subject: 'Lønnsfil',
      text: 'Vedlagt',
    });
    s.clock.advance(60_000);
    await messaging.sendSms(db, {
      customerId: s.seed.customerId,
      accountId: s.seed.accounts.west,
      to: '+4790000006',
      sender: 'Connect',
      text: 'Vest',
    });
    s.clock.advance(60_000);
    await messaging.sendSms(db, {
      customerId: s.seed.customerId,
      accountId: s.seed.accounts.bergen,
      to: '+4790000007',
      sender: 'Connect',
      text: 'Bergen',
    });
    await messaging.sendSms(db, {
      customerId: s.seed.otherCustomerId,
      accountId: s.seed.accounts.other,
      to: '+4790000005',
      sender: 'Havbris',
      text: 'Annen kunde',
    });
  });
  afterAll(() => s.close());

  it("shows the account's messages newest first, by channel and in pages", async () => {
    const all = await s.gql<Page>(admin, QUERY, { accountID: s.seed.accounts.main });
    expect(all.errors).toBeUndefined();
    expect(all.data!.outboxMessages.totalCount).toBe(4);
    expect(all.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Vedlagt', 'SMS 3', 'SMS 2', 'SMS 1']);
    const sms = await s.gql<Page>(admin, QUERY, {
      accountID: s.seed.accounts.main,
      channel: 'sms',
      limit: 2,
      offset: 1,
    });
    expect(sms.data!.outboxMessages.totalCount).toBe(3);
    expect(sms.data!.outboxMessages.items.map((m) => m.body)).toEqual(['SMS 2', 'SMS 1']);
  });

  it("shows an account with its sub accounts' messages, and another customer's account is not found", async () => {
    const west = await s.gql<Page>(admin, QUERY, { accountID: s.seed.accounts.west });
    expect(west.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Bergen', 'Vest']);
    const bergen = await s.gql<Page>(admin, QUERY, { accountID: s.seed.accounts.bergen });
    expect(bergen.data!.outboxMessages.items.map((m) => m.body)).toEqual(['Bergen']);
    const foreign = await s.gql<Page>(admin, QUERY, { accountID: s.seed.accounts.other });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a caller limited to the main account none of the other accounts’ messages (issue 10 §6)', async () => {
    const kare = await s.tokenFor('costControl');
    const main = await s.gql<Page>(kare, QUERY, { accountID: s.seed.accounts.main });
    expect(main.errors).toBeUndefined();
    expect(main.data!.outboxMessages.items.map((m) => m.body)).toEqual([
      'Vedlagt',
      'SMS 3',
      'SMS 2',
      'SMS 1',
    ]);
    const west = await s.gql<Page>(kare, QUERY, { accountID: s.seed.accounts.west });
    expect(west.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
