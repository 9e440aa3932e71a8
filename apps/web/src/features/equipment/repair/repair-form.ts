import { REPAIR_MAX_FILE_BYTES, REPAIR_MAX_FILES } from '@connect/shared';
import type { UploadRefusal, UploadRefusalParams } from '@connect/shared/upload-refusals';
import { isDateFieldOk } from '../../../ui/date-field-value.ts';

/** The repair form's state (001 §3 Repair request) and its rules (§4 repair form, §5), apart from the screen. */

/** A device the form can be filled from (the `RepairDevice` of `repairRequestOptions`). */
export type RepairDevice = {
  ID: number;
  description: string;
  vendorName?: string | null;
  orderedAt?: string | null;
  orderNumber?: string | null;
  imei?: string | null;
  serialNumber?: string | null;
};

export type RepairForm = {
  deviceId: number | null;
  vendor: string;
  name: string;
  imei: string;
  serialNumber: string;
  orderNumber: string;
  /** YYYY-MM-DD or ''. */
  purchasedAt: string;
  files: File[];
  message: string;
  confirmed: boolean;
};

export const EMPTY_REPAIR_FORM: RepairForm = {
  deviceId: null,
  vendor: '',
  name: '',
  imei: '',
  serialNumber: '',
  orderNumber: '',
  purchasedAt: '',
  files: [],
  message: '',
  confirmed: false,
};

/**
 * Choosing a device fills vendor, name, IMEI, serial, order ID and date from it (the screen locks them); clearing
 * it (null) resets every field, file, the message and the checkbox.
 */
export function withDevice(form: RepairForm, device: RepairDevice | null): RepairForm {
  if (!device) return EMPTY_REPAIR_FORM;
  return {
    ...form,
    deviceId: device.ID,
    vendor: device.vendorName ?? '',
    name: device.description,
    imei: device.imei ?? '',
    serialNumber: device.serialNumber ?? '',
    orderNumber: device.orderNumber ?? '',
    purchasedAt: device.orderedAt ?? '',
  };
}

/**
 * §5: a new device needs name, IMEI, vendor, message and the confirmation; an existing one the message and it. A
 * purchase date, when typed, must be one (issue 28 §9).
 */
export function canSubmit(form: RepairForm): boolean {
  const filled = (v: string) => v.trim() !== '';
  if (!form.confirmed || !filled(form.message) || !isDateFieldOk(form.purchasedAt || null)) return false;
  return form.deviceId !== null || (filled(form.name) && filled(form.imei) && filled(form.vendor));
}

export const REPAIR_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const REPAIR_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export type FileRefusal = { reason: UploadRefusal; params: UploadRefusalParams };

/** What a file's first bytes say it is: pdf, png or jpeg (the server reads the content the same way). */
export function contentType(head: Uint8Array): 'pdf' | 'png' | 'jpeg' | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

/** Why a file cannot be attached (its name, its size, or its content), or null when it can. */
export function fileRefusal(name: string, size: number, head: Uint8Array): FileRefusal | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const allowed = REPAIR_FILE_EXTENSIONS.join(', ');
  if (!(REPAIR_FILE_EXTENSIONS as readonly string[]).includes(extension))
    return { reason: 'FILE_WRONG_TYPE', params: { allowed } };
  if (size === 0) return { reason: 'FILE_EMPTY', params: {} };
  if (contentType(head) === null) return { reason: 'FILE_WRONG_TYPE', params: { allowed } };
  if (size > REPAIR_MAX_FILE_BYTES)
    return { reason: 'FILE_TOO_LARGE', params: { maxMb: REPAIR_MAX_FILE_BYTES / 1024 / 1024 } };
  return null;
}

/** Adds the files that fit to the form's (at most 3 in all); answers the refusals of the others. */
export async function addFiles(
  current: File[],
  picked: File[],
): Promise<{ files: File[]; refusals: { name: string; refusal: FileRefusal }[] }> {
  const files = [...current];
  const refusals: { name: string; refusal: FileRefusal }[] = [];
  for (const file of picked) {
    if (files.length >= REPAIR_MAX_FILES) {
      refusals.push({
        name: file.name,
        refusal: { reason: 'FILE_TOO_MANY', params: { max: REPAIR_MAX_FILES } },
      });
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const refusal = fileRefusal(file.name, file.size, head);
    if (refusal) refusals.push({ name: file.name, refusal });
    else files.push(file);
  }
  return { files, refusals };
}

/** The multipart body of `POST accounts/users/{catalogId}/devices/repair` (001 §7 field names). */
export function repairFormData(form: RepairForm): FormData {
  const data = new FormData();
  const fields: Record<string, string> = {
    device_id: form.deviceId === null ? '' : String(form.deviceId),
    device_name: form.name.trim(),
    device_vendor_name: form.vendor.trim(),
    imei: form.imei.trim(),
    serial_number: form.serialNumber.trim(),
    order_number: form.orderNumber.trim(),
    purchased_at: form.purchasedAt,
    fault_description: form.message.trim(),
    confirmed: String(form.confirmed),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of form.files) data.append('files', file, file.name);
  return data;
}
