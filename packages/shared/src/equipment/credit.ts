import { assertDate, monthsAfter, wholeMonthsBetween } from './policy-dates.ts';
import { assertCreditRules, type CreditRules } from './policy-rules.ts';
import { signedWithVat } from './vat.ts';

/**
 * The credit of one employee in one policy category, as of any date (domain.md, Equipment policies; the rules and
 * worked examples are in docs/EQUIPMENT-POLICY-RULES.md). Pure: the server and the web app compute the same figures.
 */

/** Where the current credit cycle began and with how much (øre): a purchase starts one at 0. */
export interface CreditCycle {
  start: string;
  startAmount: number;
}

/** An admin's signed correction (øre) and the Oslo date it was made. */
export interface CreditCorrection {
  date: string;
  amount: number;
}

/**
 * The cycle of a member who was not moved with a transferred credit: from the last purchase at 0; with nothing
 * bought, from the day they got the policy, at full credit when the policy grants full credit on start.
 */
export function creditCycleOf(member: {
  lastPurchaseDate: string | null;
  memberSince: string;
  grantFullCreditOnStart: boolean;
  companyCovers: number;
}): CreditCycle {
  if (member.lastPurchaseDate) return { start: member.lastPurchaseDate, startAmount: 0 };
  return { start: member.memberSince, startAmount: member.grantFullCreditOnStart ? member.companyCovers : 0 };
}

export interface CreditInput {
  rules: CreditRules;
  lastPurchaseDate: string | null;
  cycle: CreditCycle;
  corrections: readonly CreditCorrection[];
  asOf: string;
}

export interface CreditFigures {
  asOf: string;
  /** Whole months from the cycle's start to asOf (0 when asOf is before the start). */
  monthsElapsed: number;
  companyCovers: number;
  companyCoversIncVat: number;
  /** What the months have built up, capped at companyCovers, before corrections. */
  builtUpCredit: number;
  /** The sum of the cycle's corrections made on or before asOf. */
  correctionsTotal: number;
  /** builtUpCredit + correctionsTotal; signed, a correction may take it below 0 (it is not floored). */
  currentPolicyCategoryCredit: number;
  currentPolicyCategoryCreditIncVat: number;
  /** Whole percent of companyCovers the credit has reached, 0–100 (100 when companyCovers is 0). */
  creditReachedPercentage: number;
  /** companyCovers / fullCoverage rounded half-up to the øre (the months themselves add up to exactly companyCovers). */
  monthlyIncrease: number;
  monthlyIncreaseIncVat: number;
  newDeviceEligibilityStartDate: string;
  eligibleForNewDevice: boolean;
  creditLimitFullyReachedDate: string;
  environmentalBonusAccrued: number;
  environmentalBonusAccruedIncVat: number;
  /** When the bonus has fully built up; null when the category has no bonus. */
  envBonusLimitReachDate: string | null;
  companyCoversWithEnvBonus: number;
  companyCoversWithEnvBonusIncVat: number;
  /** What a purchase may use as of asOf: the credit plus the bonus built up. */
  creditWithBonus: number;
  creditWithBonusIncVat: number;
}

/** Credit built up after `months` whole months: floor(companyCovers × months / fullCoverage) on top of the start. */
function builtUp(rules: CreditRules, cycle: CreditCycle, months: number): number {
  const grown = Math.floor((rules.companyCovers * months) / rules.fullCoverage);
  return Math.min(rules.companyCovers, cycle.startAmount + grown);
}

/** The first whole month k at which the built-up credit reaches companyCovers (0 when it starts there). */
function monthsToFull(rules: CreditRules, cycle: CreditCycle): number {
  const missing = rules.companyCovers - cycle.startAmount;
  if (missing <= 0) return 0;
  // floor(C·k/F) ≥ missing ⇔ C·k ≥ missing·F (missing is whole) ⇔ k ≥ ceil(missing·F / C).
  return Math.ceil((missing * rules.fullCoverage) / rules.companyCovers);
}

