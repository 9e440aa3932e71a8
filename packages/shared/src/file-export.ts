/**
 * File exports (payroll files): the choices of an export definition and its validation (000 §3, §5), shared so the
 * drawer and the server refuse the same drafts; zod/mini, so the web app loads only the checks used here.
 */
import * as z from 'zod/mini';
import { DEFAULT_AUTO_SEND_DAY } from './constants.ts';
import { isValidEmail } from './email.ts';
import {
  DEFAULT_PAYROLL_SETTINGS,
  PAYROLL_PRESETS,
  type PayrollSettings,
  payrollIssues,
} from './payroll-presets.ts';

/** The format choices of a file export, as the specification writes them (000 §3 "File export"). */
export const EXPORT_FILE_FORMATS = ['csv', 'excel'] as const;
export const EXPORT_SEPARATORS = [';', ','] as const;
export const EXPORT_QUOTE_STYLES = ['none', 'auto', 'force', 'empty'] as const;
export const EXPORT_ENCODINGS = ['utf8', 'cp1252', 'windows-1257'] as const;
export const EXPORT_AMOUNT_SIGNS = ['', '-'] as const;
export const EXPORT_DECIMAL_SEPARATORS = [',', '.'] as const;
export const EXPORT_THOUSAND_SEPARATORS = ['', ' ', '.', ','] as const;

export type ExportFileFormat = (typeof EXPORT_FILE_FORMATS)[number];
export type ExportSeparator = (typeof EXPORT_SEPARATORS)[number];
export type ExportQuoteStyle = (typeof EXPORT_QUOTE_STYLES)[number];
export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];
export type ExportAmountSign = (typeof EXPORT_AMOUNT_SIGNS)[number];
export type ExportDecimalSeparator = (typeof EXPORT_DECIMAL_SEPARATORS)[number];
export type ExportThousandSeparator = (typeof EXPORT_THOUSAND_SEPARATORS)[number];

/** What decides the bytes of a file. */
export type ExportFormatOptions = {
  fileFormat: ExportFileFormat;
  separator: ExportSeparator;
  quoteStyle: ExportQuoteStyle;
  encoding: ExportEncoding;
  useHeader: boolean;
  amountSign: ExportAmountSign;
  decimalSeparator: ExportDecimalSeparator;
  thousandSeparator: ExportThousandSeparator;
};

export type ExportColumn = { name: string; mapsToId: number | null; defaultValue: string };

/** An export definition as the service reads and writes it; a payroll preset replaces its columns and options. */
export type FileExportDraft = ExportFormatOptions &
  PayrollSettings & {
    description: string;
    filterAccountIds: number[];
    filterBillingGroupIds: number[];
    filterPaymentProfileId: number | null;
    showAllUsers: boolean;
    useAutoSend: boolean;
    autoSendDay: number;
    autoSendToEmail: string;
    columns: ExportColumn[];
  };

export const EXPORT_MAX_COLUMNS = 100;
export const EXPORT_MAX_TEXT = 200;

const columnSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Every column needs a title.'),
      z.maxLength(EXPORT_MAX_TEXT, `A column title is at most ${EXPORT_MAX_TEXT} characters.`),
    ),
  mapsToId: z.nullable(z.int().check(z.positive())),
  defaultValue: z
    .string()
    .check(z.maxLength(EXPORT_MAX_TEXT, `A value is at most ${EXPORT_MAX_TEXT} characters.`)),
});

/**
 * 000 §5 on the server: the name is non-empty after trimming, every column has a non-blank title, the recipient is
 * checked as an e-mail only when automatic sending is on, the day is 1–31. The csv options only matter for csv, so
 * the combinations that would make a csv unreadable are refused for csv only.
 */
