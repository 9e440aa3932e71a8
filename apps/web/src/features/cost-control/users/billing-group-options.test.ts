import { describe, expect, it } from 'vitest';
import { billingGroupOptions } from './billing-group-options.ts';

const accounts = [
  { ID: 1, parentAccountID: null, name: 'Nordlys Bygg AS', billingGroups: [{ ID: 11, name: 'Hovedkontor' }] },
  {
    ID: 2,
    parentAccountID: null,
    name: 'Nordlys Bygg Vest',
    billingGroups: [{ ID: 21, name: 'Vest drift' }],
  },
  { ID: 3, parentAccountID: 2, name: 'Nordlys Bygg Bergen', billingGroups: [{ ID: 31, name: 'Bergen' }] },
  { ID: 4, parentAccountID: 3, name: 'Bergen Sentrum', billingGroups: [{ ID: 41, name: 'Sentrum' }] },
];

describe('billingGroupOptions', () => {
  it("lists the chosen account's groups", () => {
    expect(billingGroupOptions(accounts, 1, true)).toEqual([{ value: '11', label: 'Hovedkontor' }]);
  });

  it('adds the groups of every account below it when sub accounts are included', () => {
    expect(billingGroupOptions(accounts, 2, true)).toEqual([
      { value: '21', label: 'Vest drift' },
      { value: '31', label: 'Bergen (Nordlys Bygg Bergen)' },
      { value: '41', label: 'Sentrum (Bergen Sentrum)' },
    ]);
    expect(billingGroupOptions(accounts, 2, false)).toEqual([{ value: '21', label: 'Vest drift' }]);
  });

  it('has nothing before an account is chosen', () => {
    expect(billingGroupOptions(accounts, null, true)).toEqual([]);
    expect(billingGroupOptions(accounts, 99, true)).toEqual([]);
  });
});
