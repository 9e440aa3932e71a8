import { PAGE_SIZE } from '@connect/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type { DeductStatus } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

export type { DeductStatus };
export type DeductionKind = 'contentServices' | 'aggregateSplits';

/** The account choice of the top bar, as the report calls take it. */
export type ReportScope = { accountId: number; billingGroupId: number | null; includeSubAccounts: boolean };

const scopeVariables = (s: ReportScope) => ({
  accountID: s.accountId,
  billingGroupID: s.billingGroupId,
  includeSubAccounts: s.includeSubAccounts,
});

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
        deductStatus
        description
        usageAmount
        chargeDate
        number
        decidedAt
        decidedByName
        overThreshold
        amountOverThreshold
        yearToDateCovered
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
        deductStatus
        description
        usageAmount
        chargeDate
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
    }
  }
`);

/** One row of either list: content services carry the yearly threshold, aggregate splits do not. */
export type DeductionItem = {
  id: number;
  deductStatus: DeductStatus;
  description: string;
  usageAmount: number;
  chargeDate: string;
  number: string;
  decidedAt?: string | null;
  decidedByName?: string | null;
  overThreshold: boolean;
  amountOverThreshold: number;
  yearToDateCovered: number;
  bySubscription: {
    subscriptionID: number;
    catalogID?: number | null;
    names: string;
    departmentName?: string | null;
    picture?: string | null;
    bnCustomerID: number;
    phoneNumber: string;
    billingGroupName: string;
  };
  comments: {
    createdAt: string;
    catalogID?: number | null;
    firstname?: string | null;
    lastname?: string | null;
    comment: string;
  }[];
};

export type DeductionPage = {
  totalCount: number;
  totalAmount: number;
  statusCounts: Record<DeductStatus, number>;
  items: DeductionItem[];
};

export type DeductionFilter = { period: string; status: DeductStatus; search: string };

async function fetchDeductions(
  kind: DeductionKind,
  scope: ReportScope,
  f: DeductionFilter,
  offset: number,
): Promise<DeductionPage> {
  const variables = {
    period: f.period,
    ...scopeVariables(scope),
    deductStatus: f.status,
    searchString: f.search || null,
    limit: PAGE_SIZE,
    offset,
  };
  if (kind === 'contentServices') {
    const { contentServices: page } = await gqlRequest(ContentServicesQuery, variables);
    return {
      ...page,
      items: page.items.map(({ contentServiceID, ...item }) => ({ id: contentServiceID, ...item })),
    };
  }
  const { aggregateSplits: page } = await gqlRequest(AggregateSplitsQuery, variables);
  return {
    ...page,
    items: page.items.map(({ aggregateSplitID, ...item }) => ({
      id: aggregateSplitID,
      ...item,
      overThreshold: false,
      amountOverThreshold: 0,
      yearToDateCovered: 0,
    })),
  };
}

/** The list of one kind for the month and Show filter, a page at a time as it scrolls. */
export function useDeductions(kind: DeductionKind, scope: ReportScope | null, f: DeductionFilter) {
  return useInfiniteQuery({
    queryKey: ['reports', 'deductions', kind, scope, f],
    queryFn: ({ pageParam }) => fetchDeductions(kind, scope!, f, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount ? loaded : undefined;
    },
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReportingSummary(scope: ReportScope | null, period: string) {
  return useQuery({
    queryKey: ['reports', 'summary', scope, period],
    queryFn: () => gqlRequest(ReportingSummaryQuery, { period, ...scopeVariables(scope!) }),
    select: (d) => d.reportingSummary,
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryGroupReport(scope: ReportScope | null, period: string) {
  return useQuery({
    queryKey: ['reports', 'categories', scope, period],
    queryFn: () => gqlRequest(CategoryGroupReportQuery, { period, ...scopeVariables(scope!) }),
    select: (d) => d.categoryGroupReport,
    enabled: scope !== null,
  });
}

export type ApprovalInput = {
  id: number;
  deductStatus: 'approved' | 'rejected';
  expectedStatus: DeductStatus;
  comment: string;
};

/**
 * Approve or reject an item. Afterwards every report list, the summary and the dashboard reload: the item moves
 * to the other list and the cost engine's deduction changes with it.
 */
export function useSetApproval(kind: DeductionKind, accountId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApprovalInput) => {
      const common = {
        accountID: accountId!,
        deductStatus: input.deductStatus,
        expectedStatus: input.expectedStatus,
        comment: input.comment.trim() || null,
      };
      if (kind === 'contentServices')
        await gqlRequest(SetContentServiceApproval, { ...common, contentServiceID: input.id });
      else await gqlRequest(SetAggregateSplitApproval, { ...common, aggregateSplitID: input.id });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['reports'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
