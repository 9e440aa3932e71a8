import { DIALOG_SEARCH_DEBOUNCE_MS, PAGE_SIZE } from '@connect/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useGqlPages, useGqlQuery } from '../../../api/gql-hooks.ts';
import type {
  CategoryGroupFieldsFragment,
  DraftRulesInput,
  PaymentProfileFieldsFragment,
  PaymentProfileSettingsInput,
} from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

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
      sendLimitAlertSMS
      limitAlertPercent
      dueDateDay
      reportGenericTraffic
      automaticApproval
      ekBenefit
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

graphql(`
  fragment CategoryGroupFields on PaymentCategoryGroup {
    ID
    key
    description
    groupable
    reportable
  }
`);

const PaymentCategoryGroupsQuery = graphql(`
  query PaymentCategoryGroups {
    paymentCategoryGroups {
      ...CategoryGroupFields
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
        categoryGroupKey
        categoryGroupDescription
        usageAmount
        covers
        deductedAmount
      }
    }
  }
`);

export const CreatePaymentProfile = graphql(`
  mutation CreatePaymentProfile($accountID: Int!, $profile: PaymentProfileInput!, $subscriptionIDs: [Int!]) {
    createPaymentProfile(accountID: $accountID, profile: $profile, subscriptionIDs: $subscriptionIDs) {
      ...PaymentProfileFields
    }
  }
`);

export const UpdatePaymentProfile = graphql(`
  mutation UpdatePaymentProfile($accountID: Int!, $profileID: Int!, $profile: PaymentProfileInput!, $version: Int!) {
    updatePaymentProfile(accountID: $accountID, profileID: $profileID, profile: $profile, version: $version) {
      ...PaymentProfileFields
    }
  }
`);

export const SetDefaultPaymentProfile = graphql(`
  mutation SetDefaultPaymentProfile($accountID: Int!, $profileID: Int!) {
    setDefaultPaymentProfile(accountID: $accountID, profileID: $profileID) {
      ID
    }
  }
`);

export const RemovePaymentProfile = graphql(`
  mutation RemovePaymentProfile($accountID: Int!, $profileID: Int!) {
    removePaymentProfile(accountID: $accountID, profileID: $profileID)
  }
`);

export const AddPaymentProfileMember = graphql(`
  mutation AddPaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
    addPaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) {
      ID
      memberCount
    }
  }
`);

export const RemovePaymentProfileMember = graphql(`
  mutation RemovePaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
    removePaymentProfileMember(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID) {
      ID
      memberCount
    }
  }
`);

export const AddProfileDeductFilter = graphql(`
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

export const RemoveProfileDeductFilter = graphql(`
  mutation RemoveProfileDeductFilter($accountID: Int!, $profileID: Int!, $filterID: Int!) {
    removeProfileDeductFilter(accountID: $accountID, profileID: $profileID, filterID: $filterID) {
      ID
    }
  }
`);

export function useProfiles(accountId: number | null) {
  return useGqlQuery(PaymentProfilesQuery, accountId === null ? null : { accountID: accountId }, {
    select: (d) => d.paymentProfiles,
  });
}

export type CategoryGroup = CategoryGroupFieldsFragment;

export function useCategoryGroups() {
  return useGqlQuery(
    PaymentCategoryGroupsQuery,
    {},
    {
      select: (d): CategoryGroup[] => d.paymentCategoryGroups,
      staleTime: Number.POSITIVE_INFINITY,
    },
  );
}

export function useSmsSenders(accountId: number | null) {
  return useGqlQuery(SmsSendersQuery, accountId === null ? null : { accountID: accountId }, {
    select: (d) => d.smsSenders.map((s) => s.sender),
    staleTime: 5 * 60_000,
  });
}

export function useSmsPrices() {
  return useGqlQuery(
    SmsPricesQuery,
    {},
    {
      select: (d) => d.smsPrices,
      staleTime: Number.POSITIVE_INFINITY,
    },
  );
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
  return useGqlPages(
    MembersQuery,
    { accountID: accountId, profileID: profileId },
    {
      pageSize: PAGE_SIZE,
      rows: (d) => d.paymentProfileMembers,
      select: (d): Member[] => d.pages.flatMap((p) => p.paymentProfileMembers),
    },
  );
}

const CANDIDATES_SHOWN = 20;

/** People without a profile in the account's tree, by name or number, asked for once typing pauses. */
export function useCandidates(accountId: number | null, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), DIALOG_SEARCH_DEBOUNCE_MS);
  return useGqlQuery(
    CandidatesQuery,
    accountId === null ? null : { accountID: accountId, searchString: debounced, limit: CANDIDATES_SHOWN },
    {
      placeholderData: keepPreviousData,
      select: (d): Member[] => d.subscriptionWithUsers.items,
    },
  );
}

export function useDeductFilters(accountId: number, profileId: number | null) {
  return useGqlQuery(
    DeductFiltersQuery,
    profileId === null ? null : { accountID: accountId, profileID: profileId },
    {
      select: (d) => d.paymentProfileDeductFilters,
    },
  );
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
  return useGqlQuery(RulePreviewQuery, debounced, {
    placeholderData: keepPreviousData,
    select: (d) => d.paymentProfileRulePreview,
  });
}
