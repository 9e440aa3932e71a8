import { isValidImei } from '@connect/shared/equipment';
import { z } from 'zod';
import { receiveUpload } from '../../../files/receive-upload.ts';
import { idText, parseInput } from '../../../http/input.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { requestRepair, requireRepairPolicy } from './repair.service.ts';

const MB = 1024 * 1024;

const text = (max: number) => z.string().trim().max(max).optional();
/** The form's fields (001 §7); a new device needs name, IMEI and vendor, an existing one only the message. */
const form = z
  .object({
    device_id: z.string().regex(/^\d+$/).optional().or(z.literal('')),
    device_name: text(200),
    device_vendor_name: text(100),
    imei: text(15),
    serial_number: text(100),
    order_number: text(100),
    purchased_at: z.iso.date().optional().or(z.literal('')),
    fault_description: z.string().trim().min(1, 'Describe the fault.').max(5000),
    confirmed: z.literal('true', 'Confirm the recommended measures.'),
  })
  .refine((f) => f.device_id || (f.device_name && f.device_vendor_name && f.imei), {
    message: 'A new device needs its name, vendor and IMEI.',
    path: ['device_name'],
  })
  .refine((f) => !f.imei || isValidImei(f.imei), { message: 'Not a valid IMEI.', path: ['imei'] });

/**
 * `POST accounts/users/{catalogId}/devices/repair` (multipart): the repair request with at most 3 attachments of at
 * most 25 MB (pdf, jpg, jpeg or png by content). Stored with its files and e-mailed with them to the policy's
 * service partner through the outbox, in one transaction.
 */
export const repairRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  route(
    {
      method: 'POST',
      url: '/api/accounts/users/:catalogId/devices/repair',
      access: {},
      params: z.object({ catalogId: idText({ notFound: 'Person' }) }),
      bodyLimit: 3 * 25 * MB + MB,
    },
    async ({ req, p, params: { catalogId } }) => {
      const policy = await requireRepairPolicy(deps.db, p, catalogId);
      const upload = await receiveUpload(req, {
        types: ['pdf', 'png', 'jpeg'],
        maxFiles: 3,
        maxBytes: 25 * MB,
        required: false,
      });
      const f = parseInput(form, upload.fields);
      return requestRepair(deps.db, deps.services.messaging, p, {
        catalogId,
        policy,
        files: upload.files,
        form: {
          deviceId: f.device_id ? Number(f.device_id) : null,
          deviceName: f.device_name ?? '',
          vendorName: f.device_vendor_name ?? '',
          imei: f.imei || null,
          serialNumber: f.serial_number || null,
          orderNumber: f.order_number || null,
          purchasedAt: f.purchased_at || null,
          faultDescription: f.fault_description,
        },
      });
    },
  );
};
