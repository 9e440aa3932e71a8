import { oreToKroner } from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { type ResolvedGroup, type RuleCategoryRow, ruleCategoriesOf } from './profile-rules.ts';
import type { ProfileView } from './profile-view.ts';

/** How a profile's rules read (000 §3 rules.groups, rules.categoryGroups and the rule categories). */

const RuleGroup = builder.objectRef<ResolvedGroup>('PaymentProfileRuleGroup').implement({
  description: 'Groupable cost categories sharing one rule and one monthly limit.',
  fields: (t) => ({
    groupID: t.int({ resolve: (g) => g.id! }),
    groupName: t.exposeString('name'),
    categoryGroupIDs: t.intList({ resolve: (g) => g.categoryGroupIds }),
    covers: t.exposeBoolean('covers'),
    limited: t.exposeBoolean('limited'),
    limit: t.float({ description: 'Monthly limit in NOK.', resolve: (g) => oreToKroner(g.limitOre) }),
  }),
});

type CategoryRuleView = {
  categoryGroupId: number;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  report: boolean;
};

const CategoryRule = builder.objectRef<CategoryRuleView>('PaymentProfileCategoryRule').implement({
  description: "A cost category's own rule (a group's rule applies instead while it is in one).",
  fields: (t) => ({
    categoryGroupID: t.exposeInt('categoryGroupId'),
    covers: t.exposeBoolean('covers'),
    limited: t.exposeBoolean('limited'),
    limit: t.float({ description: 'Monthly limit in NOK.', resolve: (r) => oreToKroner(r.limitOre) }),
    report: t.exposeBoolean('report'),
  }),
});

type SubCategoryView = {
  name: string;
  groupable: boolean;
  reportable: boolean;
  limited: boolean;
  covers: boolean;
};

const SubCategory = builder.objectRef<SubCategoryView>('PaymentRuleSubCategory').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    groupable: t.exposeBoolean('groupable'),
    reportable: t.exposeBoolean('reportable'),
    limited: t.exposeBoolean('limited'),
    covers: t.exposeBoolean('covers'),
  }),
});

const RuleCategory = builder.objectRef<RuleCategoryRow>('PaymentRuleCategory').implement({
  description:
    'One row of the Rules tab: a cost category with the rule that applies to it (its group’s, if any).',
  fields: (t) => ({
    ID: t.int({ resolve: (c) => c.category.id }),
    key: t.string({ description: CATEGORY_GROUP_KEY_DOC, resolve: (c) => c.category.key }),
    groupID: t.int({ nullable: true, resolve: (c) => c.group?.id ?? null }),
    description: t.string({ resolve: (c) => c.category.description }),
    groupName: t.string({ nullable: true, resolve: (c) => c.group?.name ?? null }),
    groupable: t.boolean({ resolve: (c) => c.category.groupable }),
    reportable: t.boolean({ resolve: (c) => c.category.reportable }),
    report: t.exposeBoolean('report'),
    limited: t.exposeBoolean('limited'),
    covers: t.exposeBoolean('covers'),
    limit: t.float({ description: 'Monthly limit in NOK.', resolve: (c) => oreToKroner(c.limitOre) }),
    subCategories: t.field({
      type: [SubCategory],
      resolve: (c) =>
        c.category.subCategories.map((name) => ({
          name,
          groupable: c.category.groupable,
          reportable: c.category.reportable,
          limited: c.limited,
          covers: c.covers,
        })),
    }),
  }),
});

export const Rules = builder.objectRef<ProfileView>('PaymentProfileRules').implement({
  fields: (t) => ({
    groups: t.field({ type: [RuleGroup], resolve: (p) => p.rules.groups }),
    categoryGroups: t.field({
      type: [CategoryRule],
      resolve: (p) =>
        [...p.rules.categories.entries()].map(([categoryGroupId, r]) => ({ categoryGroupId, ...r })),
    }),
    categories: t.field({
      type: [RuleCategory],
      resolve: (p) => ruleCategoriesOf(p.catalogue, p.rules),
    }),
  }),
});
