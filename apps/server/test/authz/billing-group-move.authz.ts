import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** Moving a subscription to another billing group (issue 33 §2): cost-control admins, as the users screen. */

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** The side's subscription with its own group and version: a move to the group it is in changes nothing. */
async function move(s: TestServer, ids: 'own' | 'foreign') {
  const subscriptionID = ids === 'own' ? s.seed.subscriptionIds[2]! : s.seed.otherSubscriptionIds[0]!;
  const [row] = await queryRows<{ groupId: number; version: number }>(
    s.database.db,
    sql`select billing_group_id as "groupId", version from subscriptions where id = ${subscriptionID}`,
  );
  return { accountID: account(s, ids), subscriptionID, billingGroupID: row!.groupId, version: row!.version };
}

const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

export const rows: AuthzRow[] = [
  {
    operation: 'Query.billingGroupMoveOptions',
    ...COST_CONTROL,
    call: gqlCall(
      `query($accountID: Int!, $subscriptionID: Int!) {
        billingGroupMoveOptions(accountID: $accountID, subscriptionID: $subscriptionID) { currentBillingGroupID } }`,
      async (s, ids) => {
        const { accountID, subscriptionID } = await move(s, ids);
        return { accountID, subscriptionID };
      },
    ),
  },
  {
    operation: 'Query.billingGroupMovePreview',
    ...COST_CONTROL,
    call: gqlCall(
      `query($accountID: Int!, $subscriptionID: Int!, $billingGroupID: Int!) {
        billingGroupMovePreview(accountID: $accountID, subscriptionID: $subscriptionID,
          billingGroupID: $billingGroupID) { effectiveOn } }`,
      async (s, ids) => {
        const { version: _, ...args } = await move(s, ids);
        return args;
      },
    ),
  },
  {
    operation: 'Mutation.moveSubscriptionToBillingGroup',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($accountID: Int!, $subscriptionID: Int!, $billingGroupID: Int!, $version: Int!) {
        moveSubscriptionToBillingGroup(accountID: $accountID, subscriptionID: $subscriptionID,
          billingGroupID: $billingGroupID, version: $version) { effectiveOn } }`,
      move,
    ),
  },
];
