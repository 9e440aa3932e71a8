import { DIALOG_SEARCH_DEBOUNCE_MS, PAGE_SIZE } from '@connect/shared';
import { useDebouncedValue } from '@mantine/hooks';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { gqlRequest } from '../../api/graphql-client.ts';
import type {
  DraftRulesInput,
  PaymentProfileFieldsFragment,
  PaymentProfileInput,
  PaymentProfileSettingsInput,
} from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

export type PaymentProfile = PaymentProfileFieldsFragment;

graphql(`
  fragment PaymentProfileFields on PaymentProfile {
    ID
    accountID
    description
    default
    billingPeriod
    memberCount
    version
    settings {
      smsPaymentMode
      defaultReportMode
      mandatoryCommentInReport
      sendSMSReport
      smsReportText
      smsSender
      sendWelcomeSMS
      dueDateDay
      reportGenericTraffic
      automaticApproval
    }
    rules {
      groups {
        groupID
        groupName
        categoryGroupIDs
        covers
        limited
        limit
      }
      categoryGroups {
        categoryGroupID
        covers
        limited
        limit
        report
      }
    }
  }
`);

const PaymentProfilesQuery = graphql(`
  query PaymentProfiles($accountID: Int!) {
    paymentProfiles(accountID: $accountID) {
      ...PaymentProfileFields
    }
  }
`);

const PaymentCategoryGroupsQuery = graphql(`
  query PaymentCategoryGroups {
    paymentCategoryGroups {
      ID
      key
      description
      groupable
      reportable
    }
  }
`);

const SmsSendersQuery = graphql(`
  query SmsSenders($accountID: Int) {
    smsSenders(accountID: $accountID) {
      sender
    }
  }
`);

const SmsPricesQuery = graphql(`
  query SmsPrices {
    smsPrices {
      norwegian
      international
      charactersPerSms
    }
  }
`);

const MembersQuery = graphql(`
  query PaymentProfileMembers($accountID: Int!, $profileID: Int!, $limit: Int, $offset: Int) {
    paymentProfileMembers(accountID: $accountID, profileID: $profileID, limit: $limit, offset: $offset) {
      subscriptionID
      catalogID
      firstName
      lastName
      departmentName
      picture
      bnCustomerID
      phoneNumber
    }
  }
`);

// The Add person picker reuses the users list: people of the account's tree with no profile (paymentProfileID 0).
const CandidatesQuery = graphql(`
  query PaymentProfileCandidates($accountID: Int!, $searchString: String, $limit: Int) {
    subscriptionWithUsers(
      accountID: $accountID
      searchString: $searchString
      paymentProfileID: 0
      includeSubAccounts: true
      limit: $limit
    ) {
      items {
        subscriptionID
        catalogID
        firstName
        lastName
        departmentName
        picture
        bnCustomerID
        phoneNumber
      }
    }
  }
`);

const DeductFiltersQuery = graphql(`
  query PaymentProfileDeductFilters($accountID: Int!, $profileID: Int!) {
    paymentProfileDeductFilters(accountID: $accountID, profileID: $profileID) {
      ID
      categoryGroupID
      descriptionMatch
    }
  }
`);

const RulePreviewQuery = graphql(`
  query PaymentProfileRulePreview(
    $accountID: Int!
    $subscriptionID: Int!
    $fromDate: Date!
    $toDate: Date!
    $profileID: Int
    $rules: DraftRulesInput
    $settings: PaymentProfileSettingsInput
  ) {
    paymentProfileRulePreview(
      accountID: $accountID
      subscriptionID: $subscriptionID
      fromDate: $fromDate
      toDate: $toDate
      profileID: $profileID
      rules: $rules
      settings: $settings
    ) {
      totalAmountPeriod
      totalAmountYTD
      coveredAmountPeriod
      deductedAmountPeriod
      deductedAmountYTD
      categoryUsage {
        categoryGroupID
        categoryGroupDescription
        usageAmount
        covers
        deductedAmount
      }
    }
  }
`);

