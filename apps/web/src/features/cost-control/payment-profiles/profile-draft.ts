import { DEFAULT_DUE_DAY } from '@connect/shared';
import type {
  BillingPeriod,
  PaymentProfileInput,
  PaymentProfileSettingsInput,
  ReportMode,
  SmsPaymentMode,
} from '../../../gql/graphql.ts';
import { oreOf } from '../../../ui/amount-text.ts';
import type { CategoryGroup, PaymentProfile } from './profiles-api.ts';

/**
 * A payment profile as the screen edits it: settings and rules stay here until Save or Cancel (000 §4). Limits
 * are the text in the input (empty counts as 0, 000 §5), so a half-typed number does not jump.
 */
export type SettingsDraft = {
  description: string;
  billingPeriod: BillingPeriod;
  smsPaymentMode: SmsPaymentMode;
  defaultReportMode: ReportMode;
  mandatoryCommentInReport: boolean;
  sendSMSReport: boolean;
  smsReportText: string;
  smsSender: string | null;
  sendWelcomeSMS: boolean;
  sendLimitAlertSMS: boolean;
  limitAlertPercent: number;
  dueDateDay: number;
  reportGenericTraffic: boolean;
  automaticApproval: boolean;
  ekBenefit: boolean;
};

export type CategoryRuleDraft = {
  categoryGroupID: number;
  covers: boolean;
  limited: boolean;
  limit: string;
  report: boolean;
};

export type GroupDraft = {
  /** The saved group, or null for one made on the screen. */
  groupID: number | null;
  /** Identifies the group on the screen (saved or not). */
  key: string;
  groupName: string;
  categoryGroupIDs: number[];
  covers: boolean;
  limited: boolean;
  limit: string;
};

export type ProfileDraft = { settings: SettingsDraft; categories: CategoryRuleDraft[]; groups: GroupDraft[] };

export const DUE_DAYS = Array.from({ length: 22 }, (_, i) => i + 10);

export const DEFAULT_SETTINGS: SettingsDraft = {
  description: '',
  billingPeriod: 'monthly',
  smsPaymentMode: 'deduct',
  defaultReportMode: 'private',
  mandatoryCommentInReport: false,
  sendSMSReport: false,
  smsReportText: '',
  smsSender: null,
  sendWelcomeSMS: false,
  sendLimitAlertSMS: false,
  limitAlertPercent: 80,
  dueDateDay: DEFAULT_DUE_DAY,
  reportGenericTraffic: false,
  automaticApproval: false,
  ekBenefit: false,
};

/** Limits show as plain kroner: `250`, or `250,50` with øre. */
export function limitText(nok: number): string {
  return Number.isInteger(nok) ? String(nok) : nok.toFixed(2).replace('.', ',');
}

/** The limit a text means in NOK (parseAmount, issue 28 §10): empty is 0; null when it is not an amount from 0 up. */
export function parseLimit(text: string): number | null {
  const ore = oreOf(text);
  if (text.trim() === '') return 0;
  return ore === null ? null : ore / 100;
}

/** The saved profile as a draft. */
export function draftFromProfile(p: PaymentProfile, catalogue: CategoryGroup[]): ProfileDraft {
  const rules = new Map(p.rules.categoryGroups.map((r) => [r.categoryGroupID, r]));
  return {
    settings: {
      description: p.description,
      billingPeriod: p.billingPeriod,
      ...p.settings,
      smsSender: p.settings.smsSender ?? null,
    },
    categories: catalogue.map((c) => {
      const r = rules.get(c.ID);
      return {
        categoryGroupID: c.ID,
        covers: r?.covers ?? true,
        limited: r?.limited ?? false,
        limit: limitText(r?.limit ?? 0),
        report: r?.report ?? false,
      };
    }),
    groups: p.rules.groups.map((g) => ({
      groupID: g.groupID,
      key: `g${g.groupID}`,
      groupName: g.groupName,
      categoryGroupIDs: [...g.categoryGroupIDs],
      covers: g.covers,
      limited: g.limited,
      limit: limitText(g.limit),
    })),
  };
}

/** A new profile: the company covers everything with no limit until the admin says otherwise. */
export function newDraft(catalogue: CategoryGroup[]): ProfileDraft {
  return {
    settings: { ...DEFAULT_SETTINGS },
    categories: catalogue.map((c) => ({
      categoryGroupID: c.ID,
      covers: true,
      limited: false,
      limit: '0',
      report: false,
    })),
    groups: [],
  };
}

const contentOf = (catalogue: CategoryGroup[]) => catalogue.find((c) => c.key === 'content');

