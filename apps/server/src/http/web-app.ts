import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { isSessionPage } from '@connect/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after its content hash, so a browser may keep them for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server each time, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: the brotli or gzip file the build wrote beside each asset when the browser accepts it
 * (content-encoding and Vary: Accept-Encoding set by @fastify/static), hashed assets cached as immutable,
 * login.html (the session pages' own small page) for SESSION_PAGES, and index.html (the app) for any other GET or
 * HEAD outside /api and /oidc, so the app's own routes (/dashboard) load.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(resolve(webDist, 'index.html'))) return;
  const assets = resolve(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (page && !req.url.startsWith('/api/') && !req.url.startsWith('/oidc/')) {
      return reply.type('text/html').sendFile(isSessionPage(req.url) ? 'login.html' : 'index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });
}
