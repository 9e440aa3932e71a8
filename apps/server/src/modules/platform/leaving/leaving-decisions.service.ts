import { osloDate } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { deleteOpenMonthsAfterEnd, recomputeCosts } from '../../cost-control/cost/cost.service.ts';
import { updateDevice } from '../../equipment/devices/devices.service.ts';
import { saveMember } from '../../equipment/policies/members.service.ts';
import {
  findVisiblePerson,
  isCustomerPersonStaying,
  lockPersonSubscription,
  personDevices,
  policyMembershipOf,
  updateSubscriptionForLeaving,
} from './leaving.repository.ts';
import { type Offboarding, offboarding } from './leaving.service.ts';
import { earliestLeavingDate } from './leaving-rules.ts';

/**
 * The decisions of an offboarding (issue 33 §1, docs/LEAVING.md). Each is a change the product already knows, so
 * history and closed months stay true: a subscription gets another person (or none) or a last day (`ended_on`, as
 * provisioning sends it: costs and payroll files follow it, docs/INTEGRATION.md "What ending means"); a device is
 * returned or bought out through the device save (its event, and for a buy-out the ledger's deduction and taxable
 * benefit); the equipment policy membership ends through the member save. Each answers the offboarding anew.
 */

export const SUBSCRIPTION_DECISIONS = ['keep', 'takeOver', 'end'] as const;
export type SubscriptionDecision = (typeof SUBSCRIPTION_DECISIONS)[number];
export const DEVICE_DECISIONS = ['returned', 'boughtOut'] as const;
export type DeviceDecision = (typeof DEVICE_DECISIONS)[number];

/** The leaver (NOT_FOUND out of reach) and their leaving date, which every decision needs. */
async function requireLeaver(db: Db, p: Principal, catalogId: number) {
  const person = await findVisiblePerson(db, p, catalogId);
  if (!person) throw AppError.notFound('Person');
  if (!person.leavingDate) throw AppError.badInput('The person has no leaving date.', { field: 'catalogID' });
  return { ...person, leavingDate: person.leavingDate };
}

/**
 * A subscription of the leaver: `keep` gives it to `newCatalogId` (another person of the customer who is not
 * leaving, or null for nobody) from the current open month; `takeOver` (the employee takes the number over
 * privately) and `end` give it `lastDay` as its last day with the company. Both ends are the same write: the
 * company's costs stop after that day (the portal does not port numbers; the operator does, docs/LEAVING.md).
 */
export async function decideLeaverSubscription(
  db: Db,
  clock: Clock,
  p: Principal,
  input: {
    catalogId: number;
    subscriptionId: number;
    version: number;
    decision: SubscriptionDecision;
    newCatalogId: number | null;
    lastDay: string | null;
  },
): Promise<Offboarding> {
  const today = osloDate(clock.now());
  await requireLeaver(db, p, input.catalogId);
  await db.transaction(async (tx) => {
    const sub = await lockPersonSubscription(tx, p, input.catalogId, input.subscriptionId);
    if (!sub) throw AppError.notFound('Subscription');
    if (sub.version !== input.version)
      throw AppError.conflict('The subscription was changed meanwhile; load the offboarding again.');
    if (input.decision === 'keep') {
      const next = input.newCatalogId;
      if (
        next !== null &&
        (next === input.catalogId || !(await isCustomerPersonStaying(tx, sub.customerId, next, today)))
      )
        throw AppError.badInput('Choose a person of the customer who is not leaving.', {
          field: 'newCatalogID',
        });
      await updateSubscriptionForLeaving(tx, sub.id, { catalogId: next });
      await recomputeCosts(tx, clock, { subscriptionIds: [sub.id], fromPeriod: today.slice(0, 7) });
      return;
    }
    const earliest = earliestLeavingDate(today);
    if (input.lastDay === null || input.lastDay < earliest)
      throw AppError.badInput(`Give the last day, not before ${earliest}.`, { field: 'lastDay', earliest });
    await updateSubscriptionForLeaving(tx, sub.id, { endedOn: input.lastDay });
    await deleteOpenMonthsAfterEnd(tx);
    await recomputeCosts(tx, clock, { subscriptionIds: [sub.id] });
  });
  return offboarding(db, p, input.catalogId);
}

/**
 * A device of the leaver: `returned` on `date` (default the leaving date), or `boughtOut` at the price of its
 * buy-out rule as of the leaving date (the quote's price), bought by the leaver on that day. Both go through the
 * device save against the version the caller read.
 */
export async function decideLeaverDevice(
  db: Db,
  clock: Clock,
  p: Principal,
  input: {
    catalogId: number;
    deviceId: number;
    version: number;
    decision: DeviceDecision;
    date: string | null;
  },
): Promise<Offboarding> {
  const leaver = await requireLeaver(db, p, input.catalogId);
  const own = (await personDevices(db, p, input.catalogId, leaver.leavingDate)).find(
    (d) => d.id === input.deviceId && d.returnedAt === null,
  );
  if (!own) throw AppError.notFound('Device');
  if (own.purchasedAt !== null)
    throw AppError.badInput('The device is already bought out.', { field: 'deviceID' });
  const today = osloDate(clock.now());
  await updateDevice(
    db,
    p,
    input.decision === 'returned'
      ? {
          id: own.id,
          version: input.version,
          returnedByEmployee: { date: input.date ?? leaver.leavingDate, catalogId: input.catalogId },
        }
      : {
          id: own.id,
          version: input.version,
          purchasedByEmployee: { date: leaver.leavingDate, catalogId: input.catalogId, calculateCost: true },
        },
    today,
  );
  return offboarding(db, p, input.catalogId);
}

/**
 * Ends the leaver's equipment policy membership, from the leaving date on: a buy-out is priced by the policy, so
 * it ends only when no device is open, and not before the leaving date (docs/LEAVING.md).
 */
export async function endLeaverPolicyMembership(
  db: Db,
  clock: Clock,
  p: Principal,
  catalogId: number,
): Promise<Offboarding> {
  const leaver = await requireLeaver(db, p, catalogId);
  const today = osloDate(clock.now());
  if (today < leaver.leavingDate)
    throw AppError.badInput('The membership ends at the leaving date.', { field: 'catalogID' });
  const open = (await personDevices(db, p, catalogId, leaver.leavingDate)).filter(
    (d) => d.returnedAt === null && d.purchasedAt === null,
  );
  if (open.length)
    throw AppError.badInput('Decide every device first: a buy-out is priced by the policy.', {
      field: 'catalogID',
    });
  const membership = await policyMembershipOf(db, catalogId);
  if (membership)
    await saveMember({ db, clock }, p, {
      accountId: membership.accountId,
      catalogId,
      policyId: null,
      categoryIDsToTransferAmount: [],
      corrections: [],
      lastPurchaseDates: [],
    });
  return offboarding(db, p, catalogId);
}
