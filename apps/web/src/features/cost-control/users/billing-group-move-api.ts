import { graphql } from '../../../gql/index.ts';

/** Moving a subscription to another billing group (issue 33 §2), run through api/gql-hooks. */

export const BillingGroupMoveOptionsQuery = graphql(`
  query BillingGroupMoveOptions($accountID: Int!, $subscriptionID: Int!) {
    billingGroupMoveOptions(accountID: $accountID, subscriptionID: $subscriptionID) {
      currentBillingGroupID
      groups {
        billingGroupID
        name
      }
      planned {
        toBillingGroupName
        effectiveOn
      }
    }
  }
`);

export const BillingGroupMovePreviewQuery = graphql(`
  query BillingGroupMovePreview($accountID: Int!, $subscriptionID: Int!, $billingGroupID: Int!) {
    billingGroupMovePreview(accountID: $accountID, subscriptionID: $subscriptionID, billingGroupID: $billingGroupID) {
      from {
        name
        useVat
      }
      to {
        name
        useVat
      }
      changesGroup
      changesVat
      effectiveOn
    }
  }
`);

export const MoveSubscriptionToBillingGroupMutation = graphql(`
  mutation MoveSubscriptionToBillingGroup(
    $accountID: Int!
    $subscriptionID: Int!
    $billingGroupID: Int!
    $version: Int!
  ) {
    moveSubscriptionToBillingGroup(
      accountID: $accountID
      subscriptionID: $subscriptionID
      billingGroupID: $billingGroupID
      version: $version
    ) {
      changesGroup
      effectiveOn
    }
  }
`);
