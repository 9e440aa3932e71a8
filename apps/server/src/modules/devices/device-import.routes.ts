import { EQUIPMENT_ROLES, hasAnyRole, MAX_UPLOAD_BYTES, Service } from '@connect/shared';
import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../app.ts';
import { requireAccount } from '../../auth/access.ts';
import { AppError } from '../../errors.ts';
import { receiveUpload } from '../../files/receive-upload.ts';
import { sendErrorFile, sendXlsx } from '../../files/sheet-import.ts';
import { requestLanguage } from '../../http/language.ts';
import { authenticate } from '../../http/principal.ts';
import { customerVendors } from './device-import.repository.ts';
import { importDevices, importErrorFile } from './device-import.service.ts';
import { deviceTemplate } from './device-import-sheet.ts';
import { customerOfAccount, listClasses } from './devices.repository.ts';

/** The multipart body of one 50 MB file and its headers. */
export const IMPORT_BODY_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

type Deps = Parameters<RouteModule>[1];

/** The caller, when an equipment admin (001 §6, 002 §6): the Equipment service and an equipment role. */
export async function equipmentAdmin(req: FastifyRequest, deps: Deps) {
  const p = await authenticate(req, deps);
  if (!p.services.includes(Service.Equipment) || !hasAnyRole(p.roles, EQUIPMENT_ROLES))
    throw AppError.forbidden();
  return p;
}

/** An equipment admin and the account of the path, which must be one the caller sees. */
async function equipmentAccount(req: FastifyRequest, deps: Deps, raw: string) {
  const p = await equipmentAdmin(req, deps);
  const accountId = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(accountId) || accountId <= 0)
    throw AppError.notFound('Account');
  await requireAccount(deps.db, p, accountId);
  return { p, accountId };
}

/**
 * 001 §7: `GET accounts/{id}/devices/template` and `POST accounts/{accountId}/devices/upload` (`?dryRun=true`
 * answers what the file would do and writes nothing); beyond the spec, `POST …/devices/upload/errors` answers the
 * uploaded file with an error column. Choices: docs/DEVICE-IMPORT.md.
 */
export const deviceImportRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { id: string } }>('/api/accounts/:id/devices/template', async (req, reply) => {
    const { accountId } = await equipmentAccount(req, deps, req.params.id);
    const language = requestLanguage(req);
    const vendors = await customerVendors(deps.db, (await customerOfAccount(deps.db, accountId))!);
    const file = await deviceTemplate(
      language,
      await listClasses(deps.db),
      vendors.map((v) => v.name),
    );
    return sendXlsx(
      reply,
      file,
      language === 'en' ? 'device-import-template.xlsx' : 'mal-import-enheter.xlsx',
    );
  });

  app.post<{ Params: { accountId: string }; Querystring: { dryRun?: string } }>(
    '/api/accounts/:accountId/devices/upload',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (req) => {
      const { p, accountId } = await equipmentAccount(req, deps, req.params.accountId);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const file = files[0]!;
      return importDevices(deps.db, p, {
        accountId,
        file: file.content,
        fileName: file.fileName,
        dryRun: req.query.dryRun === 'true',
      });
    },
  );

  app.post<{ Params: { accountId: string } }>(
    '/api/accounts/:accountId/devices/upload/errors',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (req, reply) => {
      const { p, accountId } = await equipmentAccount(req, deps, req.params.accountId);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const file = files[0]!;
      const sheet = await importErrorFile(deps.db, p, accountId, file.content);
      return sheet ? sendErrorFile(req, reply, sheet, file.fileName) : reply.status(204).send();
    },
  );
};
