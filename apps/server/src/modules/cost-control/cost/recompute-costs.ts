import { osloDate } from '@connect/shared';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import {
  closeDueMonths,
  loadMonthStates,
  type MonthState,
  monthKey,
  ruleSnapshotId,
} from './closed-months.ts';
import {
  listSubscriptionsForCosts,
  loadCatalogue,
  loadMonthInputs,
  loadProfileRules,
  type SubscriptionCostRow,
  usagePeriodBounds,
} from './cost.repository.ts';
import { computePersonMonths, type PersonSubscription } from './cost-months.ts';
import { type DraftRules, NO_RULES } from './engine-rules.ts';
import { type MonthCostRow, refreshRollingSums, upsertMonthCosts } from './month-costs.repository.ts';

export type RecomputeScope = {
  subscriptionIds?: number[];
  /** Subscriptions whose applicable profile is this one (members, and non-members when it is their default). */
  profileId?: number;
  /** Subscriptions of these accounts and their sub accounts. */
  accountIds?: number[];
  /** YYYY-MM; without it, every month with usage. */
  fromPeriod?: string;
  toPeriod?: string;
};

/** Subscriptions per batch: bounds memory and statement size while keeping the number of round trips low. */
const BATCH = 1000;

/** A subscription that is not a member never got the report SMS, so no report rule applies to it. */
function rulesFor(rules: DraftRules, fallback: boolean): DraftRules {
  return fallback ? { ...rules, settings: { ...rules.settings, reportingEnabled: false } } : rules;
}

/**
 * Recomputes and stores `subscription_month_costs` for the scope (all subscriptions when the scope is empty), in
 * batches of subscriptions, each batch in its own transaction. Called after ingest and after every change of
 * membership, rules, filters, reports or approvals. A closed month is never written; a past month still open keeps
 * the rules (and membership) it was last computed with, so a change applies from the current month on. Returns
 * how many subscription months were written.
 */
export async function recomputeCosts(
  db: Executor,
  clock: Clock,
  scope: RecomputeScope = {},
): Promise<number> {
  const subs = await subscriptionsWithTheirPeople(db, scope);
  if (subs.length === 0) return 0;
  const catalogue = await loadCatalogue(db);
  const contentId = catalogue.find((c) => c.key === 'content')?.id;
  const rulesCache = new Map<number, DraftRules>();
  const snapshots = new Map<string, number>();
  const now = clock.now();
  const currentPeriod = osloDate(now).slice(0, 7);
  let written = 0;
  for (const batch of personBatches(subs)) {
    const ids = batch.map((s) => s.id);
    let from = scope.fromPeriod;
    let to = scope.toPeriod;
    if (!from || !to) {
      const bounds = await usagePeriodBounds(db, ids);
      if (!bounds) continue;
      from ??= bounds.from;
      to ??= bounds.to;
    }
    if (from > to) continue;
    // The content threshold counts from January, so the year's earlier months are computed (not written) too.
    const yearStart = `${from.slice(0, 4)}-01`;
    const inputs = await loadMonthInputs(db, ids, yearStart, to, contentId);
    const states = await loadMonthStates(db, ids, yearStart, to);
    const kept = (id: number, period: string): MonthState | undefined => {
      const state = states.get(monthKey(id, period));
      return period < currentPeriod && state?.rules ? state : undefined;
    };
    const rows: MonthCostRow[] = [];
    for (const person of groupByPerson(batch)) {
      const withInput = person.filter((s) => inputs.has(s.id));
      const subscriptions: PersonSubscription[] = [];
      for (const s of withInput) {
        const months = inputs.get(s.id)!.months;
        const monthRules = new Map(
          months.flatMap((m) => {
            const rules = kept(s.id, m.period)?.rules;
            return rules ? [[m.period, rules] as const] : [];
          }),
        );
        subscriptions.push({
          rules: await cachedRules(db, rulesCache, s),
          monthRules,
          months,
          endedOn: s.endedOn,
        });
      }
      const computed = computePersonMonths(catalogue, subscriptions, now);
      for (const [i, s] of withInput.entries()) {
        const dataBytes = inputs.get(s.id)!.dataBytes;
        for (const m of computed[i]!) {
          if (m.period < from || m.period > to) continue;
          if (states.get(monthKey(s.id, m.period))?.closed) continue;
          const keep = kept(s.id, m.period);
          rows.push({
            subscriptionId: s.id,
            period: `${m.period}-01`,
            totalOre: m.totals.usedOre,
            workOre: m.totals.workOre,
            privateOre: m.totals.privateOre,
            coveredOre: m.totals.coveredOre,
            deductedOre: m.totals.deductedOre,
            contentDeductedOre: m.totals.contentDeductedOre,
            contentOverThresholdOre: m.totals.contentOverThresholdOre,
            contentBenefitOre: m.totals.contentBenefitOre,
            ekBenefitOre: m.totals.ekBenefitOre,
            contentPendingOre: m.totals.contentPendingOre,
            dataBytes: dataBytes.get(m.period) ?? 0,
            ruleSnapshotId:
              keep?.ruleSnapshotId ?? (await ruleSnapshotId(db, snapshots, subscriptions[i]!.rules)),
            paymentProfileId: keep ? keep.paymentProfileId : s.memberProfileId,
          });
        }
      }
    }
    await db.transaction(async (tx) => {
      for (let j = 0; j < rows.length; j += 5000)
        await upsertMonthCosts(tx, rows.slice(j, j + 5000), now, from);
      await refreshRollingSums(tx, ids, from);
    });
    written += rows.length;
  }
  return written;
}

