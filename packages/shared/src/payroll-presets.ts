/**
 * Payroll system presets of a file export (issue 32 §1): which system's import the file is made for, the wage type
 * (lønnsart) each amount goes to, and the run and period fields the system needs. The layouts themselves are the
 * server's (`payroll-layouts.ts`); docs/EXPORTS.md cites their sources.
 */

/** `free` is the free-form export with its own columns and options (000 §3), unchanged. */
export const PAYROLL_PRESETS = [
  'free',
  'vismaLonn',
  'tripletex',
  'powerOfficeGo',
  'huldtLillevik',
  'unimicro',
] as const;
export type PayrollPreset = (typeof PAYROLL_PRESETS)[number];

/** The amounts the portal computes that a preset writes, in the order of a person's lines. */
export const PAYROLL_AMOUNTS = [
  'deducted',
  'contentDeducted',
  'contentOverThreshold',
  'equipmentDeducted',
  'ekBenefit',
  'contentBenefit',
  'buyOutBenefit',
] as const;
export type PayrollAmount = (typeof PAYROLL_AMOUNTS)[number];

/** Amount → the customer's wage type number; an amount left out is not written. */
export type WageTypes = Partial<Record<PayrollAmount, string>>;

/** The month a file's lines go into: the exported month (0) or the month after (1). */
export const PAYROLL_MONTH_OFFSETS = [0, 1] as const;

/** What a preset needs besides the wage types, and the longest wage type its import reads. */
export const PRESET_NEEDS: Record<
  PayrollPreset,
  { runNumber: boolean; clientNumber: boolean; wageTypeDigits: number }
> = {
  free: { runNumber: false, clientNumber: false, wageTypeDigits: 6 },
  vismaLonn: { runNumber: true, clientNumber: false, wageTypeDigits: 6 },
  tripletex: { runNumber: false, clientNumber: false, wageTypeDigits: 6 },
  powerOfficeGo: { runNumber: false, clientNumber: false, wageTypeDigits: 6 },
  // The fixed-width record has 5 places for the wage type and the file name 4 for the client number.
  huldtLillevik: { runNumber: false, clientNumber: true, wageTypeDigits: 5 },
  unimicro: { runNumber: false, clientNumber: false, wageTypeDigits: 6 },
};

export const PAYROLL_RUN_NUMBER_MAX = 9999;
export const PAYROLL_CLIENT_NUMBER_DIGITS = 4;

/** The payroll fields of an export definition. */
export type PayrollSettings = {
  preset: PayrollPreset;
  wageTypes: WageTypes;
  payrollRunNumber: number | null;
  payrollMonthOffset: number;
  payrollClientNumber: string;
};

export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = {
  preset: 'free',
  wageTypes: {},
  payrollRunNumber: null,
  payrollMonthOffset: 0,
  payrollClientNumber: '',
};

/** A refusal of the payroll fields: the field's path and the reason, which the form translates. */
export type PayrollIssue = {
  path: string[];
  reason: 'wageType' | 'wageTypesNone' | 'runNumber' | 'clientNumber' | 'monthOffset' | 'preset';
  message: string;
};

/**
 * What is wrong with the payroll fields (none for the free-form export, which ignores them): every wage type is
 * digits of the preset's length, at least one amount has one, and the run or client number the preset needs.
 */
export function payrollIssues(s: PayrollSettings): PayrollIssue[] {
  if (!(PAYROLL_PRESETS as readonly string[]).includes(s.preset))
    return [{ path: ['preset'], reason: 'preset', message: 'Unknown payroll system.' }];
  if (s.preset === 'free') return [];
  const needs = PRESET_NEEDS[s.preset];
  const issues: PayrollIssue[] = [];
  const pattern = new RegExp(`^\\d{1,${needs.wageTypeDigits}}$`);
  let mapped = 0;
  for (const amount of PAYROLL_AMOUNTS) {
    const wageType = s.wageTypes[amount];
    if (wageType === undefined || wageType === '') continue;
    mapped += 1;
    if (!pattern.test(wageType))
      issues.push({
        path: ['wageTypes', amount],
        reason: 'wageType',
        message: `A wage type is 1 to ${needs.wageTypeDigits} digits.`,
      });
  }
  for (const key of Object.keys(s.wageTypes))
    if (!(PAYROLL_AMOUNTS as readonly string[]).includes(key))
      issues.push({ path: ['wageTypes', key], reason: 'wageType', message: 'Unknown amount.' });
  if (mapped === 0)
    issues.push({
      path: ['wageTypes'],
      reason: 'wageTypesNone',
      message: 'Give at least one amount a wage type.',
    });
  const run = s.payrollRunNumber;
  if (needs.runNumber && (run == null || !Number.isInteger(run) || run < 1 || run > PAYROLL_RUN_NUMBER_MAX))
    issues.push({
      path: ['payrollRunNumber'],
      reason: 'runNumber',
      message: `The payroll run number is 1 to ${PAYROLL_RUN_NUMBER_MAX}.`,
    });
  if (
    needs.clientNumber &&
    !new RegExp(`^\\d{1,${PAYROLL_CLIENT_NUMBER_DIGITS}}$`).test(s.payrollClientNumber)
  )
    issues.push({
      path: ['payrollClientNumber'],
      reason: 'clientNumber',
      message: `The client number is 1 to ${PAYROLL_CLIENT_NUMBER_DIGITS} digits.`,
    });
  if (!(PAYROLL_MONTH_OFFSETS as readonly number[]).includes(s.payrollMonthOffset))
    issues.push({
      path: ['payrollMonthOffset'],
      reason: 'monthOffset',
      message: 'The payroll month is the exported month or the month after.',
    });
  return issues;
}
