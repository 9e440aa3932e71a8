import { addMonths, monthRange, osloDate, periodsBetween } from '@connect/shared';
import type { Clock } from '../../../clock.ts';
import { requireDateRange } from '../../../date-range.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { loadMonthStates, monthKey } from './closed-months.ts';
import {
  type CostSubscription,
  findSubscriptionForCosts,
  listSubscriptionsForCosts,
  loadCatalogue,
  loadMonthInputs,
  loadProfileRules,
  usageBetween,
} from './cost.repository.ts';
import type { MonthResult } from './cost-engine.ts';
import { computePersonMonths, monthsUntilEnd, type RangeFigures, summarizeRange } from './cost-months.ts';
import type { CategoryGroupInfo, DraftRules } from './engine-rules.ts';
import { cachedRules } from './recompute-costs.ts';

/** The closed months as SQL, for the usage ingest's bulk booking. */
export { closedOf } from './closed-months.repository.ts';
export { closeMonths, type RecomputeScope, recomputeCosts } from './recompute-costs.ts';
export { deleteOpenMonthsAfterEnd } from './subscription-end.repository.ts';
export type { DraftRules };
export { loadCatalogue, loadProfileRules };

export type CategoryGroupCosts = {
  categoryGroupID: number;
  name: string;
  key: string;
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
  usedYtdOre: number;
  deductedYtdOre: number;
  /** Usage the employee reported (work or private) in the period. */
  reportedOre: number;
  /** The employee reports this category's usage under the profile. */
  reported: boolean;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  /** The named rule group the category belongs to, if any. */
  groupName: string | null;
};

export type Totals = {
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
};

export type SubscriptionCosts = {
  subscriptionId: number;
  /** The profile whose rules applied (own or the account's default); null when none applies or a draft was given. */
  profileId: number | null;
  fromDate: string;
  toDate: string;
  categoryGroups: CategoryGroupCosts[];
  period: Totals;
  ytd: Totals & { fromDate: string; toDate: string };
  months: MonthResult[];
  dataUsage: { period: string; usageBytes: number; includedBytes: number }[];
};

function zero(): Totals {
  return { usedOre: 0, coveredOre: 0, deductedOre: 0, workOre: 0, privateOre: 0 };
}

/** The months of a range that it covers only in part, with the dates it covers in each. */
function partialMonths(from: string, to: string): { period: string; from: string; to: string }[] {
  const out: { period: string; from: string; to: string }[] = [];
  for (const period of periodsBetween(from.slice(0, 7), to.slice(0, 7))) {
    const r = monthRange(period);
    const a = from > r.from ? from : r.from;
    const b = to < r.to ? to : r.to;
    if (a !== r.from || b !== r.to) out.push({ period, from: a, to: b });
  }
  return out;
}

/** Usage of the days of each partial month of a range; `seen` keeps days already read (period and YTD share them). */
async function usedInRange(
  db: Executor,
  subscriptionId: number,
  from: string,
  to: string,
  seen: Map<string, Map<number, number>>,
) {
  const out = new Map<string, Map<number, number>>();
  for (const p of partialMonths(from, to)) {
    const key = `${p.from}/${p.to}`;
    if (!seen.has(key)) seen.set(key, await usageBetween(db, subscriptionId, p.from, p.to));
    out.set(p.period, seen.get(key)!);
  }
  return out;
}

/**
 * One subscription's costs for a date range: per category group used, covered, deducted, work and private, the
 * year-to-date figures (1 January of toDate's year to toDate), and the totals. `rules` computes with a draft
 * (the rule preview) instead of the profile that applies. The caller has checked that the caller may see it.
 */
