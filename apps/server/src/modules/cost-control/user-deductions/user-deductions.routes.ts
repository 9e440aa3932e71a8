import { EQUIPMENT_ROLES, Service } from '@connect/shared';
import { z } from 'zod';
import { attachmentDisposition } from '../../../http/content-disposition.ts';
import { idText, refusing } from '../../../http/input.ts';
import { requestLanguage } from '../../../http/language.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { userDeductionsFile } from './user-deductions.service.ts';

const PERIOD = /^(20\d\d)(0[1-9]|1[0-2])$/;
const query = z.object({
  period: refusing({ badInput: 'Give the period as YYYYMM.', field: 'period' }, (text) => PERIOD.test(text)),
  accountID: idText({ badInput: 'accountID is not valid.', field: 'accountID' }).optional(),
});

/**
 * `GET reports/device-user-deductions?period=YYYYMM[&accountID=]`: the month's equipment deductions per employee as
 * xlsx in the Accept-Language's language, over the caller's visible accounts (or one account and its sub accounts).
 */
export const userDeductionRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  route(
    {
      method: 'GET',
      url: '/api/reports/device-user-deductions',
      access: { service: Service.Equipment, roles: EQUIPMENT_ROLES },
      query,
    },
    async ({ req, reply, p, query }) => {
      const { file, name } = await userDeductionsFile(deps.db, p, {
        period: query.period,
        accountId: query.accountID ?? null,
        language: requestLanguage(req),
        asOf: deps.services.clock.now(),
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
