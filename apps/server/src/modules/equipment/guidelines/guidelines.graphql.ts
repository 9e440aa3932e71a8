import { guidelineSettingsSchema, Service } from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import type { GuidelineRow } from './guidelines.repository.ts';
import {
  accountGuideline,
  respondToGuideline,
  updateGuideline,
  userGuidelineAccess,
} from './guidelines.service.ts';

/** 002 §6: the settings are the policy admins'; reading one's access and answering need the Equipment service only. */
const employeeScopes = { service: Service.Equipment } as const;

const Guideline = builder.objectRef<GuidelineRow>('CEGuideline').implement({
  description: "An account's employee guideline setting (002 §3 Guideline account setting).",
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    documentID: t.exposeInt('documentId', { nullable: true }),
    documentName: t.exposeString('documentName', { nullable: true }),
    approvalRequired: t.exposeBoolean('approvalRequired', {
      nullable: true,
      description: 'Null until the admin has chosen yes or no.',
    }),
    notifyEmail: t.exposeBoolean('notifyEmail'),
    createdAt: t.field({ type: 'DateTime', resolve: (g) => g.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (g) => g.updatedAt }),
  }),
});

builder.queryField('ceGuideline', (t) =>
  t.field({
    type: Guideline,
    nullable: true,
    description: "The account's guideline setting; null when none has been saved.",
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => accountGuideline(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.queryField('ceUserGuidelineAccess', (t) =>
  t.boolean({
    description:
      'Whether the caller may go on to the webshop: no approval is required, or they accepted the current ' +
      'guideline. Without accountID, the account of their own subscription.',
    authScopes: employeeScopes,
    args: { accountID: t.arg.int({ required: false, validate: id.nullish() }) },
    resolve: (_r, a, ctx) => userGuidelineAccess(ctx.db, principalOf(ctx), a.accountID ?? null),
  }),
);

builder.mutationField('updateCEGuideline', (t) =>
  t.field({
    type: Guideline,
    description:
      'Saves the setting: yes needs a PDF (the id `PUT guidelines/{accountId}` answered, or the stored one); the ' +
      "notice e-mails the account's employees through the outbox.",
    authScopes: equipmentScopes,
    // The guideline dialog's own rule (packages/shared policy-forms.ts): approval needs a PDF.
    validate: guidelineSettingsSchema,
    args: {
      accountID: t.arg.int({ validate: id }),
      documentID: t.arg.int({ required: false, validate: id.nullish() }),
      notifyEmail: t.arg.boolean({ required: false }),
      approvalRequired: t.arg.boolean(),
    },
    resolve: (_r, a, ctx) =>
      updateGuideline({ db: ctx.db, services: ctx.services }, principalOf(ctx), {
        accountId: a.accountID,
        documentId: a.documentID ?? null,
        notifyEmail: a.notifyEmail ?? false,
        approvalRequired: a.approvalRequired,
      }),
  }),
);

builder.mutationField('respondToCEGuideline', (t) =>
  t.boolean({
    description:
      "Records the caller's acceptance or rejection with its time; answers ceUserGuidelineAccess after it.",
    authScopes: employeeScopes,
    args: {
      accepted: t.arg.boolean(),
      accountID: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      respondToGuideline(
        { db: ctx.db, services: ctx.services },
        principalOf(ctx),
        a.accountID ?? null,
        a.accepted,
      ),
  }),
);
