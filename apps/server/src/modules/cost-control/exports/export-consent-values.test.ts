import { describe, expect, it } from 'vitest';
import { cellReader, type ExportSourceRow } from './export-values.ts';

const row: ExportSourceRow = {
  subscriptionId: 1,
  phoneNumber: '+4791234567',
  employeeNumber: '1001',
  firstName: 'Ingrid',
  lastName: 'Berg',
  department: null,
  billingGroup: null,
  paymentProfile: 'Standard',
  totalOre: 30_000,
  workOre: 0,
  privateOre: 30_000,
  deductedOre: 30_000,
  contentDeductedOre: 0,
  contentOverThresholdOre: 0,
  equipmentDeductedOre: 0,
  ekBenefitOre: 0,
  contentBenefitOre: 0,
  buyOutBenefitOre: 0,
  customValues: {},
};
const consentColumn = { name: 'Samtykke', mapsToId: 25, defaultValue: '' };

describe('the deduction consent mark (mapping field 25)', () => {
  it('writes X when the consent is missing, and nothing (or the default) when it is there', () => {
    expect(cellReader(consentColumn, '2026-02', '')({ ...row, deductionConsentMissing: true })).toBe('X');
    expect(cellReader(consentColumn, '2026-02', '')({ ...row, deductionConsentMissing: false })).toBe('');
    expect(cellReader({ ...consentColumn, defaultValue: 'OK' }, '2026-02', '')(row)).toBe('OK');
  });
});
