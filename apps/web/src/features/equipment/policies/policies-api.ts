import { graphql } from '../../../gql/index.ts';

/** The GraphQL documents of the policies screens (002 §7); the screens run them through api/gql-hooks. */

graphql(`
  fragment CEPolicyFields on CEPolicy {
    ID
    name
    accountID
    createdAt
    grantFullCreditOnStart
    allowUsedDevicePurchase
    memberCount
    version
  }
`);

graphql(`
  fragment CEPolicyCategoryFields on CEPolicyCategoryDetail {
    policyCategoryID
    name
    active
    covers
    companyCoversIncVat
    timePeriod
    fullCoverage
    environmentalBonus
    environmentalBonusIncVat
    envBonusTimePeriod
    companyCoversWithEnvBonus
    companyCoversWithEnvBonusIncVat
    buyOut
    buyOutT12
    buyOutT12Type
    buyOut12T24
    buyOut12T24Type
    buyOut24T36
    buyOut24T36Type
    buyOut36P
    buyOut36PType
  }
`);

export const PoliciesQuery = graphql(`
  query CEPolicies($accountID: Int!, $name: String, $limit: Int, $offset: Int, $sortType: CEPolicySort, $baseCategoryMatchPolicyID: Int) {
    CEPolicies(accountID: $accountID, name: $name, limit: $limit, offset: $offset, sortType: $sortType, baseCategoryMatchPolicyID: $baseCategoryMatchPolicyID) {
      ...CEPolicyFields
    }
  }
`);

export const PolicyQuery = graphql(`
  query CEPolicy($accountID: Int!, $policyID: Int!) {
    CEPolicy(accountID: $accountID, policyID: $policyID) {
      ...CEPolicyFields
    }
  }
`);

export const PolicyCategoriesQuery = graphql(`
  query CEPolicyCategoriesWithDetails($accountID: Int!, $policyID: Int!) {
    cePolicyCategoriesWithDetails(accountID: $accountID, policyID: $policyID) {
      ...CEPolicyCategoryFields
    }
  }
`);

export const DefaultBuyOutQuery = graphql(`
  query CEDefaultStandardBuyOutValues($accountID: Int!) {
    ceDefaultStandardBuyOutValues(accountID: $accountID) {
      buyOutT12
      buyOutT12Type
      buyOut12T24
      buyOut12T24Type
      buyOut24T36
      buyOut24T36Type
      buyOut36P
      buyOut36PType
    }
  }
`);

export const PolicyRepairQuery = graphql(`
  query CEPolicyRepair($accountID: Int!, $policyID: Int!) {
    CEPolicyRepair(accountID: $accountID, policyID: $policyID) {
      active
      servicePartnerEmail
    }
  }
`);

export const PolicyMembersQuery = graphql(`
  query CEPolicyMembers($accountID: Int!, $policyID: Int!, $searchText: String, $limit: Int, $offset: Int, $sortType: CEPolicyMemberSort) {
    CEPolicyMembers(accountID: $accountID, policyID: $policyID, searchText: $searchText, limit: $limit, offset: $offset, sortType: $sortType) {
      bnUser {
        catalogID
        firstName
        lastName
        picture
        bnDepartmentName
      }
      lastPurchaseDate
      amount
    }
  }
`);

export const UserPolicyCategoriesQuery = graphql(`
  query UserPolicyCategoryDetails($accountID: Int!, $catalogID: Int!) {
    userPolicyCategoryDetails(accountID: $accountID, catalogID: $catalogID) {
      policyCategoryID
      policyID
      name
      lastPurchaseDate
      companyCovers
      currentPolicyCategoryCredit
      currentPolicyCategoryCreditIncVat
      creditReachedPercentage
      monthlyIncrease
      newDeviceEligibilityStartDate
      creditLimitFullyReachedDate
    }
  }
`);

