import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import {
  checkReportingNeedsSms,
  limitToOre,
  newGroupRule,
  resolveDraft,
  savedRules,
  toEngineRules,
} from './profile-rules.ts';
import { DEFAULT_SETTINGS } from './profile-settings.ts';
import type { CategoryGroupRow } from './profiles.repository.ts';

const catalogue: CategoryGroupRow[] = [
  {
    id: 1,
    key: 'subscription',
    description: 'Abonnement',
    groupable: false,
    reportable: false,
    subCategories: [],
  },
  {
    id: 2,
    key: 'calls',
    description: 'Samtaler',
    groupable: true,
    reportable: true,
    subCategories: ['Samtaler innland'],
  },
  { id: 3, key: 'sms', description: 'SMS/MMS', groupable: true, reportable: true, subCategories: [] },
  { id: 4, key: 'data', description: 'Data', groupable: true, reportable: false, subCategories: [] },
];

const saved = savedRules(
  catalogue,
  [
    {
      profileId: 9,
      categoryGroupId: 2,
      groupId: 7,
      covers: true,
      limited: true,
      limitOre: 10_000,
      report: false,
    },
    {
      profileId: 9,
      categoryGroupId: 3,
      groupId: 7,
      covers: true,
      limited: true,
      limitOre: 5_000,
      report: false,
    },
  ],
  [{ id: 7, profileId: 9, name: 'Tale og SMS', covers: true, limited: true, limitOre: 30_000 }],
);

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.details?.field as string;
    throw e;
  }
  return undefined;
}

