import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings, payrollIssues } from '@connect/shared';
import { describe, expect, it } from 'vitest';
import type { ExportSourceRow } from './export-values.ts';
import { payrollFileBytes, payrollFileName, payrollMonthOf } from './payroll-layouts.ts';
import { payrollLines } from './payroll-lines.ts';

/**
 * The small world of the presets (issue 32 §1), October 2026: Åse Bjørkli (1001) with two subscriptions, whose
 * deductions add up (123,45 + 10,05 = 133,50), content services 9,90, equipment 299,00 and the EK benefit 366,00;
 * a zero content benefit that gives no line; and Ørjan Læstad without an employee number, who is a warning.
 */
const zero = {
  totalOre: 0,
  workOre: 0,
  privateOre: 0,
  deductedOre: 0,
  contentDeductedOre: 0,
  contentOverThresholdOre: 0,
  equipmentDeductedOre: 0,
  ekBenefitOre: 0,
  contentBenefitOre: 0,
  buyOutBenefitOre: 0,
  department: null,
  billingGroup: null,
  paymentProfile: null,
  customValues: {},
};
const ase = { catalogId: 1, employeeNumber: '1001', firstName: 'Åse', lastName: 'Bjørkli' };
const rows: ExportSourceRow[] = [
  {
    ...zero,
    ...ase,
    subscriptionId: 11,
    phoneNumber: '+4790000001',
    deductedOre: 12_345,
    contentDeductedOre: 990,
    equipmentDeductedOre: 29_900,
    ekBenefitOre: 36_600,
  },
  { ...zero, ...ase, subscriptionId: 12, phoneNumber: '+4790000002', deductedOre: 1_005 },
  {
    ...zero,
    catalogId: 2,
    employeeNumber: null,
    firstName: 'Ørjan',
    lastName: 'Læstad',
    subscriptionId: 13,
    phoneNumber: '+4790000003',
    deductedOre: 5_050,
  },
];

const settings = (over: Partial<PayrollSettings>): PayrollSettings => ({
  ...DEFAULT_PAYROLL_SETTINGS,
  wageTypes: {
    deducted: '5100',
    contentDeducted: '5110',
    equipmentDeducted: '5120',
    ekBenefit: '1500',
    contentBenefit: '1510',
  },
  ...over,
});

const sample = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../test/files/payroll', name));

function fileOf(s: PayrollSettings, digits = 10) {
  const { lines, warnings } = payrollLines(s, rows, digits);
  return { bytes: payrollFileBytes(s, '2026-10', lines), warnings };
}

describe('payroll presets: each file equals its hand-written sample, byte for byte', () => {
  it.each([
    ['Visma Lønn', settings({ preset: 'vismaLonn', payrollRunNumber: 3 }), 'visma-lonn.csv'],
    [
      'Tripletex, into the next month',
      settings({ preset: 'tripletex', payrollMonthOffset: 1 }),
      'tripletex.csv',
    ],
    ['PowerOffice Go', settings({ preset: 'powerOfficeGo' }), 'poweroffice-go.csv'],
    ['Huldt & Lillevik', settings({ preset: 'huldtLillevik', payrollClientNumber: '42' }), 'IT0042TRS.HLW'],
    ['Unimicro', settings({ preset: 'unimicro' }), 'unimicro.csv'],
  ])('%s', (_name, s, file) => {
    const { bytes, warnings } = fileOf(s, s.preset === 'huldtLillevik' ? 6 : 10);
    expect(bytes.equals(sample(file)), `${bytes.toString('latin1')}`).toBe(true);
    expect(warnings).toEqual([
      { reason: 'employeeNumberMissing', name: 'Ørjan Læstad', phoneNumber: '+4790000003', ore: 5_050 },
    ]);
  });

  it("names the file by the system's pattern", () => {
    expect(
      payrollFileName(settings({ preset: 'huldtLillevik', payrollClientNumber: '42' }), 'Lønn', '2026-10'),
    ).toBe('IT0042TRS.HLW');
    expect(payrollFileName(settings({ preset: 'tripletex' }), 'Lønn', '2026-10')).toBe('Lønn 2026-10.csv');
  });

  it('moves the payroll month across the year boundary', () => {
    expect(payrollMonthOf('2026-12', 1)).toEqual({
      year: 2027,
      month: 1,
      firstDay: '2027-01-01',
      lastDay: '2027-01-31',
    });
    expect(payrollMonthOf('2028-02', 0)).toEqual({
      year: 2028,
      month: 2,
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
    });
  });

  it('warns about an employee number the system cannot read, and writes no line for nothing', () => {
    const long = rows.map((r) => (r.catalogId === 1 ? { ...r, employeeNumber: '1234567' } : r));
    const { lines, warnings } = payrollLines(settings({ preset: 'huldtLillevik' }), long, 6);
    expect(lines).toEqual([]);
    expect(warnings.map((w) => [w.reason, w.name, w.ore])).toEqual([
      ['employeeNumberInvalid', 'Åse Bjørkli', 13_350 + 990 + 29_900 + 36_600],
      ['employeeNumberMissing', 'Ørjan Læstad', 5_050],
    ]);
  });
});

describe('payroll fields', () => {
  it('asks nothing of the free-form export', () => {
    expect(payrollIssues(DEFAULT_PAYROLL_SETTINGS)).toEqual([]);
  });

  it('asks digits for wage types, at least one, and what the system needs', () => {
    const reasons = (s: PayrollSettings) => payrollIssues(s).map((i) => `${i.path.join('.')}:${i.reason}`);
    expect(reasons(settings({ preset: 'vismaLonn' }))).toEqual(['payrollRunNumber:runNumber']);
    expect(reasons(settings({ preset: 'huldtLillevik', wageTypes: { deducted: '123456' } }))).toEqual([
      'wageTypes.deducted:wageType',
      'payrollClientNumber:clientNumber',
    ]);
    expect(reasons(settings({ preset: 'tripletex', wageTypes: { deducted: '51a' } }))).toEqual([
      'wageTypes.deducted:wageType',
    ]);
    expect(reasons(settings({ preset: 'unimicro', wageTypes: {} }))).toEqual(['wageTypes:wageTypesNone']);
    expect(reasons(settings({ preset: 'unimicro', payrollMonthOffset: 2 }))).toEqual([
      'payrollMonthOffset:monthOffset',
    ]);
  });
});
