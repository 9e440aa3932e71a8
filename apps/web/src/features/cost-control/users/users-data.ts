import { askAccountSelection } from '../../../app/account-selection.ts';
import { DEFAULT_SORT } from './subscription-sort.ts';
import { askSubscriptionList, startFilters } from './users-api.ts';

/** The users list's answers at the app's start (app/screen-data.ts): the top bar's accounts, then the first page. */
export async function askData() {
  const selection = await askAccountSelection();
  if (selection?.accountId == null) return;
  await askSubscriptionList({
    accountId: selection.accountId,
    includeSubAccounts: selection.includeSubAccounts,
    ...startFilters(selection.billingGroupId),
    sort: DEFAULT_SORT,
  });
}
