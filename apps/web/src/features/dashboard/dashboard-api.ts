import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../api/gql-hooks.ts';
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
        categoryGroupKey
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

/** Each dashboard card asks for its own figures for the top bar's choice, keeping the last ones while it loads. */
const card = { placeholderData: keepPreviousData };
const vars = (scope: DashboardScope | null) => (scope ? variables(scope) : null);

export const useDashboardSummary = (scope: DashboardScope | null) =>
  useGqlQuery(SummaryQuery, vars(scope), { ...card, select: (d) => d.dashboardSummary });

export const useCostSeries = (scope: DashboardScope | null) =>
  useGqlQuery(CostSeriesQuery, vars(scope), { ...card, select: (d) => d.dashboardCostSeries });

export const useTopSubscriptions = (scope: DashboardScope | null) =>
  useGqlQuery(TopSubscriptionsQuery, vars(scope), { ...card, select: (d) => d.dashboardTopSubscriptions });

export const usePendingApprovals = (scope: DashboardScope | null) =>
  useGqlQuery(PendingApprovalsQuery, vars(scope), { ...card, select: (d) => d.dashboardPendingApprovals });

export const useBillShock = (scope: DashboardScope | null) =>
  useGqlQuery(BillShockQuery, vars(scope), { ...card, select: (d) => d.dashboardBillShock });
