import { MEMBERS_LIMIT } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Config } from '../../../config.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { Services } from '../../../services.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import {
  listMembers,
  type MemberRow,
  requireSubscriptionInTree,
  setMembership,
  subscriptionsInTree,
  subscriptionsOutsideTree,
  visibleProfile,
} from './members.repository.ts';
import { type ProfileDeps, type ProfileView, reloaded } from './profile-view.ts';
import { requireProfile } from './profiles.repository.ts';
import { welcomeNewMembers } from './welcome-sms.ts';

/** Which subscriptions belong to a profile (000 §2 Members tab, and the Users list's profile choice). */

type MembershipDeps = { config: Config; services: Services };

export type MembershipChange = {
  /** The account whose tree the subscriptions are chosen in. */
  accountId: number;
  /** The profile to join; null takes them out (they follow the account's standard profile). */
  profileId: number | null;
  subscriptionIds: number[];
  /** For one subscription edited on a screen: the version it showed (else CONFLICT). */
  version?: number | null;
};

/**
 * The one way subscriptions join or leave a profile, in the caller's transaction. Every subscription must be
 * visible to the caller and in the account's tree (else NOT_FOUND, nothing changes); the profile must be visible
 * and belong to the subscriptions' account or an account above it. Those that join get the profile's welcome SMS
 * (when it sends one), and the costs of those that changed are recomputed in the same transaction, so the lists
 * never show the old profile's figures. Returns the subscriptions that changed.
 */
export async function joinProfile(
  deps: MembershipDeps,
  tx: Executor,
  p: Principal,
  change: MembershipChange,
): Promise<number[]> {
  const ids = [...new Set(change.subscriptionIds)];
  const found = await subscriptionsInTree(tx, p, change.accountId, ids);
  if (found.length !== ids.length) throw AppError.notFound('Subscription');
  if (change.version != null && found.some((s) => s.version !== change.version)) throw AppError.conflict();
  const profile = change.profileId === null ? null : await visibleProfile(tx, p, change.profileId);
  if (change.profileId !== null && profile === null) throw AppError.notFound('Payment profile');
  const profileId = profile?.id ?? null;
  if (profile !== null) {
    const outside = await subscriptionsOutsideTree(tx, profile.accountId, ids);
    if (outside.length > 0)
      throw AppError.badInput("The payment profile does not belong to the subscription's account.", {
        field: 'profileID',
        subscriptionIDs: outside,
      });
  }
  const changed = found.filter((s) => s.paymentProfileId !== profileId).map((s) => s.subscriptionId);
  await setMembership(tx, changed, profileId);
  if (profileId !== null) await welcomeNewMembers(tx, deps, profileId, changed);
  await recomputeCosts(tx, deps.services.clock, { subscriptionIds: changed });
  return changed;
}

/**
 * The Users list's profile choice for one subscription or many (000 §7 updatePaymentProfileMembership and
 * updateMultiplePaymentProfileMemberships): all or none, in one transaction. Returns the subscriptions named.
 */
export async function setPaymentProfileMembership(
  db: Db,
  deps: MembershipDeps,
  p: Principal,
  change: MembershipChange,
): Promise<number[]> {
  const ids = [...new Set(change.subscriptionIds)];
  if (ids.length === 0)
    throw AppError.badInput('Choose at least one subscription.', { field: 'subscriptionIDs' });
  await db.transaction((tx) => joinProfile(deps, tx, p, { ...change, profileId: change.profileId || null }));
  return ids;
}

export async function paymentProfileMembers(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  limit: number = MEMBERS_LIMIT,
  offset = 0,
): Promise<MemberRow[]> {
  const profile = await requireProfile(db, p, accountId, profileId);
  return listMembers(db, p, profile.accountId, profileId, limit, offset);
}

export async function addPaymentProfileMember(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  subscriptionId: number,
): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    await joinProfile(deps, tx, p, { accountId, profileId, subscriptionIds: [subscriptionId] });
  });
  return reloaded(deps.db, p, accountId, profileId);
}

/** The subscription leaves the profile (and follows the account's default from then on). */
export async function removePaymentProfileMember(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  subscriptionId: number,
): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const sub = await requireSubscriptionInTree(tx, p, accountId, subscriptionId, { forUpdate: true });
    if (sub.paymentProfileId !== profileId) throw AppError.notFound('Member');
    await joinProfile(deps, tx, p, { accountId, profileId: null, subscriptionIds: [subscriptionId] });
  });
  return reloaded(deps.db, p, accountId, profileId);
}
