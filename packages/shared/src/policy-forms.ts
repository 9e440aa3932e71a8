/**
 * The input of the equipment policy forms (002 §2, §4): the repair tab, the guideline dialog and the member editor's
 * credit corrections. Shared so each form and the server (Pothos `validate`) refuse the same input; zod/mini, so the
 * web app loads only the checks used here.
 */
import * as z from 'zod/mini';
import { isValidEmail } from './email.ts';

/** Longest e-mail address the repair tab stores. */
export const REPAIR_EMAIL_MAX = 254;
/** Longest reason of a credit correction. */
export const CORRECTION_REASON_MAX = 500;
/** The largest credit correction, in kroner either way. */
export const CORRECTION_MAX_KRONER = 10_000_000;

/**
 * 002 §2 Policy repair: the partner's e-mail is required while the service is offered and must be an e-mail when
 * given (it is kept when the service is turned off). Other arguments of the call pass through.
 */
export const policyRepairSchema = z
  .looseObject({
    active: z.boolean(),
    servicePartnerEmail: z.nullish(z.string().check(z.trim(), z.maxLength(REPAIR_EMAIL_MAX))),
  })
  .check(
    z.superRefine((d, ctx) => {
      const email = d.servicePartnerEmail ?? '';
      if (d.active && !email)
        ctx.addIssue({
          code: 'custom',
          path: ['servicePartnerEmail'],
          message: 'Enter the service partner’s e-mail address.',
        });
      else if (email && !isValidEmail(email))
        ctx.addIssue({
          code: 'custom',
          path: ['servicePartnerEmail'],
          message: 'Enter a valid e-mail address.',
        });
    }),
  );

/**
 * 002 §2 Guideline settings: requiring approval needs a PDF (the id the upload answered, or the stored one). The
 * dialog asks with the id a chosen file will get as a stand-in until it is uploaded.
 */
export const guidelineSettingsSchema = z
  .looseObject({
    approvalRequired: z.boolean(),
    documentID: z.nullish(z.int().check(z.positive())),
    notifyEmail: z.nullish(z.boolean()),
  })
  .check(
    z.refine((d) => !d.approvalRequired || d.documentID != null, {
      path: ['documentID'],
      message: 'Upload the guideline as a PDF before requiring approval.',
    }),
  );

/** 002 §4 a credit correction in kroner: signed, other than 0, at most two decimals. */
export const creditCorrectionKronerSchema = z.number().check(
  z.gte(-CORRECTION_MAX_KRONER),
  z.lte(CORRECTION_MAX_KRONER),
  z.refine((n) => n !== 0, 'Enter the correction in kroner, other than 0.'),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'An amount has at most two decimals.'),
);

export const correctionReasonSchema = z.string().check(z.trim(), z.maxLength(CORRECTION_REASON_MAX));
