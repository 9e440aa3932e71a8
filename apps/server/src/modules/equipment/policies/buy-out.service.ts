import { type BuyOutTaxValue, buyOutTaxValue } from '@connect/shared';
import { type BuyOutQuote, buyOutQuote } from '@connect/shared/equipment';
import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  type CurrentDeviceRow,
  currentDevices,
  type QuotedDeviceRow,
  quotedDevice,
} from './buy-out.repository.ts';
import { requirePersonOfAccount } from './members.repository.ts';
import type { CategoryFigures } from './members.service.ts';
import type { CategoryDetailRow } from './policies.repository.ts';
import { requirePolicy } from './policies.repository.ts';
import { categoryDetails, standardBuyOut } from './policies.service.ts';
import { engineTiers, type StoredTiers } from './policy-tiers.ts';

/**
 * Buy-out of the employee's devices (domain.md, Buy-out), as of any date: the tier of the device's age, by the
 * policy category's rule (custom) or the account's defaults (standard).
 */

/**
 * A buy-out priced: the quote, and the device's tax value with the taxable benefit of buying it at that price
 * (docs/COST-RULES.md "Taxable benefits"; null for a class the tax rule does not value).
 */
export type CurrentDeviceBuyOut = {
  device: CurrentDeviceRow;
  quote: BuyOutQuote;
  taxValue: BuyOutTaxValue | null;
};

function taxValueOf(device: CurrentDeviceRow, quote: BuyOutQuote): BuyOutTaxValue | null {
  return buyOutTaxValue({
    classId: device.classId,
    costPrice: device.costPrice,
    purchaseDate: device.purchaseDate,
    asOf: quote.asOf,
    priceExVat: quote.price,
  });
}

function quoteOf(detail: CategoryDetailRow, standard: StoredTiers, device: CurrentDeviceRow, asOf: string) {
  return buyOutQuote({
    costPrice: device.costPrice,
    purchaseDate: device.purchaseDate,
    asOf,
    mode: detail.buyOutMode,
    tiers: engineTiers(detail.buyOutMode === 'custom' ? detail : standard),
  });
}

/**
 * Each category's figures with the buy-out tiers in force (custom, or the account's standard values) and the buy-out
 * of the member's current device of that class (none without a device, or when the date is before it was bought).
 */
export async function withCurrentDeviceBuyOut<F extends CategoryFigures>(
  db: Executor,
  accounts: SQL,
  accountId: number,
  catalogId: number,
  figures: F[],
): Promise<(F & { currentDevice: CurrentDeviceBuyOut | null; tiers: StoredTiers })[]> {
  if (figures.length === 0) return [];
  const devices = await currentDevices(db, accounts, catalogId);
  const standard = await standardBuyOut(db, accountId);
  return figures.map((f) => {
    const priced = (d: CurrentDeviceRow, asOf: string) => {
      const quote = quoteOf(f.detail, standard, d, asOf);
      return { device: d, quote, taxValue: taxValueOf(d, quote) };
    };
    const device = devices.find((d) => d.classId === f.detail.categoryId);
    const asOf = f.credit.asOf;
    return {
      ...f,
      tiers: f.detail.buyOutMode === 'custom' ? f.detail : standard,
      currentDevice: device && device.purchaseDate <= asOf ? priced(device, asOf) : null,
    };
  });
}

export type DeviceBuyOutQuote = {
  device: QuotedDeviceRow & { costPrice: number; purchaseDate: string };
  policyName: string;
  quote: BuyOutQuote;
  taxValue: BuyOutTaxValue | null;
};

/** The buy-out quote of one device for a date (the PDF's figures); a clear error when it cannot be priced. */
export async function deviceBuyOutQuote(
  db: Executor,
  p: Principal,
  q: { accountId: number; deviceId: number; asOf: string },
): Promise<DeviceBuyOutQuote> {
  const device = await quotedDevice(db, p, q.accountId, q.deviceId);
  if (!device) throw AppError.notFound('Device');
  if (device.catalogId === null)
    throw AppError.badInput('The device has no user, so no policy prices its buy-out.', {
      field: 'deviceID',
    });
  const { costPrice, purchaseDate } = device;
  if (costPrice === null || purchaseDate === null)
    throw AppError.badInput('The device needs a cost price and a purchase date to be priced.', {
      field: 'deviceID',
    });
  if (q.asOf < purchaseDate)
    throw AppError.badInput('The date is before the device was bought.', { field: 'date' });
  const person = await requirePersonOfAccount(db, p, q.accountId, device.catalogId);
  if (person.policyId === null)
    throw AppError.badInput("The device's user has no equipment policy.", { field: 'deviceID' });
  const policy = await requirePolicy(db, p, q.accountId, person.policyId);
  const detail = (await categoryDetails(db, policy.id)).find((d) => d.categoryId === device.classId);
  if (!detail?.active)
    throw AppError.badInput("The user's policy does not cover this type of device.", { field: 'deviceID' });
  const priced = { ...device, costPrice, purchaseDate };
  const quote = quoteOf(detail, await standardBuyOut(db, q.accountId), priced, q.asOf);
  return { device: priced, policyName: policy.name, quote, taxValue: taxValueOf(priced, quote) };
}
