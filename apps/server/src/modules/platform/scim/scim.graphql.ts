import { Role, SCIM_CONFLICT_REASONS, SCIM_MATCH_KEYS, SCIM_OPERATIONS } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { ScimCandidateRow, ScimChangeRow, ScimConflictRow } from './scim-activity.repository.ts';
import { scimActivity } from './scim-activity.service.ts';
import {
  createScimToken,
  currentScimToken,
  revokeScimToken,
  SCIM_PATH,
  type ScimTokenRow,
} from './scim-tokens.service.ts';

/** The customer's administrators (and provider staff acting as one): a company administrator's roles. */
const ADMIN_ROLES = [Role.CostControl, Role.ConnectEquipmentOverview] as const;

const ScimToken = builder.objectRef<ScimTokenRow>('ScimToken').implement({
  description: "The customer's SCIM token: never the token itself, only its last four characters.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    hint: t.exposeString('hint'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.revokedAt }),
    lastUsedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.lastUsedAt }),
  }),
});

const NewScimToken = builder.objectRef<{ token: ScimTokenRow; secret: string }>('NewScimToken').implement({
  fields: (t) => ({
    token: t.field({ type: ScimToken, resolve: (r) => r.token }),
    secret: t.exposeString('secret', {
      description: 'The bearer token, shown this once; only its hash is kept.',
    }),
  }),
});

const ScimOperation = builder.enumType('ScimOperation', { values: SCIM_OPERATIONS });
const ScimConflictReason = builder.enumType('ScimConflictReason', {
  description:
    'several: more than one person matches; disagrees: the one that matches has another employee number; linked: ' +
    'the one that matches is linked to another directory user.',
  values: SCIM_CONFLICT_REASONS,
});
const ScimMatchKey = builder.enumType('ScimMatchKey', { values: SCIM_MATCH_KEYS });

const ScimChange = builder.objectRef<ScimChangeRow>('ScimChange').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (r) => r.at }),
    operation: t.field({ type: ScimOperation, resolve: (r) => r.operation }),
    catalogId: t.exposeInt('catalogId', { nullable: true }),
    personName: t.exposeString('personName', { nullable: true }),
    userName: t.exposeString('userName'),
    fields: t.exposeStringList('fields', {
      description:
        'userName, externalId, firstName, lastName, email, mobile, fixed, employeeNumber, department, active',
    }),
  }),
});

const ScimCandidate = builder.objectRef<ScimCandidateRow>('ScimCandidate').implement({
  fields: (t) => ({
    catalogId: t.exposeInt('catalogId'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    mobile: t.exposeString('mobile', { nullable: true }),
    employeeNumber: t.exposeString('employeeNumber', { nullable: true }),
  }),
});

const ScimConflict = builder.objectRef<ScimConflictRow>('ScimConflict').implement({
  description: 'A directory user that was answered 409 rather than matched to a person by guess.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userName: t.exposeString('userName'),
    externalId: t.exposeString('externalId', { nullable: true }),
    reason: t.field({ type: ScimConflictReason, resolve: (r) => r.reason }),
    matchedBy: t.field({ type: [ScimMatchKey], resolve: (r) => r.matchedBy }),
    candidates: t.field({ type: [ScimCandidate], resolve: (r) => r.candidates }),
    firstAt: t.field({ type: 'DateTime', resolve: (r) => r.firstAt }),
    lastAt: t.field({ type: 'DateTime', resolve: (r) => r.lastAt }),
    attempts: t.exposeInt('attempts'),
  }),
});

type Activity = Awaited<ReturnType<typeof scimActivity>> & { endpointUrl: string };

const ScimActivity = builder.objectRef<Activity>('ScimActivity').implement({
  fields: (t) => ({
    endpointUrl: t.exposeString('endpointUrl', { description: 'The SCIM base URL the directory is given.' }),
    lastCalledAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.lastCalledAt }),
    changes: t.field({ type: [ScimChange], resolve: (r) => r.changes }),
    conflicts: t.field({ type: [ScimConflict], resolve: (r) => r.conflicts }),
  }),
});

builder.queryField('scimToken', (t) =>
  t.field({
    type: ScimToken,
    nullable: true,
    description: "The SCIM token in use for the caller's company, if any.",
    authScopes: { anyRole: ADMIN_ROLES },
    resolve: (_r, _a, ctx) => currentScimToken(ctx.db, principalOf(ctx)),
  }),
);

builder.queryField('scimActivity', (t) =>
  t.field({
    type: ScimActivity,
    description:
      "When the caller's company's directory last called, what it changed (newest first) and its conflicts.",
    authScopes: { anyRole: ADMIN_ROLES },
    args: {
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: async (_r, a, ctx) => ({
      endpointUrl: `${ctx.config.publicUrl}${SCIM_PATH}`,
      ...(await scimActivity(ctx.db, principalOf(ctx), { limit: a.limit ?? 50, offset: a.offset ?? 0 })),
    }),
  }),
);

builder.mutationField('createScimToken', (t) =>
  t.field({
    type: NewScimToken,
    description:
      "A new SCIM token for the caller's company, shown once; the one in use before stops working.",
    authScopes: { anyRole: ADMIN_ROLES },
    resolve: (_r, _a, ctx) => createScimToken(ctx.db, ctx.services.clock, principalOf(ctx)),
  }),
);

builder.mutationField('revokeScimToken', (t) =>
  t.field({
    type: ScimToken,
    description: 'Revokes the token: the directory is refused (401) from its next call.',
    authScopes: { anyRole: ADMIN_ROLES },
    args: { id: t.arg.int() },
    resolve: (_r, a, ctx) => revokeScimToken(ctx.db, ctx.services.clock, principalOf(ctx), a.id),
  }),
);
