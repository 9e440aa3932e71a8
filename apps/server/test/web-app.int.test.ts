import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test-server.ts';

const INDEX =
  '<!doctype html><html><head><script async src="/session-early.js"></script>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head></html>';
const LOGIN =
  '<!doctype html><html><head><script type="module" src="/assets/login-def456.js"></script></head></html>';
const SCRIPT = 'console.log("the app");'.repeat(20);
/** What the web build lists per screen (apps/web/build/route-preloads.ts). */
const SCREENS = [
  {
    route: '/users',
    files: ['assets/no-0.js', 'assets/users-data-5.js'],
    later: ['assets/users-page-1.js', 'assets/table-2.js'],
  },
  { route: '/users/leaving', files: ['assets/no-0.js'], later: ['assets/leaving-page-3.js'] },
  {
    route: '/report/:token',
    files: ['assets/no-0.js'],
    later: ['assets/usage-report-page-4.js'],
    questions: [
      {
        query: 'query UsageReport($token: String!) { usageReport(token: $token) { period } } # </script>',
        variables: { token: { segment: 'token' } },
      },
    ],
  },
];
/** The page's preloads in order, the low-priority ones marked `(low)`. */
const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin( fetchpriority="low")? href="([^"]+)">/g)].map(
    (m) => `${m[2]}${m[1] ? ' (low)' : ''}`,
  );

/** A built web app as Vite and the build's compression step leave it: hashed assets with .br and .gz beside them. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'connect-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['login.html', LOGIN],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(SCREENS));
  return dir;
}

describe('the built web app and the security headers', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    s = await createTestServer({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://connect.example.no' } });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hashed assets: brotli or gzip by Accept-Encoding, cached as immutable', async () => {
    const br = await s.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await s.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await s.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('index.html and every app route are revalidated each time; HEAD of an app route answers 200', async () => {
    for (const url of ['/', '/dashboard', '/subscriptions/12', '/logins']) {
      const res = await s.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    // A path that only starts like a session page is the app's.
    expect((await s.app.inject({ url: '/logins' })).body).toBe(INDEX);
    const head = await s.app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(head.statusCode).toBe(200);
    expect((await s.app.inject({ method: 'HEAD', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it("a screen's route names the screen's JavaScript in the page; other paths get index.html as it is", async () => {
    const page = async (url: string) => {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      return res.body;
    };
    for (const url of ['/users', '/users/', '/users/12/costs?period=2026-11'])
      expect(preloads(await page(url)), url).toEqual([
        '/assets/no-0.js',
        '/assets/users-data-5.js',
        '/assets/users-page-1.js (low)',
        '/assets/table-2.js (low)',
      ]);
    expect(preloads(await page('/users/leaving/7'))).toEqual([
      '/assets/no-0.js',
      '/assets/leaving-page-3.js (low)',
    ]);
    expect(preloads(await page('/report/abc123'))).toEqual([
      '/assets/no-0.js',
      '/assets/usage-report-page-4.js (low)',
    ]);
    // The page is index.html with the links before </head>, its own scripts unchanged.
    expect(await page('/users')).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect((await page('/users')).indexOf('modulepreload')).toBeLessThan(
      (await page('/users')).indexOf('</head>'),
    );
    for (const url of ['/', '/report', '/usersx', '/dashboard']) expect(await page(url), url).toBe(INDEX);
    expect(preloads(await page('/login'))).toEqual([]);
  });

  it("a screen's route carries its early questions just before the script that asks them, as data", async () => {
    const body = (await s.app.inject({ url: '/report/abc123' })).body;
    const island =
      /<script type="application\/json" id="connect-early-questions">(.*?)<\/script>\s*<script async src="\/session-early.js">/.exec(
        body,
      );
    expect(JSON.parse(island![1]!)).toEqual({ route: '/report/:token', questions: SCREENS[2]!.questions });
    // A '<' in a question cannot end the island early.
    expect(island![1]).not.toContain('<');
  });

  it('the session pages get their own small page (login.html), which loads nothing of the app', async () => {
    for (const url of ['/login', '/login?code=c&state=s', '/login/redirect', '/logout', '/login/']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(LOGIN);
    }
    expect((await s.app.inject({ method: 'HEAD', url: '/logout' })).statusCode).toBe(200);
  });

  it('every answer has a strict CSP that forbids framing, nosniff and a referrer policy', async () => {
    for (const url of ['/dashboard', '/api/health', '/oidc/pages.js']) {
      const res = await s.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('GraphQL answers CORS for the portal origin only, never with credentials', async () => {
    const foreign = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await s.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.headers['access-control-allow-credentials']).toBeUndefined();
    const own = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: { origin: 'https://connect.example.no', 'access-control-request-method': 'POST' },
    });
    expect(own.headers['access-control-allow-origin']).toBe('https://connect.example.no');
    expect(own.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
