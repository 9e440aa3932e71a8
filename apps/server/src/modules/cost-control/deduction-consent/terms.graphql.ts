import { COST_CONTROL_ROLES, DEDUCTION_TERMS_OWNERS, deductionTermsSchema } from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import {
  acceptDeductionTerms,
  type MissingConsentRow,
  missingDeductionConsent,
  myDeductionTerms,
  type PersonTermsRow,
  saveTerms,
  type TermsRow,
  termsVersions,
} from './terms.service.ts';

/** The deduction terms (docs/DEDUCTION-CONSENT.md): the admins write them, each employee accepts for themselves. */

const costControlScopes = { anyRole: COST_CONTROL_ROLES };

const OwnerEnum = builder.enumType('DeductionTermsOwner', {
  description: 'Whose terms: a payment profile (telecom deductions) or an equipment policy.',
  values: DEDUCTION_TERMS_OWNERS,
});

const DeductionTerms = builder.objectRef<TermsRow>('DeductionTerms').implement({
  description:
    'One version of the deduction terms of a payment profile or an equipment policy; never changed.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    version: t.exposeInt('version'),
    text: t.exposeString('text'),
    holdWithoutConsent: t.exposeBoolean('holdWithoutConsent', {
      description:
        'Deductions of people who have not accepted are held out of the payroll file until they accept.',
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
  }),
});

const TermsToAccept = builder.objectRef<PersonTermsRow>('DeductionTermsToAccept').implement({
  description: "The current terms that apply to the caller, with the caller's acceptance.",
  fields: (t) => ({
    ID: t.exposeInt('id'),
    version: t.exposeInt('version'),
    text: t.exposeString('text'),
    owner: t.field({ type: OwnerEnum, resolve: (r) => r.owner }),
    ownerName: t.exposeString('ownerName'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    acceptedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.acceptedAt }),
  }),
});

const MissingConsent = builder.objectRef<MissingConsentRow>('DeductionConsentMissing').implement({
  description: 'A person who has not accepted the current terms that apply to them.',
  fields: (t) => ({
    catalogID: t.exposeInt('catalogId'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    mobile: t.exposeString('mobile', { nullable: true }),
    termsID: t.exposeInt('termsId'),
    owner: t.field({ type: OwnerEnum, resolve: (r) => r.owner }),
    ownerName: t.exposeString('ownerName'),
    version: t.exposeInt('version'),
    termsSince: t.field({ type: 'DateTime', resolve: (r) => r.termsSince }),
    remindedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.remindedAt }),
  }),
});

const TERMS_DOC = 'Every version of the deduction terms, newest first (the first is the current one).';
const SAVE_DOC =
  'Saves the text as the next version; `version` is the latest one read (0: none). Answers every version.';

builder.queryField('paymentProfileDeductionTerms', (t) =>
  t.field({
    type: [DeductionTerms],
    description: TERMS_DOC,
    authScopes: costControlScopes,
    args: { accountID: t.arg.int({ validate: id }), profileID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) =>
      termsVersions(ctx.db, principalOf(ctx), a.accountID, { kind: 'paymentProfile', id: a.profileID }),
  }),
);

builder.queryField('cePolicyDeductionTerms', (t) =>
  t.field({
    type: [DeductionTerms],
    description: TERMS_DOC,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) =>
      termsVersions(ctx.db, principalOf(ctx), a.accountID, { kind: 'equipmentPolicy', id: a.policyID }),
  }),
);

builder.mutationField('savePaymentProfileDeductionTerms', (t) =>
  t.field({
    type: [DeductionTerms],
    description: `${SAVE_DOC} With holdWithoutConsent, deductions of people who have not accepted wait.`,
    authScopes: costControlScopes,
    validate: deductionTermsSchema,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      text: t.arg.string(),
      version: t.arg.int(),
      holdWithoutConsent: t.arg.boolean(),
    },
    resolve: (_r, a, ctx) =>
      saveTerms(
        ctx.db,
        ctx.services.clock,
        principalOf(ctx),
        a.accountID,
        { kind: 'paymentProfile', id: a.profileID },
        a,
      ),
  }),
);

builder.mutationField('saveCEPolicyDeductionTerms', (t) =>
  t.field({
    type: [DeductionTerms],
    description: `${SAVE_DOC} With holdWithoutConsent, equipment deductions of people who have not accepted wait.`,
    authScopes: equipmentScopes,
    validate: deductionTermsSchema,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      text: t.arg.string(),
      version: t.arg.int(),
      holdWithoutConsent: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: (_r, a, ctx) =>
      saveTerms(
        ctx.db,
        ctx.services.clock,
        principalOf(ctx),
        a.accountID,
        { kind: 'equipmentPolicy', id: a.policyID },
        { ...a, holdWithoutConsent: a.holdWithoutConsent ?? false },
      ),
  }),
);

builder.queryField('myDeductionTerms', (t) =>
  t.field({
    type: [TermsToAccept],
    description: "The current deduction terms of the caller's payment profiles and equipment policy.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => myDeductionTerms(ctx.db, principalOf(ctx)),
  }),
);

builder.mutationField('acceptDeductionTerms', (t) =>
  t.field({
    type: [TermsToAccept],
    description:
      'The caller accepts the current version of terms that apply to them; answers their terms after it.',
    authScopes: { authenticated: true },
    args: { termsID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => acceptDeductionTerms(ctx.db, ctx.services.clock, principalOf(ctx), a.termsID),
  }),
);

builder.queryField('deductionConsentMissing', (t) =>
  t.field({
    type: [MissingConsent],
    description: 'The people on the account (and its sub accounts) who have not accepted the current terms.',
    authScopes: costControlScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (_r, a, ctx) =>
      missingDeductionConsent(ctx.db, principalOf(ctx), a.accountID, a.includeSubAccounts ?? true),
  }),
);