/** Reportable categories other than content services ("reportable-category reporting" in the settings). */
export function reportsCategories(draft: ProfileDraft, catalogue: CategoryGroup[]): boolean {
  const content = contentOf(catalogue)?.ID;
  const reportable = new Set(catalogue.filter((c) => c.reportable && c.ID !== content).map((c) => c.ID));
  return draft.categories.some((c) => c.report && reportable.has(c.categoryGroupID));
}

export function reportsContent(draft: ProfileDraft, catalogue: CategoryGroup[]): boolean {
  const content = contentOf(catalogue)?.ID;
  return draft.categories.some((c) => c.report && c.categoryGroupID === content);
}

/** Turns reporting on or off for the reportable categories (`content` for content services, else the others). */
export function setReporting(
  draft: ProfileDraft,
  catalogue: CategoryGroup[],
  which: 'categories' | 'content',
  on: boolean,
): ProfileDraft {
  const content = contentOf(catalogue)?.ID;
  const ids = new Set(
    catalogue
      .filter((c) => c.reportable && (which === 'content' ? c.ID === content : c.ID !== content))
      .map((c) => c.ID),
  );
  return normalize({
    ...draft,
    categories: draft.categories.map((c) => (ids.has(c.categoryGroupID) ? { ...c, report: on } : c)),
  });
}

/** Which settings can be changed now (000 §5). */
export function availability(draft: ProfileDraft, saved: boolean) {
  const sms = draft.settings.sendSMSReport;
  return {
    smsSender: sms,
    reporting: sms,
    // The content-service reporting toggle needs a saved profile: 'This can only be edited after the profile is created.'
    contentReporting: sms && saved,
    mandatoryComment: sms && (draft.settings.reportGenericTraffic || draft.categories.some((c) => c.report)),
  };
}

/**
 * Keeps the draft within the rules between fields, so it can always be saved: with the SMS report off nothing is
 * reported and no comment is mandatory; with nothing reported no comment is mandatory.
 */
export function normalize(draft: ProfileDraft): ProfileDraft {
  let next = draft;
  if (!next.settings.sendSMSReport) {
    next = {
      ...next,
      settings: { ...next.settings, reportGenericTraffic: false, mandatoryCommentInReport: false },
      categories: next.categories.map((c) => (c.report ? { ...c, report: false } : c)),
    };
  }
  if (next.settings.mandatoryCommentInReport && !availability(next, true).mandatoryComment) {
    next = { ...next, settings: { ...next.settings, mandatoryCommentInReport: false } };
  }
  return next;
}

export function updateSettings(draft: ProfileDraft, patch: Partial<SettingsDraft>): ProfileDraft {
  return normalize({ ...draft, settings: { ...draft.settings, ...patch } });
}

/** The rules as the server takes them (every category row, and all groups). Null while a limit is not a number. */
export function rulesInput(draft: ProfileDraft): NonNullable<PaymentProfileInput['rules']> | null {
  const categories = draft.categories.map((c) => ({ ...c, limit: parseLimit(c.limit) }));
  const groups = draft.groups.map((g) => ({ ...g, limit: parseLimit(g.limit) }));
  if ([...categories, ...groups].some((r) => r.limit === null)) return null;
  return {
    categoryGroups: categories.map((c) => ({
      categoryGroupID: c.categoryGroupID,
      covers: c.covers,
      limited: c.limited,
      limit: c.limit,
      report: c.report,
    })),
    groups: groups.map((g) => ({
      groupID: g.groupID,
      groupName: g.groupName,
      categoryGroupIDs: g.categoryGroupIDs,
      covers: g.covers,
      limited: g.limited,
      limit: g.limit,
    })),
  };
}

export function settingsInput(s: SettingsDraft): PaymentProfileSettingsInput {
  return {
    smsPaymentMode: s.smsPaymentMode,
    defaultReportMode: s.defaultReportMode,
    mandatoryCommentInReport: s.mandatoryCommentInReport,
    sendSMSReport: s.sendSMSReport,
    smsReportText: s.smsReportText,
    // An empty sender tells the server "none chosen"; null would keep the saved one.
    smsSender: s.smsSender ?? '',
    sendWelcomeSMS: s.sendWelcomeSMS,
    sendLimitAlertSMS: s.sendLimitAlertSMS,
    limitAlertPercent: s.limitAlertPercent,
    dueDateDay: s.dueDateDay,
    reportGenericTraffic: s.reportGenericTraffic,
    automaticApproval: s.automaticApproval,
    ekBenefit: s.ekBenefit,
  };
}

