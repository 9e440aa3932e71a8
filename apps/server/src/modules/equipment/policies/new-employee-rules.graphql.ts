import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import type { DepartmentRow, PolicyOption } from './new-employee-rules.repository.ts';
import {
  type DepartmentMove,
  departmentMovePreview,
  moveUserToDepartment,
  rulesForNewEmployees,
  saveRulesForNewEmployees,
} from './new-employee-rules.service.ts';

type Rules = Awaited<ReturnType<typeof rulesForNewEmployees>>;
type DepartmentRule = Rules['departments'][number];

const DepartmentRuleRef = builder.objectRef<DepartmentRule>('CENewEmployeeDepartmentRule').implement({
  fields: (t) => ({
    departmentID: t.exposeInt('departmentId'),
    policyID: t.exposeInt('policyId'),
  }),
});

const DepartmentOptionRef = builder.objectRef<DepartmentRow>('CEDepartmentOption').implement({
  fields: (t) => ({ departmentID: t.exposeInt('departmentId'), name: t.exposeString('name') }),
});

const PolicyOptionRef = builder.objectRef<PolicyOption>('CEPolicyOption').implement({
  fields: (t) => ({
    policyID: t.exposeInt('policyId'),
    name: t.exposeString('name'),
    accountID: t.exposeInt('accountId'),
  }),
});

const RulesRef = builder.objectRef<Rules>('CEPolicyRulesForNewEmployees').implement({
  description:
    "Which equipment policy a new person of the customer gets: their department's, else the default, else none.",
  fields: (t) => ({
    defaultPolicyID: t.exposeInt('defaultPolicyId', { nullable: true }),
    departments: t.field({ type: [DepartmentRuleRef], resolve: (r) => r.departments }),
    version: t.exposeInt('version', { description: 'Send it back on save; 0 before the first save.' }),
    departmentOptions: t.field({ type: [DepartmentOptionRef], resolve: (r) => r.departmentOptions }),
    policyOptions: t.field({ type: [PolicyOptionRef], resolve: (r) => r.policyOptions }),
  }),
});

const DepartmentRuleInput = builder.inputType('CENewEmployeeDepartmentRuleInput', {
  fields: (t) => ({
    departmentID: t.int({ validate: id }),
    policyID: t.int({ validate: id }),
  }),
});

builder.queryField('cePolicyRulesForNewEmployees', (t) =>
  t.field({
    type: RulesRef,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => rulesForNewEmployees(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.mutationField('saveCEPolicyRulesForNewEmployees', (t) =>
  t.field({
    type: RulesRef,
    description: 'Saves the whole rule set; a `version` other than the stored one answers CONFLICT.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      defaultPolicyID: t.arg.int({ required: false, validate: id.nullish() }),
      departments: t.arg({
        type: [DepartmentRuleInput],
        validate: z.array(z.any()).max(1000, 'At most 1 000 department rules.'),
      }),
      version: t.arg.int({ validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      saveRulesForNewEmployees(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        {
          defaultPolicyId: a.defaultPolicyID ?? null,
          departments: a.departments.map((d) => ({ departmentId: d.departmentID, policyId: d.policyID })),
        },
        a.version,
      ),
  }),
);

const DepartmentMoveRef = builder.objectRef<DepartmentMove>('CEDepartmentMove').implement({
  description:
    'What moving a person to another department changes: the policy the rules give, from the first day of the ' +
    'next open month (this month and closed months keep their figures).',
  fields: (t) => ({
    userID: t.exposeInt('catalogId'),
    fromDepartmentID: t.exposeInt('fromDepartmentId', { nullable: true }),
    fromDepartmentName: t.exposeString('fromDepartmentName', { nullable: true }),
    toDepartmentID: t.exposeInt('toDepartmentId'),
    toDepartmentName: t.exposeString('toDepartmentName'),
    currentPolicyID: t.exposeInt('currentPolicyId', { nullable: true }),
    currentPolicyName: t.exposeString('currentPolicyName', { nullable: true }),
    newPolicyID: t.exposeInt('newPolicyId', { nullable: true }),
    newPolicyName: t.exposeString('newPolicyName', { nullable: true }),
    changesPolicy: t.exposeBoolean('changesPolicy'),
    effectiveOn: t.field({ type: 'Date', resolve: (m) => m.effectiveOn }),
  }),
});

const moveArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  accountID: t.arg.int({ validate: id }),
  userID: t.arg.int({ validate: id }),
  departmentID: t.arg.int({ validate: id }),
});

builder.queryField('departmentMovePreview', (t) =>
  t.field({
    type: DepartmentMoveRef,
    authScopes: equipmentScopes,
    args: moveArgs(t),
    resolve: (_r, a, ctx) =>
      departmentMovePreview(ctx.db, principalOf(ctx), ctx.services.clock, {
        accountId: a.accountID,
        catalogId: a.userID,
        departmentId: a.departmentID,
      }),
  }),
);

builder.mutationField('moveUserToDepartment', (t) =>
  t.field({
    type: DepartmentMoveRef,
    description:
      'Moves the person to the department now; the policy the rules give applies from the next open month.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      userID: t.arg.int({ validate: id }),
      departmentID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      moveUserToDepartment(ctx.db, principalOf(ctx), ctx.services.clock, {
        accountId: a.accountID,
        catalogId: a.userID,
        departmentId: a.departmentID,
      }),
  }),
);
