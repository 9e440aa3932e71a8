import { describe, expect, it } from 'vitest';
import type { Account } from '../../../app/account-choice.ts';
import { accountsUnder, billingGroupsUnder } from './filter-choices.ts';

const accounts: Account[] = [
  { ID: 3, parentAccountID: 2, name: 'Bergen', billingGroups: [{ ID: 30, name: 'Bergen' }] },
  { ID: 1, parentAccountID: null, name: 'Main', billingGroups: [{ ID: 10, name: 'Hovedkontor' }] },
  { ID: 2, parentAccountID: null, name: 'Vest', billingGroups: [{ ID: 20, name: 'Vest drift' }] },
];

describe('export filter choices', () => {
  it('offers the account and its sub accounts', () => {
    expect(accountsUnder(accounts, 2).map((a) => a.ID)).toEqual([3, 2]);
    expect(accountsUnder(accounts, 1).map((a) => a.ID)).toEqual([1]);
  });

  it('offers the billing groups of the chosen accounts with their sub accounts, or of all', () => {
    expect(billingGroupsUnder(accounts, 2, []).map((g) => g.ID)).toEqual([30, 20]);
    expect(billingGroupsUnder(accounts, 2, [3]).map((g) => g.ID)).toEqual([30]);
    expect(billingGroupsUnder(accounts, 2, [2]).map((g) => g.ID)).toEqual([30, 20]);
  });
});
