import type { CategoryGroupMonth, MonthInput } from './cost-engine.ts';
import type { CategoryGroupInfo, DraftRules } from './engine-rules.ts';

/** The cost engine's unit tests' catalogue, rules and months, shared by the cost-engine*.test.ts files. */

export const G = { subscription: 1, calls: 2, sms: 3, data: 4, roaming: 5, content: 6, other: 7 } as const;
export const CATALOGUE: CategoryGroupInfo[] = [
  { id: G.subscription, key: 'subscription', description: 'Abonnement', groupable: false, reportable: false },
  { id: G.calls, key: 'calls', description: 'Samtaler', groupable: true, reportable: true },
  { id: G.sms, key: 'sms', description: 'SMS/MMS', groupable: true, reportable: true },
  { id: G.data, key: 'data', description: 'Data', groupable: true, reportable: true },
  { id: G.roaming, key: 'roaming', description: 'Roaming', groupable: true, reportable: true },
  { id: G.content, key: 'content', description: 'Innholdstjenester', groupable: false, reportable: true },
  { id: G.other, key: 'other', description: 'Annet', groupable: true, reportable: false },
];

/** Before the due day of October 2026 (15 November) and after it. */
export const BEFORE_DUE = new Date('2026-11-10T12:00:00+01:00');
export const AFTER_DUE = new Date('2026-11-20T12:00:00+01:00');

export function rules(
  partial: Partial<Omit<DraftRules, 'settings'>> & { settings?: Partial<DraftRules['settings']> } = {},
): DraftRules {
  return {
    categoryGroups: partial.categoryGroups ?? [],
    groups: partial.groups ?? [],
    deductFilters: partial.deductFilters ?? [],
    settings: {
      defaultReportMode: 'private',
      reportingEnabled: true,
      dueDateDay: 15,
      smsPaymentMode: 'deduct',
      ekBenefit: false,
      ...partial.settings,
    },
  };
}

export const rule = (categoryGroupID: number, r: Partial<DraftRules['categoryGroups'][number]> = {}) => ({
  categoryGroupID,
  covers: true,
  limited: false,
  limitOre: 0,
  report: false,
  ...r,
});

export function month(partial: Partial<MonthInput> = {}): MonthInput {
  return { period: '2026-10', usage: [], reports: [], contentServices: [], ...partial };
}

export const use = (categoryGroupId: number, description: string, amountOre: number) => ({
  categoryGroupId,
  description,
  amountOre,
});

export function cg(result: { categoryGroups: CategoryGroupMonth[] }, id: number): CategoryGroupMonth {
  return result.categoryGroups.find((c) => c.categoryGroupId === id)!;
}
