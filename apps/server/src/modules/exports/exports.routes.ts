import { COST_CONTROL_ROLES, hasAnyRole } from '@connect/shared';
import type { RouteModule } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { authenticate } from '../../http/principal.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { downloadExport } from './exports.service.ts';

/** 000 §7: `GET reports/export/{id}?period=YYYYMM` streams the month's file of an export. */
export const exportRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { id: string }; Querystring: { period?: string } }>(
    '/api/reports/export/:id',
    async (req, reply) => {
      const principal = await authenticate(req, deps);
      if (!hasAnyRole(principal.roles, COST_CONTROL_ROLES)) throw AppError.forbidden();
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw AppError.notFound('File export');
      const file = await downloadExport(deps.db, deps.services.clock, principal, id, req.query.period);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
