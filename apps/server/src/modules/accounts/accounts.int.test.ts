import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';

describe('accounts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  const query = '{ accounts { ID name parentAccountID billingGroups { ID name } } }';

  it('gives a company admin the accounts granted to them, with sub accounts and billing groups', async () => {
    const res = await s.gql<{ accounts: { ID: number; name: string; parentAccountID: number | null }[] }>(
      await s.tokenFor('admin'),
      query,
    );
    expect(res.errors).toBeUndefined();
    const ids = res.data!.accounts.map((a) => a.ID).sort();
    expect(ids).toEqual([s.seed.accounts.main, s.seed.accounts.west, s.seed.accounts.bergen].sort());
    const bergen = res.data!.accounts.find((a) => a.ID === s.seed.accounts.bergen)!;
    expect(bergen.parentAccountID).toBe(s.seed.accounts.west);
  });

  it('gives a cost-control admin only the account granted to them', async () => {
    const res = await s.gql<{ accounts: { ID: number }[] }>(await s.tokenFor('costControl'), query);
    expect(res.data!.accounts.map((a) => a.ID)).toEqual([s.seed.accounts.main]);
  });

  it('answers 403 without a valid session', async () => {
    expect((await s.gql(null, query)).status).toBe(403);
    expect((await s.gql('not-a-token', query)).status).toBe(403);
  });
});
