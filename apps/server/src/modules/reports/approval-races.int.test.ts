import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContentProfile, addContentService, subscriptionsOf } from '../../../test/fixtures/deductions.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';

const APPROVE = `mutation($accountID: Int!, $id: Int!, $status: DeductStatus!) {
  setContentServiceApproval(accountID: $accountID, contentServiceID: $id, deductStatus: $status) {
    contentServiceID deductStatus decidedAt
  }
}`;

/** Issue 28 §6: several decisions on one item at once, through the real app. */
describe('reports: concurrent decisions on one content service', () => {
  let s: TestServer;
  let admin: string;
  let item: number;

  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    const db = s.database.db;
    const [sub] = (await subscriptionsOf(db, s.seed.accounts.main, 1)) as [number];
    await db.execute(sql`delete from content_services where subscription_id = ${sub}`);
    await addContentProfile(db, {
      accountId: s.seed.accounts.main,
      smsPaymentMode: 'deduct',
      subscriptionIds: [sub],
    });
    item = await addContentService(db, {
      subscriptionId: sub,
      description: 'Samtidig: Parkering',
      amountOre: 12_000,
      chargeDate: '2026-11-03',
    });
  });
  afterAll(() => s.close());

  it('answers each save with what it saved (or a conflict), never an internal error', async () => {
    const statuses = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? 'approved' : 'rejected'));
    const answers = await Promise.all(
      statuses.map((status) =>
        s.gql<{ setContentServiceApproval: { contentServiceID: number; deductStatus: string } }>(
          admin,
          APPROVE,
          {
            accountID: s.seed.accounts.main,
            id: item,
            status,
          },
        ),
      ),
    );
    const codes = answers.flatMap((a) => (a.errors ?? []).map((e) => e.extensions?.code));
    expect(codes.filter((c) => c !== 'CONFLICT')).toEqual([]);
    answers.forEach((a, i) => {
      if (a.errors) return;
      expect(a.data!.setContentServiceApproval).toEqual({
        contentServiceID: item,
        deductStatus: statuses[i],
        decidedAt: expect.any(String),
      });
    });
  });
});
