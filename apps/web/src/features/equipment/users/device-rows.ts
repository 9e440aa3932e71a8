import type { DeviceUpdateInput, UserDevicesQuery } from '../../../gql/graphql.ts';
import { type DeviceDraft, draftOf, draftProblems, updateInputOf } from '../devices/device-draft.ts';
import { isImeiOk } from '../devices/device-inputs.tsx';

/**
 * The equipment users panel's device rows as one draft (001 §2, §4): each row is the device panel's draft of one
 * device, and Save sends the rows that changed, each with only its changes and the version it read.
 */

export type SavedDevice = UserDevicesQuery['devices']['devices'][number];
export type RowDraft = DeviceDraft & { id: number };

export const rowDraftOf = (d: SavedDevice): RowDraft => ({ ...draftOf(d), id: d.ID });

const propertyId = (d: SavedDevice, name: string) =>
  d.class.properties.find((p) => p.name === name)?.id ?? null;

export const hasImei = (d: SavedDevice) => propertyId(d, 'imei') !== null;

/** The updates of the changed rows; an unchanged row sends nothing. */
export function changedInputs(saved: readonly SavedDevice[], rows: readonly RowDraft[]): DeviceUpdateInput[] {
  const byId = new Map(saved.map((d) => [d.ID, d]));
  return rows.flatMap((row) => {
    const d = byId.get(row.id);
    if (!d) return [];
    const input = updateInputOf(d, row, {
      imei: propertyId(d, 'imei'),
      serialNumber: propertyId(d, 'serial_number'),
    });
    // Only id and version: nothing changed.
    return Object.keys(input).length > 2 ? [input] : [];
  });
}

/** Every row could be saved: a name, amounts in the §5 format and a valid IMEI. */
export const rowsOk = (rows: readonly RowDraft[]) => rows.every((r) => !draftProblems(r) && isImeiOk(r.imei));
