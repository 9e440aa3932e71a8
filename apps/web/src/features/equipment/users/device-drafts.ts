import { isValidAmountText, osloDate, parseAmountText } from '@connect/shared';
import { isValidImei } from '@connect/shared/equipment';
import type { DeviceUpdateInput, UserDevicesQuery } from '../../../gql/graphql.ts';
import { amountText } from '../../policies/policy-draft.ts';

/**
 * The equipment users panel's device rows as one draft (001 §2, §4): each device's editable fields as the inputs
 * show them, and the update input of a changed row (only the fields that changed, with the version it read).
 */

export type SavedDevice = UserDevicesQuery['devices']['devices'][number];

export type DeviceDraft = {
  id: number;
  catalogId: number | null;
  /** Who Move to other user chose, for the row's note; empty while not moved. */
  movedTo: string;
  active: boolean;
  lost: boolean;
  orderedAt: string;
  costPrice: string;
  employeePaid: string;
  imei: string;
  serialNumber: string;
  comment: string;
  returned: boolean;
  returnedDate: string;
};

const property = (d: SavedDevice, name: string) =>
  d.properties.find((p) => p.property.name === name)?.value ?? '';
const amount = (kroner: number | null | undefined) => (kroner == null ? '' : amountText(kroner));

export function draftOf(d: SavedDevice): DeviceDraft {
  return {
    id: d.ID,
    catalogId: d.catalogID ?? null,
    movedTo: '',
    active: d.active,
    lost: d.lost,
    orderedAt: d.orderedAt ?? '',
    costPrice: amount(d.costPrice),
    employeePaid: amount(d.employeePaid),
    imei: property(d, 'imei'),
    serialNumber: property(d, 'serial_number'),
    comment: d.comment,
    returned: d.returnedByEmployee != null,
    returnedDate: d.returnedByEmployee?.date ?? '',
  };
}

export type RowProblem = 'costPrice' | 'employeePaid' | 'imei' | 'orderedAt';

/** The fields of a row the server would refuse, so Save stays off while any row has one. */
export function rowProblems(d: DeviceDraft, today = osloDate()): RowProblem[] {
  const problems: RowProblem[] = [];
  if (d.costPrice.trim() && !isValidAmountText(d.costPrice)) problems.push('costPrice');
  if (d.employeePaid.trim() && !isValidAmountText(d.employeePaid)) problems.push('employeePaid');
  if (d.imei.trim() && !isValidImei(d.imei.trim())) problems.push('imei');
  if (d.orderedAt > today) problems.push('orderedAt');
  return problems;
}

const kroner = (text: string) => {
  const ore = parseAmountText(text);
  return ore === null ? null : ore / 100;
};

/**
 * The update of one row, or null when it is unchanged. Property ids come from the device's class (imei only where
 * the class has it); 001 §3: only properties with a non-empty value are sent.
 */
export function updateInputOf(
  saved: SavedDevice,
  draft: DeviceDraft,
  propertyIds: { imei?: number; serialNumber?: number },
): DeviceUpdateInput | null {
  const was = draftOf(saved);
  const input: DeviceUpdateInput = { id: saved.ID, version: saved.version };
  if (draft.active !== was.active) input.active = draft.active;
  if (draft.lost !== was.lost) input.lost = draft.lost;
  if (draft.catalogId !== was.catalogId) input.catalogID = draft.catalogId;
  if (draft.comment !== was.comment) input.comment = draft.comment;
  if (draft.orderedAt !== was.orderedAt) input.orderedAt = draft.orderedAt || null;
  if (draft.costPrice.trim() !== was.costPrice) input.costPrice = kroner(draft.costPrice);
  if (draft.employeePaid.trim() !== was.employeePaid) input.employeePaid = kroner(draft.employeePaid);
  const properties = [
    { id: propertyIds.imei, value: draft.imei.trim(), before: was.imei },
    { id: propertyIds.serialNumber, value: draft.serialNumber.trim(), before: was.serialNumber },
  ].flatMap((p) =>
    p.id !== undefined && p.value && p.value !== p.before ? [{ id: p.id, value: p.value }] : [],
  );
  if (properties.length) input.properties = properties;
  if (draft.returned !== was.returned)
    input.returnedByEmployee = draft.returned ? { date: draft.returnedDate || null } : null;
  return Object.keys(input).length > 2 ? input : null;
}
