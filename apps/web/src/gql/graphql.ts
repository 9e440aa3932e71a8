/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingPeriod =
  | 'annual'
  | 'monthly';

export type CeBuyOutMode =
  | 'custom'
  | 'standard';

/** A buy-out tier charges a percent of the cost price, or an amount in kroner. */
export type CeBuyOutType =
  | 'amount'
  | 'percent';

export type CeCreditCorrectionInput = {
  amount: number;
  policyCategoryID: number;
  reason?: string | null | undefined;
};

export type CeLastPurchaseDateInput = {
  lastPurchaseDate?: string | null | undefined;
  policyCategoryID: number;
};

export type CeNewEmployeeDepartmentRuleInput = {
  departmentID: number;
  policyID: number;
};

export type CeOrderStatus =
  | 'cancelled'
  | 'delivered'
  | 'ordered';

/** The changed parts of one category editor; a field left out keeps its stored value. */
export type CePolicyCategoryDetailInput = {
  active?: boolean | null | undefined;
  buyOut?: CeBuyOutMode | null | undefined;
  buyOut12T24?: number | null | undefined;
  buyOut12T24Type?: CeBuyOutType | null | undefined;
  buyOut24T36?: number | null | undefined;
  buyOut24T36Type?: CeBuyOutType | null | undefined;
  buyOut36P?: number | null | undefined;
  buyOut36PType?: CeBuyOutType | null | undefined;
  buyOutT12?: number | null | undefined;
  buyOutT12Type?: CeBuyOutType | null | undefined;
  covers?: number | null | undefined;
  envBonusTimePeriod?: number | null | undefined;
  environmentalBonus?: number | null | undefined;
  fullCoverage?: number | null | undefined;
  policyCategoryID: number;
  timePeriod?: number | null | undefined;
};

export type CePolicyMemberSort =
  | 'Amount_ASC'
  | 'Amount_DESC'
  | 'Department_ASC'
  | 'Department_DESC'
  | 'LastPurchaseDate_ASC'
  | 'LastPurchaseDate_DESC'
  | 'Name_ASC'
  | 'Name_DESC';

export type CePolicySort =
  | 'Created_ASC'
  | 'Created_DESC'
  | 'Name_ASC'
  | 'Name_DESC';

/** usageAboveUsual: roaming or data far above the usual month; contentOverThreshold: content services over the yearly threshold; subscriptionWithoutPerson: costs money with nobody on it; unallocatedDevice: seen on the network, allocated by nobody. */
export type DashboardAlertKind =
  | 'contentOverThreshold'
  | 'subscriptionWithoutPerson'
  | 'unallocatedDevice'
  | 'usageAboveUsual';

/** work: waiting for approval (the default filter); approved: the company covers it; rejected: deducted. */
export type DeductStatus =
  | 'approved'
  | 'rejected'
  | 'work';

/** Whose terms: a payment profile (telecom deductions) or an equipment policy. */
export type DeductionTermsOwner =
  | 'equipmentPolicy'
  | 'paymentProfile';

export type DevicePropertyInput = {
  id: number;
  value: string;
};

export type DevicePurchasedByEmployeeInput = {
  /** Price the purchase by the buy-out rule of the buyer's policy (Confirm and calculate). */
  calculateCost?: boolean | null | undefined;
  catalogID?: number | null | undefined;
  date?: string | null | undefined;
};

export type DeviceReturnedByEmployeeInput = {
  catalogID?: number | null | undefined;
  date?: string | null | undefined;
};

export type DeviceSort =
  | 'ClassName_ASC'
  | 'ClassName_DESC'
  | 'CostPrice_ASC'
  | 'CostPrice_DESC'
  | 'Description_ASC'
  | 'Description_DESC'
  | 'OrderedAt_ASC'
  | 'OrderedAt_DESC'
  | 'Source_ASC'
  | 'Source_DESC'
  | 'VendorName_ASC'
  | 'VendorName_DESC';

export type DeviceSource =
  | 'network'
  | 'other'
  | 'shop'
  | 'web';

/** A field left out keeps its value; returnedByEmployee / purchasedByEmployee null turn the toggle off. Send the version you read: a device changed since answers CONFLICT. */
export type DeviceUpdateInput = {
  active?: boolean | null | undefined;
  catalogID?: number | null | undefined;
  comment?: string | null | undefined;
  costPrice?: number | null | undefined;
  description?: string | null | undefined;
  employeePaid?: number | null | undefined;
  id: number;
  lost?: boolean | null | undefined;
  orderedAt?: string | null | undefined;
  properties?: Array<DevicePropertyInput> | null | undefined;
  purchasedByEmployee?: DevicePurchasedByEmployeeInput | null | undefined;
  returnedByEmployee?: DeviceReturnedByEmployeeInput | null | undefined;
  version?: number | null | undefined;
  warrantyEndsAt?: string | null | undefined;
};

export type DiscoveredDeviceSort =
  | 'ClassName_ASC'
  | 'ClassName_DESC'
  | 'Description_ASC'
  | 'Description_DESC'
  | 'DeviceName_ASC'
  | 'DeviceName_DESC'
  | 'DiscoveredAt_ASC'
  | 'DiscoveredAt_DESC'
  | 'Source_ASC'
  | 'Source_DESC'
  | 'UserFirstName_ASC'
  | 'UserFirstName_DESC'
  | 'UserLastName_ASC'
  | 'UserLastName_DESC'
  | 'UserPhoneNumber_ASC'
  | 'UserPhoneNumber_DESC';

export type DiscoveredDeviceSource =
  | 'network'
  | 'webshop';

export type DraftCategoryRuleInput = {
  categoryGroupID: number;
  covers: boolean;
  /** NOK; empty counts as 0. */
  limit?: number | null | undefined;
  limited: boolean;
  report?: boolean | null | undefined;
};

export type DraftRuleGroupInput = {
  categoryGroupIDs: Array<number>;
  covers: boolean;
  /** A saved group; leave out for a new one. */
  groupID?: number | null | undefined;
  groupName: string;
  /** NOK; empty counts as 0. */
  limit?: number | null | undefined;
  limited: boolean;
};

/** Rules as edited on the screen. Category rows left out keep their rule; groups, when given, replace the saved ones. */
export type DraftRulesInput = {
  categoryGroups?: Array<DraftCategoryRuleInput> | null | undefined;
  groups?: Array<DraftRuleGroupInput> | null | undefined;
};

export type EquipmentUserSort =
  | 'Company_ASC'
  | 'Company_DESC'
  | 'Department_ASC'
  | 'Department_DESC'
  | 'MobileCount_ASC'
  | 'MobileCount_DESC'
  | 'Mobile_ASC'
  | 'Mobile_DESC'
  | 'Name_ASC'
  | 'Name_DESC'
  | 'OtherCount_ASC'
  | 'OtherCount_DESC'
  | 'PolicyName_ASC'
  | 'PolicyName_DESC';

export type FileExportColumnInput = {
  defaultValue?: string | null | undefined;
  mapsToID?: number | null | undefined;
  /** The column title. */
  name: string;
  order: number;
};

export type FileExportWageTypeInput = {
  /** deducted, contentDeducted, contentOverThreshold, equipmentDeducted, ekBenefit, contentBenefit, buyOutBenefit */
  amount: string;
  /** Digits; empty leaves the amount out. */
  wageType: string;
};

export type ImpersonationChangeOutcome =
  | 'failed'
  | 'ok'
  | 'pending';

/** How the visit ended: reset (back to their own identity), logout, expired (idle as long as a session may be), or ongoing. */
export type ImpersonationEnd =
  | 'expired'
  | 'logout'
  | 'ongoing'
  | 'reset';

/** customer: as the company's administrator; user: as one of its people; direct: provider staff acting as themselves (a global admin's or a customer solution's change), in their own session. */
export type ImpersonationKind =
  | 'customer'
  | 'direct'
  | 'user';

/** returned: on date (default the leaving date); boughtOut: at the quote as of the leaving date. */
export type LeaverDeviceDecision =
  | 'boughtOut'
  | 'returned';

export type LeaverReminderChannel =
  | 'email'
  | 'sms';

export type LeaverReminderStep =
  | 'before'
  | 'overdue';

/** keep: stays with the company (newCatalogID, or nobody); takeOver: the employee takes it privately after lastDay; end: it ends on lastDay. */
export type LeaverSubscriptionDecision =
  | 'end'
  | 'keep'
  | 'takeOver';

export type MessageChannel =
  | 'email'
  | 'sms';

/** outbox: waiting for its gateway (kept while none is configured; retried after a refusal, `error` says the last reason); sent: handed to the gateway; delivered: an SMS whose delivery receipts said every part arrived; failed: the gateway refused it on every attempt, or an SMS receipt said it was not delivered (`error` says why). */
export type MessageStatus =
  | 'delivered'
  | 'failed'
  | 'outbox'
  | 'sent';

export type PaymentProfileInput = {
  billingPeriod?: BillingPeriod | null | undefined;
  default?: boolean | null | undefined;
  /** The profile name; required for a new profile. */
  description?: string | null | undefined;
  rules?: DraftRulesInput | null | undefined;
  settings?: PaymentProfileSettingsInput | null | undefined;
};

/** Settings to write; a field left out keeps its value (or the default, for a new profile). */
export type PaymentProfileSettingsInput = {
  automaticApproval?: boolean | null | undefined;
  defaultReportMode?: ReportMode | null | undefined;
  dueDateDay?: number | null | undefined;
  ekBenefit?: boolean | null | undefined;
  /** The share of a limit (10–99 %) that sends the alert. */
  limitAlertPercent?: number | null | undefined;
  mandatoryCommentInReport?: boolean | null | undefined;
  reportGenericTraffic?: boolean | null | undefined;
  sendLimitAlertSMS?: boolean | null | undefined;
  sendSMSReport?: boolean | null | undefined;
  sendWelcomeSMS?: boolean | null | undefined;
  smsPaymentMode?: SmsPaymentMode | null | undefined;
  smsReportText?: string | null | undefined;
  smsSender?: string | null | undefined;
};

/** Usage type: work (the company pays) or private (deducted from salary). */
export type ReportMode =
  | 'private'
  | 'work';

/** several: more than one person matches; disagrees: the one that matches has another employee number; linked: the one that matches is linked to another directory user. */
export type ScimConflictReason =
  | 'disagrees'
  | 'linked'
  | 'several';

export type ScimMatchKey =
  | 'email'
  | 'employeeNumber'
  | 'mobile';

export type ScimOperation =
  | 'created'
  | 'deactivated'
  | 'deleted'
  | 'linked'
  | 'reactivated'
  | 'updated';

/** What happens to covered content services above the yearly threshold: deducted or taxed. */
export type SmsPaymentMode =
  | 'deduct'
  | 'tax';

/** Sorts of the subscriptions list; amounts are over the chosen period, DeductedMonth its last month, DeductedYear that month's year up to it. */
export type SubscriptionSort =
  | 'DataFreeAsc'
  | 'DataFreeDesc'
  | 'DataPctUseAsc'
  | 'DataPctUseDesc'
  | 'DataSizeAsc'
  | 'DataSizeDesc'
  | 'DeductedMonthAsc'
  | 'DeductedMonthDesc'
  | 'DeductedYearAsc'
  | 'DeductedYearDesc'
  | 'DepartmentAsc'
  | 'DepartmentDesc'
  | 'FirstNameAsc'
  | 'FirstNameDesc'
  | 'PhoneNumberAsc'
  | 'PhoneNumberDesc'
  | 'ProfileNameAsc'
  | 'ProfileNameDesc'
  | 'SumUsagePrivateAsc'
  | 'SumUsagePrivateDesc'
  | 'SumUsageTotalAsc'
  | 'SumUsageTotalDesc'
  | 'SumUsageWorkAsc'
  | 'SumUsageWorkDesc';

export type UsageReportItemInput = {
  categoryGroupID: number;
  comment?: string | null | undefined;
  description: string;
  usageType: ReportMode;
};

export type UserCustomFieldValueInput = {
  accountCustomFieldID: number;
  /** The person's value; an empty text is a value too. */
  value: string;
};

export type AccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsQuery = { accounts: Array<{ ID: number, parentAccountID: number | null, name: string, endedOn: string | null, billingGroups: Array<{ ID: number, name: string }> }> };

export type EnabledServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EnabledServicesQuery = { getEnabledServices: Array<string> };

export type DashboardAlertsQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardAlertsQuery = { dashboardAlerts: { items: Array<{ kind: DashboardAlertKind, subscriptionID: number | null, discoveredDeviceID: number | null, names: string, phoneNumber: string | null, categoryGroupKey: string | null, description: string | null, imei: string | null, amount: number | null, usual: number | null, seenOn: string | null }>, settings: { usualFactor: number, minIncrease: number, unallocatedDays: number, sendDigest: boolean, version: number } } };

export type UpdateDashboardAlertSettingsMutationVariables = Exact<{
  accountID: number;
  version: number;
  usualFactor: number;
  minIncrease: number;
  unallocatedDays: number;
  sendDigest: boolean;
  language?: string | null | undefined;
}>;


export type UpdateDashboardAlertSettingsMutation = { updateDashboardAlertSettings: { version: number } };

export type DashboardMonthFieldsFragment = { period: string, totalCost: number, deducted: number, work: number, private: number };

export type PendingApprovalsFieldsFragment = { count: number, amount: number, months: Array<{ period: string, count: number, amount: number }> };

