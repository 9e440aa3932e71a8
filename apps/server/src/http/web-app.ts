import { existsSync, readFileSync } from 'node:fs';
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
 * HEAD outside /api and /oidc, so the app's own routes (/dashboard) load; for a screen's route, with the screen's
 * JavaScript named in it (screenPage).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(resolve(webDist, 'index.html'))) return;
  const assets = resolve(webDist, 'assets') + sep;
  const screenPage = screenPages(webDist);
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
      if (isSessionPage(req.url)) return reply.type('text/html').sendFile('login.html');
      const html = screenPage(req.url);
      if (html) return reply.type('text/html').header('cache-control', REVALIDATE).send(html);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });
}

/** What the web build writes beside its manifest (apps/web/build/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
type RoutePreload = { route: string; files: string[]; later: string[]; questions: unknown[] };

/** index.html's first script (apps/web/public/session-early.js): the route's questions go just before it. */
const FIRST_SCRIPT = '<script async src="/session-early.js"></script>';

/** The route's early questions as a JSON island, which no browser runs as a script ('<' escaped inside). */
const questionsIsland = (route: string, questions: unknown[]) =>
  `<script type="application/json" id="connect-early-questions">${JSON.stringify({ route, questions }).replace(/</g, '\\u003c')}</script>\n    `;

const preload = (file: string, priority = '') =>
  `  <link rel="modulepreload" crossorigin${priority} href="/${file}">\n`;

/**
 * index.html for each screen's route with `<link rel="modulepreload">` for the JavaScript the screen needs beyond the
 * app's start (issue 31 §5): the browser fetches it alongside the start instead of after the app has run and asked
 * for it. The screen's own code (`later`) at a low priority: of the six connections the browser opens, the session's
 * question (index.html's session-early.js) and the module asking for the screen's answers take the first free ones.
 * Before that script, the route's first GraphQL questions, which it asks alongside the session's (`questions`).
 * A path takes the route whose segments it starts with, the longest (`:token` is any one segment); a path of no
 * screen (`/`, an unknown one) gets index.html as it is, as does every path of a build without the list.
 */
function screenPages(webDist: string): (url: string) => string | null {
  const listFile = resolve(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => null;
  const index = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  const screens = (JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreload[])
    .map(({ route, files, later, questions }) => ({
      segments: route.split('/').filter(Boolean),
      html: index
        .replace(FIRST_SCRIPT, `${questionsIsland(route, questions)}${FIRST_SCRIPT}`)
        .replace(
          '</head>',
          `${[...files.map((f) => preload(f)), ...later.map((f) => preload(f, ' fetchpriority="low"'))].join('')}  </head>`,
        ),
    }))
    .sort((a, b) => b.segments.length - a.segments.length);
  return (url) => {
    const path = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
    const screen = screens.find(
      ({ segments }) =>
        segments.length <= path.length && segments.every((s, i) => s.startsWith(':') || s === path[i]),
    );
    return screen?.html ?? null;
  };
}
