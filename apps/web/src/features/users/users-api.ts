import { PAGE_SIZE } from '@connect/shared';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type {
  SubscriptionDetailsQuery,
  SubscriptionSort,
  SubscriptionWithUsersQuery,
} from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import type { DateRange } from '../../ui/date-range.ts';
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
      customFields {
        accountCustomFieldID
        name
        value
        isDefault
      }
    }
  }
`);

const PaymentProfileOptionsQuery = graphql(`
  query UsersPaymentProfiles($accountID: Int!) {
    paymentProfiles(accountID: $accountID) {
      ID
      description
      default
      memberCount
    }
  }
`);

const UpdatePaymentProfileMembership = graphql(`
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

const SetUserCustomFieldValues = graphql(`
  mutation SetUserCustomFieldValues($userID: Int!, $accountID: Int!, $values: [UserCustomFieldValueInput!]!) {
    setUserCustomFieldValues(userID: $userID, accountID: $accountID, values: $values) {
      accountCustomFieldID
      value
    }
  }
`);

const listKey = (q: ListQuery) => ['subscriptionWithUsers', q] as const;
const LIST_KEY_ROOT = ['subscriptionWithUsers'] as const;
const DETAILS_KEY_ROOT = ['subscriptionDetails'] as const;

/** The users list, page by page as it scrolls (limit/offset); sorting, search and filters run on the server. */
export function useSubscriptionList(q: ListQuery | null) {
  return useInfiniteQuery({
    queryKey: listKey(q ?? ({} as ListQuery)),
    enabled: q !== null,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const query = q!;
      const d = await gqlRequest(SubscriptionWithUsersQueryDoc, {
        accountID: query.accountId,
        sortBy: query.sort,
        searchString: query.search || null,
        billingGroupID: query.billingGroupId,
        paymentProfileID: query.paymentProfileId,
        includeSubAccounts: query.includeSubAccounts,
        limit: PAGE_SIZE,
        offset: pageParam,
      });
      return d.subscriptionWithUsers;
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.totalCount ? loaded : undefined;
    },
    // A new search or sort keeps the rows on screen until the answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionDetails(
  accountId: number | null,
  subscriptionId: number | null,
  range: DateRange,
) {
  return useQuery({
    queryKey: [...DETAILS_KEY_ROOT, accountId, subscriptionId, range.from, range.to],
    enabled: accountId !== null && subscriptionId !== null,
    queryFn: async () =>
      (
        await gqlRequest(SubscriptionDetailsQueryDoc, {
          accountID: accountId!,
          subscriptionID: subscriptionId!,
          fromDate: range.from,
          toDate: range.to,
        })
      ).subscriptionDetails,
    placeholderData: (previous, query) =>
      // Another period of the same subscription keeps its figures on screen while the new ones load.
      previous && query?.queryKey[2] === subscriptionId ? previous : undefined,
    meta: { silentErrors: true },
  });
}

export function usePaymentProfileOptions(accountId: number | null) {
  return useQuery({
    queryKey: ['paymentProfiles', accountId, 'options'],
    enabled: accountId !== null,
    queryFn: async () =>
      (await gqlRequest(PaymentProfileOptionsQuery, { accountID: accountId! })).paymentProfiles,
  });
}

function useRefreshCosts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: LIST_KEY_ROOT }),
      client.invalidateQueries({ queryKey: DETAILS_KEY_ROOT }),
      client.invalidateQueries({ queryKey: ['paymentProfiles'] }),
    ]);
}

type ProfileChoice = { id: number; description: string } | null;

/**
 * The bulk bar's Apply: the rows show the new profile at once (000 §4: the list updates optimistically), and go
 * back as they were if the server refuses.
 */
export function useAssignProfileToMany(accountId: number) {
  const client = useQueryClient();
  const refresh = useRefreshCosts();
  return useMutation({
    mutationFn: (v: { profile: ProfileChoice; subscriptionIds: number[] }) =>
      gqlRequest(UpdateMultiplePaymentProfileMemberships, {
        accountID: accountId,
        profileID: v.profile?.id ?? null,
        subscriptionIDs: v.subscriptionIds,
      }),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: LIST_KEY_ROOT });
      const before = client.getQueriesData<InfiniteData<SubscriptionPage>>({ queryKey: LIST_KEY_ROOT });
      const ids = new Set(v.subscriptionIds);
      client.setQueriesData<InfiniteData<SubscriptionPage>>({ queryKey: LIST_KEY_ROOT }, (data) =>
        data ? withProfile(data, ids, v.profile) : data,
      );
      return { before };
    },
    onError: (_e, _v, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: refresh,
  });
}

export function useAssignProfile(accountId: number) {
  const refresh = useRefreshCosts();
  return useMutation({
    mutationFn: (v: { subscriptionId: number; profileId: number | null; version: number }) =>
      gqlRequest(UpdatePaymentProfileMembership, {
        accountID: accountId,
        profileID: v.profileId,
        subscriptionID: v.subscriptionId,
        version: v.version,
      }),
    onSettled: refresh,
  });
}

/** The person's changed field values in one call: all are saved, or none. */
export function useSetCustomFieldValues(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; values: { accountCustomFieldID: number; value: string }[] }) =>
      gqlRequest(SetUserCustomFieldValues, { userID: v.userId, accountID: accountId, values: v.values }),
    onSettled: () => client.invalidateQueries({ queryKey: DETAILS_KEY_ROOT }),
  });
}