export const fileExportDraftSchema = z
  .object({
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'The export needs a name.'),
        z.maxLength(EXPORT_MAX_TEXT, `The name is at most ${EXPORT_MAX_TEXT} characters.`),
      ),
    filterAccountIds: z.array(z.int()).check(z.maxLength(500)),
    filterBillingGroupIds: z.array(z.int()).check(z.maxLength(500)),
    filterPaymentProfileId: z.nullable(z.int()),
    fileFormat: z.enum(EXPORT_FILE_FORMATS),
    separator: z.enum(EXPORT_SEPARATORS),
    quoteStyle: z.enum(EXPORT_QUOTE_STYLES),
    encoding: z.enum(EXPORT_ENCODINGS),
    useHeader: z.boolean(),
    showAllUsers: z.boolean(),
    useAutoSend: z.boolean(),
    autoSendDay: z.int().check(z.gte(1, 'The day is 1 to 31.'), z.lte(31, 'The day is 1 to 31.')),
    autoSendToEmail: z.string().check(z.trim(), z.maxLength(EXPORT_MAX_TEXT)),
    amountSign: z.enum(EXPORT_AMOUNT_SIGNS),
    decimalSeparator: z.enum(EXPORT_DECIMAL_SEPARATORS),
    thousandSeparator: z.enum(EXPORT_THOUSAND_SEPARATORS),
    columns: z.array(columnSchema).check(z.maxLength(EXPORT_MAX_COLUMNS)),
    preset: z.enum(PAYROLL_PRESETS),
    wageTypes: z.record(z.string(), z.string()),
    payrollRunNumber: z.nullable(z.int()),
    payrollMonthOffset: z.int(),
    payrollClientNumber: z.string(),
  })
  .check(
    z.superRefine((d, ctx) => {
      // A preset fixes the columns: only the free-form export needs its own.
      if (d.preset === 'free' && d.columns.length === 0)
        ctx.addIssue({ code: 'custom', path: ['columns'], message: 'The export needs at least one column.' });
      for (const issue of payrollIssues(d))
        ctx.addIssue({
          code: 'custom',
          path: issue.path,
          message: issue.message,
          params: { reason: issue.reason },
        });
      if (d.useAutoSend && !isValidEmail(d.autoSendToEmail)) {
        ctx.addIssue({
          code: 'custom',
          path: ['autoSendToEmail'],
          message: 'Automatic sending needs a valid e-mail address.',
        });
      }
      if (d.fileFormat !== 'csv' || d.preset !== 'free') return;
      if (d.thousandSeparator === d.decimalSeparator) {
        ctx.addIssue({
          code: 'custom',
          path: ['thousandSeparator'],
          message: 'The thousands separator must differ from the decimal separator.',
        });
      }
      if (
        d.quoteStyle === 'none' &&
        (d.decimalSeparator === d.separator || d.thousandSeparator === d.separator)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['quoteStyle'],
          message: 'Without quoting, amounts cannot use the field separator.',
        });
      }
    }),
  );

export const DEFAULT_FILE_EXPORT_DRAFT: Omit<FileExportDraft, 'description' | 'columns'> = {
  filterAccountIds: [],
  filterBillingGroupIds: [],
  filterPaymentProfileId: null,
  fileFormat: 'csv',
  separator: ';',
  quoteStyle: 'auto',
  encoding: 'utf8',
  useHeader: true,
  showAllUsers: false,
  useAutoSend: false,
  autoSendDay: DEFAULT_AUTO_SEND_DAY,
  autoSendToEmail: '',
  amountSign: '',
  decimalSeparator: ',',
  thousandSeparator: '',
  ...DEFAULT_PAYROLL_SETTINGS,
};

/**
 * The values a column can take (domain.md "File exports"), with fixed ids. An account custom field maps as
 * CUSTOM_FIELD_MAPPING_OFFSET + its id, so one `mapsToID` names either kind.
 */
export const EXPORT_MAPPING_FIELDS = [
  { id: 1, key: 'employeeNumber', name: 'Employee number' },
  { id: 2, key: 'firstName', name: 'First name' },
  { id: 3, key: 'lastName', name: 'Last name' },
  { id: 4, key: 'fullName', name: 'Full name' },
  { id: 5, key: 'phone', name: 'Phone number' },
  { id: 6, key: 'department', name: 'Department' },
  { id: 7, key: 'billingGroup', name: 'Billing group' },
  { id: 8, key: 'paymentProfile', name: 'Payment profile' },
  { id: 9, key: 'period', name: 'Period' },
  { id: 10, key: 'deducted', name: 'Deducted amount' },
  { id: 11, key: 'work', name: 'Work' },
  { id: 12, key: 'private', name: 'Private' },
  { id: 13, key: 'total', name: 'Total' },
  { id: 14, key: 'contentDeducted', name: 'Content services deducted' },
  { id: 15, key: 'contentOverThreshold', name: 'Content services above NOK 1,000' },
  { id: 16, key: 'equipmentDeducted', name: 'Equipment deducted' },
  // The taxable benefits (issue 32 §2; figures in tax-benefits.ts): amounts for payroll, never deductions.
  { id: 17, key: 'ekBenefit', name: 'EK benefit (electronic communication)' },
  { id: 18, key: 'contentBenefit', name: 'Content services above NOK 1,000, taxed' },
  { id: 19, key: 'buyOutBenefit', name: 'Equipment bought out below its tax value' },
  // 25, leaving room for the payroll presets' fields: X when the deduction terms are not accepted.
  { id: 25, key: 'deductionConsentMissing', name: 'Deduction consent missing' },
] as const;

export type MappingFieldKey = (typeof EXPORT_MAPPING_FIELDS)[number]['key'];
export const CUSTOM_FIELD_MAPPING_OFFSET = 1000;

export function customFieldMappingId(accountCustomFieldId: number): number {
  return CUSTOM_FIELD_MAPPING_OFFSET + accountCustomFieldId;
}

/** The account custom field a mapping id names, or null for a fixed mapping field. */
export function customFieldIdOf(mapsToId: number): number | null {
  return mapsToId > CUSTOM_FIELD_MAPPING_OFFSET ? mapsToId - CUSTOM_FIELD_MAPPING_OFFSET : null;
}

export function mappingFieldKey(mapsToId: number): MappingFieldKey | null {
  return EXPORT_MAPPING_FIELDS.find((f) => f.id === mapsToId)?.key ?? null;
}
