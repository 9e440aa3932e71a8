import { z } from 'zod';
import { receiveUpload } from '../../../files/receive-upload.ts';
import { sendErrorFile, sendXlsx } from '../../../files/sheet-import.ts';
import { dryRunQuery, EQUIPMENT_ADMIN, IMPORT_BODY_LIMIT } from '../../../http/import-route.ts';
import { idText } from '../../../http/input.ts';
import { requestLanguage } from '../../../http/language.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { importPolicy, policyImportErrors, policyTemplate } from './policy-import.ts';

const params = z.object({ id: idText({ notFound: 'Policy' }) });

/**
 * 002 §7: `GET policies/template/{id}` and `POST policies/{id}` (`?dryRun=true` writes nothing); beyond the spec,
 * `POST policies/{id}/errors` answers the uploaded file with an error column. Equipment admins (002 §6).
 */
export const policyImportRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  const serviceDeps = { db: deps.db, clock: deps.services.clock };

  route(
    { method: 'GET', url: '/api/policies/template/:id', access: EQUIPMENT_ADMIN, params },
    async ({ req, reply, p, params }) => {
      const { file, name } = await policyTemplate(serviceDeps, p, params.id, requestLanguage(req));
      return sendXlsx(reply, file, name);
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/policies/:id',
      access: EQUIPMENT_ADMIN,
      query: dryRunQuery,
      params,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async ({ req, p, query, params }) => {
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      return importPolicy(serviceDeps, p, {
        policyId: params.id,
        file: files[0]!.content,
        fileName: files[0]!.fileName,
        dryRun: query.dryRun,
      });
    },
  );

  route(
    {
      method: 'POST',
      url: '/api/policies/:id/errors',
      access: EQUIPMENT_ADMIN,
      params,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async ({ req, reply, p, params }) => {
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const checked = await policyImportErrors(serviceDeps, p, params.id, files[0]!.content);
      return checked ? sendErrorFile(req, reply, checked, files[0]!.fileName) : reply.status(204).send();
    },
  );
};
