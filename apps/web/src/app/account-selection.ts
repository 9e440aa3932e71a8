import { osloDate } from '@connect/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useGqlQuery } from '../api/gql-hooks.ts';
import { graphql } from '../gql/index.ts';
import {
  ACCOUNT_SELECTION_KEY,
  type Account,
  type AccountSelection,
  DEFAULT_SELECTION,
  offeredAccounts,
  parseSelection,
  resolveSelection,
} from './account-choice.ts';
import { askQuery, sessionInfo } from './screen-data.ts';
import { useSessionUser } from './session-user.tsx';

const NO_ACCOUNTS: Account[] = [];

const AccountsQuery = graphql(`
  query Accounts {
    accounts {
      ID
      parentAccountID
      name
      endedOn
      billingGroups {
        ID
        name
      }
    }
  }
`);

let stored = parseSelection(localStorage.getItem(ACCOUNT_SELECTION_KEY));
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function store(next: AccountSelection) {
  stored = next;
  localStorage.setItem(ACCOUNT_SELECTION_KEY, JSON.stringify(next));
  notify();
}

// A choice made in another tab applies here too.
window.addEventListener('storage', (e) => {
  if (e.key !== ACCOUNT_SELECTION_KEY && e.key !== null) return;
  stored = parseSelection(localStorage.getItem(ACCOUNT_SELECTION_KEY));
  notify();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Part of "clear saved state" on login-as and reset (000 §4). */
export function clearAccountSelection() {
  localStorage.removeItem(ACCOUNT_SELECTION_KEY);
  stored = DEFAULT_SELECTION;
  notify();
}

/** The selector's account list applies where the person has the flag (the webshop's own flag on the webshop). */
export function useHasAccountSelector(): boolean {
  const { flags } = useSessionUser();
  const { pathname } = useLocation();
  return pathname.startsWith('/webshop')
    ? flags.hasAccessToWebshopAccountSelector
    : flags.hasAccessToAccountSelector;
}

/**
 * The account chosen in the top bar, for the feature screens: accountId, billingGroupId and includeSubAccounts
 * (kept in local storage; the first account by default; an ended account is offered until its last day, and
 * after it only while it stays the one chosen). accountId is null while the accounts load and for a
 * person without the account selector.
 */
export function useAccountSelection() {
  const { flags } = useSessionUser();
  const choice = useSyncExternalStore(subscribe, () => stored);
  const accounts = useGqlQuery(AccountsQuery, flags.hasAccessToAccountSelector ? {} : null, {
    select: (d): Account[] => d.accounts,
    staleTime: 5 * 60_000,
  });
  const all = accounts.data ?? NO_ACCOUNTS;
  // An ended account is offered no more, unless it is the one chosen.
  const list = useMemo(() => offeredAccounts(all, osloDate(), choice.accountId), [all, choice.accountId]);
  const resolved = useMemo(() => resolveSelection(choice, list), [choice, list]);
  return {
    ...resolved,
    account: list.find((a) => a.ID === resolved.accountId) ?? null,
    accounts: list,
    isLoading: accounts.isLoading,
    selectAccount: (accountId: number, billingGroupId: number | null = null) =>
      store({ ...stored, accountId, billingGroupId }),
    setIncludeSubAccounts: (includeSubAccounts: boolean) => store({ ...stored, includeSubAccounts }),
  };
}

/**
 * The account chosen in the top bar, at the app's start (a screen's `askData`, screen-data.ts): as
 * useAccountSelection will resolve it, with the account list asked for now; null for a person without the account
 * selector.
 */
export async function askAccountSelection(): Promise<AccountSelection | null> {
  const { flags } = await sessionInfo();
  if (!flags.hasAccessToAccountSelector) return null;
  const { accounts } = await askQuery(AccountsQuery, {});
  return resolveSelection(stored, offeredAccounts(accounts, osloDate(), stored.accountId));
}
