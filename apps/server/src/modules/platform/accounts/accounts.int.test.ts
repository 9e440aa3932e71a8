import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

/**
 * A customer of its own with a top account, a second top account with a sub account under it, and an untouched top
 * account; a company admin granted the first two, a cost controller granted only the first.
 */
describe('accounts', () => {
  let s: TestServer;
  let main: BuiltAccount;
  let west: BuiltAccount;
  let bergen: BuiltAccount;
  const tokens = { admin: '', costControl: '' };
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db);
    main = await buildAccount(db, { customer });
    west = await buildAccount(db, { customer });
    bergen = await buildAccount(db, { customer, parent: west });
    await buildAccount(db, { customer });
    const roles = [Role.CostControl, Role.ConnectEquipmentOverview];
    const admin = await buildPerson(db, { customer, roles, access: [main, west] });
    const costControl = await buildPerson(db, { customer, roles: [Role.CostControl], access: [main] });
    tokens.admin = await s.tokenFor(admin.catalogId);
    tokens.costControl = await s.tokenFor(costControl.catalogId);
  });
  afterAll(() => s.close());

  const query = '{ accounts { ID name parentAccountID billingGroups { ID name } } }';

  it('gives a company admin the accounts granted to them, with sub accounts and billing groups', async () => {
    const res = await s.gql<{
      accounts: {
        ID: number;
        name: string;
        parentAccountID: number | null;
        billingGroups: { ID: number }[];
      }[];
    }>(tokens.admin, query);
    expect(res.errors).toBeUndefined();
    const ids = res.data!.accounts.map((a) => a.ID).sort((a, b) => a - b);
    expect(ids).toEqual([main.id, west.id, bergen.id].sort((a, b) => a - b));
    const found = res.data!.accounts.find((a) => a.ID === bergen.id)!;
    expect(found.parentAccountID).toBe(west.id);
    expect(found.billingGroups.map((g) => g.ID)).toEqual([bergen.billingGroupId]);
  });

  it('gives a cost-control admin only the account granted to them', async () => {
    const res = await s.gql<{ accounts: { ID: number }[] }>(tokens.costControl, query);
    expect(res.data!.accounts.map((a) => a.ID)).toEqual([main.id]);
  });

  it('answers 403 without a valid session', async () => {
    expect((await s.gql(null, query)).status).toBe(403);
    expect((await s.gql('not-a-token', query)).status).toBe(403);
  });
});