const CreateMutation = graphql(`
  mutation CreatePaymentProfile($accountID: Int!, $profile: PaymentProfileInput!, $subscriptionIDs: [Int!]) {
    createPaymentProfile(accountID: $accountID, profile: $profile, subscriptionIDs: $subscriptionIDs) {
      ...PaymentProfileFields
    }
  }
`);

const UpdateMutation = graphql(`
  mutation UpdatePaymentProfile($accountID: Int!, $profileID: Int!, $profile: PaymentProfileInput!, $version: Int!) {
    updatePaymentProfile(accountID: $accountID, profileID: $profileID, profile: $profile, version: $version) {
      ...PaymentProfileFields
    }
  }
`);

const SetDefaultMutation = graphql(`
  mutation SetDefaultPaymentProfile($accountID: Int!, $profileID: Int!) {
    setDefaultPaymentProfile(accountID: $accountID, profileID: $profileID) {
      ID
    }
  }
`);

const RemoveMutation = graphql(`
  mutation RemovePaymentProfile($accountID: Int!, $profileID: Int!) {
    removePaymentProfile(accountID: $accountID, profileID: $profileID)
  }
`);

const AddMemberMutation = graphql(`
  mutation AddPaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
    addPaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) {
      ID
      memberCount
    }
  }
`);

const RemoveMemberMutation = graphql(`
  mutation RemovePaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
    removePaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) {
      ID
      memberCount
    }
  }
`);

const AddFilterMutation = graphql(`
  mutation AddProfileDeductFilter(
    $accountID: Int!
    $profileID: Int!
    $descriptionMatch: String!
    $categoryGroupID: Int!
  ) {
    addProfileDeductFilter(
      accountID: $accountID
      profileID: $profileID
      descriptionMatch: $descriptionMatch
      categoryGroupID: $categoryGroupID
    ) {
      ID
    }
  }
`);

const RemoveFilterMutation = graphql(`
  mutation RemoveProfileDeductFilter($accountID: Int!, $profileID: Int!, $filterID: Int!) {
    removeProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID) {
      ID
    }
  }
`);

const keys = {
  profiles: (accountId: number | null) => ['paymentProfiles', accountId] as const,
  members: (accountId: number, profileId: number) => ['paymentProfileMembers', accountId, profileId] as const,
  candidates: (accountId: number) => ['paymentProfileCandidates', accountId] as const,
  filters: (accountId: number, profileId: number) =>
    ['paymentProfileDeductFilters', accountId, profileId] as const,
};

export function useProfiles(accountId: number | null) {
  return useQuery({
    queryKey: keys.profiles(accountId),
    queryFn: () => gqlRequest(PaymentProfilesQuery, { accountID: accountId! }),
    enabled: accountId !== null,
    select: (d) => d.paymentProfiles,
  });
}

export type CategoryGroup = {
  ID: number;
  key: string;
  description: string;
  groupable: boolean;
  reportable: boolean;
};

