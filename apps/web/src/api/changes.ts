import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * What a change affects, in one place: each kind of change names the operations whose answers it makes stale.
 * Which changes a mutation makes is its line in `CHANGES_OF` below; a screen never lists what to refresh.
 */
const COSTS = [
  'SubscriptionWithUsers',
  'SubscriptionDetails',
  'DashboardSummary',
  'DashboardCostSeries',
  'DashboardTopSubscriptions',
  'DashboardPendingApprovals',
  'DashboardBillShock',
  'DashboardAlerts',
  'ReportingSummary',
  'CategoryGroupReport',
  'ContentServices',
  'AggregateSplits',
  'PaymentProfileRulePreview',
] as const;

export const AFFECTS = {
  /** Money changed: an approval, a rejection, a membership, a profile's rules, settings or filters. */
  costs: COSTS,
  /** Payment profiles changed: their list, members, candidates and filters, and the lists that name a profile. */
  profiles: [
    'PaymentProfiles',
    'UsersPaymentProfiles',
    'PaymentProfileMembers',
    'PaymentProfileCandidates',
    'PaymentProfileDeductFilters',
  ],
  /** The account's custom fields, or a person's values of them. */
  accountFields: ['AccountCustomFields', 'AccountFieldTemplates', 'SubscriptionDetails'],
  fileExports: ['FileExports', 'FileExportLeftOut', 'FileExportWarnings'],
  /** Equipment policies: the list, a policy, its categories, repair settings, members and their credit. */
  policies: [
    'CEPolicies',
    'CEPolicy',
    'CEPolicyCategoriesWithDetails',
    'CEPolicyRepair',
    'CEPolicyMembers',
    'UserPolicyCategoryDetails',
    'MyPolicy',
    'MemberBuyOut',
    'EquipmentUsers',
    'EquipmentUser',
    'RepairRequestOptions',
    'CEPolicyRulesForNewEmployees',
    'DepartmentMovePreview',
  ],
  guideline: ['CEGuideline', 'WebshopGuidelineAccess'],
  /** Customer solutions: the list, one solution, its people and their account access. */
  solutions: ['CustomerSolutions', 'CustomerSolution', 'ConfigBNUsers', 'ListAccountAccessForBNUser'],
  usageReport: ['UsageReport'],
  /** Deduction terms: their versions, the employee's own terms, and who has not accepted. */
  deductionTerms: [
    'PaymentProfileDeductionTerms',
    'CEPolicyDeductionTerms',
    'MyDeductionTerms',
    'DeductionConsentMissing',
  ],
  /**
   * The equipment inventory: devices, their header counts and history, the vendors with their counts, and the
   * equipment users with their device counts and devices.
   */
  devices: [
    'Devices',
    'Device',
    'DevicesHeader',
    'DeviceEvents',
    'DeviceVendors',
    'EquipmentUsers',
    'EquipmentUser',
    'UserDevices',
  ],
  /** The Newly discovered panel. */
  discovered: ['DiscoveredDevices', 'DashboardAlerts'],
  /** The dashboard alerts' thresholds (issue 33 §3). */
  dashboardAlerts: ['DashboardAlerts'],
  /** The company's SCIM token and what its directory did (Integrations). */
  scim: ['ScimToken', 'ScimActivity'],
  /** A subscription's billing group move planned or dropped (issue 33 §2). */
  billingGroupMoves: ['BillingGroupMoveOptions', 'BillingGroupMovePreview', 'SubscriptionDetails'],
  /** Leaving dates and offboarding decisions (issue 33 §1). */
  leaving: ['Leavers', 'Offboarding'],
} as const satisfies Record<string, readonly string[]>;

export type Change = keyof typeof AFFECTS;

const PROFILE_CHANGE = ['profiles', 'costs'] as const;

/**
 * The changes each mutation makes. `useGqlMutation` reads it, so a screen never lists what to refresh; a test fails
 * a mutation of the web app that is missing here.
 */
