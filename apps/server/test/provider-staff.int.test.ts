import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test-server.ts';

const ACCOUNTS = '{ accounts { ID name } }';
const SUBSCRIPTION = `query($a: Int!, $s: Int!) {
  subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }`;

describe('provider staff is a person of the provider with the role; an access row never reaches another customer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('provider staff sees every customer', async () => {
    const r = await s.gql<{ accounts: { ID: number }[] }>(await s.tokenFor('provider'), ACCOUNTS);
    const ids = r.data!.accounts.map((a) => a.ID);
    expect(ids).toEqual(expect.arrayContaining([s.seed.accounts.main, s.seed.accounts.other]));
  });

  it('a person of another customer given ConnectGlobalAdmin and an access row to the demo company sees only their own', async () => {
    const other = s.seed.people.otherAdmin;
    await s.database.db.execute(
      sql`insert into person_roles (catalog_id, role) values (${other}, 'ConnectGlobalAdmin')`,
    );
    // The database refuses such a row (account-access-constraint.int.test.ts); with its trigger off for a moment, the
    // row stands for one written before the trigger existed, and the visible-accounts rule must still ignore it.
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table account_access disable trigger account_access_one_customer`);
      await tx.execute(
        sql`insert into account_access (config_id, catalog_id, account_id)
          select c.id, ${other}, ${s.seed.accounts.main} from configs c order by c.id limit 1`,
      );
      await tx.execute(sql`alter table account_access enable trigger account_access_one_customer`);
    });
    const token = await s.tokenFor('otherAdmin');
    const r = await s.gql<{ accounts: { ID: number }[] }>(token, ACCOUNTS);
    const ids = r.data!.accounts.map((a) => a.ID);
    expect(ids).toContain(s.seed.accounts.other);
    expect(ids).not.toContain(s.seed.accounts.main);
    expect(ids).not.toContain(s.seed.accounts.west);

    // Mixed ids: the demo company's account with its subscription answers as not found.
    const mixed = await s.gql(token, SUBSCRIPTION, {
      a: s.seed.accounts.main,
      s: s.seed.subscriptionIds[0],
    });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
