import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { AccountScope } from '../../../app/account-choice.ts';
import { graphql } from '../../../gql/index.ts';

/** What stands out in the chosen account today, and the customer's thresholds (issue 33 §3). */
const AlertsQuery = graphql(`
  query DashboardAlerts($accountID: Int!, $includeSubAccounts: Boolean) {
    dashboardAlerts(accountID: $accountID, includeSubAccounts: $includeSubAccounts) {
      items {
        kind
        subscriptionID
        discoveredDeviceID
        names
        phoneNumber
        categoryGroupKey
        description
        imei
        amount
        usual
        seenOn
      }
      settings {
        usualFactor
        minIncrease
        unallocatedDays
        sendDigest
        version
      }
    }
  }
`);

const UpdateSettings = graphql(`
  mutation UpdateDashboardAlertSettings(
    $accountID: Int!
    $version: Int!
    $usualFactor: Float!
    $minIncrease: Float!
    $unallocatedDays: Int!
    $sendDigest: Boolean!
    $language: String
  ) {
    updateDashboardAlertSettings(
      accountID: $accountID
      version: $version
      usualFactor: $usualFactor
      minIncrease: $minIncrease
      unallocatedDays: $unallocatedDays
      sendDigest: $sendDigest
      language: $language
    ) {
      version
    }
  }
`);

export const useDashboardAlerts = (scope: AccountScope | null) =>
  useGqlQuery(
    AlertsQuery,
    scope && { accountID: scope.accountId, includeSubAccounts: scope.includeSubAccounts },
    { select: (d) => d.dashboardAlerts },
  );

export type DashboardAlerts = NonNullable<ReturnType<typeof useDashboardAlerts>['data']>;
export type DashboardAlertItem = DashboardAlerts['items'][number];
export type DashboardAlertSettings = DashboardAlerts['settings'];

export const useUpdateDashboardAlertSettings = () => useGqlMutation(UpdateSettings);
