import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAggregateSplit } from '../../../../test/factories/months.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const PERIOD = '2026-11';

/**
 * A world of its own: Splitt AS with one subscription whose November calls (234,50 kr) were reported as work and
 * wait as an aggregate split; the admin deciding is Siri Sjef.
 */
describe('reports: aggregate splits', () => {
  let s: TestServer;
  let admin: string;
  let account: BuiltAccount;
  let split: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Splitt AS' });
    account = await buildAccount(db, { customer, name: 'Splitt AS' });
    const sub = await buildSubscription(db, { account, person: await buildPerson(db, { customer }) });
    const person = await buildPerson(db, {
      customer,
      firstName: 'Siri',
      lastName: 'Sjef',
      roles: [Role.CostControl],
      access: [account],
    });
    admin = await s.tokenFor(person.catalogId);
    split = await buildAggregateSplit(db, {
      subscription: sub,
      period: PERIOD,
      description: 'Splittest: samtaler rapportert som jobb',
      amountOre: 23_450,
    });
  });
  afterAll(() => s.close());

  const LIST_SPLITS = `query($period: Period!, $accountID: Int!, $deductStatus: DeductStatus, $searchString: String) {
    aggregateSplits(period: $period, accountID: $accountID, deductStatus: $deductStatus, searchString: $searchString) {
      totalCount items { aggregateSplitID deductStatus description usageAmount usageAmountString chargeDate decidedByName
        comments { comment } }
    }
  }`;

  it('lists the month’s splits and moves one between lists on approval', async () => {
    const vars = { period: PERIOD, accountID: account.id, searchString: 'Splittest' };
    const work = await s.gql<{ aggregateSplits: { items: Record<string, unknown>[] } }>(
      admin,
      LIST_SPLITS,
      vars,
    );
    expect(work.errors).toBeUndefined();
    expect(work.data!.aggregateSplits.items).toEqual([
      {
        aggregateSplitID: split,
        deductStatus: 'work',
        description: 'Splittest: samtaler rapportert som jobb',
        usageAmount: 234.5,
        usageAmountString: '234,50',
        chargeDate: '2026-11-01',
        decidedByName: null,
        comments: [],
      },
    ]);
    const res = await s.gql<{ setAggregateSplitApproval: { deductStatus: string } }>(
      admin,
      `mutation($accountID: Int!, $id: Int!) {
        setAggregateSplitApproval(accountID: $accountID, aggregateSplitID: $id, deductStatus: approved, comment: "OK") {
          aggregateSplitID deductStatus decidedByName comments { comment }
        }
      }`,
      { accountID: account.id, id: split },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.setAggregateSplitApproval).toMatchObject({
      deductStatus: 'approved',
      decidedByName: 'Siri Sjef',
      comments: [{ comment: 'OK' }],
    });
    const after = await s.gql<{ aggregateSplits: { items: unknown[] } }>(admin, LIST_SPLITS, vars);
    expect(after.data!.aggregateSplits.items).toEqual([]);
    const approved = await s.gql<{ aggregateSplits: { items: { aggregateSplitID: number }[] } }>(
      admin,
      LIST_SPLITS,
      {
        ...vars,
        deductStatus: 'approved',
      },
    );
    expect(approved.data!.aggregateSplits.items.map((i) => i.aggregateSplitID)).toEqual([split]);
  });
});
