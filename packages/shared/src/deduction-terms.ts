/**
 * The deduction terms an administrator writes for a payment profile or an equipment policy
 * (docs/DEDUCTION-CONSENT.md): checked alike by the terms form and the server (Pothos `validate`). zod/mini.
 */
import * as z from 'zod/mini';

/** The shortest terms text: an agreement must say what is deducted and when (HR-2021-2532-A). */
export const DEDUCTION_TERMS_MIN = 20;
export const DEDUCTION_TERMS_MAX = 20_000;

/** What the owner of terms is: a payment profile (telecom deductions) or an equipment policy. */
export const DEDUCTION_TERMS_OWNERS = ['paymentProfile', 'equipmentPolicy'] as const;
export type DeductionTermsOwner = (typeof DEDUCTION_TERMS_OWNERS)[number];

/** The text of a new version, trimmed; `version` is the latest version the editor read (0 when there was none). */
export const deductionTermsSchema = z.looseObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(DEDUCTION_TERMS_MIN, `The terms need at least ${DEDUCTION_TERMS_MIN} characters.`),
      z.maxLength(DEDUCTION_TERMS_MAX, `The terms can have at most ${DEDUCTION_TERMS_MAX} characters.`),
    ),
  version: z.number().check(z.int(), z.minimum(0)),
});
