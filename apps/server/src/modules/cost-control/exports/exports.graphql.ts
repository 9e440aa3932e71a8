import {
  COST_CONTROL_ROLES,
  DEFAULT_FILE_EXPORT_DRAFT,
  PAYROLL_AMOUNTS,
  PAYROLL_PRESETS,
  type PayrollPreset,
  type WageTypes,
} from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { type Context, principalOf } from '../../../graphql/context.ts';
import { nok, nokString } from '../cost/money-fields.ts';
import type { LeftOutRows } from './export-rows.repository.ts';
import type { AutoSendRunRow, FileExportColumnRow } from './exports.repository.ts';
import {
  createFileExport,
  exportLeftOut,
  exportWarnings,
  type FileExportInput,
  type FileExportView,
  listExports,
  removeFileExport,
  reportCreationInitialData,
  updateFileExport,
} from './exports.service.ts';
import type { PayrollWarning } from './payroll-lines.ts';

const FileExportColumn = builder.objectRef<FileExportColumnRow>('FileExportColumn').implement({
  description:
    'A column of the file, in order: its title, what it maps to, and the value written when that is empty.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The column title (the header line).' }),
    mapsToID: t.exposeInt('mapsToId', {
      nullable: true,
      description: 'An export mapping field; null writes the default value only (a salary code, say).',
    }),
    order: t.exposeInt('position'),
    defaultValue: t.exposeString('defaultValue'),
  }),
});

const FileExportRun = builder.objectRef<AutoSendRunRow>('FileExportRun').implement({
  description: "One automatic sending of a month's file.",
  fields: (t) => ({
    period: t.exposeString('period', { description: "The month sent, 'YYYY-MM'." }),
    status: t.exposeString('status', { description: 'sent, or failed (tried again on the next run).' }),
    reason: t.exposeString('reason', { nullable: true }),
    recipient: t.exposeString('recipient'),
    at: t.field({ type: 'DateTime', resolve: (r) => r.at }),
  }),
});

const FileExportLeftOut = builder.objectRef<LeftOutRows>('FileExportLeftOut').implement({
  description:
    "Subscriptions a month's file leaves out because they have no person (payroll cannot book them), and their cost.",
  fields: (t) => ({
    count: t.exposeInt('count'),
    total: t.float({ description: "The month's usage, NOK excl. VAT.", resolve: (r) => nok(r.totalOre) }),
    totalString: t.string({ resolve: (r) => nokString(r.totalOre) }),
    deducted: t.float({
      description: 'What would have been deducted, NOK.',
      resolve: (r) => nok(r.deductedOre),
    }),
    deductedString: t.string({ resolve: (r) => nokString(r.deductedOre) }),
  }),
});

const FileExportWarning = builder.objectRef<PayrollWarning>('FileExportWarning').implement({
  description:
    "Someone a month's payroll file cannot carry: the lines are left out, so payroll must add them by hand.",
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'employeeNumberMissing or employeeNumberInvalid.' }),
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    amount: t.float({ description: 'What the lines would have held, NOK.', resolve: (w) => nok(w.ore) }),
    amountString: t.string({ resolve: (w) => nokString(w.ore) }),
  }),
});

const FileExportWageType = builder
  .objectRef<{ amount: string; wageType: string }>('FileExportWageType')
  .implement({
    description: 'The wage type (lønnsart) a payroll preset writes an amount with.',
    fields: (t) => ({
      amount: t.exposeString('amount', { description: PAYROLL_AMOUNTS.join(', ') }),
      wageType: t.exposeString('wageType'),
    }),
  });

const wageTypeList = (w: WageTypes) =>
  PAYROLL_AMOUNTS.flatMap((amount) => (w[amount] ? [{ amount, wageType: w[amount] }] : []));

