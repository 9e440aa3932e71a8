import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { EmployeeHomeQuery } from './webshop-api.ts';

/**
 * The account the employee screens act on: the one chosen in the top bar, or, for an employee without the account
 * selector, the account of their own first subscription.
 */
export function useActingAccount(): { accountId: number | null; loading: boolean } {
  const selection = useAccountSelection();
  const home = useGqlQuery(EmployeeHomeQuery, selection.accountId === null ? {} : null);
  if (selection.accountId !== null) return { accountId: selection.accountId, loading: false };
  return {
    accountId: home.data?.employeeHome.subscriptions[0]?.accountID ?? null,
    loading: home.isPending,
  };
}
