import { askAhead, askPages, askQuery, sessionInfo } from '../../../app/screen-data.ts';
import { askActingAccount } from './acting-account.ts';
import {
  MyPolicyQuery,
  myPolicyVariables,
  ORDER_LINES_PAGES,
  OrderLinesQuery,
  orderLinesVariables,
  WebshopConfiguredQuery,
} from './webshop-api.ts';

/** The employee's own policy and purchases on the account, as MyPolicy and PurchaseHistory first ask for them. */
export function askPolicyAndPurchases(accountId: number, catalogId: number) {
  return Promise.all([
    askQuery(MyPolicyQuery, myPolicyVariables(accountId, catalogId)),
    askPages(OrderLinesQuery, orderLinesVariables(accountId, null, false), ORDER_LINES_PAGES),
  ]);
}

/** The webshop's answers at the app's start (screen-data.ts): whether there is a webshop, the policy and purchases. */
export async function askData() {
  askAhead(WebshopConfiguredQuery, {});
  const [accountId, user] = await Promise.all([askActingAccount(), sessionInfo()]);
  if (accountId === null) return;
  await askPolicyAndPurchases(accountId, user.catalogId);
}
