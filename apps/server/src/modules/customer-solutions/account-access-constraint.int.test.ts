import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

/** Issue 10 §6: the database itself refuses an account-access row that crosses customers. */
describe('account_access stays within one customer, in the database', () => {
  let s: TestServer;
  let nordlys: number;
  let havbris: number;
  beforeAll(async () => {
    s = await createTestServer();
    const configs = await queryRows<{ id: number; customer_id: number }>(
      s.database.db,
      sql`select id, customer_id from configs`,
    );
    nordlys = configs.find((c) => c.customer_id === s.seed.customerId)!.id;
    havbris = configs.find((c) => c.customer_id === s.seed.otherCustomerId)!.id;
  });
  afterAll(() => s.close());

  const grant = (configId: number, catalogId: number, accountId: number) =>
    s.database.db.execute(
      sql`insert into account_access (config_id, catalog_id, account_id) values (${configId}, ${catalogId}, ${accountId})`,
    );

  /** The trigger's refusal, under drizzle's "Failed query" wrapper. */
  const refused = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/not of one customer/);
  };

  it('accepts a person, an account and a solution of one customer', async () => {
    await expect(grant(nordlys, s.seed.people.employee, s.seed.accounts.west)).resolves.toBeDefined();
  });

  it("refuses another customer's account, a person of another customer, and another customer's solution", async () => {
    await refused(grant(nordlys, s.seed.people.employee, s.seed.accounts.other));
    await refused(grant(nordlys, s.seed.people.otherAdmin, s.seed.accounts.main));
    await refused(grant(havbris, s.seed.people.employee, s.seed.accounts.main));
  });

  it('refuses moving an existing row to another customer’s account', async () => {
    await refused(
      s.database.db.execute(
        sql`update account_access set account_id = ${s.seed.accounts.other}
            where config_id = ${nordlys} and catalog_id = ${s.seed.people.admin}`,
      ),
    );
  });
});
