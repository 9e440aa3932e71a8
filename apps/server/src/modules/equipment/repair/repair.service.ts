import { EQUIPMENT_ROLES, hasAnyRole, Service } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { ReceivedFile } from '../../../files/receive-upload.ts';
import type { Messaging } from '../../../mail/outbox.ts';
import {
  findPersonDevice,
  findRepairPolicy,
  insertRepairFile,
  insertRepairRequest,
  listRepairDevices,
  personInReach,
  type RepairDevice,
  type RepairDeviceRow,
  type RepairPolicy,
  setRepairOutbox,
} from './repair.repository.ts';

/** The rules of repair requests (001 §2, §7): who may ask for whom, and what a request stores and sends. */

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** Who may ask for a person's repair: the person themselves, or an equipment admin (for anyone of their accounts). */
function requireRepairCaller(p: Principal, catalogId: number): { self: boolean } {
  const self = catalogId === p.catalogId;
  const admin = p.services.includes(Service.Equipment) && hasAnyRole(p.roles, EQUIPMENT_ROLES);
  if (!self && !admin) throw AppError.notFound('Person');
  return { self };
}

/**
 * The person's policy with its repair setting, when the caller may ask for them; null when the person has no policy.
 * Another person, or one of an account the admin does not see, answers not found.
 */
export async function repairPolicyOf(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairPolicy | null> {
  const { self } = requireRepairCaller(p, catalogId);
  if (!(await personInReach(db, p, catalogId, self))) throw AppError.notFound('Person');
  return findRepairPolicy(db, p, catalogId, self);
}

/** The policy when it offers repairs (active, with a service partner), else CONFLICT; no policy answers not found. */
export async function requireRepairPolicy(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairPolicy> {
  const policy = await repairPolicyOf(db, p, catalogId);
  if (!policy) throw AppError.notFound('Person');
  if (!policy.active || !policy.email) throw AppError.conflict('The policy does not offer repairs.');
  return policy;
}

/** The repair dialog's entry point: the caller's own (no `catalogId`) or another person's repair setting. */
export async function repairRequestOptions(
  db: Executor,
  p: Principal,
  catalogId: number | null,
): Promise<{ allowed: boolean; catalogId: number }> {
  const person = catalogId ?? p.catalogId;
  const policy = await repairPolicyOf(db, p, person);
  return { allowed: Boolean(policy?.active && policy.email), catalogId: person };
}

/** The person's phones the repair form can be filled from. */
export async function repairDevices(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairDeviceRow[]> {
  const { self } = requireRepairCaller(p, catalogId);
  return listRepairDevices(db, p, catalogId, self);
}

export type RepairForm = {
  /** One of the person's devices, or a new one described by the fields below. */
  deviceId: number | null;
  deviceName: string;
  vendorName: string;
  imei: string | null;
  serialNumber: string | null;
  orderNumber: string | null;
  purchasedAt: string | null;
  faultDescription: string;
};

/**
 * Stores the request with its files and e-mails them to the policy's service partner through the outbox, in one
 * transaction; `policy` is the one `requireRepairPolicy` answered.
 */
export async function requestRepair(
  db: Db,
  messaging: Messaging,
  p: Principal,
  r: { catalogId: number; policy: RepairPolicy; form: RepairForm; files: ReceivedFile[] },
): Promise<{ id: number }> {
  const { form, policy } = r;
  return db.transaction(async (tx) => {
    let device: RepairDevice = {
      id: null,
      name: form.deviceName,
      vendor: form.vendorName,
      imei: form.imei,
      serial: form.serialNumber,
      order: form.orderNumber,
      purchased: form.purchasedAt,
    };
    if (form.deviceId !== null) {
      const own = await findPersonDevice(tx, form.deviceId, r.catalogId);
      if (!own) throw AppError.notFound('Device');
      device = own;
    }
    const lines = [
      `Repair request / Reparasjonsforespørsel #{id}`,
      `Device: ${device.vendor} ${device.name}`.trim(),
      `IMEI: ${device.imei ?? '-'}`,
      `Serial number: ${device.serial ?? '-'}`,
      `Order: ${device.order ?? '-'}, purchased ${device.purchased ?? '-'}`,
      '',
      form.faultDescription,
    ];
    const id = await insertRepairRequest(tx, {
      catalogId: r.catalogId,
      requestedBy: p.catalogId,
      policyId: policy.id,
      device,
      faultDescription: form.faultDescription,
      partnerEmail: policy.email!,
    });
    const contentType = (file: ReceivedFile) => CONTENT_TYPES[file.type as keyof typeof CONTENT_TYPES];
    for (const file of r.files)
      await insertRepairFile(tx, id, {
        fileName: file.fileName,
        contentType: contentType(file),
        content: file.content,
      });
    const outboxId = await messaging.sendEmail(tx, {
      customerId: policy.customerId,
      accountId: policy.accountId,
      to: policy.email!,
      subject: `Repair request #${id}: ${device.vendor} ${device.name}`.trim(),
      text: lines.join('\n').replace('#{id}', `#${id}`),
      attachments: r.files.map((file) => ({
        filename: file.fileName,
        contentType: contentType(file),
        contentBase64: file.content.toString('base64'),
      })),
    });
    await setRepairOutbox(tx, id, outboxId);
    return { id };
  });
}
