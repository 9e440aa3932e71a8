import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import { BNUser } from '../../platform/customer-solutions/customer-solutions.graphql.ts';
import { EQUIPMENT_USER_SORT_VALUES, type EquipmentUserSort } from './equipment-users.repository.ts';
import { type EquipmentUserRow, equipmentUsers } from './equipment-users.service.ts';

const SortEnum = builder.enumType('EquipmentUserSort', { values: EQUIPMENT_USER_SORT_VALUES });

const EquipmentUser = builder.objectRef<EquipmentUserRow>('EquipmentUser').implement({
  fields: (t) => ({
    bnUser: t.field({ type: BNUser, resolve: (u) => u.bnUser }),
    policyID: t.exposeInt('policyId', { nullable: true, description: "The person's equipment policy." }),
    policyName: t.exposeString('policyName', { nullable: true }),
    mobileCount: t.exposeInt('mobileCount'),
    otherCount: t.exposeInt('otherCount'),
  }),
});
const EquipmentUserList = builder
  .objectRef<{ users: EquipmentUserRow[]; count: number }>('EquipmentUserList')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [EquipmentUser], resolve: (l) => l.users }),
      count: t.exposeInt('count'),
    }),
  });

builder.queryField('users', (t) =>
  t.field({
    type: EquipmentUserList,
    description:
      'The equipment users of an account (and its sub accounts), searched and sorted in SQL, a page at a time.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      departmentIDs: t.arg.intList({ required: false, validate: z.array(id).max(100).nullish() }),
      searchText: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      sortType: t.arg({ type: SortEnum, required: false, defaultValue: 'Name_ASC' }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(500) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      equipmentUsers(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
        departmentIds: a.departmentIDs ?? null,
        search: a.searchText?.trim() ?? '',
        catalogId: null,
        sort: (a.sortType ?? 'Name_ASC') as EquipmentUserSort,
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
      }),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    type: EquipmentUser,
    description: 'One equipment user of the account (the side panel).',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), catalogId: t.arg.int({ validate: id }) },
    resolve: async (_r, a, ctx) => {
      const { users } = await equipmentUsers(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: true,
        departmentIds: null,
        search: '',
        catalogId: a.catalogId,
        sort: 'Name_ASC',
        limit: 1,
        offset: 0,
      });
      if (!users[0]) throw AppError.notFound('Person');
      return users[0];
    },
  }),
);
