import { EQUIPMENT_ROLES, hasAnyRole, Service } from '@connect/shared';
import type { RouteModule } from '../../app.ts';
import { requireAccount } from '../../auth/access.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { authenticate } from '../../http/principal.ts';
import { attachmentDisposition } from '../exports/content-disposition.ts';
import { deductionItems } from './user-deductions.repository.ts';
import { userDeductionsXlsx } from './user-deductions.xlsx.ts';

/**
 * `GET reports/device-user-deductions?period=YYYYMM[&accountID=]`: the month's equipment deductions per employee as
 * xlsx in the Accept-Language's language, over the caller's visible accounts (or one account and its sub accounts).
 */
export const userDeductionRoutes: RouteModule = (app, deps) => {
  app.get<{ Querystring: { period?: string; accountID?: string } }>(
    '/api/reports/device-user-deductions',
    async (req, reply) => {
      const p = await authenticate(req, deps);
      if (!p.services.includes(Service.Equipment) || !hasAnyRole(p.roles, EQUIPMENT_ROLES))
        throw AppError.forbidden();
      const period = req.query.period ?? '';
      const m = /^(20\d\d)(0[1-9]|1[0-2])$/.exec(period);
      if (!m) throw AppError.badInput('Give the period as YYYYMM.', { field: 'period' });
      let accountId: number | null = null;
      if (req.query.accountID !== undefined) {
        accountId = Number(req.query.accountID);
        if (!/^\d+$/.test(req.query.accountID) || !Number.isSafeInteger(accountId) || accountId <= 0)
          throw AppError.badInput('accountID is not valid.', { field: 'accountID' });
        await requireAccount(deps.db, p, accountId);
      }
      const items = await deductionItems(deps.db, p, `${m[1]}-${m[2]}-01`, accountId);
      const lang = requestLanguage(req);
      const file = await userDeductionsXlsx(items, lang, period);
      const name = `${lang === 'nb' ? 'trekk-utstyr' : 'equipment-deductions'}-${period}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