export const CHANGES_OF: Record<string, readonly Change[]> = {
  SetContentServiceApproval: ['costs'],
  SetAggregateSplitApproval: ['costs'],
  UpdatePaymentProfileMembership: PROFILE_CHANGE,
  UpdateMultiplePaymentProfileMemberships: PROFILE_CHANGE,
  CreatePaymentProfile: PROFILE_CHANGE,
  UpdatePaymentProfile: PROFILE_CHANGE,
  SetDefaultPaymentProfile: PROFILE_CHANGE,
  RemovePaymentProfile: PROFILE_CHANGE,
  AddPaymentProfileMember: PROFILE_CHANGE,
  RemovePaymentProfileMember: PROFILE_CHANGE,
  AddProfileDeductFilter: PROFILE_CHANGE,
  RemoveProfileDeductFilter: PROFILE_CHANGE,
  SetUserCustomFieldValues: ['accountFields'],
  CreateAccountCustomField: ['accountFields'],
  UpdateAccountCustomField: ['accountFields'],
  RemoveAccountCustomField: ['accountFields'],
  CreateFileExport: ['fileExports'],
  UpdateFileExport: ['fileExports'],
  RemoveFileExport: ['fileExports'],
  ReportUsage: ['usageReport'],
  AcceptDeductionTerms: ['deductionTerms'],
  SavePaymentProfileDeductionTerms: ['deductionTerms'],
  SaveCEPolicyDeductionTerms: ['deductionTerms'],
  CreateCEPolicy: ['policies'],
  UpdateCEPolicy: ['policies'],
  RemoveCEPolicy: ['policies'],
  UpdateCEPolicyCategoryDetails: ['policies'],
  UpdateCEPolicyRepair: ['policies'],
  SaveCEPolicyMember: ['policies'],
  AddCEPolicyMember: ['policies'],
  SaveCEPolicyRulesForNewEmployees: ['policies'],
  MoveUserToDepartment: ['policies'],
  MoveSubscriptionToBillingGroup: ['billingGroupMoves'],
  UpdateCEGuideline: ['guideline'],
  AcceptGuideline: ['guideline'],
  CorrectCreditOnCard: ['policies'],
  CreateConfig: ['solutions'],
  UpdateConfig: ['solutions'],
  RemoveCCConfig: ['solutions'],
  CreateConfigAccount: ['solutions'],
  RemoveConfigAccount: ['solutions'],
  AddBNUserToConfig: ['solutions'],
  RemoveBNUserFromConfig: ['solutions'],
  AddAccountAccessToBNUser: ['solutions'],
  RemoveAccountAccessFromBNUser: ['solutions'],
  CreateDeviceVendor: ['devices'],
  UpdateDeviceVendor: ['devices'],
  RemoveDeviceVendor: ['devices'],
  CreateDevice: ['devices'],
  /** A device's dates, price and user feed the policy members' current device and buy-out. */
  UpdateDevice: ['devices', 'policies'],
  RemoveDevice: ['devices', 'policies'],
  // An allocation adds a device to an employee: the devices list, header, users and the panel.
  AllocateDevice: ['discovered', 'devices'],
  AllocateDevices: ['discovered', 'devices'],
  UpdateDeviceFromDiscovered: ['discovered', 'devices'],
  DismissDiscoveredDevices: ['discovered'],
  UpdateDevices: ['devices', 'policies'],
  CreateScimToken: ['scim'],
  RevokeScimToken: ['scim'],
  UpdateDashboardAlertSettings: ['dashboardAlerts'],
  SetLeavingDate: ['leaving'],
  DecideLeaverSubscription: ['leaving', 'costs', 'fileExports'],
  DecideLeaverDevice: ['leaving', 'devices', 'policies'],
  EndLeaverPolicyMembership: ['leaving', 'policies'],
};

/** What the named mutation changes; a mutation missing from `CHANGES_OF` is a mistake, not "nothing". */
export function changesOf(mutation: string): readonly Change[] {
  const changes = CHANGES_OF[mutation];
  if (!changes) throw new Error(`changes.ts does not say what ${mutation} changes`);
  return changes;
}

/** The operations a set of changes makes stale, each once. */
export function affectedOperations(changes: readonly Change[]): string[] {
  return [...new Set(changes.flatMap((c) => AFFECTS[c]))];
}

/**
 * The variables that name an object a call deleted (e.g. `{ profileID: 7 }`): answers asked with them are not
 * refreshed, since asking again could only answer "not found" (issue 10 §9: a deleted profile's members and filters
 * were fetched again and showed "Fant ikke" twice).
 */
export type Removed = Record<string, number>;

function isAbout(key: QueryKey, removed: Removed | undefined): boolean {
  const variables = key[1];
  if (!removed || typeof variables !== 'object' || variables === null) return false;
  return Object.entries(removed).every(([name, id]) => (variables as Record<string, unknown>)[name] === id);
}

export function refreshAfter(client: QueryClient, changes: readonly Change[], removed?: Removed) {
  return Promise.all(
    affectedOperations(changes).map((name) =>
      client.invalidateQueries({ queryKey: [name], predicate: (q) => !isAbout(q.queryKey, removed) }),
    ),
  );
}

/** For a change made outside `useGqlMutation` (two documents, or a REST call). */
export function useRefreshAfter() {
  const client = useQueryClient();
  return (...changes: Change[]) => refreshAfter(client, changes);
}

/** `useGqlMutation`'s refresh: the changes, less the answers about what the call removed. */
export function useRefreshRemoving() {
  const client = useQueryClient();
  return (changes: readonly Change[], removed?: Removed) => refreshAfter(client, changes, removed);
}
