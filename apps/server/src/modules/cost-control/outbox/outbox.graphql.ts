import { COST_CONTROL_ROLES, MESSAGE_CHANNELS, MESSAGE_STATUSES, PAGE_SIZE } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { OutboxRow } from './outbox.repository.ts';
import { outboxMessages } from './outbox.service.ts';

const MessageChannel = builder.enumType('MessageChannel', { values: MESSAGE_CHANNELS });
const MessageStatus = builder.enumType('MessageStatus', {
  description:
    'outbox: waiting for its gateway (kept while none is configured; retried after a refusal, `error` says the ' +
    'last reason); sent: handed to the gateway; delivered: an SMS whose delivery receipts said every part ' +
    'arrived; failed: the gateway refused it on every attempt, or an SMS receipt said it was not delivered ' +
    '(`error` says why).',
  values: MESSAGE_STATUSES,
});

const OutboxAttachment = builder.objectRef<OutboxRow['attachments'][number]>('OutboxAttachment').implement({
  description: "An e-mail's attachment: its name, type and size in bytes.",
  fields: (t) => ({
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
  }),
});

const OutboxMessage = builder.objectRef<OutboxRow>('OutboxMessage').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    channel: t.field({ type: MessageChannel, resolve: (m) => m.channel }),
    recipient: t.exposeString('recipient'),
    sender: t.exposeString('sender', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    body: t.exposeString('body'),
    status: t.field({ type: MessageStatus, resolve: (m) => m.status }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sentAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.deliveredAt }),
    attachments: t.field({ type: [OutboxAttachment], resolve: (m) => m.attachments }),
  }),
});

const OutboxPage = builder.objectRef<{ totalCount: number; items: OutboxRow[] }>('OutboxPage').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    items: t.field({ type: [OutboxMessage], resolve: (p) => p.items }),
  }),
});

builder.queryField('outboxMessages', (t) =>
  t.field({
    type: OutboxPage,
    description:
      'SMS and e-mail the portal sent for the account and its sub accounts the caller may see, newest first, one page.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ validate: z.number().int().positive() }),
      channel: t.arg({ type: MessageChannel, required: false }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(PAGE_SIZE).nullish() }),
      offset: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      outboxMessages(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        channel: a.channel ?? null,
        limit: a.limit ?? PAGE_SIZE,
        offset: a.offset ?? 0,
      }),
  }),
);
