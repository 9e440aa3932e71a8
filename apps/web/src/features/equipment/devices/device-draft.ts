import type { DeviceFieldsFragment, DeviceUpdateInput } from '../../../gql/graphql.ts';
import { amountTextOf, isAmountTextOk, kronerOf } from '../../../ui/amount-text.ts';
import { type DateFieldValue, isDateFieldOk } from '../../../ui/date-field-value.ts';

/** A person the draft names: their catalog id and what the panel shows of them. */
export type DraftPerson = {
  catalogID: number;
  name: string;
  department: string | null;
  company: string | null;
  mobile: string | null;
};

/** What the device panel edits (001 §4: a draft against the saved copy; Save and Reset only with changes). */
export type DeviceDraft = {
  active: boolean;
  lost: boolean;
  description: string;
  person: DraftPerson | null;
  orderedAt: string | null;
  costPrice: string;
  employeePaid: string;
  imei: string;
  serialNumber: string;
  comment: string;
  warrantyEndsAt: DateFieldValue;
  returned: { date: string; previousEmployee: number | null } | null;
  purchased: { date: string; catalogId: number | null } | null;
  /** Confirm and calculate (001 §4 Confirm amounts): the purchase is priced by the buy-out rule on save. */
  calculateCost: boolean;
};

const propertyOf = (d: DeviceFieldsFragment, name: string) =>
  d.properties.find((p) => p.property.name === name)?.value ?? '';

export function draftOf(d: DeviceFieldsFragment): DeviceDraft {
  return {
    active: d.active,
    lost: d.lost,
    description: d.description,
    person:
      d.catalogID == null
        ? null
        : {
            catalogID: d.catalogID,
            name: d.bnUser ? `${d.bnUser.firstName} ${d.bnUser.lastName}` : `#${d.catalogID}`,
            department: d.bnUser?.bnDepartmentName ?? null,
            company: d.bnUser?.bnCompany ?? null,
            mobile: d.bnUser?.bnMobile ?? null,
          },
    orderedAt: d.orderedAt ?? null,
    costPrice: amountTextOf(d.costPrice),
    employeePaid: amountTextOf(d.employeePaid),
    imei: propertyOf(d, 'imei'),
    serialNumber: propertyOf(d, 'serial_number'),
    comment: d.comment,
    warrantyEndsAt: d.warrantyEndsAt ?? null,
    returned: d.returnedByEmployee
      ? { date: d.returnedByEmployee.date, previousEmployee: d.returnedByEmployee.previousEmployee ?? null }
      : null,
    purchased: d.purchasedByEmployee
      ? { date: d.purchasedByEmployee.date, catalogId: d.purchasedByEmployee.bnUser ?? null }
      : null,
    calculateCost: false,
  };
}

/**
 * 001 §4: the toggles and fields a state locks. An inactive device keeps its user, lost flag and the two toggles;
 * a device its employee purchased (saved) keeps its name, dates, price, serial and IMEI.
 */
export function locksOf(saved: DeviceFieldsFragment, draft: DeviceDraft) {
  const inactive = !draft.active;
  const purchased = saved.purchasedByEmployee != null;
  return {
    stateLocked: inactive,
    purchaseToggleLocked: inactive || purchased || draft.person === null,
    purchasedFieldsLocked: purchased,
  };
}

/**
 * The draft cannot be saved: no name, an amount parseAmount cannot read, or a purchase date that is not one (the
 * text typed is kept until it is). The IMEI is checked by its input and the server.
 */
export function draftProblems(draft: DeviceDraft): boolean {
  return (
    draft.description.trim() === '' ||
    !isAmountTextOk(draft.costPrice) ||
    !isAmountTextOk(draft.employeePaid) ||
    !isDateFieldOk(draft.orderedAt) ||
    !isDateFieldOk(draft.warrantyEndsAt)
  );
}

/**
 * The update of 001 §3 Device update input: only what changed, with the version read (a stale one answers
 * CONFLICT). Properties are sent only with a non-empty value.
 */
export function updateInputOf(
  saved: DeviceFieldsFragment,
  draft: DeviceDraft,
  propertyIds: { imei: number | null; serialNumber: number | null },
): DeviceUpdateInput {
  const was = draftOf(saved);
  const input: DeviceUpdateInput = { id: saved.ID, version: saved.version };
  if (draft.active !== was.active) input.active = draft.active;
  if (draft.lost !== was.lost) input.lost = draft.lost;
  if (draft.description.trim() !== was.description) input.description = draft.description.trim();
  if ((draft.person?.catalogID ?? null) !== (was.person?.catalogID ?? null))
    input.catalogID = draft.person?.catalogID ?? null;
  if (draft.orderedAt !== was.orderedAt) input.orderedAt = draft.orderedAt;
  if (draft.costPrice !== was.costPrice) input.costPrice = kronerOf(draft.costPrice);
  if (draft.employeePaid !== was.employeePaid) input.employeePaid = kronerOf(draft.employeePaid);
  if (draft.comment !== was.comment) input.comment = draft.comment;
  if (draft.warrantyEndsAt !== was.warrantyEndsAt) input.warrantyEndsAt = draft.warrantyEndsAt;
  const properties = [
    { id: propertyIds.imei, value: draft.imei.trim(), before: was.imei },
    { id: propertyIds.serialNumber, value: draft.serialNumber.trim(), before: was.serialNumber },
  ].flatMap((p) => (p.id !== null && p.value && p.value !== p.before ? [{ id: p.id, value: p.value }] : []));
  if (properties.length) input.properties = properties;
  if ((draft.returned === null) !== (was.returned === null))
    input.returnedByEmployee = draft.returned && {
      date: draft.returned.date,
      catalogID: draft.returned.previousEmployee,
    };
  if ((draft.purchased === null) !== (was.purchased === null))
    input.purchasedByEmployee = draft.purchased && {
      date: draft.purchased.date,
      catalogID: draft.purchased.catalogId,
      calculateCost: draft.calculateCost,
    };
  return input;
}
