import { Service } from '@connect/shared';
import { askAhead, askQuery, sessionInfo } from '../../../app/screen-data.ts';
import { MyDeductionTermsQuery } from '../../cost-control/deduction-consent/deduction-consent-api.ts';
import { EmployeeHomeQuery, ownAccountId } from '../webshop/webshop-api.ts';
import { askPolicyAndPurchases } from '../webshop/webshop-data.ts';

/** The home page's answers at the app's start (screen-data.ts): the costs and terms, then the policy and purchases. */
export async function askData() {
  askAhead(MyDeductionTermsQuery, {});
  const [home, user] = await Promise.all([askQuery(EmployeeHomeQuery, {}), sessionInfo()]);
  const accountId = ownAccountId(home);
  if (accountId === null || !user.services.includes(Service.Equipment)) return;
  await askPolicyAndPurchases(accountId, user.catalogId);
}
