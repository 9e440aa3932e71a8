import { randomBytes } from 'node:crypto';
import { type OrderStatus, osloDate } from '@connect/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../../../../http/route-module.ts';
import { signOrderCall, verifyWebshopLogin, type WebshopLogin } from '../webshop-signing.ts';
import { productByKey } from './catalogue.ts';
import {
  type DemoOrder,
  demoOrder,
  demoOrdersOf,
  insertDemoOrder,
  setDemoOrderStatus,
  useLoginNonce,
} from './demo-shop.repository.ts';
import { refusalPage, storePage } from './pages.ts';
import { SESSION_COOKIE, SESSION_SECONDS, sessionCookie, sessionOf } from './session.ts';

const PORTAL_WEBSHOP_PAGE = '/webshop';

/**
 * The embedded demo webshop at /demo-webshop (served with DEMO_WEBSHOP: by default outside production while
 * WEBSHOP_URL is unset): it takes the portal's signed login once, shows devices per category at the price after the
 * user's credit, places orders and, with a button standing for the warehouse, delivers, cancels or takes them back. Each step is reported to the portal through the
 * signed order-line call, as an external webshop would.
 */
export const demoShopRoutes: RouteModule = (app, deps) => {
  if (!deps.config.DEMO_WEBSHOP) return;
  const secret = deps.config.webshopSecret;
  const nowSeconds = () => Math.floor(deps.services.clock.now().getTime() / 1000);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  /** Reports a line to the portal with the signed call, exactly as an external webshop would send it. */
  async function report(order: DemoOrder, status: OrderStatus) {
    const product = productByKey(order.productKey)!;
    const body = JSON.stringify({
      orderLineId: order.lineId,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      accountId: order.accountId,
      catalogId: order.catalogId,
      purchasedByCatalogId: order.purchasedBy,
      productName: product.name,
      policyCategoryId: product.categoryId,
      costPriceOre: product.price,
      status,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/webshop/order-lines',
      headers: { 'content-type': 'application/json', ...signOrderCall(body, secret, nowSeconds()) },
      payload: body,
    });
    return res.statusCode === 200;
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    function session(req: FastifyRequest): WebshopLogin | null {
      return sessionOf(req.cookies[SESSION_COOKIE], secret, nowSeconds());
    }

    scope.get<{ Querystring: { token?: string } }>('/demo-webshop/login', async (req, reply) => {
      const checked = verifyWebshopLogin(req.query.token ?? '', secret, nowSeconds());
      if (!checked.ok) return html(reply, 403, refusalPage(checked.reason, PORTAL_WEBSHOP_PAGE));
      const fresh = await useLoginNonce(
        deps.db,
        checked.login.nonce,
        new Date(checked.login.expiresAt * 1000),
        deps.services.clock.now(),
      );
      if (!fresh) return html(reply, 403, refusalPage('replayed', PORTAL_WEBSHOP_PAGE));
      reply.setCookie(SESSION_COOKIE, sessionCookie(checked.login, secret, nowSeconds()), {
        path: '/demo-webshop',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: SESSION_SECONDS,
      });
      return reply.redirect('/demo-webshop/', 303);
    });

    scope.get('/demo-webshop/', async (req, reply) => {
      const login = session(req);
      if (!login) return html(reply, 401, refusalPage('session', PORTAL_WEBSHOP_PAGE));
      const orders = await demoOrdersOf(deps.db, login.catalogId, login.accountId);
      return html(
        reply,
        200,
        storePage(login, orders, PORTAL_WEBSHOP_PAGE, osloDate(deps.services.clock.now())),
      );
    });

    scope.post<{ Body: { product?: string } }>('/demo-webshop/orders', async (req, reply) => {
      const login = session(req);
      if (!login) return html(reply, 401, refusalPage('session', PORTAL_WEBSHOP_PAGE));
      const product = productByKey(req.body?.product ?? '');
      if (!product) return reply.redirect('/demo-webshop/', 303);
      const id = randomBytes(6).toString('hex').toUpperCase();
      const order = {
        lineId: `DEMO-${id}-1`,
        orderNumber: `DW-${id}`,
        accountId: login.accountId,
        catalogId: login.catalogId,
        purchasedBy: login.purchaserCatalogId,
        productKey: product.key,
      };
      const placed = await insertDemoOrder(deps.db, order, deps.services.clock.now());
      if (!(await report(placed, 'ordered')))
        return html(reply, 502, refusalPage('failed', PORTAL_WEBSHOP_PAGE));
      return reply.redirect('/demo-webshop/', 303);
    });

    for (const [action, status] of [
      ['deliver', 'delivered'],
      ['cancel', 'cancelled'],
    ] as const) {
      scope.post<{ Params: { lineId: string } }>(
        `/demo-webshop/orders/:lineId/${action}`,
        async (req, reply) => {
          const login = session(req);
          if (!login) return html(reply, 401, refusalPage('session', PORTAL_WEBSHOP_PAGE));
          const order = await demoOrder(deps.db, req.params.lineId);
          if (!order || order.catalogId !== login.catalogId) return reply.redirect('/demo-webshop/', 303);
          if (!(await report(order, status)))
            return html(reply, 502, refusalPage('failed', PORTAL_WEBSHOP_PAGE));
          await setDemoOrderStatus(deps.db, order.lineId, status);
          return reply.redirect('/demo-webshop/', 303);
        },
      );
    }
  });
};
