import { describe, expect, it } from 'vitest';
import { creditCorrectionKronerSchema, guidelineSettingsSchema, policyRepairSchema } from './policy-forms.ts';

describe('the policy forms’ input, as the forms and the server check it', () => {
  it('wants a valid partner e-mail while repairs are offered, and keeps the other arguments', () => {
    expect(policyRepairSchema.safeParse({ active: true }).success).toBe(false);
    expect(policyRepairSchema.safeParse({ active: true, servicePartnerEmail: 'verksted@' }).success).toBe(
      false,
    );
    expect(policyRepairSchema.safeParse({ active: false, servicePartnerEmail: null }).success).toBe(true);
    expect(policyRepairSchema.parse({ active: true, servicePartnerEmail: ' a@b.no ', policyID: 4 })).toEqual({
      active: true,
      servicePartnerEmail: 'a@b.no',
      policyID: 4,
    });
  });

  it('requires a PDF before approval is required', () => {
    expect(guidelineSettingsSchema.safeParse({ approvalRequired: true, documentID: null }).success).toBe(
      false,
    );
    expect(guidelineSettingsSchema.safeParse({ approvalRequired: true, documentID: 3 }).success).toBe(true);
    expect(guidelineSettingsSchema.safeParse({ approvalRequired: false }).success).toBe(true);
  });

  it('takes a signed correction other than 0 with at most two decimals, within ten million kroner', () => {
    expect(creditCorrectionKronerSchema.safeParse(-500).success).toBe(true);
    expect(creditCorrectionKronerSchema.safeParse(12.5).success).toBe(true);
    expect(creditCorrectionKronerSchema.safeParse(0).success).toBe(false);
    expect(creditCorrectionKronerSchema.safeParse(1.234).success).toBe(false);
    expect(creditCorrectionKronerSchema.safeParse(10_000_001).success).toBe(false);
  });
});
