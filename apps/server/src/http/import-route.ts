import { EQUIPMENT_ROLES, MAX_UPLOAD_BYTES, Service } from '@connect/shared';
import { z } from 'zod';

/** What the xlsx import routes share (devices, policies). */

/** The multipart body of one 50 MB file and its headers. */
export const IMPORT_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

/** Equipment admins (001 §6, 002 §6): the Equipment service and an equipment role. */
export const EQUIPMENT_ADMIN = { service: Service.Equipment, roles: EQUIPMENT_ROLES };

/** `?dryRun=true` answers what the file would do and writes nothing; any other value imports. */
export const dryRunQuery = z.object({
  dryRun: z
    .unknown()
    .optional()
    .transform((v) => v === 'true'),
});
