import { addDays, osloDate } from '@connect/shared';
import { scopedAccountIds } from '../../../auth/access.ts';
import { requireAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import { type DeviceBuyOutQuote, deviceBuyOutQuote } from '../../equipment/policies/buy-out.service.ts';
import {
  findVisiblePerson,
  type LeaverDeviceRow,
  type LeaverPerson,
  type LeaverRow,
  type LeaverSubscriptionRow,
  listLeavers,
  type PayrollMonthFigures,
  payrollMonthFigures,
  personDevices,
  personSubscriptions,
  updateLeavingDate,
} from './leaving.repository.ts';
import {
  earliestLeavingDate,
  LEAVERS_PAST_DAYS,
  lastPayrollMonth,
  RETURNED_SHOWN_DAYS,
} from './leaving-rules.ts';
import { type SentReminder, sentReminders } from './reminders.repository.ts';

/** Leaving (issue 33 §1, docs/LEAVING.md): the leaving date an administrator sets, the leavers, the offboarding. */

export type { LeaverPerson, LeaverRow, LeaverSubscriptionRow, PayrollMonthFigures, SentReminder };

/** The person, when the caller sees them through their accounts (NOT_FOUND otherwise). */
async function requireLeaverPerson(db: Executor, p: Principal, catalogId: number, forUpdate = false) {
  const person = await findVisiblePerson(db, p, catalogId, forUpdate);
  if (!person) throw AppError.notFound('Person');
  return person;
}

/**
 * Sets (or with null takes back) the person's leaving date. `expected` is the leaving date the caller saw (null:
 * none): the date is its own version, so a change made meanwhile (by another administrator, provisioning or the
 * directory) answers CONFLICT instead of being overwritten. A date before the earliest open payroll month is refused
 * (leaving-rules.ts); the unchanged date is always accepted.
 */
export async function setLeavingDate(
  db: Db,
  clock: Clock,
  p: Principal,
  input: { catalogId: number; leavingDate: string | null; expected: string | null },
): Promise<LeaverPerson> {
  return db.transaction(async (tx) => {
    const person = await requireLeaverPerson(tx, p, input.catalogId, true);
    if (person.leavingDate !== input.expected)
      throw AppError.conflict('The leaving date was changed meanwhile; load the person again.');
    if (input.leavingDate === person.leavingDate) return person;
    const earliest = earliestLeavingDate(osloDate(clock.now()));
    if (input.leavingDate !== null && input.leavingDate < earliest)
      throw AppError.badInput(`The leaving date cannot be before ${earliest}.`, {
        field: 'leavingDate',
        earliest,
      });
    await updateLeavingDate(tx, person.catalogId, input.leavingDate);
    return { ...person, leavingDate: input.leavingDate };
  });
}

/**
 * The people of an account (and its sub accounts) leaving from `pastDays` days ago on, with what is still open
 * there: subscriptions nobody has decided (not ended) and devices neither returned nor bought out.
 */
export async function leavers(
  db: Executor,
  clock: Clock,
  p: Principal,
  q: { accountId: number; includeSubAccounts: boolean; pastDays?: number },
): Promise<LeaverRow[]> {
  await requireAccountScope(db, p, {
    accountId: q.accountId,
    billingGroupId: null,
    includeSubAccounts: q.includeSubAccounts,
  });
  const from = addDays(osloDate(clock.now()), -(q.pastDays ?? LEAVERS_PAST_DAYS));
  return listLeavers(db, scopedAccountIds(p, q.accountId, q.includeSubAccounts), from);
}

export type OffboardingDevice = LeaverDeviceRow & {
  /** The buy-out as of the leaving date, for a device still open; null otherwise. */
  quote: DeviceBuyOutQuote | null;
  /** Why an open device has no quote (no cost price, no policy, a class the policy leaves out…). */
  quoteProblem: string | null;
};

export type Offboarding = {
  person: LeaverPerson;
  subscriptions: LeaverSubscriptionRow[];
  devices: OffboardingDevice[];
  /** The last payroll month (its first day) and what its file carries for the person now; null without a date. */
  finalPayroll: {
    month: string;
    figures: PayrollMonthFigures;
    /** What the open devices would add if each were bought out at its quote (excl. VAT, øre). */
    openBuyOutOre: number;
  } | null;
  /** The reminders sent about their open devices (docs/LEAVING.md "Reminders"), newest first. */
  reminders: SentReminder[];
};

/** The buy-out of an open device as of the date: the quote the PDF shows, or why there is none. */
async function quoteOf(db: Executor, p: Principal, d: LeaverDeviceRow, asOf: string) {
  try {
    return {
      quote: await deviceBuyOutQuote(db, p, { accountId: d.accountId, deviceId: d.id, asOf }),
      quoteProblem: null,
    };
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.BadInput)
      return { quote: null, quoteProblem: e.message };
    // The quote prices a device by the user's policy on the device's own account (the quote PDF's rule).
    if (e instanceof AppError && e.code === ErrorCode.NotFound)
      return { quote: null, quoteProblem: "The user's policy is not on the device's account." };
    throw e;
  }
}

/**
 * The offboarding of one person: their subscriptions, their devices (an open one with its buy-out quote as of the
 * leaving date, by the same computation as the quote PDF) and their final payroll: the last month's figures from
 * the cost engine's stored months and the equipment ledger, as the payroll file would carry them now.
 */
export async function offboarding(db: Executor, p: Principal, catalogId: number): Promise<Offboarding> {
  const person = await requireLeaverPerson(db, p, catalogId);
  const leaving = person.leavingDate;
  const subscriptions = await personSubscriptions(db, p, catalogId);
  const rows = await personDevices(
    db,
    p,
    catalogId,
    leaving ? addDays(leaving, -RETURNED_SHOWN_DAYS) : '9999-12-31',
  );
  const devices: OffboardingDevice[] = [];
  for (const d of rows) {
    const open = d.returnedAt === null && d.purchasedAt === null;
    devices.push({
      ...d,
      ...(open && leaving ? await quoteOf(db, p, d, leaving) : { quote: null, quoteProblem: null }),
    });
  }
  const reminders = await sentReminders(db, catalogId);
  if (!leaving) return { person, subscriptions, devices, finalPayroll: null, reminders };
  const month = lastPayrollMonth(leaving);
  return {
    person,
    subscriptions,
    devices,
    reminders,
    finalPayroll: {
      month,
      figures: await payrollMonthFigures(db, p, catalogId, month),
      openBuyOutOre: devices.reduce((sum, d) => sum + (d.quote?.quote.price ?? 0), 0),
    },
  };
}