/** The bonus after `months` whole months of full credit: floor(bonus × months / period), all of it for period 0. */
function bonusAccrued(rules: CreditRules, months: number): number {
  if (months < 0 || rules.environmentalBonus === 0) return 0;
  if (rules.envBonusTimePeriod === 0) return rules.environmentalBonus;
  return Math.min(
    rules.environmentalBonus,
    Math.floor((rules.environmentalBonus * months) / rules.envBonusTimePeriod),
  );
}

function reachedPercentage(credit: number, companyCovers: number): number {
  if (companyCovers === 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((credit * 100) / companyCovers)));
}

export function computeCredit(input: CreditInput): CreditFigures {
  const { rules, cycle, asOf, lastPurchaseDate } = input;
  assertCreditRules(rules);
  assertDate(asOf, 'asOf');
  assertDate(cycle.start, 'cycle.start');
  if (lastPurchaseDate !== null) assertDate(lastPurchaseDate, 'lastPurchaseDate');
  if (!Number.isSafeInteger(cycle.startAmount) || cycle.startAmount > rules.companyCovers)
    throw new RangeError(
      `cycle.startAmount must be whole øre up to companyCovers, got ${cycle.startAmount}.`,
    );

  // Only the current cycle is known: a date before it is answered as the cycle's first day.
  const monthsElapsed = asOf < cycle.start ? 0 : wholeMonthsBetween(cycle.start, asOf);
  const builtUpCredit = builtUp(rules, cycle, monthsElapsed);
  let correctionsTotal = 0;
  for (const c of input.corrections) {
    assertDate(c.date, 'correction.date');
    if (!Number.isSafeInteger(c.amount))
      throw new RangeError(`A correction must be whole øre, got ${c.amount}.`);
    // A purchase starts a new cycle: corrections made before it belong to the old one.
    if (c.date >= cycle.start && c.date <= asOf) correctionsTotal += c.amount;
  }
  const credit = builtUpCredit + correctionsTotal;

  // Every anniversary counts from the cycle's start day, so a start on the 31st stays on month ends throughout.
  const fullAfter = monthsToFull(rules, cycle);
  const creditLimitFullyReachedDate = monthsAfter(cycle.start, fullAfter);
  const environmentalBonusAccrued = asOf < cycle.start ? 0 : bonusAccrued(rules, monthsElapsed - fullAfter);
  const newDeviceEligibilityStartDate = lastPurchaseDate
    ? monthsAfter(lastPurchaseDate, rules.timePeriod)
    : cycle.start;
  const monthlyIncrease = Math.floor(
    (2 * rules.companyCovers + rules.fullCoverage) / (2 * rules.fullCoverage),
  );
  const companyCoversWithEnvBonus = rules.companyCovers + rules.environmentalBonus;
  const creditWithBonus = credit + environmentalBonusAccrued;

  return {
    asOf,
    monthsElapsed,
    companyCovers: rules.companyCovers,
    companyCoversIncVat: signedWithVat(rules.companyCovers),
    builtUpCredit,
    correctionsTotal,
    currentPolicyCategoryCredit: credit,
    currentPolicyCategoryCreditIncVat: signedWithVat(credit),
    creditReachedPercentage: reachedPercentage(credit, rules.companyCovers),
    monthlyIncrease,
    monthlyIncreaseIncVat: signedWithVat(monthlyIncrease),
    newDeviceEligibilityStartDate,
    eligibleForNewDevice: asOf >= newDeviceEligibilityStartDate,
    creditLimitFullyReachedDate,
    environmentalBonusAccrued,
    environmentalBonusAccruedIncVat: signedWithVat(environmentalBonusAccrued),
    envBonusLimitReachDate:
      rules.environmentalBonus > 0 ? monthsAfter(cycle.start, fullAfter + rules.envBonusTimePeriod) : null,
    companyCoversWithEnvBonus,
    companyCoversWithEnvBonusIncVat: signedWithVat(companyCoversWithEnvBonus),
    creditWithBonus,
    creditWithBonusIncVat: signedWithVat(creditWithBonus),
  };
}
