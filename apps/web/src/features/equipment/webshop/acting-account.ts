import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { askAccountSelection, useAccountSelection } from '../../../app/account-selection.ts';
import { askQuery } from '../../../app/screen-data.ts';
import { EmployeeHomeQuery, ownAccountId } from './webshop-api.ts';

/**
 * The account the employee screens act on: the one chosen in the top bar, or, for an employee without the account
 * selector, the account of their own first subscription.
 */
export function useActingAccount(): { accountId: number | null; loading: boolean } {
  const selection = useAccountSelection();
  const home = useGqlQuery(EmployeeHomeQuery, selection.accountId === null ? {} : null);
  if (selection.accountId !== null) return { accountId: selection.accountId, loading: false };
  return {
    accountId: home.data ? ownAccountId(home.data) : null,
    loading: home.isPending,
  };
}

/** The same account at the app's start (a screen's `askData`, screen-data.ts), its answers asked for on the way. */
export async function askActingAccount(): Promise<number | null> {
  const selected = (await askAccountSelection())?.accountId ?? null;
  return selected ?? ownAccountId(await askQuery(EmployeeHomeQuery, {}));
}
