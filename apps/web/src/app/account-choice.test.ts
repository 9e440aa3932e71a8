import { describe, expect, it } from 'vitest';
import {
  accountTree,
  DEFAULT_SELECTION,
  offeredAccounts,
  parseSelection,
  parseSelectionValue,
  resolveSelection,
  returnPathOnAccountChange,
  scopeOf,
  scopeVariables,
  selectionLabel,
  selectionValue,
} from './account-choice.ts';

const accounts = [
  { ID: 1, parentAccountID: null, name: 'Nordlys Bygg AS', billingGroups: [{ ID: 11, name: 'Hovedkontor' }] },
  {
    ID: 2,
    parentAccountID: null,
    name: 'Nordlys Bygg Vest',
    billingGroups: [{ ID: 21, name: 'Vest drift' }],
  },
  { ID: 3, parentAccountID: 2, name: 'Nordlys Bygg Bergen', billingGroups: [{ ID: 31, name: 'Bergen' }] },
];

describe('account selector', () => {
  it('offers an ended account through its last day, and after it only while it is the one chosen', () => {
    const ended = accounts.map((a) => (a.ID === 2 || a.ID === 3 ? { ...a, endedOn: '2026-11-30' } : a));
    const ids = (today: string, chosen: number | null) =>
      offeredAccounts(ended, today, chosen).map((a) => a.ID);
    expect(ids('2026-11-30', null)).toEqual([1, 2, 3]);
    expect(ids('2026-12-01', null)).toEqual([1]);
    expect(ids('2026-12-01', 3)).toEqual([1, 3]);
    // Bergen without its ended parent stands at the top of the tree.
    expect(accountTree(offeredAccounts(ended, '2026-12-01', 3)).map((n) => n.value)).toEqual([
      'account:1',
      'account:3',
    ]);
  });

  it('nests sub accounts and billing groups under their account', () => {
    expect(accountTree(accounts)).toEqual([
      {
        value: 'account:1',
        label: 'Nordlys Bygg AS',
        children: [{ value: 'billingGroup:11', label: 'Hovedkontor' }],
      },
      {
        value: 'account:2',
        label: 'Nordlys Bygg Vest',
        children: [
          { value: 'billingGroup:21', label: 'Vest drift' },
          {
            value: 'account:3',
            label: 'Nordlys Bygg Bergen',
            children: [{ value: 'billingGroup:31', label: 'Bergen' }],
          },
        ],
      },
    ]);
  });

  it('puts an account whose parent is not visible at the top', () => {
    expect(accountTree([accounts[2]!]).map((n) => n.value)).toEqual(['account:3']);
  });

  it('defaults to the first account with sub accounts included', () => {
    expect(resolveSelection(DEFAULT_SELECTION, accounts)).toEqual({
      accountId: 1,
      billingGroupId: null,
      includeSubAccounts: true,
    });
  });

  it('keeps a stored choice that is still visible, and drops one that is not', () => {
    const stored = { accountId: 3, billingGroupId: 31, includeSubAccounts: false };
    expect(resolveSelection(stored, accounts)).toEqual(stored);
    expect(resolveSelection({ ...stored, accountId: 99 }, accounts)).toEqual({
      accountId: 1,
      billingGroupId: null,
      includeSubAccounts: false,
    });
    expect(resolveSelection({ ...stored, billingGroupId: 11 }, accounts).billingGroupId).toBeNull();
    expect(resolveSelection(stored, []).accountId).toBeNull();
  });

  it('reads whatever local storage holds without failing', () => {
    expect(parseSelection(null)).toEqual(DEFAULT_SELECTION);
    expect(parseSelection('not json')).toEqual(DEFAULT_SELECTION);
    expect(parseSelection('{"accountId":"2","includeSubAccounts":"no"}')).toEqual(DEFAULT_SELECTION);
    expect(parseSelection('{"accountId":2,"billingGroupId":21,"includeSubAccounts":false}')).toEqual({
      accountId: 2,
      billingGroupId: 21,
      includeSubAccounts: false,
    });
  });

  it('maps tree values to the account and billing group', () => {
    expect(parseSelectionValue('billingGroup:31', accounts)).toEqual({ accountId: 3, billingGroupId: 31 });
    expect(parseSelectionValue('account:2', accounts)).toEqual({ accountId: 2, billingGroupId: null });
    expect(parseSelectionValue('account:9', accounts)).toBeNull();
    expect(selectionValue({ accountId: 3, billingGroupId: 31 })).toBe('billingGroup:31');
    expect(selectionValue({ accountId: 3, billingGroupId: null })).toBe('account:3');
  });

  it('names the choice by its billing group, else its account, and nothing for one not among the accounts', () => {
    expect(selectionLabel({ accountId: 3, billingGroupId: 31 }, accounts)).toBe('Bergen');
    expect(selectionLabel({ accountId: 3, billingGroupId: null }, accounts)).toBe('Nordlys Bygg Bergen');
    expect(selectionLabel({ accountId: 3, billingGroupId: 21 }, accounts)).toBeNull();
    expect(selectionLabel({ accountId: 9, billingGroupId: null }, accounts)).toBeNull();
    expect(selectionLabel({ accountId: null, billingGroupId: null }, accounts)).toBeNull();
  });

  it('returns from a record of the previous account to its list', () => {
    expect(returnPathOnAccountChange('/users/42')).toBe('/users');
    expect(returnPathOnAccountChange('/users')).toBeNull();
    expect(returnPathOnAccountChange('/policies/7/details')).toBe('/policies');
    expect(returnPathOnAccountChange('/payment-profiles/5/rules')).toBe('/payment-profiles');
    expect(returnPathOnAccountChange('/payment-profiles/create/settings')).toBeNull();
    expect(returnPathOnAccountChange('/dashboard')).toBeNull();
  });

  it('gives the reports and the dashboard no scope until an account is chosen, then its GraphQL arguments', () => {
    expect(scopeOf(DEFAULT_SELECTION)).toBeNull();
    const scope = scopeOf({ accountId: 2, billingGroupId: 21, includeSubAccounts: false });
    expect(scope).toEqual({ accountId: 2, billingGroupId: 21, includeSubAccounts: false });
    expect(scope && scopeVariables(scope)).toEqual({
      accountID: 2,
      billingGroupID: 21,
      includeSubAccounts: false,
    });
  });
});
