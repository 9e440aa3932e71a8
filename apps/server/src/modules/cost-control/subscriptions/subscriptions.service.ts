import { addMonths } from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import { requireDateRange } from '../../../date-range.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  type CategoryGroupCosts,
  computeSubscriptionCosts,
  currentMonthRange,
  lastYearRange,
  type SubscriptionCosts,
} from '../cost/cost.service.ts';
import { type UserCustomFieldRow, userCustomFieldsOf } from '../custom-fields/custom-fields.service.ts';
import { lateChargesBookedIn } from '../usage/usage.service.ts';
import {
  findSubscriptionRow,
  type ListFilter,
  type ListPeriod,
  listSubscriptions,
  type SubscriptionRow,
  type SubscriptionSort,
} from './subscriptions.repository.ts';

export { SUBSCRIPTION_SORTS } from './subscriptions.repository.ts';

export type CategoryGroupUsageRow = CategoryGroupCosts;
export type DataUsageRow = { period: string; usageBytes: number; includedBytes: number };
export type SubscriptionDetailsRow = SubscriptionRow & {
  costs: SubscriptionCosts;
  dataUsage: DataUsageRow[];
  customFields: UserCustomFieldRow[];
};

/** The whole months a date range touches: the lists sum month figures. */
function listPeriod(fromDate: string, toDate: string): ListPeriod {
  const from = `${fromDate.slice(0, 7)}-01`;
  const to = `${toDate.slice(0, 7)}-01`;
  return { from, to, yearFrom: `${toDate.slice(0, 4)}-01-01`, rolling: addMonths(to, -11) === from };
}

export async function subscriptionList(
  db: Executor,
  clock: Clock,
  principal: Principal,
  input: ListFilter & {
    fromDate?: string | null;
    toDate?: string | null;
    sort: SubscriptionSort;
    limit: number;
    offset: number;
  },
) {
  const fallback = lastYearRange(clock);
  const fromDate = input.fromDate ?? fallback.fromDate;
  const toDate = input.toDate ?? fallback.toDate;
  requireDateRange(fromDate, toDate);
  await requireAccount(db, principal, input.accountId);
  const { rows, ...total } = await listSubscriptions(
    db,
    principal,
    input,
    listPeriod(fromDate, toDate),
    input.sort,
    { limit: input.limit, offset: input.offset },
  );
  return { ...total, items: rows, fromDate, toDate };
}

/**
 * The details screen: the subscription's row, its costs per cost type for the range (exact to the day, by the
 * engine) and year to date, data usage per month, and the user's custom fields. NOT_FOUND unless the caller may
 * see the subscription in the account's tree.
 */
export async function subscriptionDetails(
  db: Executor,
  clock: Clock,
  principal: Principal,
  input: { accountId: number; subscriptionId: number; fromDate?: string | null; toDate?: string | null },
): Promise<SubscriptionDetailsRow> {
  const fallback = currentMonthRange(clock);
  const fromDate = input.fromDate ?? fallback.fromDate;
  const toDate = input.toDate ?? fallback.toDate;
  requireDateRange(fromDate, toDate);
  const row = await findSubscriptionRow(
    db,
    principal,
    input.subscriptionId,
    listPeriod(fromDate, toDate),
    input.accountId,
  );
  if (!row) throw AppError.notFound('Subscription');
  // The row already holds what the engine starts from (the profile that applies, the allowance, the person).
  const { profileId, fallback: followsDefault, ...rest } = row;
  const costs = await computeSubscriptionCosts(db, clock, {
    subscriptionId: row.subscriptionId,
    fromDate,
    toDate,
    subscription: {
      profileId,
      fallback: followsDefault,
      dataIncludedBytes: row.dataIncludedBytes,
      catalogId: row.catalogId,
      endedOn: row.endedOn,
    },
  });
  // The row found the person's subscription in the account's tree: the person's fields come with it.
  const customFields =
    row.catalogId === null
      ? []
      : await userCustomFieldsOf(db, principal, input.accountId, row.catalogId, {
          firstName: row.firstName,
          lastName: row.lastName,
          employeeNumber: row.extEmployeeId,
          department: row.departmentName,
          phoneNumber: row.bnMobile,
          email: row.email,
          position: row.position,
        });
  return {
    ...rest,
    // The engine's exact figures for the range replace the month sums of the list row.
    totalOre: costs.period.usedOre,
    workOre: costs.period.workOre,
    privateOre: costs.period.privateOre,
    deductedOre: costs.period.deductedOre,
    costs,
    dataUsage: costs.dataUsage,
    customFields,
  };
}

/** The late charges booked in the months of the details' range (the details already found the subscription). */
export function lateChargesOf(db: Executor, costs: SubscriptionCosts) {
  const month = (date: string) => `${date.slice(0, 7)}-01`;
  return lateChargesBookedIn(db, costs.subscriptionId, month(costs.fromDate), month(costs.toDate));
}
