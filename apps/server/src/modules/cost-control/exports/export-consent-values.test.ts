import { describe, expect, it } from 'vitest';
import { cellOf, type ExportSourceRow } from './export-values.ts';

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
    expect(cellOf(consentColumn, { ...row, deductionConsentMissing: true }, '2026-02', '')).toEqual({
      text: 'X',
    });
    expect(cellOf(consentColumn, { ...row, deductionConsentMissing: false }, '2026-02', '')).toEqual({
      text: '',
    });
    expect(cellOf({ ...consentColumn, defaultValue: 'OK' }, row, '2026-02', '')).toEqual({ text: 'OK' });
  });
});
