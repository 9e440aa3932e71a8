import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { contentServiceId } from '../../../../test/factories/months.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const APPROVE = `mutation($accountID: Int!, $id: Int!, $status: DeductStatus!) {
  setContentServiceApproval(accountID: $accountID, contentServiceID: $id, deductStatus: $status) {
    contentServiceID deductStatus decidedAt
  }
}`;

/**
 * Issue 28 §6: several decisions on one item at once, through the real app. A world of its own: Samtidig AS, a
 * profile that covers content services in full (deducting what is above the yearly threshold), and one member with
 * a 120 kr parking charge in November waiting for a decision.
 */
describe('reports: concurrent decisions on one content service', () => {
  let s: TestServer;
  let admin: string;
  let account: BuiltAccount;
  let item: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Samtidig AS' });
    account = await buildAccount(db, { customer, name: 'Samtidig AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Innhold dekket',
      settings: { smsPaymentMode: 'deduct' },
      rules: { content: { covers: true } },
    });
    const sub = await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer }),
      profile,
    });
    await buildUsage(db, s.clock, sub, [
      {
        date: '2026-11-03',
        category: 'Innholdstjeneste: Parkering',
        description: 'Samtidig: Parkering',
        amountOre: 12_000,
        contentStatus: 'work',
      },
    ]);
    item = await contentServiceId(db, sub, 'Samtidig: Parkering');
    const person = await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] });
    admin = await s.tokenFor(person.catalogId);
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
            accountID: account.id,
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