export async function computeSubscriptionCosts(
  db: Executor,
  clock: Clock,
  opts: {
    subscriptionId: number;
    fromDate: string;
    toDate: string;
    rules?: DraftRules;
    /** The subscription's profile, allowance and person, when the caller has read them already. */
    subscription?: CostSubscription;
  },
): Promise<SubscriptionCosts> {
  const { subscriptionId, fromDate, toDate } = opts;
  requireDateRange(fromDate, toDate);
  const sub = opts.subscription ?? (await findSubscriptionForCosts(db, subscriptionId));
  if (!sub) throw AppError.notFound('Subscription');
  const catalogue = await loadCatalogue(db);
  const contentId = catalogue.find((c) => c.key === 'content')?.id;
  const rulesCache = new Map<number, DraftRules>();
  const rules = opts.rules ?? (await cachedRules(db, rulesCache, sub));

  // The person's other subscriptions count towards the same yearly content threshold, with their own rules.
  const others =
    sub.catalogId === null
      ? []
      : (await listSubscriptionsForCosts(db, { catalogIds: [sub.catalogId] })).filter(
          (s) => s.id !== subscriptionId,
        );
  const firstPeriod = `${fromDate.slice(0, 4)}-01`;
  const lastPeriod = toDate.slice(0, 7);
  const inputs = await loadMonthInputs(
    db,
    [subscriptionId, ...others.map((s) => s.id)],
    firstPeriod,
    lastPeriod,
    contentId,
  );
  const input = inputs.get(subscriptionId) ?? { months: [], dataBytes: new Map<string, number>() };
  // Past months keep the rules they were computed with (a draft in the rule preview replaces them all).
  const currentPeriod = osloDate(clock.now()).slice(0, 7);
  const states = await loadMonthStates(
    db,
    [subscriptionId, ...others.map((s) => s.id)],
    firstPeriod,
    lastPeriod,
  );
  const monthRulesOf = (id: number, ownRules: boolean) => {
    const out = new Map<string, DraftRules>();
    if (ownRules && opts.rules) return out;
    for (const m of inputs.get(id)?.months ?? []) {
      const kept = states.get(monthKey(id, m.period))?.rules;
      if (m.period < currentPeriod && kept) out.set(m.period, kept);
    }
    return out;
  };
  const person = [
    {
      id: subscriptionId,
      rules,
      monthRules: monthRulesOf(subscriptionId, true),
      months: input.months,
      endedOn: sub.endedOn,
    },
  ];
  for (const s of others)
    person.push({
      id: s.id,
      rules: await cachedRules(db, rulesCache, s),
      monthRules: monthRulesOf(s.id, false),
      months: inputs.get(s.id)?.months ?? [],
      endedOn: s.endedOn,
    });
  person.sort((a, b) => a.id - b.id);
  const months = computePersonMonths(catalogue, person, clock.now())[
    person.findIndex((p) => p.id === subscriptionId)
  ]!;

  const ytdFrom = `${toDate.slice(0, 4)}-01-01`;
  const days = new Map<string, Map<number, number>>();
  const period = summarizeRange(
    months,
    { from: fromDate, to: toDate },
    await usedInRange(db, subscriptionId, fromDate, toDate, days),
  );
  const ytd = summarizeRange(
    months,
    { from: ytdFrom, to: toDate },
    await usedInRange(db, subscriptionId, ytdFrom, toDate, days),
  );

  const categoryGroups = catalogue.map((c) => describeCategory(c, rules, period.get(c.id), ytd.get(c.id)));
  const sumTotals = (key: 'period' | 'ytd') => {
    const t = zero();
    for (const f of (key === 'period' ? period : ytd).values()) {
      t.usedOre += f.usedOre;
      t.coveredOre += f.coveredOre;
      t.deductedOre += f.deductedOre;
      t.workOre += f.workOre;
      t.privateOre += f.privateOre;
    }
    return t;
  };
  return {
    subscriptionId,
    profileId: opts.rules ? null : sub.profileId,
    fromDate,
    toDate,
    categoryGroups,
    period: sumTotals('period'),
    ytd: { ...sumTotals('ytd'), fromDate: ytdFrom, toDate },
    months: months.filter((m) => m.period >= fromDate.slice(0, 7) && m.period <= lastPeriod),
    // No data rows after the month of its end, as there are no costs then either.
    dataUsage: monthsUntilEnd(
      periodsBetween(fromDate.slice(0, 7), lastPeriod).map((p) => ({
        period: p,
        usageBytes: input.dataBytes.get(p) ?? 0,
        includedBytes: sub.dataIncludedBytes,
      })),
      sub.endedOn,
    ),
  };
}

function describeCategory(
  c: CategoryGroupInfo,
  rules: DraftRules,
  period: RangeFigures | undefined,
  ytd: RangeFigures | undefined,
): CategoryGroupCosts {
  const rule = rules.categoryGroups.find((r) => r.categoryGroupID === c.id);
  const group = rules.groups.find((g) => g.categoryGroupIDs.includes(c.id));
  return {
    categoryGroupID: c.id,
    name: c.description,
    key: c.key,
    usedOre: period?.usedOre ?? 0,
    coveredOre: period?.coveredOre ?? 0,
    deductedOre: period?.deductedOre ?? 0,
    workOre: period?.workOre ?? 0,
    privateOre: period?.privateOre ?? 0,
    usedYtdOre: ytd?.usedOre ?? 0,
    deductedYtdOre: ytd?.deductedOre ?? 0,
    reportedOre: period?.reportedOre ?? 0,
    reported: rules.settings.reportingEnabled && c.reportable && (rule?.report ?? false),
    covers: group ? group.covers : (rule?.covers ?? true),
    limited: group ? group.limited : (rule?.limited ?? false),
    limitOre: group ? group.limitOre : (rule?.limitOre ?? 0),
    groupName: group?.groupName ?? null,
  };
}

/** The default range of the lists: the twelve calendar months up to and including the current one (Oslo). */
export function lastYearRange(clock: Clock): { fromDate: string; toDate: string } {
  const today = osloDate(clock.now());
  return { fromDate: addMonths(`${today.slice(0, 7)}-01`, -11), toDate: today };
}

/** The costs panel's default: the current month so far. */
export function currentMonthRange(clock: Clock): { fromDate: string; toDate: string } {
  const today = osloDate(clock.now());
  return { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
}
