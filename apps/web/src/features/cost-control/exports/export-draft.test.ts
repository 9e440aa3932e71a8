import { describe, expect, it } from 'vitest';
import { isDirty } from '../../../ui/draft-state.ts';
import {
  compareDraft,
  draftErrors,
  draftFromExport,
  draftVariables,
  type ExportDraft,
  emptyDraft,
  newColumn,
} from './export-draft.ts';
import type { FileExport } from './exports-api.ts';

/** Equal as the form's `useDraft` compares them. */
const sameDraft = (saved: ExportDraft, draft: ExportDraft) =>
  !isDirty({ saved, draft, savedChanged: false }, { compareBy: compareDraft });

const saved: FileExport = {
  ID: 4,
  accountID: 1,
  description: 'Lønnstrekk',
  filterAccountIDs: [2],
  filterBillingGroupIDs: [],
  filterPaymentProfileID: null,
  fileFormat: 'csv',
  separator: ';',
  quoteStyle: 'auto',
  encoding: 'cp1252',
  useHeader: true,
  showAllUsers: false,
  useAutoSend: false,
  autoSendDay: 31,
  autoSendToEmail: '',
  amountSign: '',
  decimalSeparator: ',',
  thousandSeparator: ' ',
  lastExport: null,
  version: 3,
  lastAutoSend: null,
  preset: 'free',
  payrollRunNumber: null,
  payrollMonthOffset: 0,
  payrollClientNumber: '',
  wageTypes: [],
  columns: [
    { ID: 9, name: 'Trekk', mapsToID: 10, order: 2, defaultValue: '' },
    { ID: 8, name: 'Ansattnr', mapsToID: 1, order: 1, defaultValue: '' },
  ],
};

describe('export drafts', () => {
  it('starts a new export with the defaults of the specification and one empty column', () => {
    const d = emptyDraft();
    expect(d).toMatchObject({ fileFormat: 'csv', autoSendDay: 31, useAutoSend: false, description: '' });
    expect(d.columns).toHaveLength(1);
  });

  it('reads a saved export with its columns in order, and sends them numbered 1..n', () => {
    const d = draftFromExport(saved);
    expect(d.columns.map((c) => c.name)).toEqual(['Ansattnr', 'Trekk']);
    const v = draftVariables({ ...d, description: '  Lønn  ', columns: [d.columns[1]!, d.columns[0]!] });
    expect(v.description).toBe('Lønn');
    expect(v.columns).toEqual([
      { name: 'Trekk', mapsToID: 10, order: 1, defaultValue: '' },
      { name: 'Ansattnr', mapsToID: 1, order: 2, defaultValue: '' },
    ]);
  });

  it('is valid only with a name, titled columns, and an e-mail when sending is on (000 §5)', () => {
    const d = draftFromExport(saved);
    expect(draftErrors(d)).toEqual({});
    expect(draftErrors({ ...d, description: '   ' })).toEqual({ description: 'name' });
    expect(draftErrors({ ...d, columns: [...d.columns, newColumn({ name: ' ' })] })).toEqual({
      'columns.2.name': 'columnTitle',
    });
    expect(draftErrors({ ...d, autoSendToEmail: 'nope' })).toEqual({});
    expect(draftErrors({ ...d, useAutoSend: true, autoSendToEmail: 'nope' })).toEqual({
      autoSendToEmail: 'email',
    });
    expect(draftErrors({ ...d, useAutoSend: true, autoSendToEmail: 'lonn@firma.no' })).toEqual({});
    expect(draftErrors({ ...d, autoSendDay: 0 })).toEqual({ autoSendDay: 'day' });
    expect(draftErrors({ ...d, thousandSeparator: ',' })).toEqual({ thousandSeparator: 'sameSeparators' });
    expect(draftErrors({ ...d, thousandSeparator: ',', fileFormat: 'excel' })).toEqual({});
  });

  it('differs from the saved one only by what the user changed', () => {
    const a = draftFromExport(saved);
    const b = draftFromExport(saved);
    expect(sameDraft(a, b)).toBe(true);
    expect(sameDraft(a, { ...b, description: 'Lønnstrekk ' })).toBe(true);
    expect(sameDraft(a, { ...b, encoding: 'utf8' })).toBe(false);
    expect(sameDraft(a, { ...b, columns: [b.columns[1]!, b.columns[0]!] })).toBe(false);
  });

  it('checks and sends a payroll preset with its wage types, not the free-form columns', () => {
    const d: ExportDraft = {
      ...draftFromExport(saved),
      preset: 'vismaLonn',
      columns: [newColumn()],
      wageTypes: { deducted: ' 5100 ', ekBenefit: '' },
    };
    expect(draftErrors(d)).toEqual({ payrollRunNumber: 'runNumber' });
    expect(draftErrors({ ...d, payrollRunNumber: 2, wageTypes: { deducted: '51x' } })).toEqual({
      'wageTypes.deducted': 'wageType',
    });
    expect(draftErrors({ ...d, payrollRunNumber: 2, wageTypes: {} })).toEqual({ wageTypes: 'wageTypesNone' });
    const v = draftVariables({ ...d, payrollRunNumber: 2 });
    expect(v).toMatchObject({
      preset: 'vismaLonn',
      columns: [],
      wageTypes: [{ amount: 'deducted', wageType: '5100' }],
      payrollRunNumber: 2,
    });
  });
});