export type DashboardSummaryQueryVariables = Exact<{
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardSummaryQuery = { dashboardSummary: { period: string, current: { period: string, totalCost: number, deducted: number, work: number, private: number }, previous: { period: string, totalCost: number, deducted: number, work: number, private: number } } };

export type DashboardCostSeriesQueryVariables = Exact<{
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardCostSeriesQuery = { dashboardCostSeries: { categoryGroups: Array<{ categoryGroupID: number, categoryGroupKey: string, name: string }>, months: Array<{ period: string, total: number, categories: Array<{ categoryGroupID: number, amount: number }> }> } };

export type DashboardTopSubscriptionsQueryVariables = Exact<{
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardTopSubscriptionsQuery = { dashboardTopSubscriptions: Array<{ subscriptionID: number, names: string, phoneNumber: string, departmentName: string | null, totalCost: number, deducted: number }> };

export type DashboardPendingApprovalsQueryVariables = Exact<{
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardPendingApprovalsQuery = { dashboardPendingApprovals: { contentServices: { count: number, amount: number, months: Array<{ period: string, count: number, amount: number }> }, aggregateSplits: { count: number, amount: number, months: Array<{ period: string, count: number, amount: number }> } } };

export type DashboardBillShockQueryVariables = Exact<{
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DashboardBillShockQuery = { dashboardBillShock: { period: string, count: number, rule: { multiplier: number, minIncrease: number, months: number, minHistoryMonths: number }, items: Array<{ usual: number, increase: number, historyMonths: number, subscription: { subscriptionID: number, names: string, phoneNumber: string, departmentName: string | null, totalCost: number } }> } };

export type MyDeductionTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDeductionTermsQuery = { myDeductionTerms: Array<{ ID: number, version: number, text: string, owner: DeductionTermsOwner, ownerName: string, acceptedAt: string | null }> };

export type AcceptDeductionTermsMutationVariables = Exact<{
  termsID: number;
}>;


export type AcceptDeductionTermsMutation = { acceptDeductionTerms: Array<{ ID: number, acceptedAt: string | null }> };

export type DeductionTermsFieldsFragment = { ID: number, version: number, text: string, holdWithoutConsent: boolean, createdAt: string, createdByName: string | null };

export type PaymentProfileDeductionTermsQueryVariables = Exact<{
  accountID: number;
  profileID: number;
}>;


export type PaymentProfileDeductionTermsQuery = { paymentProfileDeductionTerms: Array<{ ID: number, version: number, text: string, holdWithoutConsent: boolean, createdAt: string, createdByName: string | null }> };

export type SavePaymentProfileDeductionTermsMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  text: string;
  version: number;
  holdWithoutConsent: boolean;
}>;


export type SavePaymentProfileDeductionTermsMutation = { savePaymentProfileDeductionTerms: Array<{ ID: number, version: number, text: string, holdWithoutConsent: boolean, createdAt: string, createdByName: string | null }> };

export type CePolicyDeductionTermsQueryVariables = Exact<{
  accountID: number;
  policyID: number;
}>;


export type CePolicyDeductionTermsQuery = { cePolicyDeductionTerms: Array<{ ID: number, version: number, text: string, holdWithoutConsent: boolean, createdAt: string, createdByName: string | null }> };

export type SaveCePolicyDeductionTermsMutationVariables = Exact<{
  accountID: number;
  policyID: number;
  text: string;
  version: number;
  holdWithoutConsent: boolean;
}>;


export type SaveCePolicyDeductionTermsMutation = { saveCEPolicyDeductionTerms: Array<{ ID: number, version: number, text: string, holdWithoutConsent: boolean, createdAt: string, createdByName: string | null }> };

export type DeductionConsentMissingQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DeductionConsentMissingQuery = { deductionConsentMissing: Array<{ catalogID: number, firstName: string | null, lastName: string | null, termsID: number, owner: DeductionTermsOwner, ownerName: string, version: number, remindedAt: string | null }> };

export type FileExportsQueryVariables = Exact<{
  accountID: number;
}>;


export type FileExportsQuery = { fileExports: Array<{ ID: number, accountID: number, description: string, filterAccountIDs: Array<number>, filterBillingGroupIDs: Array<number>, filterPaymentProfileID: number | null, fileFormat: string, separator: string, quoteStyle: string, encoding: string, useHeader: boolean, showAllUsers: boolean, useAutoSend: boolean, autoSendDay: number, autoSendToEmail: string, amountSign: string, decimalSeparator: string, thousandSeparator: string, lastExport: string | null, version: number, preset: string, payrollRunNumber: number | null, payrollMonthOffset: number, payrollClientNumber: string, wageTypes: Array<{ amount: string, wageType: string }>, columns: Array<{ ID: number, name: string, mapsToID: number | null, order: number, defaultValue: string }>, lastAutoSend: { period: string, status: string, reason: string | null, at: string } | null }> };

export type ReportCreationInitialDataQueryVariables = Exact<{
  accountID: number;
}>;


export type ReportCreationInitialDataQuery = { reportCreationInitialData: { paymentProfiles: Array<{ ID: number, description: string }>, exportMappingFields: Array<{ ID: number, name: string }>, customColumnFields: Array<{ ID: number, name: string, fieldType: number, defaultValue: string }> } };

export type CreateFileExportMutationVariables = Exact<{
  accountID: number;
  description: string;
  filterAccountIDs?: Array<number> | number | null | undefined;
  filterBillingGroupIDs?: Array<number> | number | null | undefined;
  filterPaymentProfileID?: number | null | undefined;
  fileFormat?: string | null | undefined;
  separator?: string | null | undefined;
  quoteStyle?: string | null | undefined;
  encoding?: string | null | undefined;
  useHeader?: boolean | null | undefined;
  showAllUsers?: boolean | null | undefined;
  useAutoSend?: boolean | null | undefined;
  autoSendDay?: number | null | undefined;
  autoSendToEmail?: string | null | undefined;
  amountSign?: string | null | undefined;
  decimalSeparator?: string | null | undefined;
  thousandSeparator?: string | null | undefined;
  columns: Array<FileExportColumnInput> | FileExportColumnInput;
  preset?: string | null | undefined;
  wageTypes?: Array<FileExportWageTypeInput> | FileExportWageTypeInput | null | undefined;
  payrollRunNumber?: number | null | undefined;
  payrollMonthOffset?: number | null | undefined;
  payrollClientNumber?: string | null | undefined;
}>;


export type CreateFileExportMutation = { createFileExport: { ID: number } };

export type UpdateFileExportMutationVariables = Exact<{
  ID: number;
  accountID: number;
  version: number;
  description: string;
  filterAccountIDs?: Array<number> | number | null | undefined;
  filterBillingGroupIDs?: Array<number> | number | null | undefined;
  filterPaymentProfileID?: number | null | undefined;
  fileFormat?: string | null | undefined;
  separator?: string | null | undefined;
  quoteStyle?: string | null | undefined;
  encoding?: string | null | undefined;
  useHeader?: boolean | null | undefined;
  showAllUsers?: boolean | null | undefined;
  useAutoSend?: boolean | null | undefined;
  autoSendDay?: number | null | undefined;
  autoSendToEmail?: string | null | undefined;
  amountSign?: string | null | undefined;
  decimalSeparator?: string | null | undefined;
  thousandSeparator?: string | null | undefined;
  columns: Array<FileExportColumnInput> | FileExportColumnInput;
  preset?: string | null | undefined;
  wageTypes?: Array<FileExportWageTypeInput> | FileExportWageTypeInput | null | undefined;
  payrollRunNumber?: number | null | undefined;
  payrollMonthOffset?: number | null | undefined;
  payrollClientNumber?: string | null | undefined;
}>;


export type UpdateFileExportMutation = { updateFileExport: { ID: number, version: number } };

export type RemoveFileExportMutationVariables = Exact<{
  fileExportID: number;
}>;


export type RemoveFileExportMutation = { removeFileExport: { ID: number, description: string } };

export type FileExportLeftOutQueryVariables = Exact<{
  accountID: number;
  period: string;
}>;


export type FileExportLeftOutQuery = { fileExports: Array<{ ID: number, leftOut: { count: number, totalString: string, deductedString: string } }> };

export type FileExportWarningsQueryVariables = Exact<{
  accountID: number;
  period: string;
}>;


export type FileExportWarningsQuery = { fileExports: Array<{ ID: number, warnings: Array<{ reason: string, name: string, phoneNumber: string, amountString: string }> }> };

export type OpenCostMonthsQueryVariables = Exact<{
  accountID: number;
}>;


export type OpenCostMonthsQuery = { openCostMonths: Array<string> };

export type OutboxMessagesQueryVariables = Exact<{
  accountID: number;
  channel?: MessageChannel | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OutboxMessagesQuery = { outboxMessages: { totalCount: number, items: Array<{ ID: number, channel: MessageChannel, recipient: string, sender: string | null, subject: string | null, body: string, status: MessageStatus, error: string | null, createdAt: string, attachments: Array<{ filename: string, size: number }> }> } };

export type PaymentProfileFieldsFragment = { ID: number, accountID: number, description: string, default: boolean, billingPeriod: BillingPeriod, memberCount: number, version: number, settings: { smsPaymentMode: SmsPaymentMode, defaultReportMode: ReportMode, mandatoryCommentInReport: boolean, sendSMSReport: boolean, smsReportText: string, smsSender: string | null, sendWelcomeSMS: boolean, sendLimitAlertSMS: boolean, limitAlertPercent: number, dueDateDay: number, reportGenericTraffic: boolean, automaticApproval: boolean, ekBenefit: boolean }, rules: { groups: Array<{ groupID: number, groupName: string, categoryGroupIDs: Array<number>, covers: boolean, limited: boolean, limit: number }>, categoryGroups: Array<{ categoryGroupID: number, covers: boolean, limited: boolean, limit: number, report: boolean }> } };

export type PaymentProfilesQueryVariables = Exact<{
  accountID: number;
}>;


export type PaymentProfilesQuery = { paymentProfiles: Array<{ ID: number, accountID: number, description: string, default: boolean, billingPeriod: BillingPeriod, memberCount: number, version: number, settings: { smsPaymentMode: SmsPaymentMode, defaultReportMode: ReportMode, mandatoryCommentInReport: boolean, sendSMSReport: boolean, smsReportText: string, smsSender: string | null, sendWelcomeSMS: boolean, sendLimitAlertSMS: boolean, limitAlertPercent: number, dueDateDay: number, reportGenericTraffic: boolean, automaticApproval: boolean, ekBenefit: boolean }, rules: { groups: Array<{ groupID: number, groupName: string, categoryGroupIDs: Array<number>, covers: boolean, limited: boolean, limit: number }>, categoryGroups: Array<{ categoryGroupID: number, covers: boolean, limited: boolean, limit: number, report: boolean }> } }> };

export type CategoryGroupFieldsFragment = { ID: number, key: string, description: string, groupable: boolean, reportable: boolean };

export type PaymentCategoryGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentCategoryGroupsQuery = { paymentCategoryGroups: Array<{ ID: number, key: string, description: string, groupable: boolean, reportable: boolean }> };

export type SmsSendersQueryVariables = Exact<{
  accountID?: number | null | undefined;
}>;


export type SmsSendersQuery = { smsSenders: Array<{ sender: string }> };

export type SmsPricesQueryVariables = Exact<{ [key: string]: never; }>;


export type SmsPricesQuery = { smsPrices: { norwegian: number, international: number, charactersPerSms: number } };

export type PaymentProfileMembersQueryVariables = Exact<{
  accountID: number;
  profileID: number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PaymentProfileMembersQuery = { paymentProfileMembers: Array<{ subscriptionID: number, catalogID: number | null, firstName: string | null, lastName: string | null, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string }> };

export type PaymentProfileCandidatesQueryVariables = Exact<{
  accountID: number;
  searchString?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type PaymentProfileCandidatesQuery = { subscriptionWithUsers: { items: Array<{ subscriptionID: number, catalogID: number | null, firstName: string | null, lastName: string | null, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string }> } };

export type PaymentProfileDeductFiltersQueryVariables = Exact<{
  accountID: number;
  profileID: number;
}>;


export type PaymentProfileDeductFiltersQuery = { paymentProfileDeductFilters: Array<{ ID: number, categoryGroupID: number, descriptionMatch: string }> };

export type PaymentProfileRulePreviewQueryVariables = Exact<{
  accountID: number;
  subscriptionID: number;
  fromDate: string;
  toDate: string;
  profileID?: number | null | undefined;
  rules?: DraftRulesInput | null | undefined;
  settings?: PaymentProfileSettingsInput | null | undefined;
}>;


export type PaymentProfileRulePreviewQuery = { paymentProfileRulePreview: { totalAmountPeriod: number, totalAmountYTD: number, coveredAmountPeriod: number, deductedAmountPeriod: number, deductedAmountYTD: number, categoryUsage: Array<{ categoryGroupID: number, categoryGroupKey: string, categoryGroupDescription: string, usageAmount: number, covers: number, deductedAmount: number }> } };

export type CreatePaymentProfileMutationVariables = Exact<{
  accountID: number;
  profile: PaymentProfileInput;
  subscriptionIDs?: Array<number> | number | null | undefined;
}>;


export type CreatePaymentProfileMutation = { createPaymentProfile: { ID: number, accountID: number, description: string, default: boolean, billingPeriod: BillingPeriod, memberCount: number, version: number, settings: { smsPaymentMode: SmsPaymentMode, defaultReportMode: ReportMode, mandatoryCommentInReport: boolean, sendSMSReport: boolean, smsReportText: string, smsSender: string | null, sendWelcomeSMS: boolean, sendLimitAlertSMS: boolean, limitAlertPercent: number, dueDateDay: number, reportGenericTraffic: boolean, automaticApproval: boolean, ekBenefit: boolean }, rules: { groups: Array<{ groupID: number, groupName: string, categoryGroupIDs: Array<number>, covers: boolean, limited: boolean, limit: number }>, categoryGroups: Array<{ categoryGroupID: number, covers: boolean, limited: boolean, limit: number, report: boolean }> } } };

export type UpdatePaymentProfileMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  profile: PaymentProfileInput;
  version: number;
}>;


export type UpdatePaymentProfileMutation = { updatePaymentProfile: { ID: number, accountID: number, description: string, default: boolean, billingPeriod: BillingPeriod, memberCount: number, version: number, settings: { smsPaymentMode: SmsPaymentMode, defaultReportMode: ReportMode, mandatoryCommentInReport: boolean, sendSMSReport: boolean, smsReportText: string, smsSender: string | null, sendWelcomeSMS: boolean, sendLimitAlertSMS: boolean, limitAlertPercent: number, dueDateDay: number, reportGenericTraffic: boolean, automaticApproval: boolean, ekBenefit: boolean }, rules: { groups: Array<{ groupID: number, groupName: string, categoryGroupIDs: Array<number>, covers: boolean, limited: boolean, limit: number }>, categoryGroups: Array<{ categoryGroupID: number, covers: boolean, limited: boolean, limit: number, report: boolean }> } } };

export type SetDefaultPaymentProfileMutationVariables = Exact<{
  accountID: number;
  profileID: number;
}>;


export type SetDefaultPaymentProfileMutation = { setDefaultPaymentProfile: { ID: number } };

export type RemovePaymentProfileMutationVariables = Exact<{
  accountID: number;
  profileID: number;
}>;


export type RemovePaymentProfileMutation = { removePaymentProfile: number };

export type AddPaymentProfileMemberMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  subscriptionID: number;
}>;


export type AddPaymentProfileMemberMutation = { addPaymentProfileMember: { ID: number, memberCount: number } };

export type RemovePaymentProfileMemberMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  subscriptionID: number;
}>;


export type RemovePaymentProfileMemberMutation = { removePaymentProfileMember: { ID: number, memberCount: number } };

export type AddProfileDeductFilterMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  descriptionMatch: string;
  categoryGroupID: number;
}>;


export type AddProfileDeductFilterMutation = { addProfileDeductFilter: { ID: number } };

export type RemoveProfileDeductFilterMutationVariables = Exact<{
  accountID: number;
  profileID: number;
  filterID: number;
}>;


export type RemoveProfileDeductFilterMutation = { removeProfileDeductFilter: { ID: number } };

export type ReportingSummaryQueryVariables = Exact<{
  period: string;
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type ReportingSummaryQuery = { reportingSummary: { numberOfSubscriptions: number, totalCost: number, totalDeduction: number } };

export type CategoryGroupReportQueryVariables = Exact<{
  period: string;
  accountID: number;
  billingGroupID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type CategoryGroupReportQuery = { categoryGroupReport: Array<{ categoryGroupID: number, categoryGroupKey: string, name: string, totalExclVat: number, pctOfTotal: number, details: Array<{ categoryID: number, name: string, totalExclVat: number, totalVat: number }> }> };

type DeductionItemFields_AggregateSplit_Fragment = { deductStatus: DeductStatus, description: string, usageAmount: number, chargeDate: string, bookedPeriod: string | null, decisionBookedPeriod: string | null, number: string, decidedAt: string | null, decidedByName: string | null, bySubscription: { subscriptionID: number, catalogID: number | null, names: string, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string, billingGroupName: string }, comments: Array<{ createdAt: string, catalogID: number | null, firstname: string | null, lastname: string | null, comment: string }> };

type DeductionItemFields_ContentService_Fragment = { deductStatus: DeductStatus, description: string, usageAmount: number, chargeDate: string, bookedPeriod: string | null, decisionBookedPeriod: string | null, number: string, decidedAt: string | null, decidedByName: string | null, bySubscription: { subscriptionID: number, catalogID: number | null, names: string, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string, billingGroupName: string }, comments: Array<{ createdAt: string, catalogID: number | null, firstname: string | null, lastname: string | null, comment: string }> };

export type DeductionItemFieldsFragment =
  | DeductionItemFields_AggregateSplit_Fragment
  | DeductionItemFields_ContentService_Fragment
;

export type ContentServicesQueryVariables = Exact<{
  period: string;
  accountID: number;
  billingGroupID?: number | null | undefined;
  deductStatus?: DeductStatus | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
  searchString?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ContentServicesQuery = { contentServices: { totalCount: number, totalAmount: number, statusCounts: { work: number, approved: number, rejected: number }, items: Array<{ contentServiceID: number, overThreshold: boolean, amountOverThreshold: number, yearToDateCovered: number, deductStatus: DeductStatus, description: string, usageAmount: number, chargeDate: string, bookedPeriod: string | null, decisionBookedPeriod: string | null, number: string, decidedAt: string | null, decidedByName: string | null, bySubscription: { subscriptionID: number, catalogID: number | null, names: string, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string, billingGroupName: string }, comments: Array<{ createdAt: string, catalogID: number | null, firstname: string | null, lastname: string | null, comment: string }> }> } };

export type AggregateSplitsQueryVariables = Exact<{
  period: string;
  accountID: number;
  billingGroupID?: number | null | undefined;
  deductStatus?: DeductStatus | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
  searchString?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AggregateSplitsQuery = { aggregateSplits: { totalCount: number, totalAmount: number, statusCounts: { work: number, approved: number, rejected: number }, items: Array<{ aggregateSplitID: number, deductStatus: DeductStatus, description: string, usageAmount: number, chargeDate: string, bookedPeriod: string | null, decisionBookedPeriod: string | null, number: string, decidedAt: string | null, decidedByName: string | null, bySubscription: { subscriptionID: number, catalogID: number | null, names: string, departmentName: string | null, picture: string | null, bnCustomerID: number, phoneNumber: string, billingGroupName: string }, comments: Array<{ createdAt: string, catalogID: number | null, firstname: string | null, lastname: string | null, comment: string }> }> } };

export type SetContentServiceApprovalMutationVariables = Exact<{
  accountID: number;
  contentServiceID: number;
  deductStatus: DeductStatus;
  comment?: string | null | undefined;
  expectedStatus?: DeductStatus | null | undefined;
}>;


export type SetContentServiceApprovalMutation = { setContentServiceApproval: { contentServiceID: number, deductStatus: DeductStatus, decisionBookedPeriod: string | null } };

export type SetAggregateSplitApprovalMutationVariables = Exact<{
  accountID: number;
  aggregateSplitID: number;
  deductStatus: DeductStatus;
  comment?: string | null | undefined;
  expectedStatus?: DeductStatus | null | undefined;
}>;


export type SetAggregateSplitApprovalMutation = { setAggregateSplitApproval: { aggregateSplitID: number, deductStatus: DeductStatus, decisionBookedPeriod: string | null } };

export type UsageReportQueryVariables = Exact<{
  token: string;
}>;


export type UsageReportQuery = { usageReport: { period: string, subscriptionID: number, phoneNumber: string, firstName: string, lastName: string, profileDescription: string | null, dueDate: string | null, open: boolean, mandatoryComment: boolean, defaultReportMode: ReportMode, items: Array<{ categoryGroupID: number, categoryGroupKey: string, categoryGroupDescription: string, description: string, amount: number, amountString: string, usageType: ReportMode | null, comment: string | null, effectiveUsageType: ReportMode | null }> } };

export type ReportUsageMutationVariables = Exact<{
  token: string;
  items: Array<UsageReportItemInput> | UsageReportItemInput;
}>;


export type ReportUsageMutation = { reportUsage: { period: string } };

export type AccountCustomFieldsQueryVariables = Exact<{
  accountID: number;
}>;


export type AccountCustomFieldsQuery = { accountCustomFields: Array<{ ID: number, accountID: number, name: string, fieldType: number, defaultValue: string, version: number }> };

export type AccountFieldTemplatesQueryVariables = Exact<{
  accountID: number;
}>;


export type AccountFieldTemplatesQuery = { accountFieldTemplates: Array<{ name: string, description: string }> };

export type CreateAccountCustomFieldMutationVariables = Exact<{
  accountID: number;
  name: string;
  fieldType?: number | null | undefined;
  defaultValue?: string | null | undefined;
}>;


export type CreateAccountCustomFieldMutation = { createAccountCustomField: { ID: number } };

export type UpdateAccountCustomFieldMutationVariables = Exact<{
  ID: number;
  accountID: number;
  name: string;
  fieldType?: number | null | undefined;
  defaultValue?: string | null | undefined;
  version?: number | null | undefined;
}>;


export type UpdateAccountCustomFieldMutation = { updateAccountCustomField: { ID: number, version: number } };

export type RemoveAccountCustomFieldMutationVariables = Exact<{
  ID: number;
  accountID: number;
}>;


export type RemoveAccountCustomFieldMutation = { removeAccountCustomField: { ID: number } };

export type BillingGroupMoveOptionsQueryVariables = Exact<{
  accountID: number;
  subscriptionID: number;
}>;


export type BillingGroupMoveOptionsQuery = { billingGroupMoveOptions: { currentBillingGroupID: number, groups: Array<{ billingGroupID: number, name: string }>, planned: { toBillingGroupName: string, effectiveOn: string } | null } };

export type BillingGroupMovePreviewQueryVariables = Exact<{
  accountID: number;
  subscriptionID: number;
  billingGroupID: number;
}>;


export type BillingGroupMovePreviewQuery = { billingGroupMovePreview: { changesGroup: boolean, changesVat: boolean, effectiveOn: string, from: { name: string, useVat: boolean }, to: { name: string, useVat: boolean } } };

export type MoveSubscriptionToBillingGroupMutationVariables = Exact<{
  accountID: number;
  subscriptionID: number;
  billingGroupID: number;
  version: number;
}>;


export type MoveSubscriptionToBillingGroupMutation = { moveSubscriptionToBillingGroup: { changesGroup: boolean, effectiveOn: string } };

export type SubscriptionWithUsersQueryVariables = Exact<{
  accountID: number;
  sortBy?: SubscriptionSort | null | undefined;
  searchString?: string | null | undefined;
  billingGroupID?: number | null | undefined;
  paymentProfileID?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SubscriptionWithUsersQuery = { subscriptionWithUsers: { totalCount: number, totalIsLowerBound: boolean, fromDate: string, toDate: string, items: Array<{ subscriptionID: number, accountID: number, userID: number | null, firstName: string | null, lastName: string | null, phoneNumber: string, email: string | null, position: string | null, departmentName: string | null, billingGroupID: number, billingGroupName: string, paymentProfileID: number | null, paymentProfileDescription: string | null, extEmployeeID: string | null, sumUsageWorkString: string, sumUsagePrivateString: string, sumUsageTotalString: string, deductedString: string, deductedMonthString: string, deductedYearString: string, dataUsed: number, dataSize: number, dataPctUse: number | null, endedOn: string | null }> } };

export type SubscriptionDetailsQueryVariables = Exact<{
  accountID: number;
  subscriptionID: number;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;


export type SubscriptionDetailsQuery = { subscriptionDetails: { subscriptionID: number, accountID: number, userID: number | null, firstName: string | null, lastName: string | null, phoneNumber: string, position: string | null, departmentName: string | null, billingGroupName: string, endedOn: string | null, paymentProfileID: number | null, appliedPaymentProfileID: number | null, version: number, fromDate: string, toDate: string, totalAmountPeriodString: string, totalAmountYTDString: string, coveredAmountPeriodString: string, deductedAmountPeriodString: string, deductedAmountYTDString: string, categoryGroupUsage: Array<{ categoryGroupID: number, categoryGroupKey: string, name: string, coveredAmountString: string, usedAmountString: string, usedYtdString: string, deductedAmountString: string, deductedYtdString: string, reported: boolean, reportedAmountString: string }>, dataUsage: Array<{ period: string, usage: number, included: number, pctOfIncluded: number | null }>, lateCharges: Array<{ ID: number, date: string, bookedPeriod: string, description: string, amountString: string }>, customFields: Array<{ accountCustomFieldID: number, name: string, value: string, isDefault: boolean }> } };

export type ProfileOptionFragment = { ID: number, description: string, default: boolean };

export type UsersPaymentProfilesQueryVariables = Exact<{
  accountID: number;
}>;


export type UsersPaymentProfilesQuery = { paymentProfiles: Array<{ memberCount: number, ID: number, description: string, default: boolean }> };

export type UpdatePaymentProfileMembershipMutationVariables = Exact<{
  accountID: number;
  profileID?: number | null | undefined;
  subscriptionID: number;
  version?: number | null | undefined;
}>;


export type UpdatePaymentProfileMembershipMutation = { updatePaymentProfileMembership: number };

export type UpdateMultiplePaymentProfileMembershipsMutationVariables = Exact<{
  accountID: number;
  profileID?: number | null | undefined;
  subscriptionIDs: Array<number> | number;
}>;


export type UpdateMultiplePaymentProfileMembershipsMutation = { updateMultiplePaymentProfileMemberships: Array<number> };

export type SetUserCustomFieldValuesMutationVariables = Exact<{
  userID: number;
  accountID: number;
  values: Array<UserCustomFieldValueInput> | UserCustomFieldValueInput;
}>;


export type SetUserCustomFieldValuesMutation = { setUserCustomFieldValues: Array<{ accountCustomFieldID: number, value: string }> };

export type DeviceClassFieldsFragment = { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string };

export type DeviceFieldsFragment = { ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null };

export type DevicesQueryVariables = Exact<{
  accountID: number;
  classIDs?: Array<number> | number | null | undefined;
  vendorIDs?: Array<number> | number | null | undefined;
  sources?: Array<DeviceSource> | DeviceSource | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  isActive?: boolean | null | undefined;
  warrantyEndsWithinMonths?: number | null | undefined;
  includeSubAccounts?: boolean | null | undefined;
  search?: string | null | undefined;
  sortBy?: DeviceSort | null | undefined;
  language?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DevicesQuery = { devices: { totalCount: number, totalIsLowerBound: boolean, devices: Array<{ ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null }> } };

export type DevicesHeaderQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
}>;


export type DevicesHeaderQuery = { devicesHeader: Array<{ deviceCount: number, ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }> };

export type DeviceQueryVariables = Exact<{
  accountId: number;
  deviceId: number;
}>;


export type DeviceQuery = { device: { ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, buyoutRule: { baseBuyoutRuleType: string } | null, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null } };

export type DeviceClassPropertiesQueryVariables = Exact<{
  classID: number;
}>;


export type DeviceClassPropertiesQuery = { deviceClassProperties: Array<{ id: number, name: string, classID: number, dataType: string }> };

export type CreateDeviceMutationVariables = Exact<{
  accountID: number;
  classID: number;
  vendorID: number;
  description: string;
  catalogID?: number | null | undefined;
  orderedAt?: string | null | undefined;
  costPrice?: number | null | undefined;
  employeePaid?: number | null | undefined;
  comment?: string | null | undefined;
  properties?: Array<DevicePropertyInput> | DevicePropertyInput | null | undefined;
}>;


export type CreateDeviceMutation = { createDevice: { ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null } };

export type UpdateDeviceMutationVariables = Exact<{
  input: DeviceUpdateInput;
}>;


export type UpdateDeviceMutation = { updateDevice: { ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null } };

export type RemoveDeviceMutationVariables = Exact<{
  accountId: number;
  deviceId: number;
}>;


export type RemoveDeviceMutation = { removeDevice: number };

export type DeviceEventsQueryVariables = Exact<{
  accountID: number;
  deviceID: number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DeviceEventsQuery = { deviceEvents: { totalCount: number, events: Array<{ ID: number, createdAt: string, eventType: { name: string, shortName: string }, actor: { firstName: string, lastName: string } | null, changes: Array<{ field: string, before: string | null, after: string | null, beforePerson: { firstName: string, lastName: string } | null, afterPerson: { firstName: string, lastName: string } | null }> }> } };

export type MoveDevicePeopleQueryVariables = Exact<{
  bnCustomerID: number;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MoveDevicePeopleQuery = { configBNUsers: Array<{ catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null, picture: string | null }> };

export type DiscoveredDevicesQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
  dismissedDevices?: boolean | null | undefined;
  sortBy?: DiscoveredDeviceSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DiscoveredDevicesQuery = { discoveredDevices: { deviceCount: number, devices: Array<{ ID: number, accountID: number, source: DiscoveredDeviceSource, description: string, vendorName: string | null, imei: string | null, createdAt: string, dismissedAt: string | null, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string }, user: { catalogID: number, firstName: string, lastName: string, phoneNumber: string | null } | null }> } };

export type AllocateDeviceMutationVariables = Exact<{
  accountId: number;
  discoveredDeviceID: number;
  catalogId?: number | null | undefined;
}>;


export type AllocateDeviceMutation = { allocateDevice: { ID: number } };

export type AllocateDevicesMutationVariables = Exact<{
  accountID: number;
  discoveredDeviceIDs: Array<number> | number;
}>;


export type AllocateDevicesMutation = { allocateDevices: number };

export type DismissDiscoveredDevicesMutationVariables = Exact<{
  accountID: number;
  discoveredDeviceIDs: Array<number> | number;
}>;


export type DismissDiscoveredDevicesMutation = { dismissDiscoveredDevices: number };

export type UpdateDeviceFromDiscoveredMutationVariables = Exact<{
  accountID: number;
  discoveredDeviceID: number;
}>;


export type UpdateDeviceFromDiscoveredMutation = { updateDeviceFromDiscovered: { ID: number } };

export type AddCePolicyMemberMutationVariables = Exact<{
  catalogID: number;
  policyID: number;
}>;


export type AddCePolicyMemberMutation = { addCEPolicyMember: Array<{ policyCategoryID: number }> };

export type CePolicyRulesForNewEmployeesQueryVariables = Exact<{
  accountID: number;
}>;


export type CePolicyRulesForNewEmployeesQuery = { cePolicyRulesForNewEmployees: { defaultPolicyID: number | null, version: number, departments: Array<{ departmentID: number, policyID: number }>, departmentOptions: Array<{ departmentID: number, name: string }>, policyOptions: Array<{ policyID: number, name: string }> } };

export type SaveCePolicyRulesForNewEmployeesMutationVariables = Exact<{
  accountID: number;
  defaultPolicyID?: number | null | undefined;
  departments: Array<CeNewEmployeeDepartmentRuleInput> | CeNewEmployeeDepartmentRuleInput;
  version: number;
}>;


export type SaveCePolicyRulesForNewEmployeesMutation = { saveCEPolicyRulesForNewEmployees: { version: number } };

export type DepartmentMovePreviewQueryVariables = Exact<{
  accountID: number;
  userID: number;
  departmentID: number;
}>;


export type DepartmentMovePreviewQuery = { departmentMovePreview: { fromDepartmentName: string | null, toDepartmentName: string, currentPolicyName: string | null, newPolicyName: string | null, changesPolicy: boolean, effectiveOn: string } };

export type MoveUserToDepartmentMutationVariables = Exact<{
  accountID: number;
  userID: number;
  departmentID: number;
}>;


export type MoveUserToDepartmentMutation = { moveUserToDepartment: { effectiveOn: string } };

export type CePolicyFieldsFragment = { ID: number, name: string, accountID: number, createdAt: string, grantFullCreditOnStart: boolean, allowUsedDevicePurchase: boolean, memberCount: number, version: number };

export type CePolicyCategoryFieldsFragment = { policyCategoryID: number, name: string, active: boolean, covers: number, companyCoversIncVat: number, timePeriod: number, fullCoverage: number, environmentalBonus: number, environmentalBonusIncVat: number, envBonusTimePeriod: number, companyCoversWithEnvBonus: number, companyCoversWithEnvBonusIncVat: number, buyOut: CeBuyOutMode, buyOutT12: number, buyOutT12Type: CeBuyOutType, buyOut12T24: number, buyOut12T24Type: CeBuyOutType, buyOut24T36: number, buyOut24T36Type: CeBuyOutType, buyOut36P: number, buyOut36PType: CeBuyOutType };

export type CePoliciesQueryVariables = Exact<{
  accountID: number;
  name?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortType?: CePolicySort | null | undefined;
  baseCategoryMatchPolicyID?: number | null | undefined;
}>;


export type CePoliciesQuery = { CEPolicies: Array<{ ID: number, name: string, accountID: number, createdAt: string, grantFullCreditOnStart: boolean, allowUsedDevicePurchase: boolean, memberCount: number, version: number }> };

export type CePolicyQueryVariables = Exact<{
  accountID: number;
  policyID: number;
}>;


export type CePolicyQuery = { CEPolicy: { ID: number, name: string, accountID: number, createdAt: string, grantFullCreditOnStart: boolean, allowUsedDevicePurchase: boolean, memberCount: number, version: number } };

export type CePolicyCategoriesWithDetailsQueryVariables = Exact<{
  accountID: number;
  policyID: number;
}>;


export type CePolicyCategoriesWithDetailsQuery = { cePolicyCategoriesWithDetails: Array<{ policyCategoryID: number, name: string, active: boolean, covers: number, companyCoversIncVat: number, timePeriod: number, fullCoverage: number, environmentalBonus: number, environmentalBonusIncVat: number, envBonusTimePeriod: number, companyCoversWithEnvBonus: number, companyCoversWithEnvBonusIncVat: number, buyOut: CeBuyOutMode, buyOutT12: number, buyOutT12Type: CeBuyOutType, buyOut12T24: number, buyOut12T24Type: CeBuyOutType, buyOut24T36: number, buyOut24T36Type: CeBuyOutType, buyOut36P: number, buyOut36PType: CeBuyOutType }> };

export type CeDefaultStandardBuyOutValuesQueryVariables = Exact<{
  accountID: number;
}>;


export type CeDefaultStandardBuyOutValuesQuery = { ceDefaultStandardBuyOutValues: { buyOutT12: number, buyOutT12Type: CeBuyOutType, buyOut12T24: number, buyOut12T24Type: CeBuyOutType, buyOut24T36: number, buyOut24T36Type: CeBuyOutType, buyOut36P: number, buyOut36PType: CeBuyOutType } };

export type CePolicyRepairQueryVariables = Exact<{
  accountID: number;
  policyID: number;
}>;


export type CePolicyRepairQuery = { CEPolicyRepair: { active: boolean, servicePartnerEmail: string | null } };

export type CePolicyMembersQueryVariables = Exact<{
  accountID: number;
  policyID: number;
  searchText?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortType?: CePolicyMemberSort | null | undefined;
}>;


export type CePolicyMembersQuery = { CEPolicyMembers: Array<{ lastPurchaseDate: string | null, amount: number, bnUser: { catalogID: number, firstName: string, lastName: string, picture: string | null, bnDepartmentName: string | null } }> };

export type UserPolicyCategoryDetailsQueryVariables = Exact<{
  accountID: number;
  catalogID: number;
}>;


export type UserPolicyCategoryDetailsQuery = { userPolicyCategoryDetails: Array<{ policyCategoryID: number, policyID: number, name: string, lastPurchaseDate: string | null, companyCovers: number, currentPolicyCategoryCredit: number, currentPolicyCategoryCreditIncVat: number, creditReachedPercentage: number, monthlyIncrease: number, newDeviceEligibilityStartDate: string, creditLimitFullyReachedDate: string }> };

export type MemberBuyOutQueryVariables = Exact<{
  accountID: number;
  catalogID: number;
  asOf?: string | null | undefined;
}>;


export type MemberBuyOutQuery = { userPolicyCategoryDetails: Array<{ policyCategoryID: number, name: string, currentDeviceID: number | null, currentDeviceName: string | null, buyoutPriceForCurrentDevice: number | null, buyoutPriceForCurrentDeviceIncVat: number | null, taxableBenefitForCurrentDevice: number | null, buyoutValueForCurrentDevice: number | null, buyoutTypeForCurrentDevice: CeBuyOutType | null }> };

export type CreateCePolicyMutationVariables = Exact<{
  accountID: number;
  name: string;
}>;


export type CreateCePolicyMutation = { createCEPolicy: { ID: number, name: string, accountID: number, createdAt: string, grantFullCreditOnStart: boolean, allowUsedDevicePurchase: boolean, memberCount: number, version: number } };

export type UpdateCePolicyMutationVariables = Exact<{
  accountID: number;
  policyID: number;
  name?: string | null | undefined;
  grantFullCreditOnStart?: boolean | null | undefined;
  allowUsedDevicePurchase?: boolean | null | undefined;
  details?: Array<CePolicyCategoryDetailInput> | CePolicyCategoryDetailInput | null | undefined;
  version?: number | null | undefined;
}>;


export type UpdateCePolicyMutation = { updateCEPolicy: { ID: number, name: string, accountID: number, createdAt: string, grantFullCreditOnStart: boolean, allowUsedDevicePurchase: boolean, memberCount: number, version: number } };

export type RemoveCePolicyMutationVariables = Exact<{
  accountID: number;
  policyID: number;
}>;


export type RemoveCePolicyMutation = { removeCEPolicy: { ID: number, releasedMembers: number } };

export type UpdateCePolicyCategoryDetailsMutationVariables = Exact<{
  accountID: number;
  policyID: number;
  details: Array<CePolicyCategoryDetailInput> | CePolicyCategoryDetailInput;
  version?: number | null | undefined;
}>;


export type UpdateCePolicyCategoryDetailsMutation = { updateCEPolicyCategoryDetails: Array<{ policyCategoryID: number, name: string, active: boolean, covers: number, companyCoversIncVat: number, timePeriod: number, fullCoverage: number, environmentalBonus: number, environmentalBonusIncVat: number, envBonusTimePeriod: number, companyCoversWithEnvBonus: number, companyCoversWithEnvBonusIncVat: number, buyOut: CeBuyOutMode, buyOutT12: number, buyOutT12Type: CeBuyOutType, buyOut12T24: number, buyOut12T24Type: CeBuyOutType, buyOut24T36: number, buyOut24T36Type: CeBuyOutType, buyOut36P: number, buyOut36PType: CeBuyOutType }> };

export type UpdateCePolicyRepairMutationVariables = Exact<{
  accountID: number;
  policyID: number;
  active: boolean;
  servicePartnerEmail?: string | null | undefined;
}>;


export type UpdateCePolicyRepairMutation = { updateCEPolicyRepair: { active: boolean, servicePartnerEmail: string | null } };

export type SaveCePolicyMemberMutationVariables = Exact<{
  accountID: number;
  catalogID: number;
  policyID?: number | null | undefined;
  categoryIDsToTransferAmount?: Array<number> | number | null | undefined;
  corrections?: Array<CeCreditCorrectionInput> | CeCreditCorrectionInput | null | undefined;
  lastPurchaseDates?: Array<CeLastPurchaseDateInput> | CeLastPurchaseDateInput | null | undefined;
}>;


export type SaveCePolicyMemberMutation = { saveCEPolicyMember: Array<{ policyCategoryID: number }> };

export type CeGuidelineFieldsFragment = { ID: number, documentID: number | null, documentName: string | null, approvalRequired: boolean | null, notifyEmail: boolean, updatedAt: string };

export type CeGuidelineQueryVariables = Exact<{
  accountID: number;
}>;


export type CeGuidelineQuery = { ceGuideline: { ID: number, documentID: number | null, documentName: string | null, approvalRequired: boolean | null, notifyEmail: boolean, updatedAt: string } | null };

export type UpdateCeGuidelineMutationVariables = Exact<{
  accountID: number;
  documentID?: number | null | undefined;
  notifyEmail?: boolean | null | undefined;
  approvalRequired: boolean;
}>;


export type UpdateCeGuidelineMutation = { updateCEGuideline: { ID: number, documentID: number | null, documentName: string | null, approvalRequired: boolean | null, notifyEmail: boolean, updatedAt: string } };

export type RepairRequestOptionsQueryVariables = Exact<{
  catalogID?: number | null | undefined;
}>;


export type RepairRequestOptionsQuery = { repairRequestOptions: { allowed: boolean, catalogID: number, devices: Array<{ ID: number, description: string, vendorName: string | null, orderedAt: string | null, orderNumber: string | null, imei: string | null, serialNumber: string | null }> } };

export type EquipmentUserFieldsFragment = { policyID: number | null, policyName: string | null, mobileCount: number, otherCount: number, bnUser: { catalogID: number, firstName: string, lastName: string, bnMobile: string | null, bnDepartmentName: string | null, bnCompany: string } };

export type EquipmentUsersQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
  searchText?: string | null | undefined;
  sortType?: EquipmentUserSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type EquipmentUsersQuery = { users: { count: number, users: Array<{ policyID: number | null, policyName: string | null, mobileCount: number, otherCount: number, bnUser: { catalogID: number, firstName: string, lastName: string, bnMobile: string | null, bnDepartmentName: string | null, bnCompany: string } }> } };

export type EquipmentUserQueryVariables = Exact<{
  accountID: number;
  catalogId: number;
}>;


export type EquipmentUserQuery = { user: { policyID: number | null, policyName: string | null, mobileCount: number, otherCount: number, bnUser: { catalogID: number, firstName: string, lastName: string, bnMobile: string | null, bnDepartmentName: string | null, bnCompany: string } } };

export type UserDevicesQueryVariables = Exact<{
  accountID: number;
  catalogID: number;
}>;


export type UserDevicesQuery = { devices: { devices: Array<{ ID: number, accountID: number, description: string, classID: number, catalogID: number | null, source: DeviceSource, createdAt: string, orderedAt: string | null, orderNumber: string | null, costPrice: number | null, employeePaid: number | null, active: boolean, lost: boolean, comment: string, warrantyEndsAt: string | null, version: number, class: { ID: number, shortName: string, nameEn: string, nameEnPlural: string, nameNo: string, nameNoPlural: string, icon: string, properties: Array<{ id: number, name: string }> }, vendor: { ID: number, name: string } | null, bnUser: { catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null, bnCompany: string, bnMobile: string | null } | null, properties: Array<{ value: string, property: { id: number, name: string } }>, returnedByEmployee: { date: string, previousEmployee: number | null } | null, purchasedByEmployee: { date: string, bnUser: number | null, costPrice: number | null } | null }> } };

export type UpdateDevicesMutationVariables = Exact<{
  accountID: number;
  inputs: Array<DeviceUpdateInput> | DeviceUpdateInput;
}>;


export type UpdateDevicesMutation = { updateDevices: Array<{ ID: number, version: number }> };

export type DeviceVendorsQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DeviceVendorsQuery = { deviceVendors: Array<{ ID: number, name: string, deviceCount: number }> };

export type CreateDeviceVendorMutationVariables = Exact<{
  name: string;
}>;


export type CreateDeviceVendorMutation = { createDeviceVendor: { ID: number, name: string, deviceCount: number } };

export type UpdateDeviceVendorMutationVariables = Exact<{
  ID: number;
  name: string;
}>;


export type UpdateDeviceVendorMutation = { updateDeviceVendor: { ID: number, name: string, deviceCount: number } };

export type RemoveDeviceVendorMutationVariables = Exact<{
  ID: number;
}>;


export type RemoveDeviceVendorMutation = { removeDeviceVendor: number };

export type EmployeeHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeeHomeQuery = { employeeHome: { period: string, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, totalCost: number, deducted: number, openReport: { token: string, period: string, dueDate: string | null } | null }> } };

export type WebshopGuidelineAccessQueryVariables = Exact<{
  accountID?: number | null | undefined;
}>;


export type WebshopGuidelineAccessQuery = { ceUserGuidelineAccess: boolean };

export type AcceptGuidelineMutationVariables = Exact<{
  accountID?: number | null | undefined;
}>;


export type AcceptGuidelineMutation = { respondToCEGuideline: boolean };

export type WebshopConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type WebshopConfiguredQuery = { webshopConfigured: boolean };

export type WebshopLoginQueryVariables = Exact<{
  accountID?: number | null | undefined;
  catalogID?: number | null | undefined;
  billingGroupID?: number | null | undefined;
}>;


export type WebshopLoginQuery = { userWebshopLogin: { redirectUrl: string } };

export type OrderLinesQueryVariables = Exact<{
  accountID?: number | null | undefined;
  catalogID?: number | null | undefined;
  showAll?: boolean | null | undefined;
  searchText?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type OrderLinesQuery = { CEOrderLines: Array<{ ID: number, status: CeOrderStatus, orderDate: string, costPrice: number, costPriceIncVat: number, orderNumber: string, productName: string, policyCategoryName: string, employeeInvoiceAmount: number, employeeInvoiceAmountIncVat: number, purchasedBy: { catalogID: number, firstName: string, lastName: string } }> };

export type MyPolicyQueryVariables = Exact<{
  accountID: number;
  catalogID: number;
}>;


export type MyPolicyQuery = { userPolicyCategoryDetails: Array<{ policyCategoryID: number, policyID: number, policyName: string, name: string, companyCoversIncVat: number, timePeriod: number, fullCoverage: number, lastPurchaseDate: string | null, creditReachedPercentage: number, currentPolicyCategoryCredit: number, currentPolicyCategoryCreditIncVat: number, monthlyIncrease: number, monthlyIncreaseIncVat: number, newDeviceEligibilityStartDate: string, creditLimitFullyReachedDate: string, currentDeviceName: string | null, buyoutPriceForCurrentDevice: number | null, buyoutPriceForCurrentDeviceIncVat: number | null, buyoutValueForCurrentDevice: number | null, buyoutTypeForCurrentDevice: CeBuyOutType | null, environmentalBonus: number, environmentalBonusIncVat: number, envBonusLimitReachDate: string | null, companyCoversWithEnvBonusIncVat: number, creditAvailableNowIncVat: number, buyOutTiers: { buyOutT12: number, buyOutT12Type: CeBuyOutType, buyOut12T24: number, buyOut12T24Type: CeBuyOutType, buyOut24T36: number, buyOut24T36Type: CeBuyOutType, buyOut36P: number, buyOut36PType: CeBuyOutType } }> };

export type CorrectCreditOnCardMutationVariables = Exact<{
  policyID: number;
  catalogID: number;
  policyCategoryID: number;
  amount: number;
  reason?: string | null | undefined;
}>;


export type CorrectCreditOnCardMutation = { correctUserCredit: Array<{ policyCategoryID: number }> };

export type ConfigFieldsFragment = { id: number, name: string, bnCustomerID: number, customerName: string, webshopResellerID: number | null, webshopUseBillingGroupVat: boolean, billingGroupVat: boolean, equipmentService: boolean, version: number, accounts: Array<{ ccAccountID: number, ccConfigID: number, accountID: number, name: string, customerNumber: string | null, parentCCAccountID: number | null }> };

export type SolutionUserFieldsFragment = { catalogID: number, bnCustomerID: number, firstName: string, lastName: string, position: string | null, picture: string | null, bnMobile: string | null, accountAccess: Array<{ accessID: number, accountID: number, accountName: string }> };

export type CustomerSolutionsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type CustomerSolutionsQuery = { configs: Array<{ id: number, name: string, bnCustomerID: number, customerName: string }> };

export type CustomerSolutionQueryVariables = Exact<{
  ccConfigID: number;
}>;


export type CustomerSolutionQuery = { config: { id: number, name: string, bnCustomerID: number, customerName: string, webshopResellerID: number | null, webshopUseBillingGroupVat: boolean, billingGroupVat: boolean, equipmentService: boolean, version: number, accounts: Array<{ ccAccountID: number, ccConfigID: number, accountID: number, name: string, customerNumber: string | null, parentCCAccountID: number | null }> } };

export type FindBnSolutionsQueryVariables = Exact<{
  search: string;
}>;


export type FindBnSolutionsQuery = { findBNSolutions: Array<{ bnCustomerID: number, customerName: string, vatNo: string | null }> };

export type FindRAccountsQueryVariables = Exact<{
  search: string;
  bnCustomerID?: number | null | undefined;
}>;


export type FindRAccountsQuery = { findRAccounts: Array<{ accountID: number, ratorID: string, accountCustomerNumber: string | null, company: string, names: string }> };

export type WebshopResellersQueryVariables = Exact<{ [key: string]: never; }>;


export type WebshopResellersQuery = { listWebshopResellers: Array<{ webshopResellerID: number, marketName: string, erpID: string }> };

export type ConfigBnUsersQueryVariables = Exact<{
  bnCustomerID: number;
  hasAccess?: boolean | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConfigBnUsersQuery = { configBNUsers: Array<{ catalogID: number, bnCustomerID: number, firstName: string, lastName: string, position: string | null, picture: string | null, bnMobile: string | null, accountAccess: Array<{ accessID: number, accountID: number, accountName: string }> }> };

export type ListAccountAccessForBnUserQueryVariables = Exact<{
  catalogId: number;
  configId: number;
}>;


export type ListAccountAccessForBnUserQuery = { listAccountAccessForBNUser: Array<{ accessID: number, accountID: number, accountName: string }> };

export type CreateConfigMutationVariables = Exact<{
  name: string;
  bnCustomerID: number;
}>;


export type CreateConfigMutation = { createConfig: { id: number, name: string, bnCustomerID: number, customerName: string, webshopResellerID: number | null, webshopUseBillingGroupVat: boolean, billingGroupVat: boolean, equipmentService: boolean, version: number, accounts: Array<{ ccAccountID: number, ccConfigID: number, accountID: number, name: string, customerNumber: string | null, parentCCAccountID: number | null }> } };

export type UpdateConfigMutationVariables = Exact<{
  ccConfigID: number;
  name: string;
  webshopResellerID?: number | null | undefined;
  webshopUseBillingGroupVAT?: boolean | null | undefined;
  version?: number | null | undefined;
}>;


export type UpdateConfigMutation = { updateConfig: { id: number, name: string, bnCustomerID: number, customerName: string, webshopResellerID: number | null, webshopUseBillingGroupVat: boolean, billingGroupVat: boolean, equipmentService: boolean, version: number, accounts: Array<{ ccAccountID: number, ccConfigID: number, accountID: number, name: string, customerNumber: string | null, parentCCAccountID: number | null }> } };

export type RemoveCcConfigMutationVariables = Exact<{
  ccConfigID: number;
}>;


export type RemoveCcConfigMutation = { removeCCConfig: number };

export type CreateConfigAccountMutationVariables = Exact<{
  configId: number;
  accountID: number;
  accountName: string;
}>;


export type CreateConfigAccountMutation = { createConfigAccount: { ccAccountID: number } };

export type RemoveConfigAccountMutationVariables = Exact<{
  ccConfigID: number;
  ccAccountID: number;
}>;


export type RemoveConfigAccountMutation = { removeConfigAccount: number };

export type AddBnUserToConfigMutationVariables = Exact<{
  ccConfigID: number;
  catalogID: number;
}>;


export type AddBnUserToConfigMutation = { addBNUserToConfig: { catalogID: number } };

export type RemoveBnUserFromConfigMutationVariables = Exact<{
  ccConfigID: number;
  catalogID: number;
}>;


export type RemoveBnUserFromConfigMutation = { removeBNUserFromConfig: number };

export type AddAccountAccessToBnUserMutationVariables = Exact<{
  ccConfigID: number;
  catalogID: number;
  accountID: number;
}>;


export type AddAccountAccessToBnUserMutation = { addAccountAccessToBNUser: { accessID: number } };

export type RemoveAccountAccessFromBnUserMutationVariables = Exact<{
  userAccessID: number;
}>;


export type RemoveAccountAccessFromBnUserMutation = { removeAccountAccessFromBNUser: number };

export type ImpersonationLogQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ImpersonationLogQuery = { impersonationLog: Array<{ id: number, kind: ImpersonationKind, actorName: string, actorCompany: string, personName: string | null, reason: string | null, startedAt: string, endedAt: string | null, end: ImpersonationEnd, changes: Array<{ id: number, at: string, operation: string | null, fields: Array<string>, outcome: ImpersonationChangeOutcome, objects: Array<{ field: string, name: string | null }> }> }> };

export type ScimTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type ScimTokenQuery = { scimToken: { id: number, hint: string, createdAt: string, createdByName: string | null, lastUsedAt: string | null } | null };

export type ScimActivityQueryVariables = Exact<{ [key: string]: never; }>;


export type ScimActivityQuery = { scimActivity: { endpointUrl: string, lastCalledAt: string | null, changes: Array<{ id: number, at: string, operation: ScimOperation, personName: string | null, userName: string, fields: Array<string> }>, conflicts: Array<{ id: number, userName: string, reason: ScimConflictReason, matchedBy: Array<ScimMatchKey>, attempts: number, lastAt: string, candidates: Array<{ catalogId: number, name: string, email: string | null, employeeNumber: string | null }> }> } };

export type CreateScimTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateScimTokenMutation = { createScimToken: { secret: string, token: { id: number } } };

export type RevokeScimTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeScimTokenMutation = { revokeScimToken: { id: number } };

export type LeaversQueryVariables = Exact<{
  accountID: number;
  includeSubAccounts?: boolean | null | undefined;
  pastDays?: number | null | undefined;
}>;


export type LeaversQuery = { leavers: Array<{ catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string, openSubscriptionCount: number, openDeviceCount: number }> };

export type OffboardingFieldsFragment = { person: { catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string | null }, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, paymentProfileName: string | null, endedOn: string | null, version: number }>, devices: Array<{ deviceID: number, accountID: number, classID: number, description: string, returnedAt: string | null, purchasedAt: string | null, purchasedCostPrice: number | null, version: number, quoteProblem: string | null, quote: { asOf: string, ageMonths: number, price: number, priceIncVat: number, taxValueIncVat: number | null, taxableBenefitIncVat: number | null } | null }>, finalPayroll: { period: string, openBuyOutOre: number, figures: { deductedOre: number, contentDeductedOre: number, contentOverThresholdOre: number, equipmentDeductedOre: number, buyOutBenefitOre: number, totalDeductedOre: number } } | null, reminders: Array<{ leavingDate: string, step: LeaverReminderStep, channel: LeaverReminderChannel, recipientName: string, toLeaver: boolean, deviceCount: number, sentAt: string }> };

export type OffboardingQueryVariables = Exact<{
  catalogID: number;
}>;


export type OffboardingQuery = { offboarding: { person: { catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string | null }, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, paymentProfileName: string | null, endedOn: string | null, version: number }>, devices: Array<{ deviceID: number, accountID: number, classID: number, description: string, returnedAt: string | null, purchasedAt: string | null, purchasedCostPrice: number | null, version: number, quoteProblem: string | null, quote: { asOf: string, ageMonths: number, price: number, priceIncVat: number, taxValueIncVat: number | null, taxableBenefitIncVat: number | null } | null }>, finalPayroll: { period: string, openBuyOutOre: number, figures: { deductedOre: number, contentDeductedOre: number, contentOverThresholdOre: number, equipmentDeductedOre: number, buyOutBenefitOre: number, totalDeductedOre: number } } | null, reminders: Array<{ leavingDate: string, step: LeaverReminderStep, channel: LeaverReminderChannel, recipientName: string, toLeaver: boolean, deviceCount: number, sentAt: string }> } };

export type SetLeavingDateMutationVariables = Exact<{
  catalogID: number;
  leavingDate?: string | null | undefined;
  expectedLeavingDate?: string | null | undefined;
}>;


export type SetLeavingDateMutation = { setLeavingDate: { catalogID: number, leavingDate: string | null } };

export type DecideLeaverSubscriptionMutationVariables = Exact<{
  catalogID: number;
  subscriptionID: number;
  version: number;
  decision: LeaverSubscriptionDecision;
  newCatalogID?: number | null | undefined;
  lastDay?: string | null | undefined;
}>;


export type DecideLeaverSubscriptionMutation = { decideLeaverSubscription: { person: { catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string | null }, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, paymentProfileName: string | null, endedOn: string | null, version: number }>, devices: Array<{ deviceID: number, accountID: number, classID: number, description: string, returnedAt: string | null, purchasedAt: string | null, purchasedCostPrice: number | null, version: number, quoteProblem: string | null, quote: { asOf: string, ageMonths: number, price: number, priceIncVat: number, taxValueIncVat: number | null, taxableBenefitIncVat: number | null } | null }>, finalPayroll: { period: string, openBuyOutOre: number, figures: { deductedOre: number, contentDeductedOre: number, contentOverThresholdOre: number, equipmentDeductedOre: number, buyOutBenefitOre: number, totalDeductedOre: number } } | null, reminders: Array<{ leavingDate: string, step: LeaverReminderStep, channel: LeaverReminderChannel, recipientName: string, toLeaver: boolean, deviceCount: number, sentAt: string }> } };

export type DecideLeaverDeviceMutationVariables = Exact<{
  catalogID: number;
  deviceID: number;
  version: number;
  decision: LeaverDeviceDecision;
  date?: string | null | undefined;
}>;


export type DecideLeaverDeviceMutation = { decideLeaverDevice: { person: { catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string | null }, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, paymentProfileName: string | null, endedOn: string | null, version: number }>, devices: Array<{ deviceID: number, accountID: number, classID: number, description: string, returnedAt: string | null, purchasedAt: string | null, purchasedCostPrice: number | null, version: number, quoteProblem: string | null, quote: { asOf: string, ageMonths: number, price: number, priceIncVat: number, taxValueIncVat: number | null, taxableBenefitIncVat: number | null } | null }>, finalPayroll: { period: string, openBuyOutOre: number, figures: { deductedOre: number, contentDeductedOre: number, contentOverThresholdOre: number, equipmentDeductedOre: number, buyOutBenefitOre: number, totalDeductedOre: number } } | null, reminders: Array<{ leavingDate: string, step: LeaverReminderStep, channel: LeaverReminderChannel, recipientName: string, toLeaver: boolean, deviceCount: number, sentAt: string }> } };

export type EndLeaverPolicyMembershipMutationVariables = Exact<{
  catalogID: number;
}>;


export type EndLeaverPolicyMembershipMutation = { endLeaverPolicyMembership: { person: { catalogID: number, firstName: string, lastName: string, employeeNumber: string | null, leavingDate: string | null }, subscriptions: Array<{ subscriptionID: number, accountID: number, phoneNumber: string, product: string, paymentProfileName: string | null, endedOn: string | null, version: number }>, devices: Array<{ deviceID: number, accountID: number, classID: number, description: string, returnedAt: string | null, purchasedAt: string | null, purchasedCostPrice: number | null, version: number, quoteProblem: string | null, quote: { asOf: string, ageMonths: number, price: number, priceIncVat: number, taxValueIncVat: number | null, taxableBenefitIncVat: number | null } | null }>, finalPayroll: { period: string, openBuyOutOre: number, figures: { deductedOre: number, contentDeductedOre: number, contentOverThresholdOre: number, equipmentDeductedOre: number, buyOutBenefitOre: number, totalDeductedOre: number } } | null, reminders: Array<{ leavingDate: string, step: LeaverReminderStep, channel: LeaverReminderChannel, recipientName: string, toLeaver: boolean, deviceCount: number, sentAt: string }> } };

export type CustomerPeopleQueryVariables = Exact<{
  bnCustomerID: number;
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomerPeopleQuery = { configBNUsers: Array<{ catalogID: number, firstName: string, lastName: string, bnDepartmentName: string | null }> };

export type ActAsCustomersQueryVariables = Exact<{
  search: string;
}>;


export type ActAsCustomersQuery = { findBNSolutions: Array<{ bnCustomerID: number, customerName: string, vatNo: string | null }> };

export type ActAsPeopleQueryVariables = Exact<{
  bnCustomerID: number;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ActAsPeopleQuery = { configBNUsers: Array<{ catalogID: number, firstName: string, lastName: string, position: string | null, bnMobile: string | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DashboardMonthFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardMonthFields on DashboardMonth {
  period
  totalCost
  deducted
  work
  private
}
    `, {"fragmentName":"DashboardMonthFields"}) as unknown as TypedDocumentString<DashboardMonthFieldsFragment, unknown>;
export const PendingApprovalsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PendingApprovalsFields on PendingApprovals {
  count
  amount
  months {
    period
    count
    amount
  }
}
    `, {"fragmentName":"PendingApprovalsFields"}) as unknown as TypedDocumentString<PendingApprovalsFieldsFragment, unknown>;
export const DeductionTermsFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeductionTermsFields on DeductionTerms {
  ID
  version
  text
  holdWithoutConsent
  createdAt
  createdByName
}
    `, {"fragmentName":"DeductionTermsFields"}) as unknown as TypedDocumentString<DeductionTermsFieldsFragment, unknown>;
export const PaymentProfileFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"PaymentProfileFields"}) as unknown as TypedDocumentString<PaymentProfileFieldsFragment, unknown>;
export const CategoryGroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryGroupFields on PaymentCategoryGroup {
  ID
  key
  description
  groupable
  reportable
}
    `, {"fragmentName":"CategoryGroupFields"}) as unknown as TypedDocumentString<CategoryGroupFieldsFragment, unknown>;
export const DeductionItemFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"DeductionItemFields"}) as unknown as TypedDocumentString<DeductionItemFieldsFragment, unknown>;
export const ProfileOptionFragmentDoc = new TypedDocumentString(`
    fragment ProfileOption on PaymentProfile {
  ID
  description
  default
}
    `, {"fragmentName":"ProfileOption"}) as unknown as TypedDocumentString<ProfileOptionFragment, unknown>;
export const DeviceClassFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
    `, {"fragmentName":"DeviceClassFields"}) as unknown as TypedDocumentString<DeviceClassFieldsFragment, unknown>;
export const DeviceFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}`, {"fragmentName":"DeviceFields"}) as unknown as TypedDocumentString<DeviceFieldsFragment, unknown>;
export const CePolicyFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CEPolicyFields"}) as unknown as TypedDocumentString<CePolicyFieldsFragment, unknown>;
export const CePolicyCategoryFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CEPolicyCategoryFields"}) as unknown as TypedDocumentString<CePolicyCategoryFieldsFragment, unknown>;
export const CeGuidelineFieldsFragmentDoc = new TypedDocumentString(`
    fragment CEGuidelineFields on CEGuideline {
  ID
  documentID
  documentName
  approvalRequired
  notifyEmail
  updatedAt
}
    `, {"fragmentName":"CEGuidelineFields"}) as unknown as TypedDocumentString<CeGuidelineFieldsFragment, unknown>;
export const EquipmentUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment EquipmentUserFields on EquipmentUser {
  bnUser {
    catalogID
    firstName
    lastName
    bnMobile
    bnDepartmentName
    bnCompany
  }
  policyID
  policyName
  mobileCount
  otherCount
}
    `, {"fragmentName":"EquipmentUserFields"}) as unknown as TypedDocumentString<EquipmentUserFieldsFragment, unknown>;
export const ConfigFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConfigFields on Config {
  id
  name
  bnCustomerID
  customerName
  webshopResellerID
  webshopUseBillingGroupVat
  billingGroupVat
  equipmentService
  version
  accounts {
    ccAccountID
    ccConfigID
    accountID
    name
    customerNumber
    parentCCAccountID
  }
}
    `, {"fragmentName":"ConfigFields"}) as unknown as TypedDocumentString<ConfigFieldsFragment, unknown>;
export const SolutionUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment SolutionUserFields on BNUser {
  catalogID
  bnCustomerID
  firstName
  lastName
  position
  picture
  bnMobile
  accountAccess {
    accessID
    accountID
    accountName
  }
}
    `, {"fragmentName":"SolutionUserFields"}) as unknown as TypedDocumentString<SolutionUserFieldsFragment, unknown>;
export const OffboardingFieldsFragmentDoc = new TypedDocumentString(`
    fragment OffboardingFields on Offboarding {
  person {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
  }
  subscriptions {
    subscriptionID
    accountID
    phoneNumber
    product
    paymentProfileName
    endedOn
    version
  }
  devices {
    deviceID
    accountID
    classID
    description
    returnedAt
    purchasedAt
    purchasedCostPrice
    version
    quoteProblem
    quote {
      asOf
      ageMonths
      price
      priceIncVat
      taxValueIncVat
      taxableBenefitIncVat
    }
  }
  finalPayroll {
    period
    openBuyOutOre
    figures {
      deductedOre
      contentDeductedOre
      contentOverThresholdOre
      equipmentDeductedOre
      buyOutBenefitOre
      totalDeductedOre
    }
  }
  reminders {
    leavingDate
    step
    channel
    recipientName
    toLeaver
    deviceCount
    sentAt
  }
}
    `, {"fragmentName":"OffboardingFields"}) as unknown as TypedDocumentString<OffboardingFieldsFragment, unknown>;
export const AccountsDocument = new TypedDocumentString(`
    query Accounts {
  accounts {
    ID
    parentAccountID
    name
    endedOn
    billingGroups {
      ID
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsQuery, AccountsQueryVariables>;
export const EnabledServicesDocument = new TypedDocumentString(`
    query EnabledServices {
  getEnabledServices
}
    `) as unknown as TypedDocumentString<EnabledServicesQuery, EnabledServicesQueryVariables>;
export const DashboardAlertsDocument = new TypedDocumentString(`
    query DashboardAlerts($accountID: Int!, $includeSubAccounts: Boolean) {
  dashboardAlerts(accountID: $accountID, includeSubAccounts: $includeSubAccounts) {
    items {
      kind
      subscriptionID
      discoveredDeviceID
      names
      phoneNumber
      categoryGroupKey
      description
      imei
      amount
      usual
      seenOn
    }
    settings {
      usualFactor
      minIncrease
      unallocatedDays
      sendDigest
      version
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardAlertsQuery, DashboardAlertsQueryVariables>;
export const UpdateDashboardAlertSettingsDocument = new TypedDocumentString(`
    mutation UpdateDashboardAlertSettings($accountID: Int!, $version: Int!, $usualFactor: Float!, $minIncrease: Float!, $unallocatedDays: Int!, $sendDigest: Boolean!, $language: String) {
  updateDashboardAlertSettings(
    accountID: $accountID
    version: $version
    usualFactor: $usualFactor
    minIncrease: $minIncrease
    unallocatedDays: $unallocatedDays
    sendDigest: $sendDigest
    language: $language
  ) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateDashboardAlertSettingsMutation, UpdateDashboardAlertSettingsMutationVariables>;
export const DashboardSummaryDocument = new TypedDocumentString(`
    query DashboardSummary($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  dashboardSummary(
    accountID: $accountID
    billingGroupID: $billingGroupID
    includeSubAccounts: $includeSubAccounts
  ) {
    period
    current {
      ...DashboardMonthFields
    }
    previous {
      ...DashboardMonthFields
    }
  }
}
    fragment DashboardMonthFields on DashboardMonth {
  period
  totalCost
  deducted
  work
  private
}`) as unknown as TypedDocumentString<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const DashboardCostSeriesDocument = new TypedDocumentString(`
    query DashboardCostSeries($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  dashboardCostSeries(
    accountID: $accountID
    billingGroupID: $billingGroupID
    includeSubAccounts: $includeSubAccounts
  ) {
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
    `) as unknown as TypedDocumentString<DashboardCostSeriesQuery, DashboardCostSeriesQueryVariables>;
export const DashboardTopSubscriptionsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<DashboardTopSubscriptionsQuery, DashboardTopSubscriptionsQueryVariables>;
export const DashboardPendingApprovalsDocument = new TypedDocumentString(`
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
    fragment PendingApprovalsFields on PendingApprovals {
  count
  amount
  months {
    period
    count
    amount
  }
}`) as unknown as TypedDocumentString<DashboardPendingApprovalsQuery, DashboardPendingApprovalsQueryVariables>;
export const DashboardBillShockDocument = new TypedDocumentString(`
    query DashboardBillShock($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  dashboardBillShock(
    accountID: $accountID
    billingGroupID: $billingGroupID
    includeSubAccounts: $includeSubAccounts
  ) {
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
    `) as unknown as TypedDocumentString<DashboardBillShockQuery, DashboardBillShockQueryVariables>;
export const MyDeductionTermsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<MyDeductionTermsQuery, MyDeductionTermsQueryVariables>;
export const AcceptDeductionTermsDocument = new TypedDocumentString(`
    mutation AcceptDeductionTerms($termsID: Int!) {
  acceptDeductionTerms(termsID: $termsID) {
    ID
    acceptedAt
  }
}
    `) as unknown as TypedDocumentString<AcceptDeductionTermsMutation, AcceptDeductionTermsMutationVariables>;
export const PaymentProfileDeductionTermsDocument = new TypedDocumentString(`
    query PaymentProfileDeductionTerms($accountID: Int!, $profileID: Int!) {
  paymentProfileDeductionTerms(accountID: $accountID, profileID: $profileID) {
    ...DeductionTermsFields
  }
}
    fragment DeductionTermsFields on DeductionTerms {
  ID
  version
  text
  holdWithoutConsent
  createdAt
  createdByName
}`) as unknown as TypedDocumentString<PaymentProfileDeductionTermsQuery, PaymentProfileDeductionTermsQueryVariables>;
export const SavePaymentProfileDeductionTermsDocument = new TypedDocumentString(`
    mutation SavePaymentProfileDeductionTerms($accountID: Int!, $profileID: Int!, $text: String!, $version: Int!, $holdWithoutConsent: Boolean!) {
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
    fragment DeductionTermsFields on DeductionTerms {
  ID
  version
  text
  holdWithoutConsent
  createdAt
  createdByName
}`) as unknown as TypedDocumentString<SavePaymentProfileDeductionTermsMutation, SavePaymentProfileDeductionTermsMutationVariables>;
export const CePolicyDeductionTermsDocument = new TypedDocumentString(`
    query CEPolicyDeductionTerms($accountID: Int!, $policyID: Int!) {
  cePolicyDeductionTerms(accountID: $accountID, policyID: $policyID) {
    ...DeductionTermsFields
  }
}
    fragment DeductionTermsFields on DeductionTerms {
  ID
  version
  text
  holdWithoutConsent
  createdAt
  createdByName
}`) as unknown as TypedDocumentString<CePolicyDeductionTermsQuery, CePolicyDeductionTermsQueryVariables>;
export const SaveCePolicyDeductionTermsDocument = new TypedDocumentString(`
    mutation SaveCEPolicyDeductionTerms($accountID: Int!, $policyID: Int!, $text: String!, $version: Int!, $holdWithoutConsent: Boolean!) {
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
    fragment DeductionTermsFields on DeductionTerms {
  ID
  version
  text
  holdWithoutConsent
  createdAt
  createdByName
}`) as unknown as TypedDocumentString<SaveCePolicyDeductionTermsMutation, SaveCePolicyDeductionTermsMutationVariables>;
export const DeductionConsentMissingDocument = new TypedDocumentString(`
    query DeductionConsentMissing($accountID: Int!, $includeSubAccounts: Boolean) {
  deductionConsentMissing(
    accountID: $accountID
    includeSubAccounts: $includeSubAccounts
  ) {
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
    `) as unknown as TypedDocumentString<DeductionConsentMissingQuery, DeductionConsentMissingQueryVariables>;
export const FileExportsDocument = new TypedDocumentString(`
    query FileExports($accountID: Int!) {
  fileExports(accountID: $accountID) {
    ID
    accountID
    description
    filterAccountIDs
    filterBillingGroupIDs
    filterPaymentProfileID
    fileFormat
    separator
    quoteStyle
    encoding
    useHeader
    showAllUsers
    useAutoSend
    autoSendDay
    autoSendToEmail
    amountSign
    decimalSeparator
    thousandSeparator
    lastExport
    version
    preset
    payrollRunNumber
    payrollMonthOffset
    payrollClientNumber
    wageTypes {
      amount
      wageType
    }
    columns {
      ID
      name
      mapsToID
      order
      defaultValue
    }
    lastAutoSend {
      period
      status
      reason
      at
    }
  }
}
    `) as unknown as TypedDocumentString<FileExportsQuery, FileExportsQueryVariables>;
export const ReportCreationInitialDataDocument = new TypedDocumentString(`
    query ReportCreationInitialData($accountID: Int!) {
  reportCreationInitialData(accountID: $accountID) {
    paymentProfiles {
      ID
      description
    }
    exportMappingFields {
      ID
      name
    }
    customColumnFields {
      ID
      name
      fieldType
      defaultValue
    }
  }
}
    `) as unknown as TypedDocumentString<ReportCreationInitialDataQuery, ReportCreationInitialDataQueryVariables>;
export const CreateFileExportDocument = new TypedDocumentString(`
    mutation CreateFileExport($accountID: Int!, $description: String!, $filterAccountIDs: [Int!], $filterBillingGroupIDs: [Int!], $filterPaymentProfileID: Int, $fileFormat: String, $separator: String, $quoteStyle: String, $encoding: String, $useHeader: Boolean, $showAllUsers: Boolean, $useAutoSend: Boolean, $autoSendDay: Int, $autoSendToEmail: String, $amountSign: String, $decimalSeparator: String, $thousandSeparator: String, $columns: [FileExportColumnInput!]!, $preset: String, $wageTypes: [FileExportWageTypeInput!], $payrollRunNumber: Int, $payrollMonthOffset: Int, $payrollClientNumber: String) {
  createFileExport(
    accountID: $accountID
    description: $description
    filterAccountIDs: $filterAccountIDs
    filterBillingGroupIDs: $filterBillingGroupIDs
    filterPaymentProfileID: $filterPaymentProfileID
    fileFormat: $fileFormat
    separator: $separator
    quoteStyle: $quoteStyle
    encoding: $encoding
    useHeader: $useHeader
    showAllUsers: $showAllUsers
    useAutoSend: $useAutoSend
    autoSendDay: $autoSendDay
    autoSendToEmail: $autoSendToEmail
    amountSign: $amountSign
    decimalSeparator: $decimalSeparator
    thousandSeparator: $thousandSeparator
    columns: $columns
    preset: $preset
    wageTypes: $wageTypes
    payrollRunNumber: $payrollRunNumber
    payrollMonthOffset: $payrollMonthOffset
    payrollClientNumber: $payrollClientNumber
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CreateFileExportMutation, CreateFileExportMutationVariables>;
export const UpdateFileExportDocument = new TypedDocumentString(`
    mutation UpdateFileExport($ID: Int!, $accountID: Int!, $version: Int!, $description: String!, $filterAccountIDs: [Int!], $filterBillingGroupIDs: [Int!], $filterPaymentProfileID: Int, $fileFormat: String, $separator: String, $quoteStyle: String, $encoding: String, $useHeader: Boolean, $showAllUsers: Boolean, $useAutoSend: Boolean, $autoSendDay: Int, $autoSendToEmail: String, $amountSign: String, $decimalSeparator: String, $thousandSeparator: String, $columns: [FileExportColumnInput!]!, $preset: String, $wageTypes: [FileExportWageTypeInput!], $payrollRunNumber: Int, $payrollMonthOffset: Int, $payrollClientNumber: String) {
  updateFileExport(
    ID: $ID
    accountID: $accountID
    version: $version
    description: $description
    filterAccountIDs: $filterAccountIDs
    filterBillingGroupIDs: $filterBillingGroupIDs
    filterPaymentProfileID: $filterPaymentProfileID
    fileFormat: $fileFormat
    separator: $separator
    quoteStyle: $quoteStyle
    encoding: $encoding
    useHeader: $useHeader
    showAllUsers: $showAllUsers
    useAutoSend: $useAutoSend
    autoSendDay: $autoSendDay
    autoSendToEmail: $autoSendToEmail
    amountSign: $amountSign
    decimalSeparator: $decimalSeparator
    thousandSeparator: $thousandSeparator
    columns: $columns
    preset: $preset
    wageTypes: $wageTypes
    payrollRunNumber: $payrollRunNumber
    payrollMonthOffset: $payrollMonthOffset
    payrollClientNumber: $payrollClientNumber
  ) {
    ID
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateFileExportMutation, UpdateFileExportMutationVariables>;
export const RemoveFileExportDocument = new TypedDocumentString(`
    mutation RemoveFileExport($fileExportID: Int!) {
  removeFileExport(fileExportID: $fileExportID) {
    ID
    description
  }
}
    `) as unknown as TypedDocumentString<RemoveFileExportMutation, RemoveFileExportMutationVariables>;
export const FileExportLeftOutDocument = new TypedDocumentString(`
    query FileExportLeftOut($accountID: Int!, $period: Period!) {
  fileExports(accountID: $accountID) {
    ID
    leftOut(period: $period) {
      count
      totalString
      deductedString
    }
  }
}
    `) as unknown as TypedDocumentString<FileExportLeftOutQuery, FileExportLeftOutQueryVariables>;
export const FileExportWarningsDocument = new TypedDocumentString(`
    query FileExportWarnings($accountID: Int!, $period: Period!) {
  fileExports(accountID: $accountID) {
    ID
    warnings(period: $period) {
      reason
      name
      phoneNumber
      amountString
    }
  }
}
    `) as unknown as TypedDocumentString<FileExportWarningsQuery, FileExportWarningsQueryVariables>;
export const OpenCostMonthsDocument = new TypedDocumentString(`
    query OpenCostMonths($accountID: Int!) {
  openCostMonths(accountID: $accountID)
}
    `) as unknown as TypedDocumentString<OpenCostMonthsQuery, OpenCostMonthsQueryVariables>;
export const OutboxMessagesDocument = new TypedDocumentString(`
    query OutboxMessages($accountID: Int!, $channel: MessageChannel, $limit: Int, $offset: Int) {
  outboxMessages(
    accountID: $accountID
    channel: $channel
    limit: $limit
    offset: $offset
  ) {
    totalCount
    items {
      ID
      channel
      recipient
      sender
      subject
      body
      status
      error
      createdAt
      attachments {
        filename
        size
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxMessagesQuery, OutboxMessagesQueryVariables>;
export const PaymentProfilesDocument = new TypedDocumentString(`
    query PaymentProfiles($accountID: Int!) {
  paymentProfiles(accountID: $accountID) {
    ...PaymentProfileFields
  }
}
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
}`) as unknown as TypedDocumentString<PaymentProfilesQuery, PaymentProfilesQueryVariables>;
export const PaymentCategoryGroupsDocument = new TypedDocumentString(`
    query PaymentCategoryGroups {
  paymentCategoryGroups {
    ...CategoryGroupFields
  }
}
    fragment CategoryGroupFields on PaymentCategoryGroup {
  ID
  key
  description
  groupable
  reportable
}`) as unknown as TypedDocumentString<PaymentCategoryGroupsQuery, PaymentCategoryGroupsQueryVariables>;
export const SmsSendersDocument = new TypedDocumentString(`
    query SmsSenders($accountID: Int) {
  smsSenders(accountID: $accountID) {
    sender
  }
}
    `) as unknown as TypedDocumentString<SmsSendersQuery, SmsSendersQueryVariables>;
export const SmsPricesDocument = new TypedDocumentString(`
    query SmsPrices {
  smsPrices {
    norwegian
    international
    charactersPerSms
  }
}
    `) as unknown as TypedDocumentString<SmsPricesQuery, SmsPricesQueryVariables>;
export const PaymentProfileMembersDocument = new TypedDocumentString(`
    query PaymentProfileMembers($accountID: Int!, $profileID: Int!, $limit: Int, $offset: Int) {
  paymentProfileMembers(
    accountID: $accountID
    profileID: $profileID
    limit: $limit
    offset: $offset
  ) {
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
    `) as unknown as TypedDocumentString<PaymentProfileMembersQuery, PaymentProfileMembersQueryVariables>;
export const PaymentProfileCandidatesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<PaymentProfileCandidatesQuery, PaymentProfileCandidatesQueryVariables>;
export const PaymentProfileDeductFiltersDocument = new TypedDocumentString(`
    query PaymentProfileDeductFilters($accountID: Int!, $profileID: Int!) {
  paymentProfileDeductFilters(accountID: $accountID, profileID: $profileID) {
    ID
    categoryGroupID
    descriptionMatch
  }
}
    `) as unknown as TypedDocumentString<PaymentProfileDeductFiltersQuery, PaymentProfileDeductFiltersQueryVariables>;
export const PaymentProfileRulePreviewDocument = new TypedDocumentString(`
    query PaymentProfileRulePreview($accountID: Int!, $subscriptionID: Int!, $fromDate: Date!, $toDate: Date!, $profileID: Int, $rules: DraftRulesInput, $settings: PaymentProfileSettingsInput) {
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
    `) as unknown as TypedDocumentString<PaymentProfileRulePreviewQuery, PaymentProfileRulePreviewQueryVariables>;
export const CreatePaymentProfileDocument = new TypedDocumentString(`
    mutation CreatePaymentProfile($accountID: Int!, $profile: PaymentProfileInput!, $subscriptionIDs: [Int!]) {
  createPaymentProfile(
    accountID: $accountID
    profile: $profile
    subscriptionIDs: $subscriptionIDs
  ) {
    ...PaymentProfileFields
  }
}
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
}`) as unknown as TypedDocumentString<CreatePaymentProfileMutation, CreatePaymentProfileMutationVariables>;
export const UpdatePaymentProfileDocument = new TypedDocumentString(`
    mutation UpdatePaymentProfile($accountID: Int!, $profileID: Int!, $profile: PaymentProfileInput!, $version: Int!) {
  updatePaymentProfile(
    accountID: $accountID
    profileID: $profileID
    profile: $profile
    version: $version
  ) {
    ...PaymentProfileFields
  }
}
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
}`) as unknown as TypedDocumentString<UpdatePaymentProfileMutation, UpdatePaymentProfileMutationVariables>;
export const SetDefaultPaymentProfileDocument = new TypedDocumentString(`
    mutation SetDefaultPaymentProfile($accountID: Int!, $profileID: Int!) {
  setDefaultPaymentProfile(accountID: $accountID, profileID: $profileID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SetDefaultPaymentProfileMutation, SetDefaultPaymentProfileMutationVariables>;
export const RemovePaymentProfileDocument = new TypedDocumentString(`
    mutation RemovePaymentProfile($accountID: Int!, $profileID: Int!) {
  removePaymentProfile(accountID: $accountID, profileID: $profileID)
}
    `) as unknown as TypedDocumentString<RemovePaymentProfileMutation, RemovePaymentProfileMutationVariables>;
export const AddPaymentProfileMemberDocument = new TypedDocumentString(`
    mutation AddPaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
  addPaymentProfileMember(
    accountID: $accountID
    profileID: $profileID
    subscriptionID: $subscriptionID
  ) {
    ID
    memberCount
  }
}
    `) as unknown as TypedDocumentString<AddPaymentProfileMemberMutation, AddPaymentProfileMemberMutationVariables>;
export const RemovePaymentProfileMemberDocument = new TypedDocumentString(`
    mutation RemovePaymentProfileMember($accountID: Int!, $profileID: Int!, $subscriptionID: Int!) {
  removePaymentProfileMember(
    accountID: $accountID
    profileID: $profileID
    subscriptionID: $subscriptionID
  ) {
    ID
    memberCount
  }
}
    `) as unknown as TypedDocumentString<RemovePaymentProfileMemberMutation, RemovePaymentProfileMemberMutationVariables>;
export const AddProfileDeductFilterDocument = new TypedDocumentString(`
    mutation AddProfileDeductFilter($accountID: Int!, $profileID: Int!, $descriptionMatch: String!, $categoryGroupID: Int!) {
  addProfileDeductFilter(
    accountID: $accountID
    profileID: $profileID
    descriptionMatch: $descriptionMatch
    categoryGroupID: $categoryGroupID
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AddProfileDeductFilterMutation, AddProfileDeductFilterMutationVariables>;
export const RemoveProfileDeductFilterDocument = new TypedDocumentString(`
    mutation RemoveProfileDeductFilter($accountID: Int!, $profileID: Int!, $filterID: Int!) {
  removeProfileDeductFilter(
    accountID: $accountID
    profileID: $profileID
    filterID: $filterID
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RemoveProfileDeductFilterMutation, RemoveProfileDeductFilterMutationVariables>;
export const ReportingSummaryDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<ReportingSummaryQuery, ReportingSummaryQueryVariables>;
export const CategoryGroupReportDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CategoryGroupReportQuery, CategoryGroupReportQueryVariables>;
export const ContentServicesDocument = new TypedDocumentString(`
    query ContentServices($period: Period!, $accountID: Int!, $billingGroupID: Int, $deductStatus: DeductStatus, $includeSubAccounts: Boolean, $searchString: String, $limit: Int, $offset: Int) {
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
}`) as unknown as TypedDocumentString<ContentServicesQuery, ContentServicesQueryVariables>;
export const AggregateSplitsDocument = new TypedDocumentString(`
    query AggregateSplits($period: Period!, $accountID: Int!, $billingGroupID: Int, $deductStatus: DeductStatus, $includeSubAccounts: Boolean, $searchString: String, $limit: Int, $offset: Int) {
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
}`) as unknown as TypedDocumentString<AggregateSplitsQuery, AggregateSplitsQueryVariables>;
export const SetContentServiceApprovalDocument = new TypedDocumentString(`
    mutation SetContentServiceApproval($accountID: Int!, $contentServiceID: Int!, $deductStatus: DeductStatus!, $comment: String, $expectedStatus: DeductStatus) {
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
    `) as unknown as TypedDocumentString<SetContentServiceApprovalMutation, SetContentServiceApprovalMutationVariables>;
export const SetAggregateSplitApprovalDocument = new TypedDocumentString(`
    mutation SetAggregateSplitApproval($accountID: Int!, $aggregateSplitID: Int!, $deductStatus: DeductStatus!, $comment: String, $expectedStatus: DeductStatus) {
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
    `) as unknown as TypedDocumentString<SetAggregateSplitApprovalMutation, SetAggregateSplitApprovalMutationVariables>;
export const UsageReportDocument = new TypedDocumentString(`
    query UsageReport($token: String!) {
  usageReport(token: $token) {
    period
    subscriptionID
    phoneNumber
    firstName
    lastName
    profileDescription
    dueDate
    open
    mandatoryComment
    defaultReportMode
    items {
      categoryGroupID
      categoryGroupKey
      categoryGroupDescription
      description
      amount
      amountString
      usageType
      comment
      effectiveUsageType
    }
  }
}
    `) as unknown as TypedDocumentString<UsageReportQuery, UsageReportQueryVariables>;
export const ReportUsageDocument = new TypedDocumentString(`
    mutation ReportUsage($token: String!, $items: [UsageReportItemInput!]!) {
  reportUsage(token: $token, items: $items) {
    period
  }
}
    `) as unknown as TypedDocumentString<ReportUsageMutation, ReportUsageMutationVariables>;
export const AccountCustomFieldsDocument = new TypedDocumentString(`
    query AccountCustomFields($accountID: Int!) {
  accountCustomFields(accountID: $accountID) {
    ID
    accountID
    name
    fieldType
    defaultValue
    version
  }
}
    `) as unknown as TypedDocumentString<AccountCustomFieldsQuery, AccountCustomFieldsQueryVariables>;
export const AccountFieldTemplatesDocument = new TypedDocumentString(`
    query AccountFieldTemplates($accountID: Int!) {
  accountFieldTemplates(accountID: $accountID) {
    name
    description
  }
}
    `) as unknown as TypedDocumentString<AccountFieldTemplatesQuery, AccountFieldTemplatesQueryVariables>;
export const CreateAccountCustomFieldDocument = new TypedDocumentString(`
    mutation CreateAccountCustomField($accountID: Int!, $name: String!, $fieldType: Int, $defaultValue: String) {
  createAccountCustomField(
    accountID: $accountID
    name: $name
    fieldType: $fieldType
    defaultValue: $defaultValue
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<CreateAccountCustomFieldMutation, CreateAccountCustomFieldMutationVariables>;
export const UpdateAccountCustomFieldDocument = new TypedDocumentString(`
    mutation UpdateAccountCustomField($ID: Int!, $accountID: Int!, $name: String!, $fieldType: Int, $defaultValue: String, $version: Int) {
  updateAccountCustomField(
    ID: $ID
    accountID: $accountID
    name: $name
    fieldType: $fieldType
    defaultValue: $defaultValue
    version: $version
  ) {
    ID
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateAccountCustomFieldMutation, UpdateAccountCustomFieldMutationVariables>;
export const RemoveAccountCustomFieldDocument = new TypedDocumentString(`
    mutation RemoveAccountCustomField($ID: Int!, $accountID: Int!) {
  removeAccountCustomField(ID: $ID, accountID: $accountID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<RemoveAccountCustomFieldMutation, RemoveAccountCustomFieldMutationVariables>;
export const BillingGroupMoveOptionsDocument = new TypedDocumentString(`
    query BillingGroupMoveOptions($accountID: Int!, $subscriptionID: Int!) {
  billingGroupMoveOptions(accountID: $accountID, subscriptionID: $subscriptionID) {
    currentBillingGroupID
    groups {
      billingGroupID
      name
    }
    planned {
      toBillingGroupName
      effectiveOn
    }
  }
}
    `) as unknown as TypedDocumentString<BillingGroupMoveOptionsQuery, BillingGroupMoveOptionsQueryVariables>;
export const BillingGroupMovePreviewDocument = new TypedDocumentString(`
    query BillingGroupMovePreview($accountID: Int!, $subscriptionID: Int!, $billingGroupID: Int!) {
  billingGroupMovePreview(
    accountID: $accountID
    subscriptionID: $subscriptionID
    billingGroupID: $billingGroupID
  ) {
    from {
      name
      useVat
    }
    to {
      name
      useVat
    }
    changesGroup
    changesVat
    effectiveOn
  }
}
    `) as unknown as TypedDocumentString<BillingGroupMovePreviewQuery, BillingGroupMovePreviewQueryVariables>;
export const MoveSubscriptionToBillingGroupDocument = new TypedDocumentString(`
    mutation MoveSubscriptionToBillingGroup($accountID: Int!, $subscriptionID: Int!, $billingGroupID: Int!, $version: Int!) {
  moveSubscriptionToBillingGroup(
    accountID: $accountID
    subscriptionID: $subscriptionID
    billingGroupID: $billingGroupID
    version: $version
  ) {
    changesGroup
    effectiveOn
  }
}
    `) as unknown as TypedDocumentString<MoveSubscriptionToBillingGroupMutation, MoveSubscriptionToBillingGroupMutationVariables>;
export const SubscriptionWithUsersDocument = new TypedDocumentString(`
    query SubscriptionWithUsers($accountID: Int!, $sortBy: SubscriptionSort, $searchString: String, $billingGroupID: Int, $paymentProfileID: Int, $includeSubAccounts: Boolean, $limit: Int, $offset: Int) {
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
    `) as unknown as TypedDocumentString<SubscriptionWithUsersQuery, SubscriptionWithUsersQueryVariables>;
export const SubscriptionDetailsDocument = new TypedDocumentString(`
    query SubscriptionDetails($accountID: Int!, $subscriptionID: Int!, $fromDate: Date, $toDate: Date) {
  subscriptionDetails(
    accountID: $accountID
    subscriptionID: $subscriptionID
    fromDate: $fromDate
    toDate: $toDate
  ) {
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
    `) as unknown as TypedDocumentString<SubscriptionDetailsQuery, SubscriptionDetailsQueryVariables>;
export const UsersPaymentProfilesDocument = new TypedDocumentString(`
    query UsersPaymentProfiles($accountID: Int!) {
  paymentProfiles(accountID: $accountID) {
    ...ProfileOption
    memberCount
  }
}
    fragment ProfileOption on PaymentProfile {
  ID
  description
  default
}`) as unknown as TypedDocumentString<UsersPaymentProfilesQuery, UsersPaymentProfilesQueryVariables>;
export const UpdatePaymentProfileMembershipDocument = new TypedDocumentString(`
    mutation UpdatePaymentProfileMembership($accountID: Int!, $profileID: Int, $subscriptionID: Int!, $version: Int) {
  updatePaymentProfileMembership(
    accountID: $accountID
    profileID: $profileID
    subscriptionID: $subscriptionID
    version: $version
  )
}
    `) as unknown as TypedDocumentString<UpdatePaymentProfileMembershipMutation, UpdatePaymentProfileMembershipMutationVariables>;
export const UpdateMultiplePaymentProfileMembershipsDocument = new TypedDocumentString(`
    mutation UpdateMultiplePaymentProfileMemberships($accountID: Int!, $profileID: Int, $subscriptionIDs: [Int!]!) {
  updateMultiplePaymentProfileMemberships(
    accountID: $accountID
    profileID: $profileID
    subscriptionIDs: $subscriptionIDs
  )
}
    `) as unknown as TypedDocumentString<UpdateMultiplePaymentProfileMembershipsMutation, UpdateMultiplePaymentProfileMembershipsMutationVariables>;
export const SetUserCustomFieldValuesDocument = new TypedDocumentString(`
    mutation SetUserCustomFieldValues($userID: Int!, $accountID: Int!, $values: [UserCustomFieldValueInput!]!) {
  setUserCustomFieldValues(
    userID: $userID
    accountID: $accountID
    values: $values
  ) {
    accountCustomFieldID
    value
  }
}
    `) as unknown as TypedDocumentString<SetUserCustomFieldValuesMutation, SetUserCustomFieldValuesMutationVariables>;
export const DevicesDocument = new TypedDocumentString(`
    query Devices($accountID: Int!, $classIDs: [Int!], $vendorIDs: [Int!], $sources: [DeviceSource!], $fromDate: Date, $toDate: Date, $isActive: Boolean, $warrantyEndsWithinMonths: Int, $includeSubAccounts: Boolean, $search: String, $sortBy: DeviceSort, $language: String, $limit: Int, $offset: Int) {
  devices(
    accountID: $accountID
    classIDs: $classIDs
    vendorIDs: $vendorIDs
    sources: $sources
    fromDate: $fromDate
    toDate: $toDate
    isActive: $isActive
    warrantyEndsWithinMonths: $warrantyEndsWithinMonths
    includeSubAccounts: $includeSubAccounts
    includePropertyValues: true
    search: $search
    sortBy: $sortBy
    language: $language
    limit: $limit
    offset: $offset
  ) {
    totalCount
    totalIsLowerBound
    devices {
      ...DeviceFields
    }
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}`) as unknown as TypedDocumentString<DevicesQuery, DevicesQueryVariables>;
export const DevicesHeaderDocument = new TypedDocumentString(`
    query DevicesHeader($accountID: Int!, $includeSubAccounts: Boolean) {
  devicesHeader(accountID: $accountID, includeSubAccounts: $includeSubAccounts) {
    ...DeviceClassFields
    deviceCount
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}`) as unknown as TypedDocumentString<DevicesHeaderQuery, DevicesHeaderQueryVariables>;
export const DeviceDocument = new TypedDocumentString(`
    query Device($accountId: Int!, $deviceId: Int!) {
  device(accountId: $accountId, deviceId: $deviceId) {
    ...DeviceFields
    buyoutRule {
      baseBuyoutRuleType
    }
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}`) as unknown as TypedDocumentString<DeviceQuery, DeviceQueryVariables>;
export const DeviceClassPropertiesDocument = new TypedDocumentString(`
    query DeviceClassProperties($classID: Int!) {
  deviceClassProperties(classID: $classID) {
    id
    name
    classID
    dataType
  }
}
    `) as unknown as TypedDocumentString<DeviceClassPropertiesQuery, DeviceClassPropertiesQueryVariables>;
export const CreateDeviceDocument = new TypedDocumentString(`
    mutation CreateDevice($accountID: Int!, $classID: Int!, $vendorID: Int!, $description: String!, $catalogID: Int, $orderedAt: Date, $costPrice: Float, $employeePaid: Float, $comment: String, $properties: [DevicePropertyInput!]) {
  createDevice(
    accountID: $accountID
    classID: $classID
    vendorID: $vendorID
    description: $description
    catalogID: $catalogID
    orderedAt: $orderedAt
    costPrice: $costPrice
    employeePaid: $employeePaid
    comment: $comment
    properties: $properties
  ) {
    ...DeviceFields
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}`) as unknown as TypedDocumentString<CreateDeviceMutation, CreateDeviceMutationVariables>;
export const UpdateDeviceDocument = new TypedDocumentString(`
    mutation UpdateDevice($input: DeviceUpdateInput!) {
  updateDevice(input: $input) {
    ...DeviceFields
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}`) as unknown as TypedDocumentString<UpdateDeviceMutation, UpdateDeviceMutationVariables>;
export const RemoveDeviceDocument = new TypedDocumentString(`
    mutation RemoveDevice($accountId: Int!, $deviceId: Int!) {
  removeDevice(accountId: $accountId, deviceId: $deviceId)
}
    `) as unknown as TypedDocumentString<RemoveDeviceMutation, RemoveDeviceMutationVariables>;
export const DeviceEventsDocument = new TypedDocumentString(`
    query DeviceEvents($accountID: Int!, $deviceID: Int!, $limit: Int, $offset: Int) {
  deviceEvents(
    accountID: $accountID
    deviceID: $deviceID
    limit: $limit
    offset: $offset
  ) {
    totalCount
    events {
      ID
      createdAt
      eventType {
        name
        shortName
      }
      actor {
        firstName
        lastName
      }
      changes {
        field
        before
        after
        beforePerson {
          firstName
          lastName
        }
        afterPerson {
          firstName
          lastName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeviceEventsQuery, DeviceEventsQueryVariables>;
export const MoveDevicePeopleDocument = new TypedDocumentString(`
    query MoveDevicePeople($bnCustomerID: Int!, $search: String, $limit: Int, $offset: Int) {
  configBNUsers(
    bnCustomerID: $bnCustomerID
    search: $search
    limit: $limit
    offset: $offset
  ) {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
    picture
  }
}
    `) as unknown as TypedDocumentString<MoveDevicePeopleQuery, MoveDevicePeopleQueryVariables>;
export const DiscoveredDevicesDocument = new TypedDocumentString(`
    query DiscoveredDevices($accountID: Int!, $includeSubAccounts: Boolean, $dismissedDevices: Boolean, $sortBy: DiscoveredDeviceSort, $limit: Int, $offset: Int) {
  discoveredDevices(
    accountID: $accountID
    includeSubAccounts: $includeSubAccounts
    dismissedDevices: $dismissedDevices
    sortBy: $sortBy
    limit: $limit
    offset: $offset
  ) {
    deviceCount
    devices {
      ID
      accountID
      source
      description
      vendorName
      imei
      createdAt
      dismissedAt
      class {
        ...DeviceClassFields
      }
      user {
        catalogID
        firstName
        lastName
        phoneNumber
      }
    }
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}`) as unknown as TypedDocumentString<DiscoveredDevicesQuery, DiscoveredDevicesQueryVariables>;
export const AllocateDeviceDocument = new TypedDocumentString(`
    mutation AllocateDevice($accountId: Int!, $discoveredDeviceID: Int!, $catalogId: Int) {
  allocateDevice(
    accountId: $accountId
    discoveredDeviceID: $discoveredDeviceID
    catalogId: $catalogId
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<AllocateDeviceMutation, AllocateDeviceMutationVariables>;
export const AllocateDevicesDocument = new TypedDocumentString(`
    mutation AllocateDevices($accountID: Int!, $discoveredDeviceIDs: [Int!]!) {
  allocateDevices(
    accountID: $accountID
    discoveredDeviceIDs: $discoveredDeviceIDs
  )
}
    `) as unknown as TypedDocumentString<AllocateDevicesMutation, AllocateDevicesMutationVariables>;
export const DismissDiscoveredDevicesDocument = new TypedDocumentString(`
    mutation DismissDiscoveredDevices($accountID: Int!, $discoveredDeviceIDs: [Int!]!) {
  dismissDiscoveredDevices(
    accountID: $accountID
    discoveredDeviceIDs: $discoveredDeviceIDs
  )
}
    `) as unknown as TypedDocumentString<DismissDiscoveredDevicesMutation, DismissDiscoveredDevicesMutationVariables>;
export const UpdateDeviceFromDiscoveredDocument = new TypedDocumentString(`
    mutation UpdateDeviceFromDiscovered($accountID: Int!, $discoveredDeviceID: Int!) {
  updateDeviceFromDiscovered(
    accountID: $accountID
    discoveredDeviceID: $discoveredDeviceID
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<UpdateDeviceFromDiscoveredMutation, UpdateDeviceFromDiscoveredMutationVariables>;
export const AddCePolicyMemberDocument = new TypedDocumentString(`
    mutation AddCEPolicyMember($catalogID: Int!, $policyID: Int!) {
  addCEPolicyMember(catalogID: $catalogID, policyID: $policyID) {
    policyCategoryID
  }
}
    `) as unknown as TypedDocumentString<AddCePolicyMemberMutation, AddCePolicyMemberMutationVariables>;
export const CePolicyRulesForNewEmployeesDocument = new TypedDocumentString(`
    query CEPolicyRulesForNewEmployees($accountID: Int!) {
  cePolicyRulesForNewEmployees(accountID: $accountID) {
    defaultPolicyID
    version
    departments {
      departmentID
      policyID
    }
    departmentOptions {
      departmentID
      name
    }
    policyOptions {
      policyID
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CePolicyRulesForNewEmployeesQuery, CePolicyRulesForNewEmployeesQueryVariables>;
export const SaveCePolicyRulesForNewEmployeesDocument = new TypedDocumentString(`
    mutation SaveCEPolicyRulesForNewEmployees($accountID: Int!, $defaultPolicyID: Int, $departments: [CENewEmployeeDepartmentRuleInput!]!, $version: Int!) {
  saveCEPolicyRulesForNewEmployees(
    accountID: $accountID
    defaultPolicyID: $defaultPolicyID
    departments: $departments
    version: $version
  ) {
    version
  }
}
    `) as unknown as TypedDocumentString<SaveCePolicyRulesForNewEmployeesMutation, SaveCePolicyRulesForNewEmployeesMutationVariables>;
export const DepartmentMovePreviewDocument = new TypedDocumentString(`
    query DepartmentMovePreview($accountID: Int!, $userID: Int!, $departmentID: Int!) {
  departmentMovePreview(
    accountID: $accountID
    userID: $userID
    departmentID: $departmentID
  ) {
    fromDepartmentName
    toDepartmentName
    currentPolicyName
    newPolicyName
    changesPolicy
    effectiveOn
  }
}
    `) as unknown as TypedDocumentString<DepartmentMovePreviewQuery, DepartmentMovePreviewQueryVariables>;
export const MoveUserToDepartmentDocument = new TypedDocumentString(`
    mutation MoveUserToDepartment($accountID: Int!, $userID: Int!, $departmentID: Int!) {
  moveUserToDepartment(
    accountID: $accountID
    userID: $userID
    departmentID: $departmentID
  ) {
    effectiveOn
  }
}
    `) as unknown as TypedDocumentString<MoveUserToDepartmentMutation, MoveUserToDepartmentMutationVariables>;
export const CePoliciesDocument = new TypedDocumentString(`
    query CEPolicies($accountID: Int!, $name: String, $limit: Int, $offset: Int, $sortType: CEPolicySort, $baseCategoryMatchPolicyID: Int) {
  CEPolicies(
    accountID: $accountID
    name: $name
    limit: $limit
    offset: $offset
    sortType: $sortType
    baseCategoryMatchPolicyID: $baseCategoryMatchPolicyID
  ) {
    ...CEPolicyFields
  }
}
    fragment CEPolicyFields on CEPolicy {
  ID
  name
  accountID
  createdAt
  grantFullCreditOnStart
  allowUsedDevicePurchase
  memberCount
  version
}`) as unknown as TypedDocumentString<CePoliciesQuery, CePoliciesQueryVariables>;
export const CePolicyDocument = new TypedDocumentString(`
    query CEPolicy($accountID: Int!, $policyID: Int!) {
  CEPolicy(accountID: $accountID, policyID: $policyID) {
    ...CEPolicyFields
  }
}
    fragment CEPolicyFields on CEPolicy {
  ID
  name
  accountID
  createdAt
  grantFullCreditOnStart
  allowUsedDevicePurchase
  memberCount
  version
}`) as unknown as TypedDocumentString<CePolicyQuery, CePolicyQueryVariables>;
export const CePolicyCategoriesWithDetailsDocument = new TypedDocumentString(`
    query CEPolicyCategoriesWithDetails($accountID: Int!, $policyID: Int!) {
  cePolicyCategoriesWithDetails(accountID: $accountID, policyID: $policyID) {
    ...CEPolicyCategoryFields
  }
}
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
}`) as unknown as TypedDocumentString<CePolicyCategoriesWithDetailsQuery, CePolicyCategoriesWithDetailsQueryVariables>;
export const CeDefaultStandardBuyOutValuesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CeDefaultStandardBuyOutValuesQuery, CeDefaultStandardBuyOutValuesQueryVariables>;
export const CePolicyRepairDocument = new TypedDocumentString(`
    query CEPolicyRepair($accountID: Int!, $policyID: Int!) {
  CEPolicyRepair(accountID: $accountID, policyID: $policyID) {
    active
    servicePartnerEmail
  }
}
    `) as unknown as TypedDocumentString<CePolicyRepairQuery, CePolicyRepairQueryVariables>;
export const CePolicyMembersDocument = new TypedDocumentString(`
    query CEPolicyMembers($accountID: Int!, $policyID: Int!, $searchText: String, $limit: Int, $offset: Int, $sortType: CEPolicyMemberSort) {
  CEPolicyMembers(
    accountID: $accountID
    policyID: $policyID
    searchText: $searchText
    limit: $limit
    offset: $offset
    sortType: $sortType
  ) {
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
    `) as unknown as TypedDocumentString<CePolicyMembersQuery, CePolicyMembersQueryVariables>;
export const UserPolicyCategoryDetailsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<UserPolicyCategoryDetailsQuery, UserPolicyCategoryDetailsQueryVariables>;
export const MemberBuyOutDocument = new TypedDocumentString(`
    query MemberBuyOut($accountID: Int!, $catalogID: Int!, $asOf: Date) {
  userPolicyCategoryDetails(
    accountID: $accountID
    catalogID: $catalogID
    asOf: $asOf
  ) {
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
    `) as unknown as TypedDocumentString<MemberBuyOutQuery, MemberBuyOutQueryVariables>;
export const CreateCePolicyDocument = new TypedDocumentString(`
    mutation CreateCEPolicy($accountID: Int!, $name: String!) {
  createCEPolicy(accountID: $accountID, name: $name) {
    ...CEPolicyFields
  }
}
    fragment CEPolicyFields on CEPolicy {
  ID
  name
  accountID
  createdAt
  grantFullCreditOnStart
  allowUsedDevicePurchase
  memberCount
  version
}`) as unknown as TypedDocumentString<CreateCePolicyMutation, CreateCePolicyMutationVariables>;
export const UpdateCePolicyDocument = new TypedDocumentString(`
    mutation UpdateCEPolicy($accountID: Int!, $policyID: Int!, $name: String, $grantFullCreditOnStart: Boolean, $allowUsedDevicePurchase: Boolean, $details: [CEPolicyCategoryDetailInput!], $version: Int) {
  updateCEPolicy(
    accountID: $accountID
    policyID: $policyID
    name: $name
    grantFullCreditOnStart: $grantFullCreditOnStart
    allowUsedDevicePurchase: $allowUsedDevicePurchase
    details: $details
    version: $version
  ) {
    ...CEPolicyFields
  }
}
    fragment CEPolicyFields on CEPolicy {
  ID
  name
  accountID
  createdAt
  grantFullCreditOnStart
  allowUsedDevicePurchase
  memberCount
  version
}`) as unknown as TypedDocumentString<UpdateCePolicyMutation, UpdateCePolicyMutationVariables>;
export const RemoveCePolicyDocument = new TypedDocumentString(`
    mutation RemoveCEPolicy($accountID: Int!, $policyID: Int!) {
  removeCEPolicy(accountID: $accountID, policyID: $policyID) {
    ID
    releasedMembers
  }
}
    `) as unknown as TypedDocumentString<RemoveCePolicyMutation, RemoveCePolicyMutationVariables>;
export const UpdateCePolicyCategoryDetailsDocument = new TypedDocumentString(`
    mutation UpdateCEPolicyCategoryDetails($accountID: Int!, $policyID: Int!, $details: [CEPolicyCategoryDetailInput!]!, $version: Int) {
  updateCEPolicyCategoryDetails(
    accountID: $accountID
    policyID: $policyID
    details: $details
    version: $version
  ) {
    ...CEPolicyCategoryFields
  }
}
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
}`) as unknown as TypedDocumentString<UpdateCePolicyCategoryDetailsMutation, UpdateCePolicyCategoryDetailsMutationVariables>;
export const UpdateCePolicyRepairDocument = new TypedDocumentString(`
    mutation UpdateCEPolicyRepair($accountID: Int!, $policyID: Int!, $active: Boolean!, $servicePartnerEmail: String) {
  updateCEPolicyRepair(
    accountID: $accountID
    policyID: $policyID
    active: $active
    servicePartnerEmail: $servicePartnerEmail
  ) {
    active
    servicePartnerEmail
  }
}
    `) as unknown as TypedDocumentString<UpdateCePolicyRepairMutation, UpdateCePolicyRepairMutationVariables>;
export const SaveCePolicyMemberDocument = new TypedDocumentString(`
    mutation SaveCEPolicyMember($accountID: Int!, $catalogID: Int!, $policyID: Int, $categoryIDsToTransferAmount: [Int!], $corrections: [CECreditCorrectionInput!], $lastPurchaseDates: [CELastPurchaseDateInput!]) {
  saveCEPolicyMember(
    accountID: $accountID
    catalogID: $catalogID
    policyID: $policyID
    categoryIDsToTransferAmount: $categoryIDsToTransferAmount
    corrections: $corrections
    lastPurchaseDates: $lastPurchaseDates
  ) {
    policyCategoryID
  }
}
    `) as unknown as TypedDocumentString<SaveCePolicyMemberMutation, SaveCePolicyMemberMutationVariables>;
export const CeGuidelineDocument = new TypedDocumentString(`
    query CEGuideline($accountID: Int!) {
  ceGuideline(accountID: $accountID) {
    ...CEGuidelineFields
  }
}
    fragment CEGuidelineFields on CEGuideline {
  ID
  documentID
  documentName
  approvalRequired
  notifyEmail
  updatedAt
}`) as unknown as TypedDocumentString<CeGuidelineQuery, CeGuidelineQueryVariables>;
export const UpdateCeGuidelineDocument = new TypedDocumentString(`
    mutation UpdateCEGuideline($accountID: Int!, $documentID: Int, $notifyEmail: Boolean, $approvalRequired: Boolean!) {
  updateCEGuideline(
    accountID: $accountID
    documentID: $documentID
    notifyEmail: $notifyEmail
    approvalRequired: $approvalRequired
  ) {
    ...CEGuidelineFields
  }
}
    fragment CEGuidelineFields on CEGuideline {
  ID
  documentID
  documentName
  approvalRequired
  notifyEmail
  updatedAt
}`) as unknown as TypedDocumentString<UpdateCeGuidelineMutation, UpdateCeGuidelineMutationVariables>;
export const RepairRequestOptionsDocument = new TypedDocumentString(`
    query RepairRequestOptions($catalogID: Int) {
  repairRequestOptions(catalogID: $catalogID) {
    allowed
    catalogID
    devices {
      ID
      description
      vendorName
      orderedAt
      orderNumber
      imei
      serialNumber
    }
  }
}
    `) as unknown as TypedDocumentString<RepairRequestOptionsQuery, RepairRequestOptionsQueryVariables>;
export const EquipmentUsersDocument = new TypedDocumentString(`
    query EquipmentUsers($accountID: Int!, $includeSubAccounts: Boolean, $searchText: String, $sortType: EquipmentUserSort, $limit: Int, $offset: Int) {
  users(
    accountID: $accountID
    includeSubAccounts: $includeSubAccounts
    searchText: $searchText
    sortType: $sortType
    limit: $limit
    offset: $offset
  ) {
    count
    users {
      ...EquipmentUserFields
    }
  }
}
    fragment EquipmentUserFields on EquipmentUser {
  bnUser {
    catalogID
    firstName
    lastName
    bnMobile
    bnDepartmentName
    bnCompany
  }
  policyID
  policyName
  mobileCount
  otherCount
}`) as unknown as TypedDocumentString<EquipmentUsersQuery, EquipmentUsersQueryVariables>;
export const EquipmentUserDocument = new TypedDocumentString(`
    query EquipmentUser($accountID: Int!, $catalogId: Int!) {
  user(accountID: $accountID, catalogId: $catalogId) {
    ...EquipmentUserFields
  }
}
    fragment EquipmentUserFields on EquipmentUser {
  bnUser {
    catalogID
    firstName
    lastName
    bnMobile
    bnDepartmentName
    bnCompany
  }
  policyID
  policyName
  mobileCount
  otherCount
}`) as unknown as TypedDocumentString<EquipmentUserQuery, EquipmentUserQueryVariables>;
export const UserDevicesDocument = new TypedDocumentString(`
    query UserDevices($accountID: Int!, $catalogID: Int!) {
  devices(
    accountID: $accountID
    catalogID: $catalogID
    includeSubAccounts: true
    limit: 500
  ) {
    devices {
      ...DeviceFields
      class {
        properties {
          id
          name
        }
      }
    }
  }
}
    fragment DeviceClassFields on DeviceClass {
  ID
  shortName
  nameEn
  nameEnPlural
  nameNo
  nameNoPlural
  icon
}
fragment DeviceFields on Device {
  ID
  accountID
  description
  classID
  class {
    ...DeviceClassFields
  }
  vendor {
    ID
    name
  }
  catalogID
  bnUser {
    catalogID
    firstName
    lastName
    bnDepartmentName
    bnCompany
    bnMobile
  }
  source
  createdAt
  orderedAt
  orderNumber
  costPrice
  employeePaid
  active
  lost
  comment
  warrantyEndsAt
  properties {
    value
    property {
      id
      name
    }
  }
  returnedByEmployee {
    date
    previousEmployee
  }
  purchasedByEmployee {
    date
    bnUser
    costPrice
  }
  version
}`) as unknown as TypedDocumentString<UserDevicesQuery, UserDevicesQueryVariables>;
export const UpdateDevicesDocument = new TypedDocumentString(`
    mutation UpdateDevices($accountID: Int!, $inputs: [DeviceUpdateInput!]!) {
  updateDevices(accountID: $accountID, inputs: $inputs) {
    ID
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateDevicesMutation, UpdateDevicesMutationVariables>;
export const DeviceVendorsDocument = new TypedDocumentString(`
    query DeviceVendors($accountID: Int!, $includeSubAccounts: Boolean, $search: String, $limit: Int, $offset: Int) {
  deviceVendors(
    accountID: $accountID
    includeSubAccounts: $includeSubAccounts
    search: $search
    limit: $limit
    offset: $offset
  ) {
    ID
    name
    deviceCount
  }
}
    `) as unknown as TypedDocumentString<DeviceVendorsQuery, DeviceVendorsQueryVariables>;
export const CreateDeviceVendorDocument = new TypedDocumentString(`
    mutation CreateDeviceVendor($name: String!) {
  createDeviceVendor(name: $name) {
    ID
    name
    deviceCount
  }
}
    `) as unknown as TypedDocumentString<CreateDeviceVendorMutation, CreateDeviceVendorMutationVariables>;
export const UpdateDeviceVendorDocument = new TypedDocumentString(`
    mutation UpdateDeviceVendor($ID: Int!, $name: String!) {
  updateDeviceVendor(ID: $ID, name: $name) {
    ID
    name
    deviceCount
  }
}
    `) as unknown as TypedDocumentString<UpdateDeviceVendorMutation, UpdateDeviceVendorMutationVariables>;
export const RemoveDeviceVendorDocument = new TypedDocumentString(`
    mutation RemoveDeviceVendor($ID: Int!) {
  removeDeviceVendor(ID: $ID)
}
    `) as unknown as TypedDocumentString<RemoveDeviceVendorMutation, RemoveDeviceVendorMutationVariables>;
export const EmployeeHomeDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<EmployeeHomeQuery, EmployeeHomeQueryVariables>;
export const WebshopGuidelineAccessDocument = new TypedDocumentString(`
    query WebshopGuidelineAccess($accountID: Int) {
  ceUserGuidelineAccess(accountID: $accountID)
}
    `) as unknown as TypedDocumentString<WebshopGuidelineAccessQuery, WebshopGuidelineAccessQueryVariables>;
export const AcceptGuidelineDocument = new TypedDocumentString(`
    mutation AcceptGuideline($accountID: Int) {
  respondToCEGuideline(accepted: true, accountID: $accountID)
}
    `) as unknown as TypedDocumentString<AcceptGuidelineMutation, AcceptGuidelineMutationVariables>;
export const WebshopConfiguredDocument = new TypedDocumentString(`
    query WebshopConfigured {
  webshopConfigured
}
    `) as unknown as TypedDocumentString<WebshopConfiguredQuery, WebshopConfiguredQueryVariables>;
export const WebshopLoginDocument = new TypedDocumentString(`
    query WebshopLogin($accountID: Int, $catalogID: Int, $billingGroupID: Int) {
  userWebshopLogin(
    accountID: $accountID
    catalogID: $catalogID
    billingGroupID: $billingGroupID
  ) {
    redirectUrl
  }
}
    `) as unknown as TypedDocumentString<WebshopLoginQuery, WebshopLoginQueryVariables>;
export const OrderLinesDocument = new TypedDocumentString(`
    query OrderLines($accountID: Int, $catalogID: Int, $showAll: Boolean, $searchText: String, $limit: Int, $offset: Int) {
  CEOrderLines(
    accountID: $accountID
    catalogID: $catalogID
    showAll: $showAll
    searchText: $searchText
    limit: $limit
    offset: $offset
  ) {
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
    `) as unknown as TypedDocumentString<OrderLinesQuery, OrderLinesQueryVariables>;
export const MyPolicyDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<MyPolicyQuery, MyPolicyQueryVariables>;
export const CorrectCreditOnCardDocument = new TypedDocumentString(`
    mutation CorrectCreditOnCard($policyID: Int!, $catalogID: Int!, $policyCategoryID: Int!, $amount: Float!, $reason: String) {
  correctUserCredit(
    policyID: $policyID
    catalogID: $catalogID
    policyCategoryID: $policyCategoryID
    amount: $amount
    reason: $reason
  ) {
    policyCategoryID
  }
}
    `) as unknown as TypedDocumentString<CorrectCreditOnCardMutation, CorrectCreditOnCardMutationVariables>;
export const CustomerSolutionsDocument = new TypedDocumentString(`
    query CustomerSolutions($search: String, $limit: Int, $offset: Int) {
  configs(search: $search, limit: $limit, offset: $offset) {
    id
    name
    bnCustomerID
    customerName
  }
}
    `) as unknown as TypedDocumentString<CustomerSolutionsQuery, CustomerSolutionsQueryVariables>;
export const CustomerSolutionDocument = new TypedDocumentString(`
    query CustomerSolution($ccConfigID: Int!) {
  config(ccConfigID: $ccConfigID) {
    ...ConfigFields
  }
}
    fragment ConfigFields on Config {
  id
  name
  bnCustomerID
  customerName
  webshopResellerID
  webshopUseBillingGroupVat
  billingGroupVat
  equipmentService
  version
  accounts {
    ccAccountID
    ccConfigID
    accountID
    name
    customerNumber
    parentCCAccountID
  }
}`) as unknown as TypedDocumentString<CustomerSolutionQuery, CustomerSolutionQueryVariables>;
export const FindBnSolutionsDocument = new TypedDocumentString(`
    query FindBNSolutions($search: String!) {
  findBNSolutions(search: $search) {
    bnCustomerID
    customerName
    vatNo
  }
}
    `) as unknown as TypedDocumentString<FindBnSolutionsQuery, FindBnSolutionsQueryVariables>;
export const FindRAccountsDocument = new TypedDocumentString(`
    query FindRAccounts($search: String!, $bnCustomerID: Int) {
  findRAccounts(search: $search, bnCustomerID: $bnCustomerID) {
    accountID
    ratorID
    accountCustomerNumber
    company
    names
  }
}
    `) as unknown as TypedDocumentString<FindRAccountsQuery, FindRAccountsQueryVariables>;
export const WebshopResellersDocument = new TypedDocumentString(`
    query WebshopResellers {
  listWebshopResellers {
    webshopResellerID
    marketName
    erpID
  }
}
    `) as unknown as TypedDocumentString<WebshopResellersQuery, WebshopResellersQueryVariables>;
export const ConfigBnUsersDocument = new TypedDocumentString(`
    query ConfigBNUsers($bnCustomerID: Int!, $hasAccess: Boolean, $search: String, $limit: Int, $offset: Int) {
  configBNUsers(
    bnCustomerID: $bnCustomerID
    hasAccess: $hasAccess
    search: $search
    limit: $limit
    offset: $offset
  ) {
    ...SolutionUserFields
  }
}
    fragment SolutionUserFields on BNUser {
  catalogID
  bnCustomerID
  firstName
  lastName
  position
  picture
  bnMobile
  accountAccess {
    accessID
    accountID
    accountName
  }
}`) as unknown as TypedDocumentString<ConfigBnUsersQuery, ConfigBnUsersQueryVariables>;
export const ListAccountAccessForBnUserDocument = new TypedDocumentString(`
    query ListAccountAccessForBNUser($catalogId: Int!, $configId: Int!) {
  listAccountAccessForBNUser(catalogId: $catalogId, configId: $configId) {
    accessID
    accountID
    accountName
  }
}
    `) as unknown as TypedDocumentString<ListAccountAccessForBnUserQuery, ListAccountAccessForBnUserQueryVariables>;
export const CreateConfigDocument = new TypedDocumentString(`
    mutation CreateConfig($name: String!, $bnCustomerID: Int!) {
  createConfig(name: $name, bnCustomerID: $bnCustomerID) {
    ...ConfigFields
  }
}
    fragment ConfigFields on Config {
  id
  name
  bnCustomerID
  customerName
  webshopResellerID
  webshopUseBillingGroupVat
  billingGroupVat
  equipmentService
  version
  accounts {
    ccAccountID
    ccConfigID
    accountID
    name
    customerNumber
    parentCCAccountID
  }
}`) as unknown as TypedDocumentString<CreateConfigMutation, CreateConfigMutationVariables>;
export const UpdateConfigDocument = new TypedDocumentString(`
    mutation UpdateConfig($ccConfigID: Int!, $name: String!, $webshopResellerID: Int, $webshopUseBillingGroupVAT: Boolean, $version: Int) {
  updateConfig(
    ccConfigID: $ccConfigID
    name: $name
    webshopResellerID: $webshopResellerID
    webshopUseBillingGroupVAT: $webshopUseBillingGroupVAT
    version: $version
  ) {
    ...ConfigFields
  }
}
    fragment ConfigFields on Config {
  id
  name
  bnCustomerID
  customerName
  webshopResellerID
  webshopUseBillingGroupVat
  billingGroupVat
  equipmentService
  version
  accounts {
    ccAccountID
    ccConfigID
    accountID
    name
    customerNumber
    parentCCAccountID
  }
}`) as unknown as TypedDocumentString<UpdateConfigMutation, UpdateConfigMutationVariables>;
export const RemoveCcConfigDocument = new TypedDocumentString(`
    mutation RemoveCCConfig($ccConfigID: Int!) {
  removeCCConfig(ccConfigID: $ccConfigID)
}
    `) as unknown as TypedDocumentString<RemoveCcConfigMutation, RemoveCcConfigMutationVariables>;
export const CreateConfigAccountDocument = new TypedDocumentString(`
    mutation CreateConfigAccount($configId: Int!, $accountID: Int!, $accountName: String!) {
  createConfigAccount(
    configId: $configId
    accountID: $accountID
    accountName: $accountName
  ) {
    ccAccountID
  }
}
    `) as unknown as TypedDocumentString<CreateConfigAccountMutation, CreateConfigAccountMutationVariables>;
export const RemoveConfigAccountDocument = new TypedDocumentString(`
    mutation RemoveConfigAccount($ccConfigID: Int!, $ccAccountID: Int!) {
  removeConfigAccount(ccConfigID: $ccConfigID, ccAccountID: $ccAccountID)
}
    `) as unknown as TypedDocumentString<RemoveConfigAccountMutation, RemoveConfigAccountMutationVariables>;
export const AddBnUserToConfigDocument = new TypedDocumentString(`
    mutation AddBNUserToConfig($ccConfigID: Int!, $catalogID: Int!) {
  addBNUserToConfig(ccConfigID: $ccConfigID, catalogID: $catalogID) {
    catalogID
  }
}
    `) as unknown as TypedDocumentString<AddBnUserToConfigMutation, AddBnUserToConfigMutationVariables>;
export const RemoveBnUserFromConfigDocument = new TypedDocumentString(`
    mutation RemoveBNUserFromConfig($ccConfigID: Int!, $catalogID: Int!) {
  removeBNUserFromConfig(ccConfigID: $ccConfigID, catalogID: $catalogID)
}
    `) as unknown as TypedDocumentString<RemoveBnUserFromConfigMutation, RemoveBnUserFromConfigMutationVariables>;
export const AddAccountAccessToBnUserDocument = new TypedDocumentString(`
    mutation AddAccountAccessToBNUser($ccConfigID: Int!, $catalogID: Int!, $accountID: Int!) {
  addAccountAccessToBNUser(
    ccConfigID: $ccConfigID
    catalogID: $catalogID
    accountID: $accountID
  ) {
    accessID
  }
}
    `) as unknown as TypedDocumentString<AddAccountAccessToBnUserMutation, AddAccountAccessToBnUserMutationVariables>;
export const RemoveAccountAccessFromBnUserDocument = new TypedDocumentString(`
    mutation RemoveAccountAccessFromBNUser($userAccessID: Int!) {
  removeAccountAccessFromBNUser(userAccessID: $userAccessID)
}
    `) as unknown as TypedDocumentString<RemoveAccountAccessFromBnUserMutation, RemoveAccountAccessFromBnUserMutationVariables>;
export const ImpersonationLogDocument = new TypedDocumentString(`
    query ImpersonationLog($limit: Int, $offset: Int) {
  impersonationLog(limit: $limit, offset: $offset) {
    id
    kind
    actorName
    actorCompany
    personName
    reason
    startedAt
    endedAt
    end
    changes {
      id
      at
      operation
      fields
      objects {
        field
        name
      }
      outcome
    }
  }
}
    `) as unknown as TypedDocumentString<ImpersonationLogQuery, ImpersonationLogQueryVariables>;
export const ScimTokenDocument = new TypedDocumentString(`
    query ScimToken {
  scimToken {
    id
    hint
    createdAt
    createdByName
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<ScimTokenQuery, ScimTokenQueryVariables>;
export const ScimActivityDocument = new TypedDocumentString(`
    query ScimActivity {
  scimActivity(limit: 50) {
    endpointUrl
    lastCalledAt
    changes {
      id
      at
      operation
      personName
      userName
      fields
    }
    conflicts {
      id
      userName
      reason
      matchedBy
      attempts
      lastAt
      candidates {
        catalogId
        name
        email
        employeeNumber
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScimActivityQuery, ScimActivityQueryVariables>;
export const CreateScimTokenDocument = new TypedDocumentString(`
    mutation CreateScimToken {
  createScimToken {
    secret
    token {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateScimTokenMutation, CreateScimTokenMutationVariables>;
export const RevokeScimTokenDocument = new TypedDocumentString(`
    mutation RevokeScimToken($id: Int!) {
  revokeScimToken(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<RevokeScimTokenMutation, RevokeScimTokenMutationVariables>;
export const LeaversDocument = new TypedDocumentString(`
    query Leavers($accountID: Int!, $includeSubAccounts: Boolean, $pastDays: Int) {
  leavers(
    accountID: $accountID
    includeSubAccounts: $includeSubAccounts
    pastDays: $pastDays
  ) {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
    openSubscriptionCount
    openDeviceCount
  }
}
    `) as unknown as TypedDocumentString<LeaversQuery, LeaversQueryVariables>;
export const OffboardingDocument = new TypedDocumentString(`
    query Offboarding($catalogID: Int!) {
  offboarding(catalogID: $catalogID) {
    ...OffboardingFields
  }
}
    fragment OffboardingFields on Offboarding {
  person {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
  }
  subscriptions {
    subscriptionID
    accountID
    phoneNumber
    product
    paymentProfileName
    endedOn
    version
  }
  devices {
    deviceID
    accountID
    classID
    description
    returnedAt
    purchasedAt
    purchasedCostPrice
    version
    quoteProblem
    quote {
      asOf
      ageMonths
      price
      priceIncVat
      taxValueIncVat
      taxableBenefitIncVat
    }
  }
  finalPayroll {
    period
    openBuyOutOre
    figures {
      deductedOre
      contentDeductedOre
      contentOverThresholdOre
      equipmentDeductedOre
      buyOutBenefitOre
      totalDeductedOre
    }
  }
  reminders {
    leavingDate
    step
    channel
    recipientName
    toLeaver
    deviceCount
    sentAt
  }
}`) as unknown as TypedDocumentString<OffboardingQuery, OffboardingQueryVariables>;
export const SetLeavingDateDocument = new TypedDocumentString(`
    mutation SetLeavingDate($catalogID: Int!, $leavingDate: Date, $expectedLeavingDate: Date) {
  setLeavingDate(
    catalogID: $catalogID
    leavingDate: $leavingDate
    expectedLeavingDate: $expectedLeavingDate
  ) {
    catalogID
    leavingDate
  }
}
    `) as unknown as TypedDocumentString<SetLeavingDateMutation, SetLeavingDateMutationVariables>;
export const DecideLeaverSubscriptionDocument = new TypedDocumentString(`
    mutation DecideLeaverSubscription($catalogID: Int!, $subscriptionID: Int!, $version: Int!, $decision: LeaverSubscriptionDecision!, $newCatalogID: Int, $lastDay: Date) {
  decideLeaverSubscription(
    catalogID: $catalogID
    subscriptionID: $subscriptionID
    version: $version
    decision: $decision
    newCatalogID: $newCatalogID
    lastDay: $lastDay
  ) {
    ...OffboardingFields
  }
}
    fragment OffboardingFields on Offboarding {
  person {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
  }
  subscriptions {
    subscriptionID
    accountID
    phoneNumber
    product
    paymentProfileName
    endedOn
    version
  }
  devices {
    deviceID
    accountID
    classID
    description
    returnedAt
    purchasedAt
    purchasedCostPrice
    version
    quoteProblem
    quote {
      asOf
      ageMonths
      price
      priceIncVat
      taxValueIncVat
      taxableBenefitIncVat
    }
  }
  finalPayroll {
    period
    openBuyOutOre
    figures {
      deductedOre
      contentDeductedOre
      contentOverThresholdOre
      equipmentDeductedOre
      buyOutBenefitOre
      totalDeductedOre
    }
  }
  reminders {
    leavingDate
    step
    channel
    recipientName
    toLeaver
    deviceCount
    sentAt
  }
}`) as unknown as TypedDocumentString<DecideLeaverSubscriptionMutation, DecideLeaverSubscriptionMutationVariables>;
export const DecideLeaverDeviceDocument = new TypedDocumentString(`
    mutation DecideLeaverDevice($catalogID: Int!, $deviceID: Int!, $version: Int!, $decision: LeaverDeviceDecision!, $date: Date) {
  decideLeaverDevice(
    catalogID: $catalogID
    deviceID: $deviceID
    version: $version
    decision: $decision
    date: $date
  ) {
    ...OffboardingFields
  }
}
    fragment OffboardingFields on Offboarding {
  person {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
  }
  subscriptions {
    subscriptionID
    accountID
    phoneNumber
    product
    paymentProfileName
    endedOn
    version
  }
  devices {
    deviceID
    accountID
    classID
    description
    returnedAt
    purchasedAt
    purchasedCostPrice
    version
    quoteProblem
    quote {
      asOf
      ageMonths
      price
      priceIncVat
      taxValueIncVat
      taxableBenefitIncVat
    }
  }
  finalPayroll {
    period
    openBuyOutOre
    figures {
      deductedOre
      contentDeductedOre
      contentOverThresholdOre
      equipmentDeductedOre
      buyOutBenefitOre
      totalDeductedOre
    }
  }
  reminders {
    leavingDate
    step
    channel
    recipientName
    toLeaver
    deviceCount
    sentAt
  }
}`) as unknown as TypedDocumentString<DecideLeaverDeviceMutation, DecideLeaverDeviceMutationVariables>;
export const EndLeaverPolicyMembershipDocument = new TypedDocumentString(`
    mutation EndLeaverPolicyMembership($catalogID: Int!) {
  endLeaverPolicyMembership(catalogID: $catalogID) {
    ...OffboardingFields
  }
}
    fragment OffboardingFields on Offboarding {
  person {
    catalogID
    firstName
    lastName
    employeeNumber
    leavingDate
  }
  subscriptions {
    subscriptionID
    accountID
    phoneNumber
    product
    paymentProfileName
    endedOn
    version
  }
  devices {
    deviceID
    accountID
    classID
    description
    returnedAt
    purchasedAt
    purchasedCostPrice
    version
    quoteProblem
    quote {
      asOf
      ageMonths
      price
      priceIncVat
      taxValueIncVat
      taxableBenefitIncVat
    }
  }
  finalPayroll {
    period
    openBuyOutOre
    figures {
      deductedOre
      contentDeductedOre
      contentOverThresholdOre
      equipmentDeductedOre
      buyOutBenefitOre
      totalDeductedOre
    }
  }
  reminders {
    leavingDate
    step
    channel
    recipientName
    toLeaver
    deviceCount
    sentAt
  }
}`) as unknown as TypedDocumentString<EndLeaverPolicyMembershipMutation, EndLeaverPolicyMembershipMutationVariables>;
export const CustomerPeopleDocument = new TypedDocumentString(`
    query CustomerPeople($bnCustomerID: Int!, $search: String, $limit: Int) {
  configBNUsers(bnCustomerID: $bnCustomerID, search: $search, limit: $limit) {
    catalogID
    firstName
    lastName
    bnDepartmentName
  }
}
    `) as unknown as TypedDocumentString<CustomerPeopleQuery, CustomerPeopleQueryVariables>;
export const ActAsCustomersDocument = new TypedDocumentString(`
    query ActAsCustomers($search: String!) {
  findBNSolutions(search: $search) {
    bnCustomerID
    customerName
    vatNo
  }
}
    `) as unknown as TypedDocumentString<ActAsCustomersQuery, ActAsCustomersQueryVariables>;
export const ActAsPeopleDocument = new TypedDocumentString(`
    query ActAsPeople($bnCustomerID: Int!, $search: String, $limit: Int, $offset: Int) {
  configBNUsers(
    bnCustomerID: $bnCustomerID
    search: $search
    limit: $limit
    offset: $offset
  ) {
    catalogID
    firstName
    lastName
    position
    bnMobile
  }
}
    `) as unknown as TypedDocumentString<ActAsPeopleQuery, ActAsPeopleQueryVariables>;