/** The due-day job's work: closes the months whose due day has passed, computing each one last time. */
export function closeMonths(db: Executor, clock: Clock): Promise<number> {
  return closeDueMonths(db, clock, (scope) => recomputeCosts(db, clock, scope));
}

/**
 * The subscriptions of a scope and every other subscription of the same people: the content threshold is per
 * person, so a change on one subscription can move the figures of the person's others. Ordered by person, then id.
 */
async function subscriptionsWithTheirPeople(
  db: Executor,
  scope: RecomputeScope,
): Promise<SubscriptionCostRow[]> {
  const subs = await listSubscriptionsForCosts(db, scope);
  const people = [...new Set(subs.flatMap((s) => (s.catalogId === null ? [] : [s.catalogId])))];
  if (people.length === 0) return subs;
  const seen = new Set(subs.map((s) => s.id));
  const others = (await listSubscriptionsForCosts(db, { catalogIds: people })).filter((s) => !seen.has(s.id));
  if (others.length === 0) return subs;
  return [...subs, ...others].sort(
    (a, b) => (a.catalogId ?? Infinity) - (b.catalogId ?? Infinity) || a.id - b.id,
  );
}

/** Runs of one person's subscriptions (a subscription without a person is a run of its own). */
function groupByPerson(subs: SubscriptionCostRow[]): SubscriptionCostRow[][] {
  const out: SubscriptionCostRow[][] = [];
  for (const s of subs) {
    const last = out.at(-1);
    if (last && s.catalogId !== null && last[0]!.catalogId === s.catalogId) last.push(s);
    else out.push([s]);
  }
  return out;
}

/** Batches of about BATCH subscriptions that never split one person's subscriptions. */
function* personBatches(subs: SubscriptionCostRow[]): Generator<SubscriptionCostRow[]> {
  let batch: SubscriptionCostRow[] = [];
  for (const person of groupByPerson(subs)) {
    if (batch.length > 0 && batch.length + person.length > BATCH) {
      yield batch;
      batch = [];
    }
    batch.push(...person);
  }
  if (batch.length > 0) yield batch;
}

/** The rules that apply to a subscription now (its profile's, read once per profile into `cache`). */
export async function cachedRules(
  db: Executor,
  cache: Map<number, DraftRules>,
  s: { profileId: number | null; fallback: boolean },
): Promise<DraftRules> {
  if (s.profileId === null) return NO_RULES;
  if (!cache.has(s.profileId)) cache.set(s.profileId, await loadProfileRules(db, s.profileId));
  return rulesFor(cache.get(s.profileId)!, s.fallback);
}