const FileExport = builder.objectRef<FileExportView>('FileExport').implement({
  description: 'A payroll file definition of an account (000 §3 "File export").',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    description: t.exposeString('description', { description: 'The export name.' }),
    filterAccountIDs: t.exposeIntList('filterAccountIds', {
      description: "Accounts (each with its sub accounts); empty: the export's account and its sub accounts.",
    }),
    filterBillingGroupIDs: t.exposeIntList('filterBillingGroupIds'),
    filterPaymentProfileID: t.exposeInt('filterPaymentProfileId', { nullable: true }),
    fileFormat: t.exposeString('fileFormat', { description: 'csv or excel.' }),
    separator: t.exposeString('separator', { description: '; or ,' }),
    quoteStyle: t.exposeString('quoteStyle', { description: 'none, auto, force or empty.' }),
    encoding: t.exposeString('encoding', { description: 'utf8, cp1252 or windows-1257.' }),
    useCRLF: t.boolean({
      description:
        "False for the free-form file (lines end with LF); a payroll preset's lines end with CRLF.",
      resolve: (e) => e.preset !== 'free',
    }),
    useHeader: t.exposeBoolean('useHeader'),
    showAllUsers: t.exposeBoolean('showAllUsers', {
      description: 'Also list subscriptions with nothing to deduct.',
    }),
    useAutoSend: t.exposeBoolean('useAutoSend'),
    autoSendDay: t.exposeInt('autoSendDay', {
      description: "1–31; 31 (or past the month's end) is the last day.",
    }),
    autoSendToEmail: t.exposeString('autoSendToEmail'),
    amountSign: t.exposeString('amountSign', { description: "'' or '-' (deductions written negative)." }),
    decimalSeparator: t.exposeString('decimalSeparator', { description: ', or .' }),
    thousandSeparator: t.exposeString('thousandSeparator', { description: "'', ' ', '.' or ','." }),
    columns: t.field({ type: [FileExportColumn], resolve: (e) => e.columns }),
    lastExport: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a file of it was last downloaded or sent.',
      resolve: (e) => e.lastExportAt,
    }),
    lastAutoSend: t.field({ type: FileExportRun, nullable: true, resolve: (e) => e.lastAutoSend }),
    version: t.exposeInt('version', { description: 'Send it back with updateFileExport.' }),
    preset: t.exposeString('preset', {
      description: `The payroll system the file is made for: ${PAYROLL_PRESETS.join(', ')}; free is the columns above.`,
    }),
    wageTypes: t.field({ type: [FileExportWageType], resolve: (e) => wageTypeList(e.wageTypes) }),
    payrollRunNumber: t.exposeInt('payrollRunNumber', { nullable: true, description: "Visma Lønn's run." }),
    payrollMonthOffset: t.exposeInt('payrollMonthOffset', {
      description: "0: the lines go into the exported month's payroll; 1: the next month's.",
    }),
    payrollClientNumber: t.exposeString('payrollClientNumber', {
      description: 'Huldt & Lillevik: the client number of the file name.',
    }),
    warnings: t.field({
      type: [FileExportWarning],
      description: "Who the month's payroll file leaves out and why (none for the free-form file).",
      args: { period: t.arg({ type: 'Period', required: true }) },
      resolve: (e, args, ctx: Context) => exportWarnings(ctx.db, e, `${args.period}-01`, principalOf(ctx)),
    }),
    leftOut: t.field({
      type: FileExportLeftOut,
      description:
        "What the month's file leaves out: subscriptions without a person, how many and their cost.",
      args: { period: t.arg({ type: 'Period', required: true }) },
      resolve: (e, args, ctx: Context) => exportLeftOut(ctx.db, e, `${args.period}-01`, principalOf(ctx)),
    }),
  }),
});

const ReportPaymentProfile = builder
  .objectRef<{ id: number; description: string }>('ReportPaymentProfile')
  .implement({
    fields: (t) => ({ ID: t.exposeInt('id'), description: t.exposeString('description') }),
  });

const ExportMappingField = builder.objectRef<{ id: number; name: string }>('ExportMappingField').implement({
  description:
    "A value a column can take: a fixed field, or an account custom field (ID 1000 + the field's ID).",
  fields: (t) => ({ ID: t.exposeInt('id'), name: t.exposeString('name') }),
});

const CustomColumnField = builder
  .objectRef<{ id: number; name: string; fieldType: number; defaultValue: string }>('CustomColumnField')
  .implement({
    description: "An account custom field as a column source; ID is its mapping ID (1000 + the field's ID).",
    fields: (t) => ({
      ID: t.exposeInt('id'),
      name: t.exposeString('name'),
      fieldType: t.exposeInt('fieldType'),
      defaultValue: t.exposeString('defaultValue'),
    }),
  });

