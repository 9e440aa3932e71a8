import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { DeductFilterRow } from './deduct-filters.repository.ts';
import { changeDeductFilter, paymentProfileDeductFilters } from './deduct-filters.service.ts';
import { id, profileArgs, scopes } from './profile-inputs.graphql.ts';

const DeductFilter = builder.objectRef<DeductFilterRow>('DeductFilter').implement({
  description:
    'An exception: usage of the category whose description starts with descriptionMatch is not deducted.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    categoryGroupID: t.exposeInt('categoryGroupId'),
    descriptionMatch: t.exposeString('descriptionMatch'),
  }),
});

builder.queryField('paymentProfileDeductFilters', (t) =>
  t.field({
    type: [DeductFilter],
    authScopes: scopes,
    args: { accountID: t.arg.int({ validate: id }), profileID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => paymentProfileDeductFilters(ctx.db, principalOf(ctx), a.accountID, a.profileID),
  }),
);

const descriptionMatch = z.string().trim().min(1, 'The exception needs a description.').max(200);

builder.mutationField('addProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    authScopes: scopes,
    args: {
      ...profileArgs,
      descriptionMatch: t.arg.string({ validate: descriptionMatch }),
      categoryGroupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'add',
        filter: { categoryGroupId: a.categoryGroupID, descriptionMatch: a.descriptionMatch },
      }),
  }),
);

builder.mutationField('updateProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    authScopes: scopes,
    args: {
      ...profileArgs,
      filterID: t.arg.int({ validate: id }),
      descriptionMatch: t.arg.string({ validate: descriptionMatch }),
      categoryGroupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'update',
        filterId: a.filterID,
        filter: { categoryGroupId: a.categoryGroupID, descriptionMatch: a.descriptionMatch },
      }),
  }),
);

builder.mutationField('removeProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    description: 'Removes an exception and returns it.',
    authScopes: scopes,
    args: {
      ...profileArgs,
      filterID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'remove',
        filterId: a.filterID,
      }),
  }),
);
