import { describe, expect, it } from 'vitest';
import {
  availability,
  draftFromProfile,
  groupCategories,
  isChanged,
  newDraft,
  parseLimit,
  profileInput,
  reportsCategories,
  reportsContent,
  ruleRows,
  setReporting,
  ungroup,
  updateCategory,
  updateSettings,
} from './profile-draft.ts';
import type { CategoryGroup, PaymentProfile } from './profiles-api.ts';

const catalogue: CategoryGroup[] = [
  { ID: 1, key: 'subscription', description: 'Abonnement', groupable: false, reportable: false },
  { ID: 2, key: 'calls', description: 'Samtaler', groupable: true, reportable: true },
  { ID: 3, key: 'sms', description: 'SMS/MMS', groupable: true, reportable: true },
  { ID: 4, key: 'data', description: 'Data', groupable: true, reportable: true },
  { ID: 6, key: 'content', description: 'Innholdstjenester', groupable: false, reportable: true },
];

const saved: PaymentProfile = {
  ID: 10,
  accountID: 1,
  description: 'Standard',
  default: true,
  billingPeriod: 'monthly',
  memberCount: 3,
  version: 4,
  settings: {
    smsPaymentMode: 'deduct',
    defaultReportMode: 'private',
    mandatoryCommentInReport: false,
    sendSMSReport: true,
    smsReportText: 'Hei',
    smsSender: 'Connect',
    sendWelcomeSMS: false,
    sendLimitAlertSMS: true,
    limitAlertPercent: 80,
    dueDateDay: 15,
    reportGenericTraffic: false,
    automaticApproval: false,
    ekBenefit: false,
  },
  rules: {
    groups: [
      {
        groupID: 7,
        groupName: 'Tale og SMS',
        categoryGroupIDs: [2, 3],
        covers: true,
        limited: true,
        limit: 500,
      },
    ],
    categoryGroups: [
      { categoryGroupID: 1, covers: true, limited: false, limit: 0, report: false },
      { categoryGroupID: 2, covers: true, limited: true, limit: 200, report: true },
      { categoryGroupID: 3, covers: true, limited: false, limit: 0, report: true },
      { categoryGroupID: 4, covers: true, limited: true, limit: 299.5, report: false },
      { categoryGroupID: 6, covers: true, limited: false, limit: 0, report: true },
    ],
  },
};

describe('the profile draft', () => {
  const draft = draftFromProfile(saved, catalogue);

  it('reads the saved profile and is unchanged until edited', () => {
    expect(draft.categories.find((c) => c.categoryGroupID === 4)!.limit).toBe('299,50');
    expect(isChanged(draft, draftFromProfile(saved, catalogue))).toBe(false);
    expect(isChanged(updateSettings(draft, { dueDateDay: 20 }), draft)).toBe(true);
    // Typing the same limit differently is no change.
    expect(isChanged(updateCategory(draft, 4, { limit: '299,50' }), draft)).toBe(false);
    expect(isChanged(updateSettings(draft, { description: ' Standard ' }), draft)).toBe(false);
  });

  it('counts an empty limit as 0 and refuses what is not a number', () => {
    expect(parseLimit('')).toBe(0);
    expect(parseLimit(' 1 250,5 ')).toBe(1250.5);
    expect(parseLimit('1.234,50')).toBe(1234.5);
    expect(parseLimit('12.5')).toBeNull();
    expect(parseLimit('-1')).toBeNull();
    expect(parseLimit('12abc')).toBeNull();
    expect(profileInput(updateCategory(draft, 2, { limit: 'x' }))).toBeNull();
    expect(
      profileInput(updateCategory(draft, 2, { limit: '' }))!.rules!.categoryGroups!.find(
        (c) => c.categoryGroupID === 2,
      )!.limit,
    ).toBe(0);
  });

  it('needs a description before it can be saved', () => {
    expect(profileInput(updateSettings(draft, { description: '  ' }))).toBeNull();
    expect(profileInput(newDraft(catalogue))).toBeNull();
    expect(profileInput(updateSettings(newDraft(catalogue), { description: 'Ny' }))).toMatchObject({
      description: 'Ny',
      settings: { dueDateDay: 15, smsSender: '' },
    });
  });

  it('turning the SMS report off clears reporting and the mandatory comment', () => {
    const commented = updateSettings(draft, { mandatoryCommentInReport: true });
    expect(commented.settings.mandatoryCommentInReport).toBe(true);
    const off = updateSettings(commented, { sendSMSReport: false });
    expect(off.settings).toMatchObject({ mandatoryCommentInReport: false, reportGenericTraffic: false });
    expect(off.categories.some((c) => c.report)).toBe(false);
    expect(availability(off, true)).toEqual({
      smsSender: false,
      reporting: false,
      contentReporting: false,
      mandatoryComment: false,
    });
  });

  it('allows the mandatory comment only with something reported; content reporting only once saved', () => {
    const nothing = setReporting(
      setReporting(draft, catalogue, 'categories', false),
      catalogue,
      'content',
      false,
    );
    expect(reportsCategories(nothing, catalogue)).toBe(false);
    expect(reportsContent(nothing, catalogue)).toBe(false);
    expect(availability(nothing, true).mandatoryComment).toBe(false);
    expect(availability(updateSettings(nothing, { reportGenericTraffic: true }), true).mandatoryComment).toBe(
      true,
    );
    expect(availability(setReporting(nothing, catalogue, 'content', true), true).mandatoryComment).toBe(true);
    expect(availability(draft, false).contentReporting).toBe(false);
    expect(availability(draft, true).contentReporting).toBe(true);
  });

  it('shows a group where its first category is and ungrouped categories on their own', () => {
    expect(ruleRows(draft, catalogue).map((r) => r.key)).toEqual(['c1', 'g7', 'c4', 'c6']);
  });

  it('groups groupable categories into a new group with the sum of their limits', () => {
    const grouped = groupCategories(ungroup(draft, 'g7'), catalogue, [2, 4, 1], { newName: ' Mobil ' });
    const group = grouped.groups[0]!;
    expect(group).toMatchObject({
      groupID: null,
      groupName: 'Mobil',
      categoryGroupIDs: [2, 4],
      limited: true,
      limit: '499,50',
    });
    expect(ruleRows(grouped, catalogue).map((r) => r.kind)).toEqual([
      'category',
      'group',
      'category',
      'category',
    ]);
    expect(profileInput(grouped)!.rules!.groups).toEqual([
      {
        groupID: null,
        groupName: 'Mobil',
        categoryGroupIDs: [2, 4],
        covers: true,
        limited: true,
        limit: 499.5,
      },
    ]);
  });

  it('moves categories into an existing group and drops a group left empty', () => {
    const split = groupCategories(draft, catalogue, [3], { newName: 'Bare SMS' });
    expect(split.groups.map((g) => [g.groupName, g.categoryGroupIDs])).toEqual([
      ['Tale og SMS', [2]],
      ['Bare SMS', [3]],
    ]);
    const back = groupCategories(split, catalogue, [3, 4], { groupKey: 'g7' });
    expect(back.groups.map((g) => [g.groupName, g.categoryGroupIDs])).toEqual([['Tale og SMS', [2, 3, 4]]]);
    expect(ungroup(back, 'g7').groups).toEqual([]);
  });
});
