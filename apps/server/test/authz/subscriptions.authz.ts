import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** The demo company's main account (every allowed caller sees it) and the other customer's account. */
const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** A subscription of that account: the demo employee's, or one of the other customer's. */
const subscription = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.subscriptionIds[2]! : s.seed.otherSubscriptionIds[0]!;

const profile = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.cost.profiles.standard : s.seed.cost.profiles.other;

const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

export const rows: AuthzRow[] = [
  {
    operation: 'Query.subscriptionWithUsers',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!) { subscriptionWithUsers(accountID: $accountID, limit: 2) { totalCount items { subscriptionID } } }',
      (s, ids) => ({ accountID: account(s, ids) }),
    ),
  },
  {
    operation: 'Query.subscriptionDetails',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!, $subscriptionID: Int!) { subscriptionDetails(accountID: $accountID, subscriptionID: $subscriptionID) { subscriptionID categoryGroupUsage { usedAmount } } }',
      (s, ids) => ({ accountID: account(s, ids), subscriptionID: subscription(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.updatePaymentProfileMembership',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int, $subscriptionID: Int!) { updatePaymentProfileMembership(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) }',
      (s, ids) => ({
        accountID: account(s, ids),
        profileID: profile(s, ids),
        subscriptionID: subscription(s, ids),
      }),
    ),
  },
  {
    operation: 'Mutation.updateMultiplePaymentProfileMemberships',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $profileID: Int, $subscriptionIDs: [Int!]!) { updateMultiplePaymentProfileMemberships(accountID: $accountID, profileID: $profileID, subscriptionIDs: $subscriptionIDs) }',
      (s, ids) => ({
        accountID: account(s, ids),
        profileID: profile(s, ids),
        subscriptionIDs: [subscription(s, ids)],
      }),
    ),
  },
];
