import { ekBenefitOfMonth } from '@connect/shared';
import { computePreparedMonth, type MonthInput, type MonthResult } from './cost-engine.ts';
import { type CategoryGroupInfo, type DraftRules, type PreparedRules, prepareRules } from './engine-rules.ts';
import { proportion } from './exact-sums.ts';

/**
 * Months of the cost engine: consecutive months of a person's subscriptions (the yearly content threshold carries
 * over them) and the sums of months into a date range. Pure functions on integer øre, like cost-engine.ts.
 */

/**
 * One subscription of a person: the rules that apply to it now, the rules some months keep instead (an open past
 * month keeps the rules it had at its end), and its months.
 */
export type PersonSubscription = {
  rules: DraftRules;
  monthRules?: ReadonlyMap<string, DraftRules>;
  months: MonthInput[];
  /** The subscription's last day (YYYY-MM-DD), when it has ended: see monthsUntilEnd. */
  endedOn?: string | null;
};

/**
 * The months an ended subscription still has: up to and including the month of its last day. That month counts
 * whole, with the limits of a whole month (the domain has no pro-rata rule and no fixed fee to share); a month
 * after it has no costs and no deductions, whatever usage arrives for it.
 */
export function monthsUntilEnd<M extends { period: string }>(
  months: M[],
  endedOn: string | null | undefined,
): M[] {
  if (!endedOn) return months;
  const last = endedOn.slice(0, 7);
  return months.filter((m) => m.period <= last);
}

/**
 * Computes consecutive months of all the subscriptions of one person (a phone and a data SIM, say), carrying the
 * content the company covered in the calendar year over all of them: the NOK 1 000 benefit threshold is per
 * person. Within a month the subscriptions are taken in the order given (the caller passes them by id). Months
 * must start in January of their first year for the threshold to be right. The EK benefit is per person too.
 * Returns the results per subscription,
 * in the order given.
 */
export function computePersonMonths(
  catalogue: CategoryGroupInfo[],
  subscriptions: PersonSubscription[],
  now: Date,
): MonthResult[][] {
  const contentId = catalogue.find((c) => c.key === 'content')?.id;
  const monthsOf = subscriptions.map((s) => monthsUntilEnd(s.months, s.endedOn));
  const byPeriod = monthsOf.map((months) => new Map(months.map((m) => [m.period, m])));
  const periods = [...new Set(monthsOf.flatMap((months) => months.map((m) => m.period)))].sort();
  const results: MonthResult[][] = subscriptions.map(() => []);
  // Each set of rules is prepared once: the subscriptions' own and those months keep share it over the months.
  const prepared = new Map<DraftRules, PreparedRules>();
  const prepare = (rules: DraftRules) => {
    let p = prepared.get(rules);
    if (!p) {
      p = prepareRules(catalogue, rules);
      prepared.set(rules, p);
    }
    return p;
  };
  let year = '';
  let contentCovered = 0;
  for (const period of periods) {
    if (period.slice(0, 4) !== year) {
      year = period.slice(0, 4);
      contentCovered = 0;
    }
    let ekBooked = false;
    subscriptions.forEach((sub, i) => {
      const m = byPeriod[i]!.get(period);
      if (!m) return;
      const rules = sub.monthRules?.get(period) ?? sub.rules;
      const r = computePreparedMonth(prepare(rules), m, now, contentCovered);
      const content = r.categoryGroups.find((c) => c.categoryGroupId === contentId);
      // The threshold counts what the company covers, before any deduction of the excess itself.
      contentCovered +=
        (content?.coveredOre ?? 0) +
        (rules.settings.smsPaymentMode === 'deduct' ? r.totals.contentOverThresholdOre : 0);
      // EK: one standard amount per person and month they had a counting subscription in (a begun month counts
      // whole), however many they had, on the first of them; their own deductions do not reduce it.
      if (rules.settings.ekBenefit && !ekBooked) {
        r.totals.ekBenefitOre = ekBenefitOfMonth(period);
        ekBooked = true;
      }
      results[i]!.push(r);
    });
  }
  return results;
}

/** Computes consecutive months of a person's only subscription (see computePersonMonths). */
export function computeMonths(
  catalogue: CategoryGroupInfo[],
  rules: DraftRules,
  months: MonthInput[],
  now: Date,
): MonthResult[] {
  return computePersonMonths(catalogue, [{ rules, months }], now)[0]!;
}

export type PeriodFigures = {
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
};

export type RangeFigures = PeriodFigures & { reportedOre: number };

/**
 * Sums months into a date range. Whole months count in full. For a month the range covers only in part, used is
 * the usage of those days (`usedInRange`, from the daily lines), and covered, deducted, work and private are the
 * month's figures in proportion to that share of the month's usage (rounded to the øre), so covered + deducted
 * = used always holds.
 */
export function summarizeRange(
  results: MonthResult[],
  range: { from: string; to: string },
  usedInRange: Map<string, Map<number, number>>,
): Map<number, RangeFigures> {
  const out = new Map<number, RangeFigures>();
  const fromPeriod = range.from.slice(0, 7);
  const toPeriod = range.to.slice(0, 7);
  for (const m of results) {
    if (m.period < fromPeriod || m.period > toPeriod) continue;
    const partial = usedInRange.get(m.period);
    for (const c of m.categoryGroups) {
      const acc = out.get(c.categoryGroupId) ?? {
        usedOre: 0,
        coveredOre: 0,
        deductedOre: 0,
        workOre: 0,
        privateOre: 0,
        reportedOre: 0,
      };
      if (partial) {
        const used = partial.get(c.categoryGroupId) ?? 0;
        const deducted = Math.min(used, proportion(c.deductedOre, used, c.usedOre));
        const priv = Math.min(used, proportion(c.privateOre, used, c.usedOre));
        acc.usedOre += used;
        acc.deductedOre += deducted;
        acc.coveredOre += used - deducted;
        acc.privateOre += priv;
        acc.workOre += used - priv;
        acc.reportedOre += Math.min(used, proportion(c.reportedOre, used, c.usedOre));
      } else {
        acc.usedOre += c.usedOre;
        acc.deductedOre += c.deductedOre;
        acc.coveredOre += c.coveredOre;
        acc.privateOre += c.privateOre;
        acc.workOre += c.workOre;
        acc.reportedOre += c.reportedOre;
      }
      out.set(c.categoryGroupId, acc);
    }
  }
  return out;
}
