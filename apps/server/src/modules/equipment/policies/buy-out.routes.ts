import { DATE_PATTERN, EQUIPMENT_ROLES, isDateInRange, osloDate, Service } from '@connect/shared';
import { z } from 'zod';
import { attachmentDisposition } from '../../../http/content-disposition.ts';
import { idText, refusing } from '../../../http/input.ts';
import { requestLanguage } from '../../../http/language.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { deviceBuyOutQuote } from './buy-out.service.ts';
import { renderBuyOutQuote } from './buy-out-quote.pdf.ts';

const query = z.object({
  date: refusing(
    { badInput: 'Give the date as YYYY-MM-DD between 2000 and 2100.', field: 'date' },
    (date) => DATE_PATTERN.test(date) && isDateInRange(date),
  ).optional(),
  accountID: idText({ badInput: 'accountID is required.', field: 'accountID' }),
});
const params = z.object({ deviceId: idText({ badInput: 'deviceId is required.', field: 'deviceId' }) });

/**
 * `GET devices/{deviceId}/buy-out-quote?accountID=&date=YYYY-MM-DD` (beyond the spec): the device's buy-out
 * price as of the date (default today) as a PDF in the reader's language, for an equipment admin to hand over.
 */
export const buyOutRoutes: RouteModule = (app, deps) => {
  const route = restRoutes(app, deps);
  route(
    {
      method: 'GET',
      url: '/api/devices/:deviceId/buy-out-quote',
      access: { service: Service.Equipment, roles: EQUIPMENT_ROLES },
      query,
      params,
    },
    async ({ req, reply, p, query, params }) => {
      const today = osloDate(deps.services.clock.now());
      const asOf = query.date ?? today;
      const quote = await deviceBuyOutQuote(deps.db, p, {
        accountId: query.accountID,
        deviceId: params.deviceId,
        asOf,
      });
      const lang = requestLanguage(req);
      const pdf = await renderBuyOutQuote(quote, lang, today);
      const name = `${lang === 'no' ? 'innlosning' : 'buy-out'}-${quote.device.id}-${asOf}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
