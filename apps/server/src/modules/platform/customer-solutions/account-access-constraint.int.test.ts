import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSolution } from '../../../../test/factories/customer-solutions.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

/**
 * Issue 10 §6: the database itself refuses an account-access row that crosses customers. Two customers of their
 * own, each with a solution: Alfa (accounts Hoved and Vest; the admin granted Hoved, the employee a user) and Beta
 * (one account, its own admin).
 */
describe('account_access stays within one customer, in the database', () => {
  let s: TestServer;
  let alfa: number;
  let beta: number;
  const ids = { admin: 0, employee: 0, otherAdmin: 0, main: 0, west: 0, other: 0 };
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Alfa AS' });
    const main = await buildAccount(db, { customer });
    const west = await buildAccount(db, { customer });
    const employee = await buildPerson(db, { customer });
    alfa = (await buildSolution(db, { customer, accounts: [main, west], users: [employee] })).id;
    const admin = await buildPerson(db, { customer, access: [main] });
    const otherCustomer = await buildCustomer(db, { name: 'Beta AS' });
    const other = await buildAccount(db, { customer: otherCustomer });
    beta = (await buildSolution(db, { customer: otherCustomer, accounts: [other] })).id;
    const otherAdmin = await buildPerson(db, { customer: otherCustomer, access: [other] });
    Object.assign(ids, {
      admin: admin.catalogId,
      employee: employee.catalogId,
      otherAdmin: otherAdmin.catalogId,
      main: main.id,
      west: west.id,
      other: other.id,
    });
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
    await expect(grant(alfa, ids.employee, ids.west)).resolves.toBeDefined();
  });

  it("refuses another customer's account, a person of another customer, and another customer's solution", async () => {
    await refused(grant(alfa, ids.employee, ids.other));
    await refused(grant(alfa, ids.otherAdmin, ids.main));
    await refused(grant(beta, ids.employee, ids.main));
  });

  it('refuses moving an existing row to another customer’s account', async () => {
    await refused(
      s.database.db.execute(
        sql`update account_access set account_id = ${ids.other}
            where config_id = ${alfa} and catalog_id = ${ids.admin}`,
      ),
    );
  });
});
