import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Config } from '../../config.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { welcomeNewMembers } from '../payment-profiles/welcome-sms.ts';

/**
 * Puts subscriptions into a payment profile (or takes them out with profileId null/0), in one transaction:
 * every subscription must be visible to the caller and in the account's tree (else NOT_FOUND, nothing changes),
 * the profile must be visible and belong to the subscriptions' account or an account above it. Subscriptions that
 * join get the profile's welcome SMS (when it sends one), and the costs of those that changed are recomputed in
 * the same transaction, so the lists never show the old profile's figures.
 * `version`, when given for a single subscription, must be the one the screen edited (else CONFLICT).
 */
export async function setPaymentProfileMembership(
  db: Db,
  deps: { config: Config; services: Services },
  principal: Principal,
  input: { accountId: number; profileId: number | null; subscriptionIds: number[]; version?: number | null },
): Promise<number[]> {
  const ids = [...new Set(input.subscriptionIds)];
  if (ids.length === 0)
    throw AppError.badInput('Choose at least one subscription.', { field: 'subscriptionIDs' });
  const profileId = input.profileId || null;
  return db.transaction(async (tx) => {
    const subs = await queryRows<{ id: number; profileId: number | null; version: number }>(
      tx,
      sql`select s.id, s.payment_profile_id as "profileId", s.version from subscriptions s
          where s.id in ${ids} and s.account_id in ${scopedAccountIds(principal, input.accountId, true)}
          order by s.id for update`,
    );
    if (subs.length !== ids.length) throw AppError.notFound('Subscription');
    if (input.version != null && subs.some((s) => s.version !== input.version)) throw AppError.conflict();
    if (profileId !== null) {
      const [profile] = await queryRows<{ accountId: number }>(
        tx,
        sql`select p.account_id as "accountId" from payment_profiles p
            where p.id = ${profileId} and p.account_id in ${visibleAccountIds(principal)}`,
      );
      if (!profile) throw AppError.notFound('Payment profile');
      const outside = await queryRows<{ id: number }>(
        tx,
        sql`select s.id from subscriptions s where s.id in ${ids} and not exists (
              select 1 from account_tree t where t.ancestor_id = ${profile.accountId} and t.descendant_id = s.account_id)`,
      );
      if (outside.length > 0)
        throw AppError.badInput("The payment profile does not belong to the subscription's account.", {
          field: 'profileID',
          subscriptionIDs: outside.map((o) => o.id),
        });
    }
    await tx.execute(
      sql`update subscriptions set payment_profile_id = ${profileId}::int, version = version + 1 where id in ${ids}`,
    );
    const changed = subs.filter((s) => s.profileId !== profileId).map((s) => s.id);
    if (profileId !== null) await welcomeNewMembers(tx, deps, profileId, changed);
    await recomputeCosts(tx, deps.services.clock, { subscriptionIds: changed });
    return ids;
  });
}
