import { PAGE_SIZE } from '@connect/shared';
import type {
  EmployeeHomeQuery as EmployeeHome,
  OrderLinesQuery as OrderLines,
} from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';

/** The employee's own page: their subscriptions this month and the open report link. */
export const EmployeeHomeQuery = graphql(`
  query EmployeeHome {
    employeeHome {
      period
      subscriptions {
        subscriptionID
        accountID
        phoneNumber
        product
        totalCost
        deducted
        openReport {
          token
          period
          dueDate
        }
      }
    }
  }
`);

export const WebshopGuidelineAccessQuery = graphql(`
  query WebshopGuidelineAccess($accountID: Int) {
    ceUserGuidelineAccess(accountID: $accountID)
  }
`);

export const AcceptGuidelineMutation = graphql(`
  mutation AcceptGuideline($accountID: Int) {
    respondToCEGuideline(accepted: true, accountID: $accountID)
  }
`);

export const WebshopConfiguredQuery = graphql(`
  query WebshopConfigured {
    webshopConfigured
  }
`);

export const WebshopLoginQuery = graphql(`
  query WebshopLogin($accountID: Int, $catalogID: Int, $billingGroupID: Int) {
    userWebshopLogin(accountID: $accountID, catalogID: $catalogID, billingGroupID: $billingGroupID) {
      redirectUrl
    }
  }
`);

export const OrderLinesQuery = graphql(`
  query OrderLines($accountID: Int, $catalogID: Int, $showAll: Boolean, $searchText: String, $limit: Int, $offset: Int) {
    CEOrderLines(accountID: $accountID, catalogID: $catalogID, showAll: $showAll, searchText: $searchText, limit: $limit, offset: $offset) {
      ID
      status
      orderDate
      costPrice
      costPriceIncVat
      orderNumber
      productName
      policyCategoryName
      employeeInvoiceAmount
      employeeInvoiceAmountIncVat
      purchasedBy {
        catalogID
        firstName
        lastName
      }
    }
  }
`);

export const MyPolicyQuery = graphql(`
  query MyPolicy($accountID: Int!, $catalogID: Int!) {
    userPolicyCategoryDetails(accountID: $accountID, catalogID: $catalogID) {
      policyCategoryID
      policyID
      policyName
      name
      companyCoversIncVat
      timePeriod
      fullCoverage
      lastPurchaseDate
      creditReachedPercentage
      currentPolicyCategoryCredit
      currentPolicyCategoryCreditIncVat
      monthlyIncrease
      monthlyIncreaseIncVat
      newDeviceEligibilityStartDate
      creditLimitFullyReachedDate
      currentDeviceName
      buyoutPriceForCurrentDevice
      buyoutPriceForCurrentDeviceIncVat
      buyoutValueForCurrentDevice
      buyoutTypeForCurrentDevice
      buyOutTiers {
        buyOutT12
        buyOutT12Type
        buyOut12T24
        buyOut12T24Type
        buyOut24T36
        buyOut24T36Type
        buyOut36P
        buyOut36PType
      }
      environmentalBonus
      environmentalBonusIncVat
      envBonusLimitReachDate
      companyCoversWithEnvBonusIncVat
      creditAvailableNowIncVat
    }
  }
`);

export const CorrectCreditMutation = graphql(`
  mutation CorrectCreditOnCard($policyID: Int!, $catalogID: Int!, $policyCategoryID: Int!, $amount: Float!, $reason: String) {
    correctUserCredit(policyID: $policyID, catalogID: $catalogID, policyCategoryID: $policyCategoryID, amount: $amount, reason: $reason) {
      policyCategoryID
    }
  }
`);

/** The account of the employee's own first subscription: the one their screens act on without an account selector. */
export const ownAccountId = (home: EmployeeHome): number | null =>
  home.employeeHome.subscriptions[0]?.accountID ?? null;

export const myPolicyVariables = (accountId: number, catalogId: number) => ({
  accountID: accountId,
  catalogID: catalogId,
});

/** The purchase history's lines: the caller's own (`catalogId` null) or a chosen employee's. */
export const orderLinesVariables = (
  accountId: number | null,
  catalogId: number | null,
  showAll: boolean,
) => ({
  accountID: accountId,
  catalogID: catalogId,
  showAll,
});

export const ORDER_LINES_PAGES = { pageSize: PAGE_SIZE, rows: (p: OrderLines) => p.CEOrderLines };
