import { PAGE_SIZE } from '@connect/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useRefreshAfter } from '../../../api/changes.ts';
import { useGqlPages, useGqlQuery } from '../../../api/gql-hooks.ts';
import { gqlRequest } from '../../../api/graphql-client.ts';
import { type AccountScope, scopeVariables } from '../../../app/account-choice.ts';
import type {
  AggregateSplitsQuery as AggregateSplitsAnswer,
  ContentServicesQuery as ContentServicesAnswer,
  DeductStatus,
} from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

export type { DeductStatus };
export type DeductionKind = 'contentServices' | 'aggregateSplits';

const ReportingSummaryQuery = graphql(`
  query ReportingSummary($period: Period!, $accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    reportingSummary(
      period: $period
      accountID: $accountID
      billingGroupID: $billingGroupID
      includeSubAccounts: $includeSubAccounts
    ) {
      numberOfSubscriptions
      totalCost
      totalDeduction
    }
  }
`);

const CategoryGroupReportQuery = graphql(`
  query CategoryGroupReport($period: Period!, $accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
    categoryGroupReport(
      period: $period
      accountID: $accountID
      billingGroupID: $billingGroupID
      includeSubAccounts: $includeSubAccounts
    ) {
      categoryGroupID
      categoryGroupKey
      name
      totalExclVat
      pctOfTotal
      details {
        categoryID
        name
        totalExclVat
        totalVat
      }
    }
  }
`);

/** What both lists show of an item: one row renders either (DeductionItem). */
graphql(`
  fragment DeductionItemFields on DeductionItem {
    deductStatus
    description
    usageAmount
    chargeDate
    bookedPeriod
    decisionBookedPeriod
    number
    decidedAt
    decidedByName
    bySubscription {
      subscriptionID
      catalogID
      names
      departmentName
      picture
      bnCustomerID
      phoneNumber
      billingGroupName
    }
    comments {
      createdAt
      catalogID
      firstname
      lastname
      comment
    }
  }
`);

const ContentServicesQuery = graphql(`
  query ContentServices(
    $period: Period!
    $accountID: Int!
    $billingGroupID: Int
    $deductStatus: DeductStatus
    $includeSubAccounts: Boolean
    $searchString: String
    $limit: Int
    $offset: Int
  ) {
    contentServices(
      period: $period
      accountID: $accountID
      billingGroupID: $billingGroupID
      deductStatus: $deductStatus
      includeSubAccounts: $includeSubAccounts
      searchString: $searchString
      limit: $limit
      offset: $offset
    ) {
      totalCount
      totalAmount
      statusCounts {
        work
        approved
        rejected
      }
      items {
        contentServiceID
        ...DeductionItemFields
        overThreshold
        amountOverThreshold
        yearToDateCovered
      }
    }
  }
`);

const AggregateSplitsQuery = graphql(`
  query AggregateSplits(
    $period: Period!
    $accountID: Int!
    $billingGroupID: Int
    $deductStatus: DeductStatus
    $includeSubAccounts: Boolean
    $searchString: String
    $limit: Int
    $offset: Int
  ) {
    aggregateSplits(
      period: $period
      accountID: $accountID
      billingGroupID: $billingGroupID
      deductStatus: $deductStatus
      includeSubAccounts: $includeSubAccounts
      searchString: $searchString
      limit: $limit
      offset: $offset
    ) {
      totalCount
      totalAmount
      statusCounts {
        work
        approved
        rejected
      }
      items {
        aggregateSplitID
        ...DeductionItemFields
      }
    }
  }
`);

const SetContentServiceApproval = graphql(`
  mutation SetContentServiceApproval(
    $accountID: Int!
    $contentServiceID: Int!
    $deductStatus: DeductStatus!
    $comment: String
    $expectedStatus: DeductStatus
  ) {
    setContentServiceApproval(
      accountID: $accountID
      contentServiceID: $contentServiceID
      deductStatus: $deductStatus
      comment: $comment
      expectedStatus: $expectedStatus
    ) {
      contentServiceID
      deductStatus
      decisionBookedPeriod
    }
  }
`);

