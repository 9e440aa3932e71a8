import {
  DEFAULT_FILE_EXPORT_DRAFT,
  type FileExportDraft,
  fileExportDraftSchema,
  PAYROLL_AMOUNTS,
  type PayrollAmount,
} from '@connect/shared';
import type { DraftVariables, FileExport } from './exports-api.ts';

/** A column being edited; `key` identifies the row while it is dragged (saved columns get new ids on save). */
export type ColumnDraft = { key: string; name: string; mapsToId: number | null; defaultValue: string };
export type ExportDraft = Omit<FileExportDraft, 'columns'> & { columns: ColumnDraft[] };

let nextKey = 0;
export function newColumn(over: Partial<Omit<ColumnDraft, 'key'>> = {}): ColumnDraft {
  nextKey += 1;
  return { key: `column-${nextKey}`, name: '', mapsToId: null, defaultValue: '', ...over };
}

export function emptyDraft(): ExportDraft {
  return { ...DEFAULT_FILE_EXPORT_DRAFT, description: '', columns: [newColumn()] };
}

export function draftFromExport(e: FileExport): ExportDraft {
  return {
    description: e.description,
    filterAccountIds: e.filterAccountIDs,
    filterBillingGroupIds: e.filterBillingGroupIDs,
    filterPaymentProfileId: e.filterPaymentProfileID ?? null,
    fileFormat: e.fileFormat as ExportDraft['fileFormat'],
    separator: e.separator as ExportDraft['separator'],
    quoteStyle: e.quoteStyle as ExportDraft['quoteStyle'],
    encoding: e.encoding as ExportDraft['encoding'],
    useHeader: e.useHeader,
    showAllUsers: e.showAllUsers,
    useAutoSend: e.useAutoSend,
    autoSendDay: e.autoSendDay,
    autoSendToEmail: e.autoSendToEmail,
    amountSign: e.amountSign as ExportDraft['amountSign'],
    decimalSeparator: e.decimalSeparator as ExportDraft['decimalSeparator'],
    thousandSeparator: e.thousandSeparator as ExportDraft['thousandSeparator'],
    preset: e.preset as ExportDraft['preset'],
    wageTypes: Object.fromEntries(e.wageTypes.map((w) => [w.amount, w.wageType])),
    payrollRunNumber: e.payrollRunNumber ?? null,
    payrollMonthOffset: e.payrollMonthOffset,
    payrollClientNumber: e.payrollClientNumber,
    columns: [...e.columns]
      .sort((a, b) => a.order - b.order)
      .map((c) => newColumn({ name: c.name, mapsToId: c.mapsToID ?? null, defaultValue: c.defaultValue })),
  };
}

/** The translation key under `exports.errors` for each field the shared rules refuse (000 §5). */
export type DraftErrors = { [field: string]: string };

const ERROR_KEYS: { [field: string]: string } = {
  description: 'name',
  columns: 'noColumns',
  autoSendToEmail: 'email',
  autoSendDay: 'day',
  thousandSeparator: 'sameSeparators',
  quoteStyle: 'noQuoting',
  wageTypes: 'wageTypesNone',
  payrollRunNumber: 'runNumber',
  payrollClientNumber: 'clientNumber',
};

/** A payroll preset writes its own columns: the free-form ones are kept for a switch back, but not checked or sent. */
const checkedColumns = (d: ExportDraft) => (d.preset === 'free' ? d.columns : []);

/** What is wrong with a draft, by field ('columns.2.name' for a column's title); empty when it can be saved. */
export function draftErrors(d: ExportDraft): DraftErrors {
  const wageTypes = Object.fromEntries(Object.entries(d.wageTypes).map(([k, w]) => [k, w.trim()]));
  const parsed = fileExportDraftSchema.safeParse({ ...d, columns: checkedColumns(d), wageTypes });
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const key = /^columns\.\d+\.name$/.test(path)
      ? 'columnTitle'
      : /^wageTypes\./.test(path)
        ? 'wageType'
        : (ERROR_KEYS[path] ?? 'invalid');
    errors[path] ??= key;
  }
  return errors;
}

/**
 * What the form's draft is compared by (000 §4: Save shows only a change): column row keys and surrounding blanks
 * do not count.
 */
export function compareDraft(d: ExportDraft) {
  return {
    ...d,
    description: d.description.trim(),
    autoSendToEmail: d.autoSendToEmail.trim(),
    columns: d.columns.map(({ key: _key, ...c }) => c),
    wageTypes: Object.fromEntries(Object.entries(d.wageTypes).filter(([, w]) => w !== '')),
  };
}

export function draftVariables(d: ExportDraft): DraftVariables {
  return {
    description: d.description.trim(),
    filterAccountIDs: d.filterAccountIds,
    filterBillingGroupIDs: d.filterBillingGroupIds,
    filterPaymentProfileID: d.filterPaymentProfileId,
    fileFormat: d.fileFormat,
    separator: d.separator,
    quoteStyle: d.quoteStyle,
    encoding: d.encoding,
    useHeader: d.useHeader,
    showAllUsers: d.showAllUsers,
    useAutoSend: d.useAutoSend,
    autoSendDay: d.autoSendDay,
    autoSendToEmail: d.autoSendToEmail.trim(),
    amountSign: d.amountSign,
    decimalSeparator: d.decimalSeparator,
    thousandSeparator: d.thousandSeparator,
    columns: checkedColumns(d).map((c, i) => ({
      name: c.name.trim(),
      mapsToID: c.mapsToId,
      order: i + 1,
      defaultValue: c.defaultValue,
    })),
    preset: d.preset,
    wageTypes: PAYROLL_AMOUNTS.flatMap((amount: PayrollAmount) => {
      const wageType = d.wageTypes[amount]?.trim();
      return wageType ? [{ amount, wageType }] : [];
    }),
    payrollRunNumber: d.payrollRunNumber,
    payrollMonthOffset: d.payrollMonthOffset,
    payrollClientNumber: d.payrollClientNumber.trim(),
  };
}
