import { osloDate } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { nextOpenMonth } from '../../equipment/policies/new-employee-rule.ts';
import {
  dropMove,
  type GroupOfMove,
  groupOnAccount,
  makeDueMoves,
  openGroupsOnAccount,
  planMove,
  plannedMoveOf,
  subscriptionForMove,
} from './billing-group-move.repository.ts';

/**
 * Moving a subscription to another billing group from the portal (issue 33 §2, docs/USERS-SCREEN.md "Billing group
 * move"). The cost engine keeps no billing group per month, so the move is planned: the job below sets the
 * subscription's group on the first day of the next open month, and until then every figure, this month's too,
 * follows the old group.
 */

export type BillingGroupMove = {
  subscriptionId: number;
  from: GroupOfMove;
  to: GroupOfMove;
  /** False when the chosen group is the current one: saving then only drops a move planned before. */
  changesGroup: boolean;
  /** Whether the subscription's usage counts in the VAT base (reports) changes with the group. */
  changesVat: boolean;
  /** The first day of the next open month: the new group applies from it. */
  effectiveOn: string;
  /** The subscription's version after the save (the preview: the current one). */
  version: number;
};

type MoveArgs = { accountId: number; subscriptionId: number; billingGroupId: number };

async function workOutMove(tx: Executor, p: Principal, clock: Clock, a: MoveArgs, forUpdate: boolean) {
  const sub = await subscriptionForMove(tx, p, a.accountId, a.subscriptionId, { forUpdate });
  if (!sub) throw AppError.notFound('Subscription');
  // Only a group of the subscription's own account: another account's (or customer's) group is not found.
  const to = await groupOnAccount(tx, sub.accountId, a.billingGroupId);
  if (!to) throw AppError.notFound('BillingGroup');
  const effectiveOn = nextOpenMonth(osloDate(clock.now()));
  const changesGroup = to.id !== sub.group.id;
  if (changesGroup && to.endedOn !== null)
    throw AppError.badInput('The billing group has ended.', { field: 'billingGroupID' });
  if (changesGroup && sub.endedOn !== null && sub.endedOn < effectiveOn)
    throw AppError.badInput('The subscription ends before the move would apply.', {
      field: 'subscriptionID',
    });
  const move: BillingGroupMove = {
    subscriptionId: sub.id,
    from: sub.group,
    to,
    changesGroup,
    changesVat: changesGroup && to.useVat !== sub.group.useVat,
    effectiveOn,
    version: sub.version,
  };
  return move;
}

/** The groups the subscription may move to (its account's, not ended, its own among them) and a planned move. */
export async function billingGroupMoveOptions(
  db: Executor,
  p: Principal,
  a: { accountId: number; subscriptionId: number },
) {
  const sub = await subscriptionForMove(db, p, a.accountId, a.subscriptionId, { forUpdate: false });
  if (!sub) throw AppError.notFound('Subscription');
  return {
    currentBillingGroupId: sub.group.id,
    groups: await openGroupsOnAccount(db, sub.accountId),
    planned: await plannedMoveOf(db, sub.id),
  };
}

/** What moving the subscription to the group would change, before it is saved. Writes nothing. */
export function billingGroupMovePreview(db: Db, p: Principal, clock: Clock, a: MoveArgs) {
  return db.transaction((tx) => workOutMove(tx, p, clock, a, false));
}

/**
 * Plans the move from the next open month when `version` is the subscription's (CONFLICT otherwise); choosing the
 * current group drops a move planned before.
 */
export function moveSubscriptionToBillingGroup(
  db: Db,
  p: Principal,
  clock: Clock,
  a: MoveArgs & { version: number },
): Promise<BillingGroupMove> {
  return db.transaction(async (tx) => {
    const move = await workOutMove(tx, p, clock, a, true);
    if (move.version !== a.version)
      throw AppError.conflict('The subscription was changed by someone else. Reload it and try again.');
    let changed = true;
    if (move.changesGroup)
      await planMove(tx, {
        subscriptionId: move.subscriptionId,
        fromGroupId: move.from.id,
        toGroupId: move.to.id,
        effectiveOn: move.effectiveOn,
        by: p.actingCatalogId ?? p.catalogId,
      });
    else changed = await dropMove(tx, move.subscriptionId);
    return { ...move, version: changed ? move.version + 1 : move.version };
  });
}

/** Makes the moves that are due (makeDueMoves); answers how many subscriptions moved. */
export function makePlannedBillingGroupMoves(db: Db, clock: Clock): Promise<number> {
  return db.transaction((tx) => makeDueMoves(tx, osloDate(clock.now())));
}

/** Daily just after midnight: on the first of a month the moves planned for it are made before anyone reads it. */
export const plannedBillingGroupMovesJob: ScheduledJob = {
  name: 'planned-billing-group-moves',
  cron: '10 0 * * *',
  run: async (deps) => {
    await makePlannedBillingGroupMoves(deps.db, deps.services.clock);
  },
};
