import { AppError } from '../../../errors.ts';
import { bearerToken, tryAuthenticate } from '../../../http/principal.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { orderLineCall, receiveOrderLine } from './order-lines.service.ts';
import { verifyOrderCall } from './webshop-signing.ts';

/**
 * The webshop reports order lines, server to server: `POST /api/webshop/order-lines` with the JSON of one line and
 * `x-webshop-timestamp` + `x-webshop-signature` (an HMAC of both with WEBSHOP_SECRET). An unsigned, stale or
 * altered call answers 401; an unknown status 400; a repeated call is harmless; a step backwards answers 409.
 */
export const webshopRoutes: RouteModule = (app, deps) => {
  app.register(async (scope) => {
    // The signature is over the exact bytes sent, so this scope keeps the body as text and parses it itself.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/api/webshop/order-lines', async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const signed = verifyOrderCall(
        raw,
        { timestamp: header('x-webshop-timestamp'), signature: header('x-webshop-signature') },
        deps.config.webshopSecret,
        Math.floor(deps.services.clock.now().getTime() / 1000),
      );
      if (!signed) {
        if (bearerToken(req) && (await tryAuthenticate(req, deps)))
          throw AppError.forbidden('Only the webshop may report order lines.');
        throw AppError.unauthenticated('A valid webshop signature is required.');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw AppError.badInput('The body is not JSON.');
      }
      const parsed = orderLineCall.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw AppError.badInput(`${issue.path.join('.') || 'body'}: ${issue.message}`, {
          field: String(issue.path[0] ?? 'body'),
        });
      }
      return receiveOrderLine(deps.db, deps.services.clock, parsed.data);
    });
  });
};
