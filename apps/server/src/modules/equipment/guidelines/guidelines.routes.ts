import { EQUIPMENT_ROLES, Service } from '@connect/shared';
import { z } from 'zod';
import { receiveUpload } from '../../../files/receive-upload.ts';
import { attachmentDisposition } from '../../../http/content-disposition.ts';
import { idText } from '../../../http/input.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { deleteGuidelineDocument, guidelineDocument, storeGuidelineFile } from './guidelines.service.ts';

/** The guideline PDF is at most 50 MB (002 §9). */
const MAX_GUIDELINE_BYTES = 52_428_800;

const accountId = idText({ badInput: 'accountID is required.', field: 'accountID' });
const policyAdmin = { service: Service.Equipment, roles: EQUIPMENT_ROLES };

/** 002 §7: `PUT guidelines/{accountId}`, `GET guidelines?accountID=`, `DELETE guidelines?accountID=`. */
export const guidelineRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);

  route(
    {
      method: 'PUT',
      url: '/api/guidelines/:accountId',
      access: policyAdmin,
      params: z.object({ accountId }),
    },
    async ({ req, p, params }) => {
      const { files } = await receiveUpload(req, {
        types: ['pdf'],
        maxFiles: 1,
        maxBytes: MAX_GUIDELINE_BYTES,
      });
      return { id: await storeGuidelineFile(deps.db, p, params.accountId, files[0]!) };
    },
  );

  route(
    {
      method: 'GET',
      url: '/api/guidelines',
      access: { service: Service.Equipment },
      query: z.object({ accountID: accountId }),
    },
    async ({ reply, p, query }) => {
      const file = await guidelineDocument(deps.db, p, query.accountID);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(file.fileName).replace(/^attachment/, 'inline'))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  route(
    {
      method: 'DELETE',
      url: '/api/guidelines',
      access: policyAdmin,
      query: z.object({ accountID: accountId }),
    },
    async ({ reply, p, query }) => {
      await deleteGuidelineDocument(deps, p, query.accountID);
      return reply.status(204).send();
    },
  );
};
