import { EQUIPMENT_ROLES, hasAnyRole, osloDate } from '@connect/shared';
import { canActOnAccount, ownAccountOf } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import { personOfAccountCustomer } from '../devices/device-records.service.ts';
import { userGuidelineAccess } from '../guidelines/guidelines.service.ts';
import { memberCredits } from './member-credit.ts';
import { isBillingGroupOfAccount, personName } from './order-lines.repository.ts';
import { signWebshopLogin } from './webshop-signing.ts';

/** Without WEBSHOP_URL (and without the demo webshop) no order can be made: the Webshop screen says so too. */
export const NO_WEBSHOP = 'No webshop is configured for the portal, so no order can be made.';

/**
 * `userWebshopLogin` (002 §7, domain.md Webshop): a signed URL, valid 5 minutes and once, that logs the person in to
 * the configured webshop with the account, the billing group and their credit per category. Shopping as someone
 * else (Shop as) needs ConnectEquipmentOverview; shopping for oneself needs the guideline accepted when required.
 */
export async function webshopLogin(
  deps: { db: Executor; clock: Clock; config: Pick<Config, 'webshopSecret' | 'webshopUrl'> },
  p: Principal,
  q: { accountId: number | null; catalogId: number | null; billingGroupId: number | null },
): Promise<{ redirectUrl: string }> {
  const { db } = deps;
  const { webshopUrl } = deps.config;
  if (webshopUrl === null) throw new AppError(ErrorCode.Unavailable, NO_WEBSHOP);
  const accountId = q.accountId ?? (await ownAccountOf(db, p));
  if (accountId === null || !(await canActOnAccount(db, p, accountId))) throw AppError.notFound('Account');
  const catalogId = q.catalogId ?? p.catalogId;
  if (catalogId !== p.catalogId) {
    if (!hasAnyRole(p.roles, EQUIPMENT_ROLES))
      throw AppError.forbidden('Shop as needs the ConnectEquipmentOverview role.');
    if (!(await personOfAccountCustomer(db, catalogId, accountId))) throw AppError.notFound('Person');
  } else if (!(await userGuidelineAccess(db, p, accountId))) {
    throw AppError.badInput('Accept the equipment guideline before you go to the webshop.', {
      field: 'guideline',
    });
  }
  if (q.billingGroupId !== null) {
    if (!(await isBillingGroupOfAccount(db, q.billingGroupId, accountId)))
      throw AppError.notFound('Billing group');
  }
  const now = deps.clock.now();
  const token = signWebshopLogin(
    {
      catalogId,
      accountId,
      billingGroupId: q.billingGroupId,
      purchaserCatalogId: p.catalogId,
      name: await personName(db, catalogId),
      credit: await memberCredits(db, catalogId, osloDate(now)),
    },
    deps.config.webshopSecret,
    Math.floor(now.getTime() / 1000),
  );
  return { redirectUrl: `${webshopUrl}/login?token=${encodeURIComponent(token)}` };
}
