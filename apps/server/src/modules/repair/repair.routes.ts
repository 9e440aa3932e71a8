import { isValidImei } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RouteModule } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { receiveUpload } from '../../files/receive-upload.ts';
import { idText, parseInput } from '../../http/input.ts';
import { restRoutes } from '../../http/route.ts';
import { requireRepairPolicy } from './repair.repository.ts';

const MB = 1024 * 1024;
const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

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
      return deps.db.transaction(async (tx) => {
        let device = {
          id: null as number | null,
          name: f.device_name ?? '',
          vendor: f.device_vendor_name ?? '',
          imei: f.imei || null,
          serial: f.serial_number || null,
          order: f.order_number || null,
          purchased: f.purchased_at || null,
        };
        if (f.device_id) {
          const [d] = await queryRows<{
            id: number;
            name: string;
            vendor: string | null;
            imei: string | null;
            serial: string | null;
            order: string | null;
            purchased: string | null;
          }>(
            tx,
            sql`select d.id, d.description as name, v.name as vendor, d.imei, d.serial_number as serial,
                  d.order_number as order, d.ordered_at::text as purchased
                from devices d left join device_vendors v on v.id = d.vendor_id
                where d.id = ${Number(f.device_id)} and d.catalog_id = ${catalogId}`,
          );
          if (!d) throw AppError.notFound('Device');
          device = { ...d, vendor: d.vendor ?? '' };
        }
        const lines = [
          `Repair request / Reparasjonsforespørsel #{id}`,
          `Device: ${device.vendor} ${device.name}`.trim(),
          `IMEI: ${device.imei ?? '-'}`,
          `Serial number: ${device.serial ?? '-'}`,
          `Order: ${device.order ?? '-'}, purchased ${device.purchased ?? '-'}`,
          '',
          f.fault_description,
        ];
        const [req0] = await queryRows<{ id: number }>(
          tx,
          sql`insert into repair_requests (catalog_id, requested_by, policy_id, device_id, device_name, vendor_name,
                imei, serial_number, order_number, purchased_at, fault_description, partner_email)
              values (${catalogId}, ${p.catalogId}, ${policy.id}, ${device.id}, ${device.name}, ${device.vendor},
                ${device.imei}, ${device.serial}, ${device.order}, ${device.purchased}, ${f.fault_description},
                ${policy.email}) returning id`,
        );
        const id = req0!.id;
        for (const file of upload.files)
          await tx.execute(
            sql`insert into repair_request_files (request_id, file_name, content_type, content)
                values (${id}, ${file.fileName}, ${CONTENT_TYPES[file.type as keyof typeof CONTENT_TYPES]}, ${file.content})`,
          );
        const outboxId = await deps.services.messaging.sendEmail(tx, {
          customerId: policy.customerId,
          accountId: policy.accountId,
          to: policy.email!,
          subject: `Repair request #${id}: ${device.vendor} ${device.name}`.trim(),
          text: lines.join('\n').replace('#{id}', `#${id}`),
          attachments: upload.files.map((file) => ({
            filename: file.fileName,
            contentType: CONTENT_TYPES[file.type as keyof typeof CONTENT_TYPES],
            contentBase64: file.content.toString('base64'),
          })),
        });
        await tx.execute(sql`update repair_requests set outbox_id = ${outboxId} where id = ${id}`);
        return { id };
      });
    },
  );
};
