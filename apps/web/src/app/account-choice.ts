import type { TreeNodeData } from '@mantine/core';

export type BillingGroup = { ID: number; name: string };
export type Account = {
  ID: number;
  parentAccountID?: number | null;
  name: string;
  billingGroups: BillingGroup[];
  /** Its last day, when it (or an account above it) has ended. */
  endedOn?: string | null;
};

/** Where the account selector's choice is kept in local storage; logging out removes it. */
export const ACCOUNT_SELECTION_KEY = 'connect.accountSelection';

/** What the account selector keeps in local storage (000 §2). */
export type AccountSelection = {
  accountId: number | null;
  billingGroupId: number | null;
  includeSubAccounts: boolean;
};

/** An account chosen, with its billing group and the sub-account toggle: what the reports and the dashboard show. */
export type AccountScope = { accountId: number; billingGroupId: number | null; includeSubAccounts: boolean };

/** The selection as a scope; null while no account is chosen. */
export function scopeOf(s: AccountSelection): AccountScope | null {
  return s.accountId === null
    ? null
    : { accountId: s.accountId, billingGroupId: s.billingGroupId, includeSubAccounts: s.includeSubAccounts };
}

/** A scope as the GraphQL operations take it (the server's `accountScopeArgs`). */
export function scopeVariables(s: AccountScope) {
  return {
    accountID: s.accountId,
    billingGroupID: s.billingGroupId,
    includeSubAccounts: s.includeSubAccounts,
  };
}

export const DEFAULT_SELECTION: AccountSelection = {
  accountId: null,
  billingGroupId: null,
  includeSubAccounts: true,
};

/** Reads a stored selection, trusting nothing: a bad value gives the default (the first account, sub accounts on). */
export function parseSelection(raw: string | null): AccountSelection {
  if (!raw) return DEFAULT_SELECTION;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof AccountSelection, unknown>>;
    const id = (x: unknown) => (Number.isInteger(x) ? (x as number) : null);
    return {
      accountId: id(v.accountId),
      billingGroupId: id(v.billingGroupId),
      includeSubAccounts: typeof v.includeSubAccounts === 'boolean' ? v.includeSubAccounts : true,
    };
  } catch {
    return DEFAULT_SELECTION;
  }
}

/**
 * The accounts the selector offers on `today` (Oslo): those not ended before it, and the chosen one, which stays
 * chosen after its end so its past months and reports stay readable. An account whose parent is left out shows at
 * the top of the tree.
 */
export function offeredAccounts<A extends Account>(
  accounts: readonly A[],
  today: string,
  chosenId: number | null,
): A[] {
  return accounts.filter((a) => !a.endedOn || a.endedOn >= today || a.ID === chosenId);
}

/**
 * The selection in force for the accounts the person may see: the stored account when it is still visible,
 * otherwise the first account; the billing group only when it belongs to that account.
 */
export function resolveSelection(stored: AccountSelection, accounts: readonly Account[]): AccountSelection {
  const account = accounts.find((a) => a.ID === stored.accountId) ?? accounts[0];
  if (!account) return { ...stored, accountId: null, billingGroupId: null };
  const group = account.billingGroups.find((g) => g.ID === stored.billingGroupId);
  return {
    accountId: account.ID,
    billingGroupId: group?.ID ?? null,
    includeSubAccounts: stored.includeSubAccounts,
  };
}

const accountValue = (id: number) => `account:${id}`;
const billingGroupValue = (id: number) => `billingGroup:${id}`;

export function selectionValue(s: Pick<AccountSelection, 'accountId' | 'billingGroupId'>): string | null {
  if (s.billingGroupId !== null) return billingGroupValue(s.billingGroupId);
  return s.accountId === null ? null : accountValue(s.accountId);
}

/** The name the account selector shows for the choice: the billing group's, or else the account's. */
export function selectionLabel(
  s: Pick<AccountSelection, 'accountId' | 'billingGroupId'>,
  accounts: readonly Account[],
): string | null {
  const account = accounts.find((a) => a.ID === s.accountId);
  if (s.billingGroupId === null) return account?.name ?? null;
  return account?.billingGroups.find((g) => g.ID === s.billingGroupId)?.name ?? null;
}

/** The account and billing group a tree value stands for. */
export function parseSelectionValue(
  value: string,
  accounts: readonly Account[],
): { accountId: number; billingGroupId: number | null } | null {
  const [kind, rawId] = value.split(':');
  const id = Number(rawId);
  if (kind === 'account')
    return accounts.some((a) => a.ID === id) ? { accountId: id, billingGroupId: null } : null;
  const owner = accounts.find((a) => a.billingGroups.some((g) => g.ID === id));
  return kind === 'billingGroup' && owner ? { accountId: owner.ID, billingGroupId: id } : null;
}

/**
 * Accounts as a tree by parentAccountID, each with its billing groups first and then its sub accounts. An account
 * whose parent the person may not see stands at the top.
 */
export function accountTree(accounts: readonly Account[]): TreeNodeData[] {
  const visible = new Set(accounts.map((a) => a.ID));
  const childrenOf = (parent: number | null): TreeNodeData[] =>
    accounts
      .filter((a) =>
        parent === null
          ? !a.parentAccountID || !visible.has(a.parentAccountID)
          : a.parentAccountID === parent,
      )
      .map((a) => {
        const children = [
          ...a.billingGroups.map((g) => ({ value: billingGroupValue(g.ID), label: g.name })),
          ...childrenOf(a.ID),
        ];
        return { value: accountValue(a.ID), label: a.name, ...(children.length ? { children } : {}) };
      });
  return childrenOf(null);
}

/**
 * A screen showing one record of the previous account goes back to its list when another account is chosen:
 * a subscription (000 §2), a policy (002 §2) or a payment profile, since those ids belong to one account.
 */
export function returnPathOnAccountChange(pathname: string): string | null {
  if (/^\/users\/[^/]+/.test(pathname)) return '/users';
  if (/^\/policies\/[^/]+/.test(pathname)) return '/policies';
  if (/^\/payment-profiles\/\d+/.test(pathname)) return '/payment-profiles';
  return null;
}
