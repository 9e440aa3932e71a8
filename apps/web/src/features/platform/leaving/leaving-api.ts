import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { graphql } from '../../../gql/index.ts';

/** Leaving (issue 33 §1, docs/LEAVING.md): the leavers of an account and one person's offboarding. */

export const LeaversDoc = graphql(`
  query Leavers($accountID: Int!, $includeSubAccounts: Boolean, $pastDays: Int) {
    leavers(accountID: $accountID, includeSubAccounts: $includeSubAccounts, pastDays: $pastDays) {
      catalogID
      firstName
      lastName
      employeeNumber
      leavingDate
      openSubscriptionCount
      openDeviceCount
    }
  }
`);

graphql(`
  fragment OffboardingFields on Offboarding {
    person {
      catalogID
      firstName
      lastName
      employeeNumber
      leavingDate
    }
    subscriptions {
      subscriptionID
      accountID
      phoneNumber
      product
      paymentProfileName
      endedOn
      version
    }
    devices {
      deviceID
      accountID
      classID
      description
      returnedAt
      purchasedAt
      purchasedCostPrice
      version
      quoteProblem
      quote {
        asOf
        ageMonths
        price
        priceIncVat
        taxValueIncVat
        taxableBenefitIncVat
      }
    }
    finalPayroll {
      period
      openBuyOutOre
      figures {
        deductedOre
        contentDeductedOre
        contentOverThresholdOre
        equipmentDeductedOre
        buyOutBenefitOre
        totalDeductedOre
      }
    }
    reminders {
      leavingDate
      step
      channel
      recipientName
      toLeaver
      deviceCount
      sentAt
    }
  }
`);

export const OffboardingDoc = graphql(`
  query Offboarding($catalogID: Int!) {
    offboarding(catalogID: $catalogID) {
      ...OffboardingFields
    }
  }
`);

export const SetLeavingDateDoc = graphql(`
  mutation SetLeavingDate($catalogID: Int!, $leavingDate: Date, $expectedLeavingDate: Date) {
    setLeavingDate(catalogID: $catalogID, leavingDate: $leavingDate, expectedLeavingDate: $expectedLeavingDate) {
      catalogID
      leavingDate
    }
  }
`);

export const DecideLeaverSubscriptionDoc = graphql(`
  mutation DecideLeaverSubscription(
    $catalogID: Int!
    $subscriptionID: Int!
    $version: Int!
    $decision: LeaverSubscriptionDecision!
    $newCatalogID: Int
    $lastDay: Date
  ) {
    decideLeaverSubscription(
      catalogID: $catalogID
      subscriptionID: $subscriptionID
      version: $version
      decision: $decision
      newCatalogID: $newCatalogID
      lastDay: $lastDay
    ) {
      ...OffboardingFields
    }
  }
`);

export const DecideLeaverDeviceDoc = graphql(`
  mutation DecideLeaverDevice(
    $catalogID: Int!
    $deviceID: Int!
    $version: Int!
    $decision: LeaverDeviceDecision!
    $date: Date
  ) {
    decideLeaverDevice(catalogID: $catalogID, deviceID: $deviceID, version: $version, decision: $decision, date: $date) {
      ...OffboardingFields
    }
  }
`);

export const EndLeaverPolicyMembershipDoc = graphql(`
  mutation EndLeaverPolicyMembership($catalogID: Int!) {
    endLeaverPolicyMembership(catalogID: $catalogID) {
      ...OffboardingFields
    }
  }
`);

export function useLeavers(accountId: number | null, includeSubAccounts: boolean, pastDays: number) {
  return useGqlQuery(
    LeaversDoc,
    accountId === null ? null : { accountID: accountId, includeSubAccounts, pastDays },
  );
}

export function useOffboarding(catalogId: number | null) {
  return useGqlQuery(OffboardingDoc, catalogId === null ? null : { catalogID: catalogId });
}