const SetAggregateSplitApproval = graphql(`
  mutation SetAggregateSplitApproval(
    $accountID: Int!
    $aggregateSplitID: Int!
    $deductStatus: DeductStatus!
    $comment: String
    $expectedStatus: DeductStatus
  ) {
    setAggregateSplitApproval(
      accountID: $accountID
      aggregateSplitID: $aggregateSplitID
      deductStatus: $deductStatus
      comment: $comment
      expectedStatus: $expectedStatus
    ) {
      aggregateSplitID
      deductStatus
      decisionBookedPeriod
    }
  }
`);

type ContentServicePage = ContentServicesAnswer['contentServices'];
/** One row of either list (the generated content-service row, its id as `id`): aggregate splits get no threshold. */
export type DeductionItem = Omit<ContentServicePage['items'][number], 'contentServiceID'> & { id: number };
export type DeductionPage = Omit<ContentServicePage, 'items'> & { items: DeductionItem[] };

export type DeductionFilter = { period: string; status: DeductStatus; search: string };

/** Both lists as one shape: a row's own id becomes `id`; aggregate splits carry no yearly threshold. */
const contentPage = (p: ContentServicePage): DeductionPage => ({
  ...p,
  items: p.items.map(({ contentServiceID, ...item }) => ({ ...item, id: contentServiceID })),
});
const splitPage = (p: AggregateSplitsAnswer['aggregateSplits']): DeductionPage => ({
  ...p,
  items: p.items.map(({ aggregateSplitID, ...item }) => ({
    ...item,
    id: aggregateSplitID,
    overThreshold: false,
    amountOverThreshold: 0,
    yearToDateCovered: 0,
  })),
});

const deductionPages = { pageSize: PAGE_SIZE, placeholderData: keepPreviousData } as const;

/** The list of one kind for the month and Show filter, a page at a time as it scrolls. */
export function useDeductions(kind: DeductionKind, scope: AccountScope | null, f: DeductionFilter) {
  const variables = scope && {
    period: f.period,
    ...scopeVariables(scope),
    deductStatus: f.status,
    searchString: f.search || null,
  };
  const content = useGqlPages(ContentServicesQuery, kind === 'contentServices' ? variables : null, {
    ...deductionPages,
    rows: (d) => d.contentServices.items,
    totalCount: (d) => d.contentServices.totalCount,
    select: (d) => ({ ...d, pages: d.pages.map((p) => contentPage(p.contentServices)) }),
  });
  const splits = useGqlPages(AggregateSplitsQuery, kind === 'aggregateSplits' ? variables : null, {
    ...deductionPages,
    rows: (d) => d.aggregateSplits.items,
    totalCount: (d) => d.aggregateSplits.totalCount,
    select: (d) => ({ ...d, pages: d.pages.map((p) => splitPage(p.aggregateSplits)) }),
  });
  return kind === 'contentServices' ? content : splits;
}

export function useReportingSummary(scope: AccountScope | null, period: string) {
  return useGqlQuery(ReportingSummaryQuery, scope && { period, ...scopeVariables(scope) }, {
    select: (d) => d.reportingSummary,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryGroupReport(scope: AccountScope | null, period: string) {
  return useGqlQuery(CategoryGroupReportQuery, scope && { period, ...scopeVariables(scope) }, {
    select: (d) => d.categoryGroupReport,
  });
}

export type ApprovalInput = {
  id: number;
  deductStatus: 'approved' | 'rejected';
  expectedStatus: DeductStatus;
  comment: string;
};

/**
 * Approve or reject an item. It changes money (`costs`): the item moves to the other list, and the reports, the
 * dashboard, the Users list and the subscription details show the cost engine's new deduction. Answers the item's
 * `decisionBookedPeriod`: set when its month was closed and the change went into that open month instead.
 */
export function useSetApproval(kind: DeductionKind, accountId: number | null) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: async (input: ApprovalInput) => {
      const common = {
        accountID: accountId!,
        deductStatus: input.deductStatus,
        expectedStatus: input.expectedStatus,
        comment: input.comment.trim() || null,
      };
      if (kind === 'contentServices')
        return (await gqlRequest(SetContentServiceApproval, { ...common, contentServiceID: input.id }))
          .setContentServiceApproval;
      return (await gqlRequest(SetAggregateSplitApproval, { ...common, aggregateSplitID: input.id }))
        .setAggregateSplitApproval;
    },
    onSettled: () => refreshAfter('costs'),
  });
}
