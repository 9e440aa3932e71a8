import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyKey, takeEarlyAnswer } from './early-answers.ts';
import { TOKEN_KEY } from './session-storage.ts';

const script = readFileSync(new URL('../../public/session-early.js', import.meta.url), 'utf8');

type Asked = { url: string; init: { method?: string; headers: Record<string, string>; body?: string } };

/** Runs index.html's first script in a page at `pathname`, with the token stored and the route's questions. */
function runAt(pathname: string, island: object | null, token: string | null = 'T') {
  const asked: Asked[] = [];
  const page: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === TOKEN_KEY ? token : null) },
    document: {
      getElementById: (id: string) =>
        id === 'connect-early-questions' && island ? { textContent: JSON.stringify(island) } : null,
    },
    location: { pathname },
    performance: { now: () => 100 },
    fetch: (url: string, init: Asked['init']) => {
      asked.push({ url, init });
      return Promise.resolve(new Response(`answer ${asked.length}`));
    },
  };
  page.window = page;
  runInNewContext(script, page);
  return { asked, page };
}

const REPORT = 'query UsageReport($token: String!) { usageReport(token: $token) { period } }';
const TERMS = 'query MyDeductionTerms { myDeductionTerms { ID } }';
const reportRoute = {
  route: '/report/:token',
  questions: [
    { query: REPORT, variables: { token: { segment: 'token' } } },
    { query: TERMS, variables: {} },
  ],
};

describe('public/session-early.js', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("asks GET /api/session/info with the app's token", () => {
    const { asked, page } = runAt('/home', null);
    expect(asked).toEqual([
      {
        url: '/api/session/info',
        init: { credentials: 'include', headers: { accept: 'application/json', authorization: 'Bearer T' } },
      },
    ]);
    expect(page.connectSessionInfo).toBeInstanceOf(Promise);
    expect(page.connectEarlyAnswers).toBeUndefined();
  });

  it('is named by index.html', () => {
    const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(index).toContain('<script async src="/session-early.js"></script>');
  });

  it('asks nothing without a token', () => {
    expect(runAt('/report/abc', reportRoute, null).asked).toEqual([]);
  });

  it("asks the route's questions with the address's segments, under the keys the app takes them by", async () => {
    const { asked, page } = runAt('/report/a%2Fb', reportRoute);
    expect(asked.slice(1).map((a) => [a.url, a.init.method, JSON.parse(a.init.body!)])).toEqual([
      ['/api/graphql', 'POST', { query: REPORT, variables: { token: 'a/b' } }],
      ['/api/graphql', 'POST', { query: TERMS, variables: {} }],
    ]);
    expect(asked[1]!.init.headers.authorization).toBe('Bearer T');
    (globalThis as { window?: unknown }).window = page;
    // The app's own request: the same text, its variables as it writes them (none at all for the terms).
    const report = takeEarlyAnswer(REPORT, { token: 'a/b' });
    expect(await (await report!).text()).toBe('answer 2');
    expect(await (await takeEarlyAnswer(TERMS, undefined)!).text()).toBe('answer 3');
    // Once each.
    expect(takeEarlyAnswer(REPORT, { token: 'a/b' })).toBeUndefined();
  });
});

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('takes no answer to other variables, nor one older than half a minute', () => {
    const answer = Promise.resolve(new Response('early'));
    const answers = { [earlyKey(REPORT, { token: 'x' })]: answer };
    (globalThis as { window?: unknown }).window = { connectEarlyAnswers: { at: performance.now(), answers } };
    expect(takeEarlyAnswer(REPORT, { token: 'y' })).toBeUndefined();
    (globalThis as { window?: unknown }).window = {
      connectEarlyAnswers: { at: performance.now() - 31_000, answers },
    };
    expect(takeEarlyAnswer(REPORT, { token: 'x' })).toBeUndefined();
    expect(answers).toEqual({});
  });

  it('keys variables by their names in order', () => {
    expect(earlyKey('q', { b: 1, a: 2 })).toBe(earlyKey('q', { a: 2, b: 1 }));
    expect(earlyKey('q', undefined)).toBe(earlyKey('q', {}));
  });
});
