import { customFieldMappingId } from '@connect/shared';
import { describe, expect, it } from 'vitest';
import { cellOf, type ExportSourceRow, formatExportAmount, neutraliseFormula } from './export-values.ts';

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
    expect(cellOf(col(1), row, '2026-10', '')).toEqual({ text: '2001' });
    expect(cellOf(col(4), row, '2026-10', '')).toEqual({ text: 'Åse Øvrebø' });
    expect(cellOf(col(5), row, '2026-10', '')).toEqual({ text: '+4791234567' });
    expect(cellOf(col(9), row, '2026-10', '')).toEqual({ text: '2026-10' });
    expect(cellOf(col(null, '5120'), row, '2026-10', '')).toEqual({ text: '5120' });
    expect(cellOf(col(1, 'none'), { ...row, employeeNumber: null }, '2026-10', '')).toEqual({ text: 'none' });
    expect(cellOf(col(customFieldMappingId(12)), row, '2026-10', '')).toEqual({ text: '5120' });
    expect(cellOf(col(customFieldMappingId(13), 'K1'), row, '2026-10', '')).toEqual({ text: 'K1' });
  });

  it('gives amounts in øre, and with sign "-" writes deductions (only) negative', () => {
    expect(cellOf(col(10), row, '2026-10', '')).toEqual({ ore: 23_456 });
    expect(cellOf(col(10), row, '2026-10', '-')).toEqual({ ore: -23_456 });
    expect(cellOf(col(14), row, '2026-10', '-')).toEqual({ ore: -4_900 });
    expect(cellOf(col(13), row, '2026-10', '-')).toEqual({ ore: 123_456 });
    expect(cellOf(col(11), row, '2026-10', '-')).toEqual({ ore: 100_000 });
    expect(cellOf(col(15), row, '2026-10', '-')).toEqual({ ore: 0 });
    expect(cellOf(col(16), row, '2026-10', '')).toEqual({ ore: 450_000 });
    expect(cellOf(col(16), row, '2026-10', '-')).toEqual({ ore: -450_000 });
  });

  it('writes the taxable benefits as they are, never negative: they are income, not deductions', () => {
    expect(cellOf(col(17), row, '2026-10', '-')).toEqual({ ore: 36_600 });
    expect(cellOf(col(18), row, '2026-10', '-')).toEqual({ ore: 20_000 });
    expect(cellOf(col(19), row, '2026-10', '-')).toEqual({ ore: 250_000 });
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