/** The whole draft for createPaymentProfile / updatePaymentProfile; null while it cannot be saved. */
export function profileInput(draft: ProfileDraft): PaymentProfileInput | null {
  const rules = rulesInput(draft);
  if (!rules || !draft.settings.description.trim()) return null;
  return {
    description: draft.settings.description.trim(),
    billingPeriod: draft.settings.billingPeriod,
    settings: settingsInput(draft.settings),
    rules,
  };
}

function comparable(draft: ProfileDraft) {
  return {
    settings: { ...draft.settings, description: draft.settings.description.trim() },
    categories: draft.categories.map((c) => ({ ...c, limit: parseLimit(c.limit) ?? c.limit })),
    groups: draft.groups.map(({ key: _key, ...g }) => ({
      ...g,
      categoryGroupIDs: [...g.categoryGroupIDs].sort((a, b) => a - b),
      limit: parseLimit(g.limit) ?? g.limit,
    })),
  };
}

/** Save and Cancel show only when the draft differs from what is saved. */
export function isChanged(draft: ProfileDraft, saved: ProfileDraft): boolean {
  return JSON.stringify(comparable(draft)) !== JSON.stringify(comparable(saved));
}

// ---- grouping ------------------------------------------------------------------------------------------------

export type RuleRow =
  | { kind: 'group'; key: string; group: GroupDraft }
  | { kind: 'category'; key: string; rule: CategoryRuleDraft; category: CategoryGroup };

/** The Rules tab's rows in catalogue order: a group where its first category would be, ungrouped categories alone. */
export function ruleRows(draft: ProfileDraft, catalogue: CategoryGroup[]): RuleRow[] {
  const rows: RuleRow[] = [];
  const shown = new Set<string>();
  for (const category of catalogue) {
    const group = draft.groups.find((g) => g.categoryGroupIDs.includes(category.ID));
    if (group) {
      if (!shown.has(group.key)) rows.push({ kind: 'group', key: group.key, group });
      shown.add(group.key);
      continue;
    }
    const rule = draft.categories.find((c) => c.categoryGroupID === category.ID);
    if (rule) rows.push({ kind: 'category', key: `c${category.ID}`, rule, category });
  }
  return rows;
}

let localGroups = 0;

/**
 * Puts groupable categories into an existing group (by key) or a new one (by name). A new group covers when all
 * its categories did, is limited when any was, with the sum of their limits, so grouping alone keeps the allowance.
 */
export function groupCategories(
  draft: ProfileDraft,
  catalogue: CategoryGroup[],
  ids: number[],
  target: { groupKey: string } | { newName: string },
): ProfileDraft {
  const groupable = new Set(catalogue.filter((c) => c.groupable).map((c) => c.ID));
  const moving = ids.filter((id) => groupable.has(id));
  if (moving.length === 0) return draft;
  const without = draft.groups
    .map((g) => ({ ...g, categoryGroupIDs: g.categoryGroupIDs.filter((id) => !moving.includes(id)) }))
    .filter((g) => g.categoryGroupIDs.length > 0 || ('groupKey' in target && g.key === target.groupKey));
  if ('groupKey' in target) {
    return {
      ...draft,
      groups: without.map((g) =>
        g.key === target.groupKey ? { ...g, categoryGroupIDs: [...g.categoryGroupIDs, ...moving] } : g,
      ),
    };
  }
  const members = draft.categories.filter((c) => moving.includes(c.categoryGroupID));
  const limited = members.filter((m) => m.limited);
  const sum = limited.reduce((a, m) => a + (parseLimit(m.limit) ?? 0), 0);
  localGroups += 1;
  return {
    ...draft,
    groups: [
      ...without,
      {
        groupID: null,
        key: `new${localGroups}`,
        groupName: target.newName.trim(),
        categoryGroupIDs: moving,
        covers: members.every((m) => m.covers),
        limited: limited.length > 0,
        limit: limitText(Math.round(sum * 100) / 100),
      },
    ],
  };
}

/** Ungroups one group: its categories' own rules apply again. */
export function ungroup(draft: ProfileDraft, groupKey: string): ProfileDraft {
  return { ...draft, groups: draft.groups.filter((g) => g.key !== groupKey) };
}

export function updateGroup(draft: ProfileDraft, groupKey: string, patch: Partial<GroupDraft>): ProfileDraft {
  return { ...draft, groups: draft.groups.map((g) => (g.key === groupKey ? { ...g, ...patch } : g)) };
}

export function updateCategory(
  draft: ProfileDraft,
  categoryGroupID: number,
  patch: Partial<CategoryRuleDraft>,
): ProfileDraft {
  return {
    ...draft,
    categories: draft.categories.map((c) => (c.categoryGroupID === categoryGroupID ? { ...c, ...patch } : c)),
  };
}
