import { DATE_PATTERN, EQUIPMENT_ROLES, hasAnyRole, isDateInRange, osloDate, Service } from '@connect/shared';
import type { RouteModule } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { authenticate } from '../../http/principal.ts';
import { attachmentDisposition } from '../exports/content-disposition.ts';
import { deviceBuyOutQuote } from './buy-out.service.ts';
import { renderBuyOutQuote } from './buy-out-quote.pdf.ts';

function positiveId(value: string | undefined, field: string): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
    throw AppError.badInput(`${field} is required.`, { field });
  return n;
}

/**
 * `GET devices/{deviceId}/buy-out-quote?accountID=&date=YYYY-MM-DD` (beyond the spec): the device's buy-out
 * price as of the date (default today) as a PDF in the reader's language, for an equipment admin to hand over.
 */
export const buyOutRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { deviceId: string }; Querystring: { accountID?: string; date?: string } }>(
    '/api/devices/:deviceId/buy-out-quote',
    async (req, reply) => {
      const p = await authenticate(req, deps);
      if (!p.services.includes(Service.Equipment) || !hasAnyRole(p.roles, EQUIPMENT_ROLES))
        throw AppError.forbidden();
      const today = osloDate(deps.services.clock.now());
      const asOf = req.query.date ?? today;
      if (!DATE_PATTERN.test(asOf) || !isDateInRange(asOf))
        throw AppError.badInput('Give the date as YYYY-MM-DD between 2000 and 2100.', { field: 'date' });
      const quote = await deviceBuyOutQuote(deps.db, p, {
        accountId: positiveId(req.query.accountID, 'accountID'),
        deviceId: positiveId(req.params.deviceId, 'deviceId'),
        asOf,
      });
      const lang = requestLanguage(req);
      const pdf = await renderBuyOutQuote(quote, lang, today);
      const name = `${lang === 'nb' ? 'innlosning' : 'buy-out'}-${quote.device.id}-${asOf}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
