import { type BuyOutRule, buyOutTierForAge, wholeMonthsBetween } from '@connect/shared/equipment';
import type { Executor } from '../../../db/client.ts';
import { memberPolicyId } from './members.repository.ts';
import { categoryDetails, standardBuyOut } from './policies.service.ts';
import { engineTiers } from './policy-tiers.ts';

/**
 * The buy-out rule of a device (001 §3 Device.buyoutRule): from the policy of the device's user, the category of the
 * device's class (its own tiers, or the account's standard ones), the tier of the device's age as of `asOf` (the
 * first tier before it is bought or without a purchase date). None without a user, a policy or an active category.
 */
export async function deviceBuyOutRule(
  db: Executor,
  device: { accountId: number; catalogId: number | null; classId: number; orderedAt: string | null },
  asOf: string,
): Promise<BuyOutRule | null> {
  if (device.catalogId === null) return null;
  const policyId = await memberPolicyId(db, device.catalogId);
  if (policyId === null) return null;
  const detail = (await categoryDetails(db, policyId)).find((d) => d.categoryId === device.classId);
  if (!detail?.active) return null;
  const tiers = engineTiers(
    detail.buyOutMode === 'custom' ? detail : await standardBuyOut(db, device.accountId),
  );
  const age =
    device.orderedAt !== null && device.orderedAt <= asOf ? wholeMonthsBetween(device.orderedAt, asOf) : 0;
  return tiers[buyOutTierForAge(age)];
}
