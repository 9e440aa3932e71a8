import {
  customFieldIdOf,
  type ExportColumn,
  type ExportDecimalSeparator,
  type ExportFormatOptions,
  type ExportThousandSeparator,
  type MappingFieldKey,
  mappingFieldKey,
} from '@connect/shared';

/** One subscription's figures and names for a month: what a file row is made from. */
export type ExportSourceRow = {
  subscriptionId: number;
  /** The person on the subscription (payroll presets add up a person's subscriptions by it). */
  catalogId?: number | null;
  phoneNumber: string;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  billingGroup: string | null;
  paymentProfile: string | null;
  totalOre: number;
  workOre: number;
  privateOre: number;
  deductedOre: number;
  contentDeductedOre: number;
  contentOverThresholdOre: number;
  /** The person's equipment deductions of the month (the user-deductions file's total), on one of their rows. */
  equipmentDeductedOre: number;
  /** The taxable benefits of the month: EK and content above the threshold (stored with the month), buy-outs below
   * their tax value (the person's ledger rows, on the same row as their equipment deducted). */
  ekBenefitOre: number;
  contentBenefitOre: number;
  buyOutBenefitOre: number;
  /** The person had not accepted the current deduction terms of the month's profile (docs/DEDUCTION-CONSENT.md). */
  deductionConsentMissing?: boolean;
  /** Account custom field id → the person's value, or the field's default when the person has none. */
  customValues: Record<string, string>;
};

/** A cell: text, or an amount in øre (a number cell in Excel, formatted text in csv). */
export type ExportCell = string | number;

export const AMOUNT_FIELDS: Partial<Record<MappingFieldKey, keyof ExportSourceRow>> = {
  deducted: 'deductedOre',
  work: 'workOre',
  private: 'privateOre',
  total: 'totalOre',
  contentDeducted: 'contentDeductedOre',
  contentOverThreshold: 'contentOverThresholdOre',
  equipmentDeducted: 'equipmentDeductedOre',
  ekBenefit: 'ekBenefitOre',
  contentBenefit: 'contentBenefitOre',
  buyOutBenefit: 'buyOutBenefitOre',
};

/** The amounts that are deductions from salary: the amount sign '-' writes these negative. */
const DEDUCTION_FIELDS: ReadonlySet<MappingFieldKey> = new Set([
  'deducted',
  'contentDeducted',
  'contentOverThreshold',
  'equipmentDeducted',
]);

/** The mark of a row whose deductions lack the employee's consent: one letter, the same in every language. */
export const DEDUCTION_CONSENT_MARK = 'X';

function textOf(key: MappingFieldKey, row: ExportSourceRow, period: string): string {
  switch (key) {
    case 'employeeNumber':
      return row.employeeNumber ?? '';
    case 'firstName':
      return row.firstName ?? '';
    case 'lastName':
      return row.lastName ?? '';
    case 'fullName':
      return [row.firstName, row.lastName].filter(Boolean).join(' ');
    case 'phone':
      return row.phoneNumber;
    case 'department':
      return row.department ?? '';
    case 'billingGroup':
      return row.billingGroup ?? '';
    case 'paymentProfile':
      return row.paymentProfile ?? '';
    case 'period':
      return period;
    case 'deductionConsentMissing':
      return row.deductionConsentMissing ? DEDUCTION_CONSENT_MARK : '';
    default:
      return '';
  }
}

/**
 * How a column reads its cell from a row, its mapping worked out once for the whole file: the mapped value, or the
 * column's default value when the column maps to nothing or the mapped text is empty (a salary code, say). Amounts
 * are always written, zero included.
 */
export function cellReader(
  column: ExportColumn,
  period: string,
  amountSign: ExportFormatOptions['amountSign'],
): (row: ExportSourceRow) => ExportCell {
  const fallback = column.defaultValue;
  if (column.mapsToId == null) return () => fallback;
  const customFieldId = customFieldIdOf(column.mapsToId);
  if (customFieldId != null) return (row) => row.customValues[customFieldId] || fallback;
  const key = mappingFieldKey(column.mapsToId);
  if (!key) return () => fallback;
  const amountField = AMOUNT_FIELDS[key];
  if (amountField) {
    const negative = amountSign === '-' && DEDUCTION_FIELDS.has(key);
    return (row) => {
      const ore = row[amountField] as number;
      return negative && ore !== 0 ? -ore : ore;
    };
  }
  return (row) => textOf(key, row, period) || fallback;
}

/** `123456` øre → `1 234,56` with the chosen separators; always two decimals. */
export function formatExportAmount(
  ore: number,
  decimalSeparator: ExportDecimalSeparator,
  thousandSeparator: ExportThousandSeparator,
): string {
  const abs = Math.abs(Math.round(ore));
  const kroner = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator);
  const text = `${kroner}${decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
  return ore < 0 ? `-${text}` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * Text a spreadsheet could run as a formula (starting with = + - @ tab or CR) gets a leading apostrophe (OWASP
 * "CSV injection"). A plain number such as a +47 phone number or '-100' cannot run anything and stays as it is,
 * so payroll gets the number it expects.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
