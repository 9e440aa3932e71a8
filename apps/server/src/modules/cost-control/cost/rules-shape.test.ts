import { describe, expect, it } from 'vitest';
import type { DraftRules } from './engine-rules.ts';
import { rulesInOneShape } from './rules-shape.ts';

/** Rules as a closed month's snapshot gives them back: jsonb orders keys by length, then bytes. */
const fromSnapshot = JSON.parse(
  '{"groups": [{"covers": true, "groupID": 7, "limited": true, "limitOre": 50000, "groupName": "Tale", ' +
    '"categoryGroupIDs": [2, 3]}], "settings": {"dueDateDay": 15, "smsPaymentMode": "deduct", ' +
    '"reportingEnabled": true, "defaultReportMode": "private"}, "deductFilters": [{"categoryGroupID": 2, ' +
    '"descriptionMatch": "Samtaler til"}], "categoryGroups": [{"covers": true, "report": true, "limited": false, ' +
    '"limitOre": 0, "categoryGroupID": 2}]}',
) as DraftRules;

describe('rules in one shape', () => {
  it('gives rules read from a snapshot the key order of rules read from a profile', () => {
    const rules = rulesInOneShape(fromSnapshot);
    expect(Object.keys(rules)).toEqual(['settings', 'categoryGroups', 'groups', 'deductFilters']);
    expect(Object.keys(rules.settings)).toEqual([
      'defaultReportMode',
      'reportingEnabled',
      'dueDateDay',
      'smsPaymentMode',
      'ekBenefit',
    ]);
    expect(Object.keys(rules.categoryGroups[0]!)).toEqual([
      'categoryGroupID',
      'covers',
      'limited',
      'limitOre',
      'report',
    ]);
    expect(Object.keys(rules.groups[0]!)).toEqual([
      'groupID',
      'groupName',
      'covers',
      'limited',
      'limitOre',
      'categoryGroupIDs',
    ]);
    expect(Object.keys(rules.deductFilters[0]!)).toEqual(['categoryGroupID', 'descriptionMatch']);
  });

  it('keeps every value, and leaves out keys the engine does not read', () => {
    const extra = { ...fromSnapshot, categoryGroups: [{ ...fromSnapshot.categoryGroups[0]!, groupId: 7 }] };
    // A snapshot from before the EK setting did not count its months: it reads as off.
    expect(rulesInOneShape(extra)).toEqual({
      ...fromSnapshot,
      settings: { ...fromSnapshot.settings, ekBenefit: false },
    });
  });
});
