import { EQUIPMENT_ROLES, hasAnyRole, Service } from '@connect/shared';
import type { FastifyRequest } from 'fastify';
import type { RouteModule } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { receiveUpload } from '../../files/receive-upload.ts';
import { authenticate } from '../../http/principal.ts';
import { attachmentDisposition } from '../exports/content-disposition.ts';
import { deleteGuidelineDocument, guidelineDocument, storeGuidelineFile } from './guidelines.service.ts';

/** The guideline PDF is at most 50 MB (002 §9). */
const MAX_GUIDELINE_BYTES = 52_428_800;

function accountIdOf(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isSafeInteger(n) || n <= 0)
    throw AppError.badInput('accountID is required.', { field: 'accountID' });
  return n;
}

/** 002 §7: `PUT guidelines/{accountId}`, `GET guidelines?accountID=`, `DELETE guidelines?accountID=`. */
export const guidelineRoutes: RouteModule = (app, deps) => {
  async function policyAdmin(req: FastifyRequest) {
    const p = await authenticate(req, deps);
    if (!p.services.includes(Service.Equipment) || !hasAnyRole(p.roles, EQUIPMENT_ROLES))
      throw AppError.forbidden();
    return p;
  }

  app.put<{ Params: { accountId: string } }>('/api/guidelines/:accountId', async (req) => {
    const p = await policyAdmin(req);
    const accountId = accountIdOf(req.params.accountId);
    const { files } = await receiveUpload(req, {
      types: ['pdf'],
      maxFiles: 1,
      maxBytes: MAX_GUIDELINE_BYTES,
    });
    return { id: await storeGuidelineFile(deps.db, p, accountId, files[0]!) };
  });

  app.get<{ Querystring: { accountID?: string } }>('/api/guidelines', async (req, reply) => {
    const p = await authenticate(req, deps);
    if (!p.services.includes(Service.Equipment)) throw AppError.forbidden();
    const file = await guidelineDocument(deps.db, p, accountIdOf(req.query.accountID));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(file.fileName).replace(/^attachment/, 'inline'))
      .header('cache-control', 'no-store')
      .send(file.content);
  });

  app.delete<{ Querystring: { accountID?: string } }>('/api/guidelines', async (req, reply) => {
    const p = await policyAdmin(req);
    await deleteGuidelineDocument(deps, p, accountIdOf(req.query.accountID));
    return reply.status(204).send();
  });
};
