import { createHash } from 'node:crypto';
import { osloDate } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { groupBy } from '../../../group-by.ts';
import {
  closeMonthsDueBefore,
  insertRuleSnapshot,
  listClosedMonths,
  listMonthStates,
  listOpenPastMonths,
  listStaleDueMonths,
  ruleSnapshotIdByDigest,
} from './closed-months.repository.ts';
import type { DraftRules } from './engine-rules.ts';

/**
 * Open and closed months (docs/COST-RULES.md "Closing a month"). A subscription's month is open until its due day
 * has passed (the due day of the rules the month had, in the next month, never before the 10th); the due-day job
 * then computes it one last time and closes it, and from then on its stored figures never change. While a past
 * month is open it keeps the rules it was last computed with during the month (a snapshot per distinct rules).
 */

/** What a recompute needs to know of a stored month. */
export type MonthState = {
  closed: boolean;
  ruleSnapshotId: number | null;
  rules: DraftRules | null;
  paymentProfileId: number | null;
};

export const monthKey = (subscriptionId: number, period: string) => `${subscriptionId}|${period}`;

/** The stored months of some subscriptions between two periods (YYYY-MM), by monthKey. */
export async function loadMonthStates(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
  toPeriod: string,
): Promise<Map<string, MonthState>> {
  const rows = await listMonthStates(db, subscriptionIds, fromPeriod, toPeriod);
  return new Map(
    rows.map(({ subscriptionId, period, ...state }) => [monthKey(subscriptionId, period), state]),
  );
}

/** Snapshot ids of rules objects already seen in this process (a profile's rules object is read once per recompute). */
const snapshotOf = new WeakMap<DraftRules, number>();

/** The id of a snapshot of these rules (one row per distinct content); `cache` keeps ids within one recompute. */
export async function ruleSnapshotId(
  db: Executor,
  cache: Map<string, number>,
  rules: DraftRules,
): Promise<number> {
  const seen = snapshotOf.get(rules);
  if (seen !== undefined && cache.has(`#${seen}`)) return seen;
  const id = await snapshotIdOf(db, cache, rules);
  snapshotOf.set(rules, id);
  cache.set(`#${id}`, id);
  return id;
}

async function snapshotIdOf(db: Executor, cache: Map<string, number>, rules: DraftRules): Promise<number> {
  const json = JSON.stringify(rules);
  const digest = createHash('sha256').update(json).digest('hex');
  const cached = cache.get(digest);
  if (cached !== undefined) return cached;
  await insertRuleSnapshot(db, digest, json);
  const id = await ruleSnapshotIdByDigest(db, digest);
  cache.set(digest, id);
  return id;
}

/** The current month (YYYY-MM) and Oslo's date today. */
function today(clock: Clock): { day: string; currentStart: string } {
  const day = osloDate(clock.now());
  return { day, currentStart: `${day.slice(0, 7)}-01` };
}

/**
 * Closes every open stored month whose due day has passed: a month last computed on or before its due date is
 * computed one last time first (its unreported usage now counts as the profile's default report mode), then all
 * are marked closed. `recompute` is recomputeCosts (passed in to keep the modules acyclic). Safe to run any number
 * of times; a missed night is caught up. Answers how many subscription months it closed.
 */
export async function closeDueMonths(
  db: Executor,
  clock: Clock,
  recompute: (scope: { subscriptionIds: number[]; fromPeriod: string }) => Promise<unknown>,
): Promise<number> {
  const { day, currentStart } = today(clock);
  const stale = await listStaleDueMonths(db, day, currentStart);
  for (const [fromPeriod, months] of groupBy(stale, (s) => s.period))
    await recompute({ subscriptionIds: months.map((s) => s.subscriptionId), fromPeriod });
  return closeMonthsDueBefore(db, day, currentStart, clock.now());
}

/**
 * Of some (subscription, month) pairs, the closed ones (by monthKey): months before the current one that were
 * closed by the job, or whose due day has passed although the job has not run yet.
 */
export async function closedMonthsOf(
  db: Executor,
  clock: Clock,
  pairs: { subscriptionId: number; period: string }[],
): Promise<Set<string>> {
  const { day, currentStart } = today(clock);
  const past = pairs.filter((p) => `${p.period}-01` < currentStart);
  if (past.length === 0) return new Set();
  const rows = await listClosedMonths(db, day, past);
  return new Set(rows.map((r) => monthKey(r.subscriptionId, r.period)));
}

/**
 * The months still open for an account and its sub accounts, oldest first: every month before the current one
 * with a subscription's month not closed yet, and the current month. Every other month before it is closed.
 */
export async function openCostMonths(
  db: Executor,
  clock: Clock,
  p: Principal,
  accountId: number,
): Promise<string[]> {
  const { currentStart } = today(clock);
  return [...(await listOpenPastMonths(db, p, accountId, currentStart)), currentStart.slice(0, 7)];
}