type InitialData = Awaited<ReturnType<typeof reportCreationInitialData>>;
const ReportCreationInitialData = builder.objectRef<InitialData>('ReportCreationInitialData').implement({
  fields: (t) => ({
    paymentProfiles: t.field({ type: [ReportPaymentProfile], resolve: (d) => d.paymentProfiles }),
    exportMappingFields: t.field({ type: [ExportMappingField], resolve: (d) => d.exportMappingFields }),
    customColumnFields: t.field({ type: [CustomColumnField], resolve: (d) => d.customColumnFields }),
  }),
});

const FileExportWageTypeInput = builder.inputType('FileExportWageTypeInput', {
  fields: (t) => ({
    amount: t.string({ required: true, description: PAYROLL_AMOUNTS.join(', ') }),
    wageType: t.string({ required: true, description: 'Digits; empty leaves the amount out.' }),
  }),
});

const FileExportColumnInput = builder.inputType('FileExportColumnInput', {
  fields: (t) => ({
    name: t.string({ description: 'The column title.' }),
    mapsToID: t.int({ required: false }),
    order: t.int(),
    defaultValue: t.string({ required: false, defaultValue: '' }),
  }),
});

builder.queryField('fileExports', (t) =>
  t.field({
    type: [FileExport],
    description: "The account's file exports with their columns and last export.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => listExports(ctx.db, principalOf(ctx), args.accountID),
  }),
);

builder.queryField('reportCreationInitialData', (t) =>
  t.field({
    type: ReportCreationInitialData,
    description:
      "What the export drawer offers: the account's payment profiles, the mapping fields, its custom fields.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => reportCreationInitialData(ctx.db, principalOf(ctx), args.accountID),
  }),
);

/**
 * The fields of an export as arguments (000 §7 "fields of the export entity"), the same for create and update:
 * saving sends the whole definition, and a field left out takes its default.
 */
const d = DEFAULT_FILE_EXPORT_DRAFT;
const draftArgs = builder.args((t) => ({
  description: t.string({ required: true, description: 'The export name.' }),
  filterAccountIDs: t.intList({ required: false, defaultValue: d.filterAccountIds }),
  filterBillingGroupIDs: t.intList({ required: false, defaultValue: d.filterBillingGroupIds }),
  filterPaymentProfileID: t.int({ required: false }),
  fileFormat: t.string({ required: false, defaultValue: d.fileFormat, description: 'csv or excel.' }),
  separator: t.string({ required: false, defaultValue: d.separator, description: '; or ,' }),
  quoteStyle: t.string({
    required: false,
    defaultValue: d.quoteStyle,
    description: 'none, auto, force or empty.',
  }),
  encoding: t.string({
    required: false,
    defaultValue: d.encoding,
    description: 'utf8, cp1252 or windows-1257.',
  }),
  useCRLF: t.boolean({
    required: false,
    defaultValue: false,
    description: 'Refused for the free-form file; a payroll preset has its own line ends.',
  }),
  useHeader: t.boolean({ required: false, defaultValue: d.useHeader }),
  showAllUsers: t.boolean({ required: false, defaultValue: d.showAllUsers }),
  useAutoSend: t.boolean({ required: false, defaultValue: d.useAutoSend }),
  autoSendDay: t.int({ required: false, defaultValue: d.autoSendDay }),
  autoSendToEmail: t.string({ required: false, defaultValue: d.autoSendToEmail }),
  amountSign: t.string({ required: false, defaultValue: d.amountSign, description: "'' or '-'." }),
  decimalSeparator: t.string({ required: false, defaultValue: d.decimalSeparator, description: ', or .' }),
  thousandSeparator: t.string({
    required: false,
    defaultValue: d.thousandSeparator,
    description: "'', ' ', '.' or ','.",
  }),
  columns: t.field({
    type: [FileExportColumnInput],
    required: true,
    description: 'The free-form columns; a payroll preset writes its own and may send none.',
  }),
  preset: t.string({ required: false, defaultValue: d.preset, description: PAYROLL_PRESETS.join(', ') }),
  wageTypes: t.field({ type: [FileExportWageTypeInput], required: false }),
  payrollRunNumber: t.int({ required: false }),
  payrollMonthOffset: t.int({ required: false, defaultValue: d.payrollMonthOffset }),
  payrollClientNumber: t.string({ required: false, defaultValue: d.payrollClientNumber }),
}));

