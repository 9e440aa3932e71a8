import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import { graphql } from '../../gql/index.ts';

/** The account choice of the top bar, as the dashboard calls take it. */
export type DashboardScope = {
  accountId: number;
  billingGroupId: number | null;
  includeSubAccounts: boolean;
};

const variables = (s: DashboardScope) => ({
  accountID: s.accountId,
  billingGroupID: s.billingGroupId,
  includeSubAccounts: s.includeSubAccounts,
});

const SummaryQuery = graphql(`
  query DashboardSummary($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardSummary(accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
      period
      current {
        period
        totalCost
        deducted
        work
        private
      }
      previous {
        period
        totalCost
        deducted
        work
        private
      }
    }
  }
`);

const CostSeriesQuery = graphql(`
  query DashboardCostSeries($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardCostSeries(accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
      categoryGroups {
        categoryGroupID
        name
      }
      months {
        period
        total
        categories {
          categoryGroupID
          amount
        }
      }
    }
  }
`);

const TopSubscriptionsQuery = graphql(`
  query DashboardTopSubscriptions($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardTopSubscriptions(
      accountID: $accountID
      billingGroupID: $billingGroupID
      includeSubAccounts: $includeSubAccounts
    ) {
      subscriptionID
      names
      phoneNumber
      departmentName
      totalCost
      deducted
    }
  }
`);

const PendingApprovalsQuery = graphql(`
  query DashboardPendingApprovals($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardPendingApprovals(
      accountID: $accountID
      billingGroupID: $billingGroupID
      includeSubAccounts: $includeSubAccounts
    ) {
      contentServices {
        count
        amount
        months {
          period
          count
          amount
        }
      }
      aggregateSplits {
        count
        amount
        months {
          period
          count
          amount
        }
      }
    }
  }
`);

const BillShockQuery = graphql(`
  query DashboardBillShock($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardBillShock(accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
      period
      count
      rule {
        multiplier
        minIncrease
        months
        minHistoryMonths
      }
      items {
        usual
        increase
        historyMonths
        subscription {
          subscriptionID
          names
          phoneNumber
          departmentName
          totalCost
        }
      }
    }
  }
`);

function useDashboardQuery<T>(
  name: string,
  scope: DashboardScope | null,
  load: (s: DashboardScope) => Promise<T>,
) {
  return useQuery({
    queryKey: ['dashboard', name, scope],
    queryFn: () => load(scope!),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}

export const useDashboardSummary = (scope: DashboardScope | null) =>
  useDashboardQuery(
    'summary',
    scope,
    async (s) => (await gqlRequest(SummaryQuery, variables(s))).dashboardSummary,
  );

export const useCostSeries = (scope: DashboardScope | null) =>
  useDashboardQuery(
    'costSeries',
    scope,
    async (s) => (await gqlRequest(CostSeriesQuery, variables(s))).dashboardCostSeries,
  );

export const useTopSubscriptions = (scope: DashboardScope | null) =>
  useDashboardQuery(
    'topSubscriptions',
    scope,
    async (s) => (await gqlRequest(TopSubscriptionsQuery, variables(s))).dashboardTopSubscriptions,
  );

export const usePendingApprovals = (scope: DashboardScope | null) =>
  useDashboardQuery(
    'pendingApprovals',
    scope,
    async (s) => (await gqlRequest(PendingApprovalsQuery, variables(s))).dashboardPendingApprovals,
  );

export const useBillShock = (scope: DashboardScope | null) =>
  useDashboardQuery(
    'billShock',
    scope,
    async (s) => (await gqlRequest(BillShockQuery, variables(s))).dashboardBillShock,
  );
