import { COST_CONTROL_ROLES } from '@connect/shared';
import { z } from 'zod';
import { attachmentDisposition } from '../../../http/content-disposition.ts';
import { idText } from '../../../http/input.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { downloadExport } from './exports.service.ts';

/** 000 §7: `GET reports/export/{id}?period=YYYYMM` streams the month's file of an export. */
export const exportRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  route(
    {
      method: 'GET',
      url: '/api/reports/export/:id',
      access: { roles: COST_CONTROL_ROLES },
      params: z.object({ id: idText({ notFound: 'File export' }) }),
    },
    async ({ req, reply, p, params }) => {
      // The service checks the period and words its own refusal.
      const { period } = req.query as { period?: string };
      const file = await downloadExport(deps.db, deps.services.clock, p, params.id, period);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
