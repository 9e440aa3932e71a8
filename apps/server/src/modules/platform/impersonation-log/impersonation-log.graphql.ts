import { CUSTOMER_SOLUTION_PAGE_SIZE, Role } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { type ChangeRow, VISIT_KINDS, type VisitRow } from './impersonation-log.repository.ts';
import { impersonationLog, listChanges } from './impersonation-log.service.ts';

/** A customer's own administrators: the roles a company administrator has. */
const CUSTOMER_ADMIN_ROLES = [Role.CostControl, Role.ConnectEquipmentOverview] as const;

const VisitKind = builder.enumType('ImpersonationKind', {
  description:
    "customer: as the company's administrator; user: as one of its people; direct: provider staff acting as " +
    "themselves (a global admin's or a customer solution's change), in their own session.",
  values: VISIT_KINDS,
});

const VisitEnd = builder.enumType('ImpersonationEnd', {
  description:
    'How the visit ended: reset (back to their own identity), logout, expired (idle as long as a session may be), ' +
    'or ongoing.',
  values: ['reset', 'logout', 'expired', 'ongoing'] as const,
});

const ChangeOutcome = builder.enumType('ImpersonationChangeOutcome', {
  values: ['ok', 'failed', 'pending'] as const,
});

const ChangedObject = builder
  .objectRef<{ field: string; name: string | null }>('ImpersonationChangedObject')
  .implement({
    fields: (t) => ({
      field: t.exposeString('field', { description: 'The mutation, e.g. createPaymentProfile.' }),
      name: t.exposeString('name', {
        nullable: true,
        description: "The changed object's name as the mutation answered it (a deletion answers none).",
      }),
    }),
  });

const Target = builder.objectRef<ChangeRow['targets'][number]>('ImpersonationChangeTarget').implement({
  description: 'An object a change named: its kind (account, person, policy, config, …) and id.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'The mutation that named it.' }),
    kind: t.exposeString('kind'),
    id: t.exposeInt('id'),
  }),
});

const Change = builder.objectRef<ChangeRow>('ImpersonationChange').implement({
  description:
    "A change provider staff made to the customer's data: the operations called and the objects they " +
    'named, never the rest of their input.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (c) => c.at }),
    operation: t.exposeString('operation', {
      nullable: true,
      description: "The client's name for the call.",
    }),
    fields: t.exposeStringList('fields', { description: 'The mutations called, e.g. updatePaymentProfile.' }),
    objects: t.field({
      type: [ChangedObject],
      description:
        'Per mutation called, in the order of fields: the name of the object it answered, when it had one.',
      resolve: (c) => c.fields.map((field) => ({ field, name: c.names[field] ?? null })),
    }),
    outcome: t.field({ type: ChangeOutcome, resolve: (c) => c.outcome }),
    targets: t.field({ type: [Target], resolve: (c) => c.targets }),
  }),
});

const Visit = builder.objectRef<VisitRow>('ImpersonationVisit').implement({
  description: 'Provider staff acting in the company: who, as whom, why, when and for how long.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: VisitKind, resolve: (v) => v.kind }),
    actorName: t.exposeString('actorName'),
    actorCompany: t.exposeString('actorCompany'),
    personName: t.exposeString('personName', {
      nullable: true,
      description: 'The person acted as (kind user).',
    }),
    reason: t.exposeString('reason', { nullable: true }),
    startedAt: t.field({ type: 'DateTime', resolve: (v) => v.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.endedAt }),
    end: t.field({ type: VisitEnd, resolve: (v) => v.end }),
    changes: t.loadableGroup({
      type: Change,
      load: (sessionIds: string[], ctx) => listChanges(ctx.db, principalOf(ctx).customerId, sessionIds),
      group: (c) => c.sessionId,
      resolve: (v) => v.sessionId,
    }),
  }),
});

builder.queryField('impersonationLog', (t) =>
  t.field({
    type: [Visit],
    description:
      "Who from the provider acted in the caller's own company, newest first. For the company's administrators " +
      'acting as themselves.',
    authScopes: { anyRole: CUSTOMER_ADMIN_ROLES },
    args: {
      limit: t.arg.int({
        required: false,
        defaultValue: CUSTOMER_SOLUTION_PAGE_SIZE,
        validate: z.number().int().min(1).max(200),
      }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      impersonationLog(ctx.db, ctx.services.clock, principalOf(ctx), {
        maxIdleSeconds: ctx.config.SESSION_MAX_IDLE_SECONDS,
        limit: a.limit ?? CUSTOMER_SOLUTION_PAGE_SIZE,
        offset: a.offset ?? 0,
      }),
  }),
);
