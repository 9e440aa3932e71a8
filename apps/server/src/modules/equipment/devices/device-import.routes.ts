import { z } from 'zod';
import { requireAccount } from '../../../auth/access.ts';
import { receiveUpload } from '../../../files/receive-upload.ts';
import { sendErrorFile, sendXlsx } from '../../../files/sheet-import.ts';
import { dryRunQuery, EQUIPMENT_ADMIN, IMPORT_BODY_LIMIT } from '../../../http/import-route.ts';
import { idText } from '../../../http/input.ts';
import { requestLanguage } from '../../../http/language.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { exportDevicesFile } from './device-export.service.ts';
import { deviceImportTemplate, importDevices, importErrorFile } from './device-import.service.ts';

/**
 * 001 §7: `GET accounts/{id}/devices/template` and `POST accounts/{accountId}/devices/upload` (`?dryRun=true`
 * answers what the file would do and writes nothing); beyond the spec, `POST …/devices/upload/errors` answers the
 * uploaded file with an error column, and `GET accounts/{id}/devices/export` every device in the import's columns.
 * Choices: docs/DEVICE-IMPORT.md.
 */
export const deviceImportRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  const account = idText({ notFound: 'Account' });

  route(
    {
      method: 'GET',
      url: '/api/accounts/:id/devices/template',
      access: EQUIPMENT_ADMIN,
      params: z.object({ id: account }),
    },
    async ({ req, reply, p, params }) => {
      const { file, name } = await deviceImportTemplate(deps.db, p, params.id, requestLanguage(req));
      return sendXlsx(reply, file, name);
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/accounts/:id/devices/export',
      access: EQUIPMENT_ADMIN,
      query: z.object({ includeSubAccounts: z.enum(['true', 'false']).default('true') }),
      params: z.object({ id: account }),
    },
    async ({ req, reply, p, params, query }) => {
      const { file, name } = await exportDevicesFile(deps.db, p, {
        accountId: params.id,
        includeSubAccounts: query.includeSubAccounts === 'true',
        language: requestLanguage(req),
      });
      return sendXlsx(reply, file, name);
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/accounts/:accountId/devices/upload',
      access: EQUIPMENT_ADMIN,
      query: dryRunQuery,
      params: z.object({ accountId: account }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async ({ req, p, query, params }) => {
      // The account is checked before the file is read: one out of reach answers not found, whatever was sent.
      await requireAccount(deps.db, p, params.accountId);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const file = files[0]!;
      return importDevices(deps.db, p, {
        accountId: params.accountId,
        file: file.content,
        fileName: file.fileName,
        dryRun: query.dryRun,
      });
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/accounts/:accountId/devices/upload/errors',
      access: EQUIPMENT_ADMIN,
      params: z.object({ accountId: account }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async ({ req, reply, p, params }) => {
      await requireAccount(deps.db, p, params.accountId);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const file = files[0]!;
      const sheet = await importErrorFile(deps.db, p, params.accountId, file.content);
      return sheet ? sendErrorFile(req, reply, sheet, file.fileName) : reply.status(204).send();
    },
  );
};
