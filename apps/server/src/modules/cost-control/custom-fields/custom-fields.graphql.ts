import {
  COST_CONTROL_ROLES,
  customFieldNameSchema,
  customFieldValueSchema,
  userCustomFieldValuesSchema,
} from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { AccountCustomFieldRow } from './custom-fields.repository.ts';
import {
  createAccountCustomField,
  listAccountCustomFields,
  listFieldTemplates,
  listUserCustomFields,
  removeAccountCustomField,
  setUserCustomFieldValue,
  setUserCustomFieldValues,
  type UserCustomFieldRow,
  updateAccountCustomField,
} from './custom-fields.service.ts';

export const UserCustomField = builder.objectRef<UserCustomFieldRow>('UserCustomField').implement({
  fields: (t) => ({
    accountCustomFieldID: t.exposeInt('accountCustomFieldId'),
    name: t.exposeString('name'),
    value: t.exposeString('value', {
      description: "The person's value, or the field's default value filled in.",
    }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

const AccountCustomField = builder.objectRef<AccountCustomFieldRow>('AccountCustomField').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    name: t.exposeString('name'),
    fieldType: t.exposeInt('fieldType'),
    defaultValue: t.exposeString('defaultValue'),
    version: t.exposeInt('version'),
  }),
});

const AccountFieldTemplate = builder
  .objectRef<{ name: string; description: string }>('AccountFieldTemplate')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The tag, e.g. {employeeNumber}.' }),
      description: t.exposeString('description'),
    }),
  });

const id = () => z.number().int().positive();
const fieldName = customFieldNameSchema;
const fieldValue = customFieldValueSchema;

const UserCustomFieldValueInput = builder.inputType('UserCustomFieldValueInput', {
  fields: (t) => ({
    accountCustomFieldID: t.int({ required: true }),
    value: t.string({ required: true, description: "The person's value; an empty text is a value too." }),
  }),
});

builder.queryField('userCustomFields', (t) =>
  t.field({
    type: [UserCustomField],
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      userID: t.arg.int({ required: true, validate: id() }),
    },
    resolve: (_root, a, ctx) => listUserCustomFields(ctx.db, principalOf(ctx), a.accountID, a.userID),
  }),
);

builder.queryField('accountCustomFields', (t) =>
  t.field({
    type: [AccountCustomField],
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int({ required: true, validate: id() }) },
    resolve: (_root, a, ctx) => listAccountCustomFields(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.queryField('accountFieldTemplates', (t) =>
  t.field({
    type: [AccountFieldTemplate],
    description: 'Tags a default value may contain; each person gets them filled in.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: { accountID: t.arg.int({ required: true, validate: id() }) },
    resolve: (_root, a, ctx) => listFieldTemplates(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.mutationField('setUserCustomFieldValue', (t) =>
  t.field({
    type: UserCustomField,
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      userID: t.arg.int({ required: true, validate: id() }),
      accountID: t.arg.int({ required: true, validate: id() }),
      accountCustomFieldID: t.arg.int({ required: true, validate: id() }),
      value: t.arg.string({ required: true, validate: fieldValue }),
    },
    resolve: (_root, a, ctx) =>
      setUserCustomFieldValue(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        catalogId: a.userID,
        accountCustomFieldId: a.accountCustomFieldID,
        value: a.value,
      }),
  }),
);

builder.mutationField('setUserCustomFieldValues', (t) =>
  t.field({
    type: [UserCustomField],
    description:
      "Sets several of a person's values in one transaction, all or none; answers all the person's fields.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      userID: t.arg.int({ required: true, validate: id() }),
      accountID: t.arg.int({ required: true, validate: id() }),
      values: t.arg({
        type: [UserCustomFieldValueInput],
        required: true,
        validate: userCustomFieldValuesSchema,
      }),
    },
    resolve: (_root, a, ctx) =>
      setUserCustomFieldValues(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        catalogId: a.userID,
        values: a.values.map((v) => ({ accountCustomFieldId: v.accountCustomFieldID, value: v.value })),
      }),
  }),
);

builder.mutationField('createAccountCustomField', (t) =>
  t.field({
    type: AccountCustomField,
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      name: t.arg.string({ required: true, validate: fieldName }),
      fieldType: t.arg.int({ required: false, defaultValue: 1, validate: z.number().int().min(1).nullish() }),
      defaultValue: t.arg.string({ required: false, validate: z.nullish(fieldValue) }),
    },
    resolve: (_root, a, ctx) =>
      createAccountCustomField(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        name: a.name,
        fieldType: a.fieldType ?? 1,
        defaultValue: a.defaultValue ?? '',
      }),
  }),
);

builder.mutationField('updateAccountCustomField', (t) =>
  t.field({
    type: AccountCustomField,
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      ID: t.arg.int({ required: true, validate: id() }),
      accountID: t.arg.int({ required: true, validate: id() }),
      name: t.arg.string({ required: true, validate: fieldName }),
      fieldType: t.arg.int({
        required: false,
        description: 'Left out: unchanged.',
        validate: z.number().int().min(1).nullish(),
      }),
      defaultValue: t.arg.string({
        required: false,
        description: 'Left out: unchanged.',
        validate: z.nullish(fieldValue),
      }),
      version: t.arg.int({
        required: false,
        description: 'The version the drawer edited; a newer one is a CONFLICT.',
      }),
    },
    resolve: (_root, a, ctx) =>
      updateAccountCustomField(ctx.db, principalOf(ctx), {
        id: a.ID,
        accountId: a.accountID,
        name: a.name,
        fieldType: a.fieldType ?? null,
        defaultValue: a.defaultValue ?? null,
        version: a.version,
      }),
  }),
);

builder.mutationField('removeAccountCustomField', (t) =>
  t.field({
    type: AccountCustomField,
    description: 'Deletes the field and every value of it; answers the field as it was.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      ID: t.arg.int({ required: true, validate: id() }),
      accountID: t.arg.int({ required: true, validate: id() }),
    },
    resolve: (_root, a, ctx) =>
      removeAccountCustomField(ctx.db, principalOf(ctx), { id: a.ID, accountId: a.accountID }),
  }),
);
