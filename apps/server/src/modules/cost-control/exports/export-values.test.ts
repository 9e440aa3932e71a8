import { customFieldMappingId } from '@connect/shared';
import { describe, expect, it } from 'vitest';
import { cellReader, type ExportSourceRow, formatExportAmount, neutraliseFormula } from './export-values.ts';

const row: ExportSourceRow = {
  subscriptionId: 7,
  phoneNumber: '+4791234567',
  employeeNumber: '2001',
  firstName: 'Åse',
  lastName: 'Øvrebø',
  department: 'Økonomi',
  billingGroup: 'Hovedkontor',
  paymentProfile: 'Standard',
  totalOre: 123_456,
  workOre: 100_000,
  privateOre: 23_456,
  deductedOre: 23_456,
  contentDeductedOre: 4_900,
  contentOverThresholdOre: 0,
  equipmentDeductedOre: 450_000,
  ekBenefitOre: 36_600,
  contentBenefitOre: 20_000,
  buyOutBenefitOre: 250_000,
  customValues: { 12: '5120' },
};

const col = (mapsToId: number | null, defaultValue = '') => ({ name: 'x', mapsToId, defaultValue });

describe('export values', () => {
  it('formats amounts with the chosen decimal and thousands separators, always two decimals', () => {
    expect(formatExportAmount(123_456_789, ',', ' ')).toBe('1 234 567,89');
    expect(formatExportAmount(123_456_789, '.', ',')).toBe('1,234,567.89');
    expect(formatExportAmount(123_456_789, ',', '.')).toBe('1.234.567,89');
    expect(formatExportAmount(123_456_789, ',', '')).toBe('1234567,89');
    expect(formatExportAmount(5, ',', ' ')).toBe('0,05');
    expect(formatExportAmount(0, '.', '')).toBe('0.00');
    expect(formatExportAmount(-100_050, ',', ' ')).toBe('-1 000,50');
  });

  it('writes the mapped value, or the column default when it maps to nothing or is empty', () => {
    expect(cellReader(col(1), '2026-10', '')(row)).toBe('2001');
    expect(cellReader(col(4), '2026-10', '')(row)).toBe('Åse Øvrebø');
    expect(cellReader(col(5), '2026-10', '')(row)).toBe('+4791234567');
    expect(cellReader(col(9), '2026-10', '')(row)).toBe('2026-10');
    expect(cellReader(col(null, '5120'), '2026-10', '')(row)).toBe('5120');
    expect(cellReader(col(1, 'none'), '2026-10', '')({ ...row, employeeNumber: null })).toBe('none');
    expect(cellReader(col(customFieldMappingId(12)), '2026-10', '')(row)).toBe('5120');
    expect(cellReader(col(customFieldMappingId(13), 'K1'), '2026-10', '')(row)).toBe('K1');
  });

  it('gives amounts in øre, and with sign "-" writes deductions (only) negative', () => {
    expect(cellReader(col(10), '2026-10', '')(row)).toBe(23_456);
    expect(cellReader(col(10), '2026-10', '-')(row)).toBe(-23_456);
    expect(cellReader(col(14), '2026-10', '-')(row)).toBe(-4_900);
    expect(cellReader(col(13), '2026-10', '-')(row)).toBe(123_456);
    expect(cellReader(col(11), '2026-10', '-')(row)).toBe(100_000);
    expect(cellReader(col(15), '2026-10', '-')(row)).toBe(0);
    expect(cellReader(col(16), '2026-10', '')(row)).toBe(450_000);
    expect(cellReader(col(16), '2026-10', '-')(row)).toBe(-450_000);
  });

  it('writes the taxable benefits as they are, never negative: they are income, not deductions', () => {
    expect(cellReader(col(17), '2026-10', '-')(row)).toBe(36_600);
    expect(cellReader(col(18), '2026-10', '-')(row)).toBe(20_000);
    expect(cellReader(col(19), '2026-10', '-')(row)).toBe(250_000);
  });

  it('neutralises text a spreadsheet would run as a formula, but not plain numbers', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(neutraliseFormula('+cmd')).toBe("'+cmd");
    expect(neutraliseFormula("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('\rx')).toBe("'\rx");
    expect(neutraliseFormula('+4791234567')).toBe('+4791234567');
    expect(neutraliseFormula('-100')).toBe('-100');
    expect(neutraliseFormula('Ola = Kari')).toBe('Ola = Kari');
  });
});