export function useCategoryGroups() {
  return useQuery({
    queryKey: ['paymentCategoryGroups'],
    queryFn: () => gqlRequest(PaymentCategoryGroupsQuery),
    select: (d): CategoryGroup[] => d.paymentCategoryGroups,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSmsSenders(accountId: number | null) {
  return useQuery({
    queryKey: ['smsSenders', accountId],
    queryFn: () => gqlRequest(SmsSendersQuery, { accountID: accountId }),
    enabled: accountId !== null,
    select: (d) => d.smsSenders.map((s) => s.sender),
    staleTime: 5 * 60_000,
  });
}

export function useSmsPrices() {
  return useQuery({
    queryKey: ['smsPrices'],
    queryFn: () => gqlRequest(SmsPricesQuery),
    select: (d) => d.smsPrices,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type Member = {
  subscriptionID: number;
  catalogID?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  departmentName?: string | null;
  picture?: string | null;
  bnCustomerID: number;
  phoneNumber: string;
};

/** A profile's members, a page at a time as the list scrolls. */
export function useMembers(accountId: number, profileId: number) {
  return useInfiniteQuery({
    queryKey: keys.members(accountId, profileId),
    queryFn: ({ pageParam }) =>
      gqlRequest(MembersQuery, {
        accountID: accountId,
        profileID: profileId,
        limit: PAGE_SIZE,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.paymentProfileMembers.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE,
    select: (d): Member[] => d.pages.flatMap((p) => p.paymentProfileMembers),
  });
}

const CANDIDATES_SHOWN = 20;

/** People without a profile in the account's tree, by name or number, asked for once typing pauses. */
export function useCandidates(accountId: number | null, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), DIALOG_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...keys.candidates(accountId ?? 0), debounced],
    queryFn: () =>
      gqlRequest(CandidatesQuery, {
        accountID: accountId!,
        searchString: debounced,
        limit: CANDIDATES_SHOWN,
      }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
    select: (d): Member[] => d.subscriptionWithUsers.items,
  });
}

export function useDeductFilters(accountId: number, profileId: number | null) {
  return useQuery({
    queryKey: keys.filters(accountId, profileId ?? 0),
    queryFn: () => gqlRequest(DeductFiltersQuery, { accountID: accountId, profileID: profileId! }),
    enabled: profileId !== null,
    select: (d) => d.paymentProfileDeductFilters,
  });
}

export type PreviewVariables = {
  accountID: number;
  subscriptionID: number;
  fromDate: string;
  toDate: string;
  profileID: number | null;
  rules: DraftRulesInput;
  settings: PaymentProfileSettingsInput;
};

/** The chosen member's costs under the draft on the screen (asked for again once edits pause). */
export function useRulePreview(variables: PreviewVariables | null) {
  const [debounced] = useDebouncedValue(variables, 400);
  return useQuery({
    queryKey: ['paymentProfileRulePreview', debounced],
    queryFn: () => gqlRequest(RulePreviewQuery, debounced!),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
    select: (d) => d.paymentProfileRulePreview,
  });
}

/** After any change: the profiles (member counts, default), their members and the lists that show profiles. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['paymentProfiles'] }),
      client.invalidateQueries({ queryKey: ['paymentProfileMembers'] }),
      client.invalidateQueries({ queryKey: ['paymentProfileCandidates'] }),
      client.invalidateQueries({ queryKey: ['paymentProfileRulePreview'] }),
      client.invalidateQueries({ queryKey: ['subscriptionWithUsers'] }),
      client.invalidateQueries({ queryKey: ['subscriptionDetails'] }),
    ]);
}

export function useCreateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profile: PaymentProfileInput; subscriptionIDs: number[] }) =>
      gqlRequest(CreateMutation, v),
    onSuccess: refresh,
  });
}

export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: {
      accountID: number;
      profileID: number;
      profile: PaymentProfileInput;
      version: number;
    }) => gqlRequest(UpdateMutation, v),
    // A conflict means someone else saved: fetch theirs, so Cancel shows it.
    onSettled: refresh,
  });
}

export function useSetDefaultProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profileID: number }) => gqlRequest(SetDefaultMutation, v),
    onSettled: refresh,
  });
}

export function useRemoveProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profileID: number }) => gqlRequest(RemoveMutation, v),
    onSuccess: refresh,
  });
}

export function useAddMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profileID: number; subscriptionID: number }) =>
      gqlRequest(AddMemberMutation, v),
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profileID: number; subscriptionID: number }) =>
      gqlRequest(RemoveMemberMutation, v),
    onSuccess: refresh,
  });
}

export function useAddDeductFilter() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: {
      accountID: number;
      profileID: number;
      descriptionMatch: string;
      categoryGroupID: number;
    }) => gqlRequest(AddFilterMutation, v),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['paymentProfileDeductFilters'] }), refresh()]),
  });
}

export function useRemoveDeductFilter() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { accountID: number; profileID: number; filterID: number }) =>
      gqlRequest(RemoveFilterMutation, v),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['paymentProfileDeductFilters'] }), refresh()]),
  });
}
