import { askPages, askQuery, sessionInfo } from '../../../app/screen-data.ts';
import { askActingAccount } from './acting-account.ts';
import {
  MyPolicyQuery,
  myPolicyVariables,
  ORDER_LINES_PAGES,
  OrderLinesQuery,
  orderLinesVariables,
  WebshopConfiguredQuery,
} from './webshop-api.ts';

/** The webshop's answers at the app's start (screen-data.ts): whether there is a webshop, the policy and purchases. */
export async function askData() {
  void askQuery(WebshopConfiguredQuery, {});
  const [accountId, user] = await Promise.all([askActingAccount(), sessionInfo()]);
  if (accountId === null) return;
  await Promise.all([
    askQuery(MyPolicyQuery, myPolicyVariables(accountId, user.catalogId)),
    askPages(OrderLinesQuery, orderLinesVariables(accountId, null, false), ORDER_LINES_PAGES),
  ]);
}
