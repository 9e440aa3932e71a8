import type { ReportMode } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { loadCatalogue, loadProfileRules, recomputeCosts } from '../cost/cost.service.ts';
import { dueDate, dueDatePassed } from '../cost/cost-engine.ts';
import { profileById } from '../payment-profiles/profiles.service.ts';
import { syncAggregateSplit } from './aggregate-split.ts';
import {
  type ReportableItem,
  type ReportLinkRow,
  reportableItems,
  requireOwnReportLink,
  saveReport,
} from './usage-report.repository.ts';

export const COMMENT_MAX = 500;

export type UsageReportView = ReportLinkRow & {
  profileDescription: string | null;
  /** The last day the employee may report (YYYY-MM-DD); null when the subscription has no profile. */
  dueDate: string | null;
  /** Reporting is still possible: a member, with the SMS report on, before the due day has passed. */
  open: boolean;
  mandatoryComment: boolean;
  defaultReportMode: ReportMode;
  items: (ReportableItem & { effectiveUsageType: ReportMode | null })[];
};

/**
 * The employee's report of one month (the page behind the SMS link): the month's usage of the categories the
 * profile reports. After the due day it is read-only and unreported items count as the default report mode.
 */
export async function usageReport(
  db: Executor,
  clock: Clock,
  p: Principal,
  token: string,
): Promise<UsageReportView> {
  return loadReport(db, clock, await requireOwnReportLink(db, p, token));
}

async function loadReport(db: Executor, clock: Clock, link: ReportLinkRow): Promise<UsageReportView> {
  const profile = link.profileId === null ? null : await profileById(db, link.profileId);
  const catalogue = await loadCatalogue(db);
  let reported: number[] = [];
  if (profile?.sendSmsReport) {
    const rules = await loadProfileRules(db, profile.id);
    const on = new Set(rules.categoryGroups.filter((r) => r.report).map((r) => r.categoryGroupID));
    reported = catalogue.filter((c) => c.reportable && on.has(c.id)).map((c) => c.id);
  }
  const contentId = catalogue.find((c) => c.key === 'content')?.id;
  const items = await reportableItems(db, link.subscriptionId, link.period, reported, contentId);
  const open = !!profile?.sendSmsReport && !dueDatePassed(link.period, profile.dueDateDay, clock.now());
  const defaultReportMode = profile?.defaultReportMode ?? 'private';
  return {
    ...link,
    profileDescription: profile?.description ?? null,
    dueDate: profile ? dueDate(link.period, profile.dueDateDay) : null,
    open,
    mandatoryComment: !!profile?.mandatoryCommentInReport,
    defaultReportMode,
    items: items.map((i) => ({
      ...i,
      effectiveUsageType: i.usageType ?? (open ? null : defaultReportMode),
    })),
  };
}

export type ReportedItem = {
  categoryGroupId: number;
  description: string;
  usageType: ReportMode;
  comment?: string | null;
};

/**
 * Saves the employee's marks (work or private) for items of the month and recomputes that subscription from the
 * month on, in one transaction. With the mandatory comment on, work use needs a comment (private use is deducted
 * and needs no reason). Refused once the due day has passed. With generic-traffic reporting on, the work share
 * goes to the administrator's approval list as the month's aggregate split.
 */
export async function reportUsage(
  db: Db,
  clock: Clock,
  p: Principal,
  token: string,
  reported: ReportedItem[],
): Promise<UsageReportView> {
  return db.transaction(async (tx) => {
    const link = await requireOwnReportLink(tx, p, token, { forUpdate: true });
    const report = await loadReport(tx, clock, link);
    if (!report.open)
      throw AppError.badInput('The report is closed: its due day has passed.', { field: 'token' });
    const now = clock.now();
    const newComments: { categoryGroupId: number; text: string }[] = [];
    for (const [i, r] of reported.entries()) {
      const item = report.items.find(
        (x) => x.categoryGroupId === r.categoryGroupId && x.description === r.description,
      );
      if (!item) throw AppError.badInput('The item is not part of this report.', { field: `items.${i}` });
      const comment = r.comment?.trim() || null;
      if (comment && comment.length > COMMENT_MAX)
        throw AppError.badInput(`A comment can be at most ${COMMENT_MAX} characters.`, {
          field: `items.${i}.comment`,
        });
      if (report.mandatoryComment && r.usageType === 'work' && !comment)
        throw AppError.badInput('Work use needs a comment.', { field: `items.${i}.comment` });
      if (r.usageType === 'work' && comment && comment !== item.comment)
        newComments.push({ categoryGroupId: r.categoryGroupId, text: `${r.description}: ${comment}` });
      await saveReport(tx, {
        subscriptionId: link.subscriptionId,
        period: link.period,
        categoryGroupId: r.categoryGroupId,
        description: r.description,
        usageType: r.usageType,
        comment,
        reportedBy: p.catalogId,
        reportedAt: now,
      });
    }
    await recomputeCosts(tx, clock, { subscriptionIds: [link.subscriptionId], fromPeriod: link.period });
    const after = await loadReport(tx, clock, link);
    const profile = link.profileId === null ? null : await profileById(tx, link.profileId);
    if (profile?.reportGenericTraffic) {
      const contentId = (await loadCatalogue(tx)).find((c) => c.key === 'content')?.id;
      const generic = after.items.filter((i) => i.categoryGroupId !== contentId);
      await syncAggregateSplit(tx, {
        subscriptionId: link.subscriptionId,
        period: link.period,
        workOre: generic.filter((i) => i.usageType === 'work').reduce((sum, i) => sum + i.amountOre, 0),
        automaticApproval: profile.automaticApproval,
        comments: newComments.filter((c) => c.categoryGroupId !== contentId).map((c) => c.text),
        reportedBy: p.catalogId,
        now,
      });
    }
    return after;
  });
}
