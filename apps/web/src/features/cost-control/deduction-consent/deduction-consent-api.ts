import { graphql } from '../../../gql/index.ts';

/** The deduction terms (docs/DEDUCTION-CONSENT.md): the admins' versions, the employee's consent, who is missing. */

export const MyDeductionTermsQuery = graphql(`
  query MyDeductionTerms {
    myDeductionTerms {
      ID
      version
      text
      owner
      ownerName
      acceptedAt
    }
  }
`);

export const AcceptDeductionTermsMutation = graphql(`
  mutation AcceptDeductionTerms($termsID: Int!) {
    acceptDeductionTerms(termsID: $termsID) {
      ID
      acceptedAt
    }
  }
`);

export const DeductionTermsFieldsFragment = graphql(`
  fragment DeductionTermsFields on DeductionTerms {
    ID
    version
    text
    holdWithoutConsent
    createdAt
    createdByName
  }
`);

export const PaymentProfileDeductionTermsQuery = graphql(`
  query PaymentProfileDeductionTerms($accountID: Int!, $profileID: Int!) {
    paymentProfileDeductionTerms(accountID: $accountID, profileID: $profileID) {
      ...DeductionTermsFields
    }
  }
`);

export const SavePaymentProfileDeductionTermsMutation = graphql(`
  mutation SavePaymentProfileDeductionTerms(
    $accountID: Int!
    $profileID: Int!
    $text: String!
    $version: Int!
    $holdWithoutConsent: Boolean!
  ) {
    savePaymentProfileDeductionTerms(
      accountID: $accountID
      profileID: $profileID
      text: $text
      version: $version
      holdWithoutConsent: $holdWithoutConsent
    ) {
      ...DeductionTermsFields
    }
  }
`);

export const CePolicyDeductionTermsQuery = graphql(`
  query CEPolicyDeductionTerms($accountID: Int!, $policyID: Int!) {
    cePolicyDeductionTerms(accountID: $accountID, policyID: $policyID) {
      ...DeductionTermsFields
    }
  }
`);

export const SaveCePolicyDeductionTermsMutation = graphql(`
  mutation SaveCEPolicyDeductionTerms(
    $accountID: Int!
    $policyID: Int!
    $text: String!
    $version: Int!
    $holdWithoutConsent: Boolean!
  ) {
    saveCEPolicyDeductionTerms(
      accountID: $accountID
      policyID: $policyID
      text: $text
      version: $version
      holdWithoutConsent: $holdWithoutConsent
    ) {
      ...DeductionTermsFields
    }
  }
`);

export const DeductionConsentMissingQuery = graphql(`
  query DeductionConsentMissing($accountID: Int!, $includeSubAccounts: Boolean) {
    deductionConsentMissing(accountID: $accountID, includeSubAccounts: $includeSubAccounts) {
      catalogID
      firstName
      lastName
      termsID
      owner
      ownerName
      version
      remindedAt
    }
  }
`);
