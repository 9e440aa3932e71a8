/**
 * The dashboard alerts' settings (issue 33 §3, docs/REPORTS-AND-DASHBOARD.md#dashboard-alerts): one set per customer,
 * checked alike by the settings dialog and the server.
 */

/** What the administrator's digest and the dashboard's alerts card list. */
export const DASHBOARD_ALERT_KINDS = [
  'usageAboveUsual',
  'contentOverThreshold',
  'subscriptionWithoutPerson',
  'unallocatedDevice',
] as const;
export type DashboardAlertKind = (typeof DASHBOARD_ALERT_KINDS)[number];

export type DashboardAlertSettingsValues = {
  /** How many times the usual month (the median of the previous months) roaming or data must reach, in percent. */
  usualFactorPercent: number;
  /** And at least this much above the usual month, so a tiny month never alerts. */
  minIncreaseOre: number;
  /** A discovered device nobody has allocated for this many days stands out. */
  unallocatedDays: number;
  /** Whether the administrators get the daily e-mail digest. */
  sendDigest: boolean;
};

export const DEFAULT_DASHBOARD_ALERT_SETTINGS: DashboardAlertSettingsValues = {
  usualFactorPercent: 300,
  minIncreaseOre: 20_000,
  unallocatedDays: 7,
  sendDigest: true,
};

/** The bounds of each setting; a value outside answers BAD_USER_INPUT naming the field. */
export const DASHBOARD_ALERT_LIMITS = {
  usualFactorPercent: { min: 150, max: 2_000 },
  minIncreaseOre: { min: 0, max: 10_000_000 },
  unallocatedDays: { min: 1, max: 90 },
} as const;

export type DashboardAlertSettingsField = keyof typeof DASHBOARD_ALERT_LIMITS;

/** The fields out of bounds (or not whole numbers), in the order of the form; empty when all are good. */
export function dashboardAlertSettingsProblems(
  v: Omit<DashboardAlertSettingsValues, 'sendDigest'>,
): DashboardAlertSettingsField[] {
  return (Object.keys(DASHBOARD_ALERT_LIMITS) as DashboardAlertSettingsField[]).filter((field) => {
    const value = v[field];
    const { min, max } = DASHBOARD_ALERT_LIMITS[field];
    return !Number.isInteger(value) || value < min || value > max;
  });
}