type DraftArgs = {
  description: string;
  filterAccountIDs?: number[] | null;
  filterBillingGroupIDs?: number[] | null;
  filterPaymentProfileID?: number | null;
  fileFormat?: string | null;
  separator?: string | null;
  quoteStyle?: string | null;
  encoding?: string | null;
  useCRLF?: boolean | null;
  useHeader?: boolean | null;
  showAllUsers?: boolean | null;
  useAutoSend?: boolean | null;
  autoSendDay?: number | null;
  autoSendToEmail?: string | null;
  amountSign?: string | null;
  decimalSeparator?: string | null;
  thousandSeparator?: string | null;
  columns: { name: string; mapsToID?: number | null; order: number; defaultValue?: string | null }[];
  preset?: string | null;
  wageTypes?: { amount: string; wageType: string }[] | null;
  payrollRunNumber?: number | null;
  payrollMonthOffset?: number | null;
  payrollClientNumber?: string | null;
};

/** GraphQL's names to the service's draft; the service validates the values (000 §5). */
function toInput(a: DraftArgs): FileExportInput {
  return {
    description: a.description,
    filterAccountIds: a.filterAccountIDs ?? d.filterAccountIds,
    filterBillingGroupIds: a.filterBillingGroupIDs ?? d.filterBillingGroupIds,
    filterPaymentProfileId: a.filterPaymentProfileID ?? null,
    fileFormat: (a.fileFormat ?? d.fileFormat) as FileExportInput['fileFormat'],
    separator: (a.separator ?? d.separator) as FileExportInput['separator'],
    quoteStyle: (a.quoteStyle ?? d.quoteStyle) as FileExportInput['quoteStyle'],
    encoding: (a.encoding ?? d.encoding) as FileExportInput['encoding'],
    useCrlf: a.useCRLF ?? false,
    useHeader: a.useHeader ?? d.useHeader,
    showAllUsers: a.showAllUsers ?? d.showAllUsers,
    useAutoSend: a.useAutoSend ?? d.useAutoSend,
    autoSendDay: a.autoSendDay ?? d.autoSendDay,
    autoSendToEmail: a.autoSendToEmail ?? d.autoSendToEmail,
    amountSign: (a.amountSign ?? d.amountSign) as FileExportInput['amountSign'],
    decimalSeparator: (a.decimalSeparator ?? d.decimalSeparator) as FileExportInput['decimalSeparator'],
    thousandSeparator: (a.thousandSeparator ?? d.thousandSeparator) as FileExportInput['thousandSeparator'],
    columns: a.columns.map((c) => ({
      name: c.name,
      mapsToId: c.mapsToID ?? null,
      order: c.order,
      defaultValue: c.defaultValue ?? '',
    })),
    preset: (a.preset ?? d.preset) as PayrollPreset,
    wageTypes: Object.fromEntries(
      (a.wageTypes ?? []).filter((w) => w.wageType.trim() !== '').map((w) => [w.amount, w.wageType.trim()]),
    ),
    payrollRunNumber: a.payrollRunNumber ?? null,
    payrollMonthOffset: a.payrollMonthOffset ?? d.payrollMonthOffset,
    payrollClientNumber: (a.payrollClientNumber ?? d.payrollClientNumber).trim(),
  };
}

const mutationContext = (ctx: Context) => ({ db: ctx.db, clock: ctx.services.clock, p: principalOf(ctx) });

builder.mutationField('createFileExport', (t) =>
  t.field({
    type: FileExport,
    description: 'Creates a file export on the account.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int({ required: true }), ...draftArgs },
    resolve: (_root, { accountID, ...args }, ctx) => {
      const { db, clock, p } = mutationContext(ctx);
      return createFileExport(db, clock, p, accountID, toInput(args));
    },
  }),
);

builder.mutationField('updateFileExport', (t) =>
  t.field({
    type: FileExport,
    description: 'Saves the whole definition over `version`; CONFLICT when someone saved in between.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      ID: t.arg.int({ required: true }),
      accountID: t.arg.int({ required: true }),
      version: t.arg.int({ required: true }),
      ...draftArgs,
    },
    resolve: (_root, { ID, accountID, version, ...args }, ctx) => {
      const { db, clock, p } = mutationContext(ctx);
      return updateFileExport(db, clock, p, ID, accountID, version, toInput(args));
    },
  }),
);

builder.mutationField('removeFileExport', (t) =>
  t.field({
    type: FileExport,
    description: 'Deletes a file export with its columns and sending history; answers it as it was.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { fileExportID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => removeFileExport(ctx.db, principalOf(ctx), args.fileExportID),
  }),
);
