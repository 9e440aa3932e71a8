import { describe, expect, it } from 'vitest';
import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { draftProblems, plannedActions, savedDraft } from './offboarding-draft.ts';

const offboarding: OffboardingFieldsFragment = {
  person: {
    catalogID: 7,
    firstName: 'Lise',
    lastName: 'Avgang',
    employeeNumber: '2001',
    leavingDate: '2026-11-30',
  },
  subscriptions: [
    {
      subscriptionID: 1,
      accountID: 3,
      phoneNumber: '+4790000001',
      product: 'mobile',
      paymentProfileName: null,
      endedOn: null,
      version: 2,
    },
    {
      subscriptionID: 2,
      accountID: 3,
      phoneNumber: '+4790000002',
      product: 'mobile',
      paymentProfileName: null,
      endedOn: '2026-11-30',
      version: 1,
    },
  ],
  devices: [
    {
      deviceID: 5,
      accountID: 3,
      classID: 1,
      description: 'Telefon',
      returnedAt: null,
      purchasedAt: null,
      purchasedCostPrice: null,
      version: 4,
      quoteProblem: null,
      quote: null,
    },
    {
      deviceID: 6,
      accountID: 3,
      classID: 1,
      description: 'Nettbrett',
      returnedAt: '2026-11-01',
      purchasedAt: null,
      purchasedCostPrice: null,
      version: 2,
      quoteProblem: null,
      quote: null,
    },
  ],
  finalPayroll: null,
  reminders: [],
};

describe('the offboarding draft', () => {
  it('has a choice for each open subscription and device only, dated the leaving date', () => {
    expect(savedDraft(offboarding)).toEqual({
      leavingDate: '2026-11-30',
      subscriptions: { 1: { decision: '', lastDay: '2026-11-30', newPerson: null } },
      devices: { 5: { decision: '', date: '2026-11-30' } },
    });
  });

  it('plans the leaving date first, then each decision with the version it was read at', () => {
    const d = savedDraft(offboarding);
    d.leavingDate = '2026-12-15';
    d.subscriptions[1] = { decision: 'takeOver', lastDay: '2026-12-31', newPerson: null };
    d.devices[5] = { decision: 'boughtOut', date: '2026-12-15' };
    expect(plannedActions(d, offboarding)).toEqual([
      { kind: 'leavingDate', leavingDate: '2026-12-15', expected: '2026-11-30' },
      {
        kind: 'subscription',
        subscriptionID: 1,
        version: 2,
        decision: 'takeOver',
        newCatalogID: null,
        lastDay: '2026-12-31',
      },
      { kind: 'device', deviceID: 5, version: 4, decision: 'boughtOut', date: null },
    ]);
    expect(plannedActions(savedDraft(offboarding), offboarding)).toEqual([]);
  });

  it('keeps a subscription with the person chosen, or nobody', () => {
    const d = savedDraft(offboarding);
    d.subscriptions[1] = { decision: 'keep', lastDay: null, newPerson: { catalogID: 9, name: 'Ny' } };
    expect(plannedActions(d, offboarding)[0]).toMatchObject({
      decision: 'keep',
      newCatalogID: 9,
      lastDay: null,
    });
  });

  it('refuses unreadable dates, an end without a last day and decisions without a leaving date', () => {
    const d = savedDraft(offboarding);
    d.subscriptions[1] = { decision: 'end', lastDay: null, newPerson: null };
    d.devices[5] = { decision: 'returned', date: '31.02.2026x' };
    expect(draftProblems(d)).toEqual(['subscription:1', 'device:5']);
    expect(draftProblems({ ...d, leavingDate: null, subscriptions: {} })).toEqual([
      'device:5',
      'leavingDateNeeded',
    ]);
  });
});