/** The buy-out of the member's current device per category, as of a date (the quote's figures). */
export const MemberBuyOutQuery = graphql(`
  query MemberBuyOut($accountID: Int!, $catalogID: Int!, $asOf: Date) {
    userPolicyCategoryDetails(accountID: $accountID, catalogID: $catalogID, asOf: $asOf) {
      policyCategoryID
      name
      currentDeviceID
      currentDeviceName
      buyoutPriceForCurrentDevice
      buyoutPriceForCurrentDeviceIncVat
      taxableBenefitForCurrentDevice
      buyoutValueForCurrentDevice
      buyoutTypeForCurrentDevice
    }
  }
`);

export const CreatePolicyMutation = graphql(`
  mutation CreateCEPolicy($accountID: Int!, $name: String!) {
    createCEPolicy(accountID: $accountID, name: $name) {
      ...CEPolicyFields
    }
  }
`);

export const UpdatePolicyMutation = graphql(`
  mutation UpdateCEPolicy($accountID: Int!, $policyID: Int!, $name: String, $grantFullCreditOnStart: Boolean, $allowUsedDevicePurchase: Boolean, $details: [CEPolicyCategoryDetailInput!], $version: Int) {
    updateCEPolicy(accountID: $accountID, policyID: $policyID, name: $name, grantFullCreditOnStart: $grantFullCreditOnStart, allowUsedDevicePurchase: $allowUsedDevicePurchase, details: $details, version: $version) {
      ...CEPolicyFields
    }
  }
`);

export const RemovePolicyMutation = graphql(`
  mutation RemoveCEPolicy($accountID: Int!, $policyID: Int!) {
    removeCEPolicy(accountID: $accountID, policyID: $policyID) {
      ID
      releasedMembers
    }
  }
`);

export const UpdateCategoriesMutation = graphql(`
  mutation UpdateCEPolicyCategoryDetails($accountID: Int!, $policyID: Int!, $details: [CEPolicyCategoryDetailInput!]!, $version: Int) {
    updateCEPolicyCategoryDetails(accountID: $accountID, policyID: $policyID, details: $details, version: $version) {
      ...CEPolicyCategoryFields
    }
  }
`);

export const UpdateRepairMutation = graphql(`
  mutation UpdateCEPolicyRepair($accountID: Int!, $policyID: Int!, $active: Boolean!, $servicePartnerEmail: String) {
    updateCEPolicyRepair(accountID: $accountID, policyID: $policyID, active: $active, servicePartnerEmail: $servicePartnerEmail) {
      active
      servicePartnerEmail
    }
  }
`);

export const SaveMemberMutation = graphql(`
  mutation SaveCEPolicyMember($accountID: Int!, $catalogID: Int!, $policyID: Int, $categoryIDsToTransferAmount: [Int!], $corrections: [CECreditCorrectionInput!], $lastPurchaseDates: [CELastPurchaseDateInput!]) {
    saveCEPolicyMember(accountID: $accountID, catalogID: $catalogID, policyID: $policyID, categoryIDsToTransferAmount: $categoryIDsToTransferAmount, corrections: $corrections, lastPurchaseDates: $lastPurchaseDates) {
      policyCategoryID
    }
  }
`);

/** The guideline as its settings show it; saving answers it again. */
graphql(`
  fragment CEGuidelineFields on CEGuideline {
    ID
    documentID
    documentName
    approvalRequired
    notifyEmail
    updatedAt
  }
`);

export const GuidelineQuery = graphql(`
  query CEGuideline($accountID: Int!) {
    ceGuideline(accountID: $accountID) {
      ...CEGuidelineFields
    }
  }
`);

export const UpdateGuidelineMutation = graphql(`
  mutation UpdateCEGuideline($accountID: Int!, $documentID: Int, $notifyEmail: Boolean, $approvalRequired: Boolean!) {
    updateCEGuideline(accountID: $accountID, documentID: $documentID, notifyEmail: $notifyEmail, approvalRequired: $approvalRequired) {
      ...CEGuidelineFields
    }
  }
`);
