import { PAGE_SIZE } from '@connect/shared';
import { type InfiniteData, keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { gqlKey, useGqlMutation, useGqlPages, useGqlQuery } from '../../../api/gql-hooks.ts';
import { askPages } from '../../../app/screen-data.ts';
import type {
  SubscriptionDetailsQuery,
  SubscriptionSort,
  SubscriptionWithUsersQuery,
} from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';
import type { DateRange } from '../../../ui/date-range.ts';
import { withProfile } from './optimistic-profile.ts';

export type { SubscriptionSort };
export type SubscriptionPage = SubscriptionWithUsersQuery['subscriptionWithUsers'];
export type SubscriptionItem = SubscriptionPage['items'][number];
export type SubscriptionDetail = SubscriptionDetailsQuery['subscriptionDetails'];

/** What the list shows: the top bar's account choice and the list's own filters. */
export type ListQuery = {
  accountId: number;
  includeSubAccounts: boolean;
  billingGroupId: number | null;
  /** 0: subscriptions without a profile of their own. */
  paymentProfileId: number | null;
  search: string;
  sort: SubscriptionSort;
};

const SubscriptionWithUsersQueryDoc = graphql(`
  query SubscriptionWithUsers(
    $accountID: Int!
    $sortBy: SubscriptionSort
    $searchString: String
    $billingGroupID: Int
    $paymentProfileID: Int
    $includeSubAccounts: Boolean
    $limit: Int
    $offset: Int
  ) {
    subscriptionWithUsers(
      accountID: $accountID
      sortBy: $sortBy
      searchString: $searchString
      productFilter: "mobile"
      billingGroupID: $billingGroupID
      paymentProfileID: $paymentProfileID
      includeSubAccounts: $includeSubAccounts
      limit: $limit
      offset: $offset
    ) {
      totalCount
      totalIsLowerBound
      fromDate
      toDate
      items {
        subscriptionID
        accountID
        userID
        firstName
        lastName
        phoneNumber
        email
        position
        departmentName
        billingGroupID
        billingGroupName
        paymentProfileID
        paymentProfileDescription
        extEmployeeID
        sumUsageWorkString
        sumUsagePrivateString
        sumUsageTotalString
        deductedString
        deductedMonthString
        deductedYearString
        dataUsed
        dataSize
        dataPctUse
        endedOn
      }
    }
  }
`);

const SubscriptionDetailsQueryDoc = graphql(`
  query SubscriptionDetails($accountID: Int!, $subscriptionID: Int!, $fromDate: Date, $toDate: Date) {
    subscriptionDetails(accountID: $accountID, subscriptionID: $subscriptionID, fromDate: $fromDate, toDate: $toDate) {
      subscriptionID
      accountID
      userID
      firstName
      lastName
      phoneNumber
      position
      departmentName
      billingGroupName
      endedOn
      paymentProfileID
      appliedPaymentProfileID
      version
      fromDate
      toDate
      totalAmountPeriodString
      totalAmountYTDString
      coveredAmountPeriodString
      deductedAmountPeriodString
      deductedAmountYTDString
      categoryGroupUsage {
        categoryGroupID
        categoryGroupKey
        name
        coveredAmountString
        usedAmountString
        usedYtdString
        deductedAmountString
        deductedYtdString
        reported
        reportedAmountString
      }
      dataUsage {
        period
        usage
        included
        pctOfIncluded
      }
      lateCharges {
        ID
        date
        bookedPeriod
        description
        amountString
      }
      customFields {
        accountCustomFieldID
        name
        value
        isDefault
      }
    }
  }
`);

/** A payment profile as the users screen offers it (the bulk bar, the filters, Settings). */
graphql(`
  fragment ProfileOption on PaymentProfile {
    ID
    description
    default
  }
`);

const PaymentProfileOptionsQuery = graphql(`
  query UsersPaymentProfiles($accountID: Int!) {
    paymentProfiles(accountID: $accountID) {
      ...ProfileOption
      memberCount
    }
  }
`);

export const UpdatePaymentProfileMembership = graphql(`
  mutation UpdatePaymentProfileMembership($accountID: Int!, $profileID: Int, $subscriptionID: Int!, $version: Int) {
    updatePaymentProfileMembership(
      accountID: $accountID
      profileID: $profileID
      subscriptionID: $subscriptionID
      version: $version
    )
  }
`);

const UpdateMultiplePaymentProfileMemberships = graphql(`
  mutation UpdateMultiplePaymentProfileMemberships($accountID: Int!, $profileID: Int, $subscriptionIDs: [Int!]!) {
    updateMultiplePaymentProfileMemberships(
      accountID: $accountID
      profileID: $profileID
      subscriptionIDs: $subscriptionIDs
    )
  }
`);

export const SetUserCustomFieldValues = graphql(`
  mutation SetUserCustomFieldValues($userID: Int!, $accountID: Int!, $values: [UserCustomFieldValueInput!]!) {
    setUserCustomFieldValues(userID: $userID, accountID: $accountID, values: $values) {
      accountCustomFieldID
      value
    }
  }
`);

const listVariables = (q: ListQuery) => ({
  accountID: q.accountId,
  sortBy: q.sort,
  searchString: q.search || null,
  billingGroupID: q.billingGroupId,
  paymentProfileID: q.paymentProfileId,
  includeSubAccounts: q.includeSubAccounts,
});

const LIST_PAGES = {
  pageSize: PAGE_SIZE,
  rows: (d: SubscriptionWithUsersQuery) => d.subscriptionWithUsers.items,
  totalCount: (d: SubscriptionWithUsersQuery) => d.subscriptionWithUsers.totalCount,
};

/** The list's own filters (list-filters.tsx). */
export type ListFilterValues = {
  search: string;
  billingGroupId: number | null;
  paymentProfileId: number | null;
};

/** The list's own filters as it first shows for the top bar's choice: no search, its billing group, any profile. */
export const startFilters = (billingGroupId: number | null): ListFilterValues => ({
  search: '',
  billingGroupId,
  paymentProfileId: null,
});

/** The users list, page by page as it scrolls (limit/offset); sorting, search and filters run on the server. */
export function useSubscriptionList(q: ListQuery | null) {
  return useGqlPages(SubscriptionWithUsersQueryDoc, q && listVariables(q), {
    ...LIST_PAGES,
    select: (d) => ({ ...d, pages: d.pages.map((p) => p.subscriptionWithUsers) }),
    // A new search or sort keeps the rows on screen until the answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The list's first page at the app's start (users-data.ts), as useSubscriptionList asks for it. */
export const askSubscriptionList = (q: ListQuery) =>
  askPages(SubscriptionWithUsersQueryDoc, listVariables(q), LIST_PAGES);

export function useSubscriptionDetails(
  accountId: number | null,
  subscriptionId: number | null,
  range: DateRange,
) {
  return useGqlQuery(
    SubscriptionDetailsQueryDoc,
    accountId !== null && subscriptionId !== null
      ? { accountID: accountId, subscriptionID: subscriptionId, fromDate: range.from, toDate: range.to }
      : null,
    {
      select: (d) => d.subscriptionDetails,
      placeholderData: (previous) =>
        // Another period of the same subscription keeps its figures on screen while the new ones load.
        previous?.subscriptionDetails.subscriptionID === subscriptionId ? previous : undefined,
      meta: { silentErrors: true },
    },
  );
}

export function usePaymentProfileOptions(accountId: number | null) {
  return useGqlQuery(PaymentProfileOptionsQuery, accountId === null ? null : { accountID: accountId }, {
    select: (d) => d.paymentProfiles,
  });
}

type ListAnswer = InfiniteData<SubscriptionWithUsersQuery>;
const LIST = gqlKey(SubscriptionWithUsersQueryDoc);

/**
 * The bulk bar's Apply: the rows show the new profile at once (000 §4: the list updates optimistically), and go
 * back as they were if the server refuses.
 */
export function useAssignProfileToMany(profiles: readonly { ID: number; description: string }[]) {
  const client = useQueryClient();
  return useGqlMutation(UpdateMultiplePaymentProfileMemberships, {
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: LIST });
      const before = client.getQueriesData<ListAnswer>({ queryKey: LIST });
      const chosen = profiles.find((p) => p.ID === v.profileID);
      const profile = chosen ? { id: chosen.ID, description: chosen.description } : null;
      const ids = new Set([v.subscriptionIDs].flat());
      client.setQueriesData<ListAnswer>({ queryKey: LIST }, (data) => {
        if (!data) return data;
        const pages = { ...data, pages: data.pages.map((p) => p.subscriptionWithUsers) };
        return {
          ...data,
          pages: withProfile(pages, ids, profile).pages.map((p) => ({ subscriptionWithUsers: p })),
        };
      });
      return { before };
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
  });
}