describe('payment profile rules', () => {
  it('completes the saved rules with the default rule (covered, unlimited) for categories without a row', () => {
    expect(saved.categories.get(1)).toEqual({ covers: true, limited: false, limitOre: 0, report: false });
    expect(saved.groups).toEqual([
      { id: 7, name: 'Tale og SMS', categoryGroupIds: [2, 3], covers: true, limited: true, limitOre: 30_000 },
    ]);
  });

  it('counts an empty limit as 0 and refuses a negative or absurd one', () => {
    expect(limitToOre(null, 'limit')).toBe(0);
    expect(limitToOre(undefined, 'limit')).toBe(0);
    expect(limitToOre(199.5, 'limit')).toBe(19_950);
    expect(fieldOf(() => limitToOre(-1, 'limit'))).toBe('limit');
    expect(fieldOf(() => limitToOre(Number.NaN, 'limit'))).toBe('limit');
    expect(fieldOf(() => limitToOre(10_000_000, 'limit'))).toBe('limit');
  });

  it('applies a draft over the saved rules: unlisted rows keep theirs, listed groups replace the saved ones', () => {
    const next = resolveDraft(catalogue, saved, {
      categoryGroups: [{ categoryGroupID: 1, covers: false, limited: false, limit: null, report: false }],
      groups: [
        {
          groupID: null,
          groupName: 'Mobil',
          categoryGroupIDs: [3, 4],
          covers: true,
          limited: true,
          limit: 500,
        },
      ],
    });
    expect(next.categories.get(1)).toEqual({ covers: false, limited: false, limitOre: 0, report: false });
    expect(next.categories.get(2)).toEqual(saved.categories.get(2));
    expect(next.groups).toEqual([
      { id: null, name: 'Mobil', categoryGroupIds: [3, 4], covers: true, limited: true, limitOre: 50_000 },
    ]);
    expect(resolveDraft(catalogue, saved, { categoryGroups: [] }).groups).toBe(saved.groups);
  });

  it('groups only groupable categories, each in one group, under a non-blank unique name', () => {
    const group = { covers: true, limited: false, limit: 0 };
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, { groups: [{ ...group, groupName: 'A', categoryGroupIDs: [1, 2] }] }),
      ),
    ).toBe('rules.groups.0.categoryGroupIDs');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, {
          groups: [
            { ...group, groupName: 'A', categoryGroupIDs: [2] },
            { ...group, groupName: 'B', categoryGroupIDs: [2, 3] },
          ],
        }),
      ),
    ).toBe('rules.groups.1.categoryGroupIDs');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, { groups: [{ ...group, groupName: ' ', categoryGroupIDs: [2] }] }),
      ),
    ).toBe('rules.groups.0.groupName');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, {
          groups: [
            { ...group, groupName: 'Tale', categoryGroupIDs: [2] },
            { ...group, groupName: 'tale', categoryGroupIDs: [3] },
          ],
        }),
      ),
    ).toBe('rules.groups.1.groupName');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, { groups: [{ ...group, groupName: 'A', categoryGroupIDs: [] }] }),
      ),
    ).toBe('rules.groups.0.categoryGroupIDs');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, {
          groups: [{ ...group, groupID: 99, groupName: 'A', categoryGroupIDs: [2] }],
        }),
      ),
    ).toBe('rules.groups.0.groupID');
  });

  it('reports only reportable categories, and only with the SMS report on', () => {
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, {
          categoryGroups: [{ categoryGroupID: 4, covers: true, limited: false, report: true }],
        }),
      ),
    ).toBe('rules.categoryGroups.0.report');
    const reporting = resolveDraft(catalogue, saved, {
      categoryGroups: [{ categoryGroupID: 2, covers: true, limited: false, report: true }],
    });
    expect(fieldOf(() => checkReportingNeedsSms(reporting, false))).toBe('rules');
    expect(() => checkReportingNeedsSms(reporting, true)).not.toThrow();
  });

  it('refuses unknown and repeated categories', () => {
    const row = { covers: true, limited: false, report: false };
    expect(
      fieldOf(() => resolveDraft(catalogue, saved, { categoryGroups: [{ ...row, categoryGroupID: 42 }] })),
    ).toBe('rules.categoryGroups.0.categoryGroupID');
    expect(
      fieldOf(() =>
        resolveDraft(catalogue, saved, {
          categoryGroups: [
            { ...row, categoryGroupID: 2 },
            { ...row, categoryGroupID: 2 },
          ],
        }),
      ),
    ).toBe('rules.categoryGroups.1.categoryGroupID');
  });

  it('gives a new group the sum of its members’ limits, so grouping alone keeps the allowance', () => {
    expect(
      newGroupRule([
        { covers: true, limited: true, limitOre: 10_000, report: false },
        { covers: true, limited: false, limitOre: 0, report: false },
        { covers: true, limited: true, limitOre: 5_000, report: false },
      ]),
    ).toEqual({ covers: true, limited: true, limitOre: 15_000 });
    expect(newGroupRule([{ covers: false, limited: false, limitOre: 0, report: false }])).toEqual({
      covers: false,
      limited: false,
      limitOre: 0,
    });
  });

  it('hands the engine every rule, drafted groups with distinct ids, and the filters', () => {
    const draft = resolveDraft(catalogue, saved, {
      groups: [
        {
          groupID: 7,
          groupName: 'Tale og SMS',
          categoryGroupIDs: [2, 3],
          covers: true,
          limited: true,
          limit: 300,
        },
        { groupName: 'Ny', categoryGroupIDs: [4], covers: true, limited: false },
      ],
    });
    const rules = toEngineRules({ ...DEFAULT_SETTINGS, sendSmsReport: true }, draft, [
      { categoryGroupId: 2, descriptionMatch: 'Samtaler til' },
    ]);
    expect(rules.settings).toEqual({
      defaultReportMode: 'private',
      reportingEnabled: true,
      dueDateDay: 15,
      smsPaymentMode: 'deduct',
      ekBenefit: false,
    });
    expect(rules.categoryGroups).toHaveLength(4);
    expect(rules.groups.map((g) => g.groupID)).toEqual([7, -2]);
    expect(rules.deductFilters).toEqual([{ categoryGroupID: 2, descriptionMatch: 'Samtaler til' }]);
  });
});
