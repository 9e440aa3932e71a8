import { keepPreviousData } from '@tanstack/react-query';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { type AccountScope, scopeVariables } from '../../../app/account-choice.ts';
import { graphql } from '../../../gql/index.ts';

/** A month's figures, this month's and last month's alike. */
graphql(`
  fragment DashboardMonthFields on DashboardMonth {
    period
    totalCost
    deducted
    work
    private
  }
`);

/** What waits for approval of one kind, in all and per month. */
graphql(`
  fragment PendingApprovalsFields on PendingApprovals {
    count
    amount
    months {
      period
      count
      amount
    }
  }
`);

const SummaryQuery = graphql(`
  query DashboardSummary($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    dashboardSummary(accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
      period
      current {
        ...DashboardMonthFields
      }
      previous {
        ...DashboardMonthFields
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
        ...PendingApprovalsFields
      }
      aggregateSplits {
        ...PendingApprovalsFields
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
const vars = (scope: AccountScope | null) => (scope ? scopeVariables(scope) : null);

export const useDashboardSummary = (scope: AccountScope | null) =>
  useGqlQuery(SummaryQuery, vars(scope), { ...card, select: (d) => d.dashboardSummary });

export const useCostSeries = (scope: AccountScope | null) =>
  useGqlQuery(CostSeriesQuery, vars(scope), { ...card, select: (d) => d.dashboardCostSeries });

export const useTopSubscriptions = (scope: AccountScope | null) =>
  useGqlQuery(TopSubscriptionsQuery, vars(scope), { ...card, select: (d) => d.dashboardTopSubscriptions });

export const usePendingApprovals = (scope: AccountScope | null) =>
  useGqlQuery(PendingApprovalsQuery, vars(scope), { ...card, select: (d) => d.dashboardPendingApprovals });

export const useBillShock = (scope: AccountScope | null) =>
  useGqlQuery(BillShockQuery, vars(scope), { ...card, select: (d) => d.dashboardBillShock });
