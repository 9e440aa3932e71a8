import type { DeductStatus, ReportMode } from '@connect/shared';

/** The cost engine's input and answer for one subscription's month (cost-engine.ts). */

export type UsageItem = { categoryGroupId: number; description: string; amountOre: number };
export type UsageReport = { categoryGroupId: number; description: string; usageType: ReportMode };
export type ContentServiceItem = { description: string; amountOre: number; deductStatus: DeductStatus };
/** A decision on a content service or an aggregate split of a closed month, booked in this month (domain.md). */
export type LateDecisionItem = LateContentDecision | LateSplitDecision;
export type LateContentDecision = {
  kind?: 'contentService';
  description: string;
  amountOre: number;
  statusBefore: DeductStatus;
  statusAfter: DeductStatus;
};
/** A decision on the aggregate split of a closed month: that month's usage (content aside) and reports. */
export type LateSplitDecision = {
  kind: 'aggregateSplit';
  /** The split's own month (YYYY-MM). */
  period: string;
  usage: UsageItem[];
  reports: UsageReport[];
  statusBefore: DeductStatus;
  statusAfter: DeductStatus;
};

/** One month of one subscription. Content-group usage comes as contentServices (each charge with its approval). */
export type MonthInput = {
  /** YYYY-MM */
  period: string;
  usage: UsageItem[];
  reports: UsageReport[];
  contentServices: ContentServiceItem[];
  /**
   * The administrator rejected the month's aggregate split (the generic traffic the employee reported as work):
   * that traffic counts as private, so it is deducted like private usage. Approved or pending leaves it work.
   */
  workSplitRejected?: boolean;
  /** Decisions on content services and aggregate splits of closed months, booked here: see lateDecisionMoves. */
  lateDecisions?: LateDecisionItem[];
};

export type CategoryGroupMonth = {
  categoryGroupId: number;
  usedOre: number;
  /** Usage a deduct filter exempts (covered in full, outside any limit). */
  exemptOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
  /** Reportable usage the employee has reported (work or private). */
  reportedOre: number;
  /** Reportable usage not reported while the due day has not passed yet. */
  unreportedOre: number;
};

export type RuleGroupMonth = {
  groupID: number;
  groupName: string;
  categoryGroupIDs: number[];
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
};

export type MonthTotals = {
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
  contentDeductedOre: number;
  contentOverThresholdOre: number;
  /** The part of contentOverThresholdOre that is a taxable benefit (smsPaymentMode tax) rather than deducted. */
  contentBenefitOre: number;
  /** The person's EK benefit of the month, on their first counting subscription (computePersonMonths sets it). */
  ekBenefitOre: number;
  contentPendingOre: number;
};

export type MonthResult = {
  period: string;
  categoryGroups: CategoryGroupMonth[];
  groups: RuleGroupMonth[];
  totals: MonthTotals;
};
