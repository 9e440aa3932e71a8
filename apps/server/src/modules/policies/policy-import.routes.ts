import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { receiveUpload } from '../../files/receive-upload.ts';
import { sendErrorFile, sendXlsx } from '../../files/sheet-import.ts';
import { requestLanguage } from '../../http/language.ts';
import { equipmentAdmin, IMPORT_BODY_LIMIT } from '../devices/device-import.routes.ts';
import { importPolicy, policyImportErrors, policyTemplate } from './policy-import.ts';

/**
 * 002 §7: `GET policies/template/{id}` and `POST policies/{id}` (`?dryRun=true` writes nothing); beyond the spec,
 * `POST policies/{id}/errors` answers the uploaded file with an error column. Equipment admins (002 §6).
 */
export const policyImportRoutes: RouteModule = (app, deps) => {
  const serviceDeps = { db: deps.db, clock: deps.services.clock };
  async function admin(req: FastifyRequest, raw: string) {
    const p = await equipmentAdmin(req, deps);
    const policyId = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(policyId) || policyId <= 0)
      throw AppError.notFound('Policy');
    return { p, policyId };
  }

  app.get<{ Params: { id: string } }>('/api/policies/template/:id', async (req, reply) => {
    const { p, policyId } = await admin(req, req.params.id);
    const { file, name } = await policyTemplate(serviceDeps, p, policyId, requestLanguage(req));
    return sendXlsx(reply, file, name);
  });

  app.post<{ Params: { id: string }; Querystring: { dryRun?: string } }>(
    '/api/policies/:id',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (req) => {
      const { p, policyId } = await admin(req, req.params.id);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      return importPolicy(serviceDeps, p, {
        policyId,
        file: files[0]!.content,
        fileName: files[0]!.fileName,
        dryRun: req.query.dryRun === 'true',
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/policies/:id/errors',
    { bodyLimit: IMPORT_BODY_LIMIT },
    async (req, reply) => {
      const { p, policyId } = await admin(req, req.params.id);
      const { files } = await receiveUpload(req, { types: ['zip'], maxFiles: 1 });
      const checked = await policyImportErrors(serviceDeps, p, policyId, files[0]!.content);
      return checked ? sendErrorFile(req, reply, checked, files[0]!.fileName) : reply.status(204).send();
    },
  );
};
