import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from '../src/seed/tenancy.ts';
import type { TestServer } from './test-server.ts';

type InjectResponse = Awaited<ReturnType<TestServer['app']['inject']>>;

/** A GET with the portal token when given, from another client address when given (the rate limits count per address). */
export function get(s: TestServer, url: string, token?: string | null, remoteAddress?: string) {
  return s.app.inject({
    method: 'GET',
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A small browser over `inject`: keeps cookies (by name; the flow never has two of one name) and sends the
 * public host, as a browser at PUBLIC_URL would. Redirects are followed by the caller, step by step.
 */
export function createBrowser(s: TestServer) {
  const base = new URL(s.config.publicUrl);
  const jar = new Map<string, string>();

  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const u = new URL(url, base);
    const res = await s.app.inject({
      method,
      url: u.pathname + u.search,
      headers: {
        host: base.host,
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }

  return { request, jar };
}

export type Browser = ReturnType<typeof createBrowser>;

export function locationOf(res: InjectResponse): string {
  const location = res.headers.location;
  if (typeof location !== 'string') {
    throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return location;
}

/** The login form's action on the provider's login page. */
export function formAction(res: InjectResponse): string {
  const m = /<form method="post" action="([^"]+)"/.exec(res.body);
  if (!m) throw new Error(`no login form (${res.statusCode}): ${res.body.slice(0, 300)}`);
  return m[1]!.replace(/&amp;/g, '&');
}

/**
 * Walks an authorize URL through the built-in provider as a person would: authorize → login page → form POST →
 * resume → the redirect back to the portal. Returns where the provider sent the browser in the end.
 */
export async function signInAtProvider(
  b: Browser,
  authorizeUrl: string,
  login: string,
  password = DEMO_PASSWORD,
): Promise<URL> {
  const toLoginPage = await b.request('GET', authorizeUrl);
  const loginPage = await b.request('GET', locationOf(toLoginPage));
  const submitted = await b.request('POST', formAction(loginPage), { login, password });
  const resumed = await b.request('GET', locationOf(submitted));
  return new URL(locationOf(resumed));
}

/** The whole login as the web app does it: session/login, the provider, session/authenticate. */
export async function loginThroughProvider(s: TestServer, who: DemoLogin): Promise<string> {
  const b = createBrowser(s);
  const start = await s.app.inject({ method: 'GET', url: '/api/session/login' });
  const callback = await signInAtProvider(
    b,
    start.json<{ redirect_url: string }>().redirect_url,
    DEMO_LOGINS[who],
  );
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/session/authenticate?${new URLSearchParams({
      state: callback.searchParams.get('state') ?? '',
      code: callback.searchParams.get('code') ?? '',
    })}`,
  });
  if (res.statusCode !== 200) throw new Error(`authenticate answered ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}
