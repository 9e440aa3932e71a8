import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The policy every answer carries (the web app, the built-in login pages, the API): scripts only from the portal's
 * own files (no inline script, no eval), nothing may frame a page, no plugins, forms post only to the portal.
 * Inline styles stay allowed: Mantine and the charts set style attributes, and a style cannot read the token.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  /** The guideline PDF is shown in a frame from a blob the page fetched with its bearer token. */
  frameSrc: ["'self'", 'blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers through helmet (CSP above, X-Frame-Options DENY for old browsers, nosniff, Referrer-Policy
 * no-referrer, HSTS, cross-origin opener and resource policies), and CORS through @fastify/cors for the portal's
 * own origin only, without credentials: another site's page gets no Access-Control-Allow-Origin, so its browser
 * never hands it an answer.
 *
 * helmet's middleware is built once here and set on every answer from the first hook. (@fastify/helmet built it
 * anew for every request, parsing the policy each time: a fifth of a GraphQL request's own cost.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    setSecurityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(cors, {
    origin: [new URL(publicUrl).origin],
    credentials: false,
    methods: ['GET', 'POST'],
  });
}
