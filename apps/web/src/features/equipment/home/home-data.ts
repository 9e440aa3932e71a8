import { Service } from '@connect/shared';
import { askPages, askQuery, sessionInfo } from '../../../app/screen-data.ts';
import { MyDeductionTermsQuery } from '../../cost-control/deduction-consent/deduction-consent-api.ts';
import {
  EmployeeHomeQuery,
  MyPolicyQuery,
  myPolicyVariables,
  ORDER_LINES_PAGES,
  OrderLinesQuery,
  orderLinesVariables,
  ownAccountId,
} from '../webshop/webshop-api.ts';

/** The home page's answers at the app's start (screen-data.ts): the costs and terms, then the policy and purchases. */
export async function askData() {
  void askQuery(MyDeductionTermsQuery, {});
  const [home, user] = await Promise.all([askQuery(EmployeeHomeQuery, {}), sessionInfo()]);
  const accountId = ownAccountId(home);
  if (accountId === null || !user.services.includes(Service.Equipment)) return;
  await Promise.all([
    askQuery(MyPolicyQuery, myPolicyVariables(accountId, user.catalogId)),
    askPages(OrderLinesQuery, orderLinesVariables(accountId, null, false), ORDER_LINES_PAGES),
  ]);
}
