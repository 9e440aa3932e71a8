import { osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { deleteOpenMonthsAfterEnd, recomputeCosts } from '../../cost-control/cost/cost.service.ts';
import { welcomeSubscriptionsOfDefaultProfiles } from '../../cost-control/payment-profiles/welcome-sms.ts';
import { joinPoliciesOfNewPeople } from '../../equipment/policies/new-employee-rules.service.ts';
import { type InvitationDeps, inviteAdministrators } from './invitation.ts';
import { planPeople, planSubscriptions } from './plan-people.ts';
import { planTenancy } from './plan-tenancy.ts';
import { type Applied, applyPlan } from './provisioning-apply.ts';
import {
  KINDS,
  type Kind,
  LIST_OF,
  type ProvisioningBatch,
  parseBatch,
  type RecordError,
} from './provisioning-format.ts';
import { emptyPlan, type Plan, type RecordChange } from './provisioning-plan.ts';

export type ProvisioningOptions = {
  dryRun?: boolean;
  /**
   * How new administrators are e-mailed a link to set their password; false for none (the demo seed sets its
   * people's passwords itself).
   */
  invite: Omit<InvitationDeps, 'clock'> | false;
};

type Counts = { created: number; updated: number; ended: number; unchanged: number };
export type ProvisioningResult = {
  dryRun: boolean;
  /** Per list of the batch (customers, accounts, …). */
  counts: Record<(typeof LIST_OF)[Kind], Counts>;
  /** Every record that was (or, in a dry run, would be) created, updated or ended. */
  changes: RecordChange[];
};

/** At most this many bad records are named in a refusal (the count says how many there were). */
const MAX_ERRORS_SHOWN = 1000;

function refused(errors: RecordError[]): AppError {
  const first = errors[0]!;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return AppError.badInput(
    `${first.kind}${first.id ? ` ${first.id}` : ''}: ${first.field ? `${first.field} ` : ''}${first.message}${more}. Nothing was changed.`,
    { errorCount: errors.length, errors: errors.slice(0, MAX_ERRORS_SHOWN) },
  );
}

/** Works out the whole batch against the database: every record's change, or every bad record. */
export async function planBatch(
  db: Executor,
  batch: ProvisioningBatch,
  opts: { invite: boolean },
): Promise<Plan> {
  const plan = emptyPlan();
  const tenancy = await planTenancy(db, batch, plan);
  const people = await planPeople(db, batch, plan, tenancy, opts);
  await planSubscriptions(db, batch, plan, tenancy, people);
  return plan;
}

function resultOf(plan: Plan, dryRun: boolean): ProvisioningResult {
  const counts = Object.fromEntries(
    KINDS.map((k) => [LIST_OF[k], { created: 0, updated: 0, ended: 0, unchanged: 0 }]),
  ) as ProvisioningResult['counts'];
  for (const c of plan.changes) counts[LIST_OF[c.kind]][c.change]++;
  return { dryRun, counts, changes: plan.changes.filter((c) => c.change !== 'unchanged') };
}

/**
 * One batch in the caller's transaction: checked whole (BAD_USER_INPUT naming every bad record), then, unless a
 * dry run, written. Batches wait for each other (a transaction lock), so two at once cannot both create a record.
 */
export async function provisionIn(
  tx: Executor,
  clock: Clock,
  body: unknown,
  opts: ProvisioningOptions,
): Promise<ProvisioningResult> {
  const { batch, errors } = parseBatch(body);
  if (errors.length) throw refused(errors);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('connect.provisioning'))`);
  const plan = await planBatch(tx, batch, { invite: opts.invite !== false });
  if (plan.errors.length) throw refused(plan.errors);
  if (opts.dryRun) return resultOf(plan, true);
  const applied = await applyPlan(tx, plan);
  if (opts.invite)
    await inviteAdministrators(
      tx,
      { ...opts.invite, clock },
      plan.invite.map((ref) => applied.people[-ref - 1]!),
    );
  await followEnds(tx, clock, plan);
  await welcomeNewcomers(tx, clock, applied, opts);
  // A subscription given to another person or moved: its months from now on follow the new person and profile.
  if (applied.reassigned.length)
    await recomputeCosts(tx, clock, {
      subscriptionIds: applied.reassigned,
      fromPeriod: osloDate(clock.now()).slice(0, 7),
    });
  return resultOf(plan, false);
}

/**
 * An end set, moved or taken back on a subscription or an account: no open month is left after an end
 * (cost-months.ts, monthsUntilEnd), and the open months of the subscriptions it touches are computed again, so
 * a later or taken-back end gets its months back. Closed months never change.
 */
async function followEnds(tx: Executor, clock: Clock, plan: Plan): Promise<void> {
  const subscriptionIds = plan.subscriptions.updates.filter((s) => s.endChanged).map((s) => s.id);
  const accountIds = plan.accounts.updates.filter((a) => a.endChanged).map((a) => a.id);
  if (subscriptionIds.length === 0 && accountIds.length === 0) return;
  await deleteOpenMonthsAfterEnd(tx);
  if (subscriptionIds.length) await recomputeCosts(tx, clock, { subscriptionIds });
  if (accountIds.length) await recomputeCosts(tx, clock, { accountIds });
}

/**
 * Issue 33 §2: new people join the equipment policy of the customer's rules for new employees, and new
 * subscriptions that follow a default profile sending the welcome SMS get it (through the outbox, so it leaves
 * after the commit). Both only for what this batch created: the same batch again finds everything and does nothing.
 * The demo seed (no messaging) gets the policies but no SMS.
 */
async function welcomeNewcomers(tx: Executor, clock: Clock, applied: Applied, opts: ProvisioningOptions) {
  await joinPoliciesOfNewPeople(tx, clock, applied.people);
  if (opts.invite)
    await welcomeSubscriptionsOfDefaultProfiles(
      tx,
      { messaging: opts.invite.messaging, clock },
      applied.subscriptions,
    );
}

/** A batch from the REST route or the command line: all of it in one transaction, or nothing. */
export function provision(
  db: Db,
  clock: Clock,
  body: unknown,
  opts: ProvisioningOptions,
): Promise<ProvisioningResult> {
  return db.transaction((tx) => provisionIn(tx, clock, body, opts));
}
