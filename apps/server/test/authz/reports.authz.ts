import { addAggregateSplit, addContentService, subscriptionOf } from '../fixtures/deductions.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** The test clock's month (test-server.ts TEST_NOW). */
const PERIOD = '2026-11';

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

const items = new WeakMap<TestServer, Promise<Record<'own' | 'foreign', { cs: number; split: number }>>>();
/** One content service and one aggregate split in the demo company's main account and in the other customer's. */
function itemsOf(s: TestServer) {
  if (!items.has(s)) {
    items.set(
      s,
      (async () => {
        const make = async (accountId: number) => {
          const subscriptionId = await subscriptionOf(s.database.db, accountId);
          return {
            cs: await addContentService(s.database.db, {
              subscriptionId,
              description: 'Innholdstjeneste: Autorisasjonstest',
              amountOre: 4_900,
              chargeDate: `${PERIOD}-02`,
            }),
            split: await addAggregateSplit(s.database.db, {
              subscriptionId,
              period: PERIOD,
              description: 'Samtaler innland',
              amountOre: 12_000,
            }),
          };
        };
        return { own: await make(s.seed.accounts.main), foreign: await make(s.seed.accounts.other) };
      })(),
    );
  }
  return items.get(s)!;
}

const listArgs = (s: TestServer, ids: 'own' | 'foreign') => ({ period: PERIOD, accountID: account(s, ids) });

const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

export const rows: AuthzRow[] = [
  {
    operation: 'Query.contentServices',
    ...COST_CONTROL,
    call: gqlCall(
      'query($period: Period!, $accountID: Int!) { contentServices(period: $period, accountID: $accountID) { totalCount } }',
      listArgs,
    ),
  },
  {
    operation: 'Query.aggregateSplits',
    ...COST_CONTROL,
    call: gqlCall(
      'query($period: Period!, $accountID: Int!) { aggregateSplits(period: $period, accountID: $accountID) { totalCount } }',
      listArgs,
    ),
  },
  {
    operation: 'Query.reportingSummary',
    ...COST_CONTROL,
    call: gqlCall(
      'query($period: Period!, $accountID: Int!) { reportingSummary(period: $period, accountID: $accountID) { totalCost } }',
      listArgs,
    ),
  },
  {
    operation: 'Query.categoryGroupReport',
    ...COST_CONTROL,
    call: gqlCall(
      'query($period: Period!, $accountID: Int!) { categoryGroupReport(period: $period, accountID: $accountID) { name } }',
      listArgs,
    ),
  },
  {
    // Foreign: the other customer's content service asked for through the caller's own account.
    operation: 'Mutation.setContentServiceApproval',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($accountID: Int!, $id: Int!) {
        setContentServiceApproval(accountID: $accountID, contentServiceID: $id, deductStatus: approved) { deductStatus }
      }`,
      async (s, ids) => ({ accountID: s.seed.accounts.main, id: (await itemsOf(s))[ids].cs }),
    ),
  },
  {
    operation: 'Mutation.setAggregateSplitApproval',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($accountID: Int!, $id: Int!) {
        setAggregateSplitApproval(accountID: $accountID, aggregateSplitID: $id, deductStatus: rejected) { deductStatus }
      }`,
      async (s, ids) => ({ accountID: s.seed.accounts.main, id: (await itemsOf(s))[ids].split }),
    ),
  },
];
