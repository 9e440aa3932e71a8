import type { DemoLogin } from '../../src/seed/tenancy.ts';
import { loginThroughProvider } from '../login-flow.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, restOutcome } from './matrix.ts';

const EVERYONE: DemoLogin[] = ['provider', 'admin', 'costControl', 'employee', 'otherAdmin'];
const CUSTOMER_PEOPLE: DemoLogin[] = ['admin', 'costControl', 'employee', 'otherAdmin'];

function auth(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The demo person a token belongs to. */
function personOf(s: TestServer, token: string): DemoLogin {
  const sub = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  const found = (Object.keys(s.seed.people) as DemoLogin[]).find((k) => s.seed.people[k] === sub);
  if (!found) throw new Error(`no demo person with catalog id ${sub}`);
  return found;
}

async function get(s: TestServer, url: string, token: string | null): Promise<number> {
  return (await s.app.inject({ method: 'GET', url, headers: auth(token) })).statusCode;
}

async function post(s: TestServer, url: string, token: string | null, payload: object): Promise<number> {
  return (await s.app.inject({ method: 'POST', url, headers: auth(token), payload })).statusCode;
}

export const rows: AuthzRow[] = [
  {
    operation: 'GET /api/session/login',
    allowed: EVERYONE,
    denied: [],
    anonymous: 'ok',
    call: async (s, token) => restOutcome(await get(s, '/api/session/login', token)),
    noIdsBecause: 'public by nature: starts a login at the identity provider; takes no ids',
  },
  {
    operation: 'GET /api/session/authenticate',
    allowed: EVERYONE,
    denied: [],
    anonymous: 'bad_input',
    // Each allowed caller logs in as themselves through the built-in provider; without a login under way
    // (anonymous) the state is unknown.
    call: async (s, token) => {
      if (!token) return restOutcome(await get(s, '/api/session/authenticate?state=none&code=none', null));
      await loginThroughProvider(s, personOf(s, token));
      return 'ok';
    },
    noIdsBecause:
      'public by nature: the state and code from the identity provider are the credential; unknown, used or bad ones answer BAD_USER_INPUT (login.int.test.ts)',
  },
  {
    operation: 'GET /api/session/info',
    allowed: EVERYONE,
    denied: [],
    call: async (s, token) => restOutcome(await get(s, '/api/session/info', token)),
    noIdsBecause: "takes no ids: answers the token's own session",
  },
  {
    operation: 'POST /api/session/refresh',
    allowed: EVERYONE,
    denied: [],
    anonymous: 'bad_input',
    call: async (s, token) =>
      restOutcome(await post(s, '/api/session/refresh', null, token ? { token } : {})),
    noIdsBecause:
      'public by nature: the token in the body is the credential (no token: BAD_USER_INPUT; forged, expired or revoked: 401 in session.int.test.ts)',
  },
  {
    operation: 'GET /api/session/logout',
    allowed: EVERYONE,
    denied: [],
    // Logs out a fresh session of the same person, so the matrix's shared tokens stay valid.
    call: async (s, token) =>
      restOutcome(await get(s, '/api/session/logout', token ? await s.tokenFor(personOf(s, token)) : null)),
    noIdsBecause: "takes no ids: ends the token's own session",
  },
  {
    operation: 'POST /api/impersonate/customertoken',
    allowed: ['provider'],
    denied: CUSTOMER_PEOPLE,
    call: async (s, token) =>
      restOutcome(
        await post(s, '/api/impersonate/customertoken', token, {
          impersonate_customer_id: s.seed.customerId,
          reason: 'Support case',
        }),
      ),
    noIdsBecause:
      "provider staff may act for every customer; the provider's own and unknown customer ids answer 404 (impersonation.int.test.ts)",
  },
  {
    operation: 'POST /api/impersonate/usertoken',
    allowed: ['provider'],
    denied: CUSTOMER_PEOPLE,
    foreignCaller: 'provider',
    // Foreign: a person of the other customer named under the demo company's id.
    call: async (s, token, ids) =>
      restOutcome(
        await post(s, '/api/impersonate/usertoken', token, {
          impersonate_customer_id: s.seed.customerId,
          impersonate_catalog_id: ids === 'own' ? s.seed.people.admin : s.seed.people.otherAdmin,
          reason: 'Support case',
        }),
      ),
  },
  {
    operation: 'GET /api/impersonate/resettoken',
    allowed: ['provider'],
    denied: CUSTOMER_PEOPLE,
    // The provider resets an impersonation they start here; anyone else has nothing to reset (403).
    call: async (s, token) => {
      if (!token || personOf(s, token) !== 'provider') {
        return restOutcome(await get(s, '/api/impersonate/resettoken', token));
      }
      const started = await s.app.inject({
        method: 'POST',
        url: '/api/impersonate/customertoken',
        headers: auth(token),
        payload: { impersonate_customer_id: s.seed.customerId, reason: 'Support case' },
      });
      return restOutcome(
        await get(s, '/api/impersonate/resettoken', started.json<{ token: string }>().token),
      );
    },
    noIdsBecause: "takes no ids: ends the token's own impersonation",
  },
  {
    operation: 'GET /api/catalog/profileimage',
    allowed: EVERYONE,
    denied: [],
    anonymous: 'ok',
    call: async (s, token) =>
      restOutcome(
        await get(
          s,
          `/api/catalog/profileimage?u=${s.seed.people.admin}&s=128x128&c=${s.seed.customerId}&h=`,
          token,
        ),
      ),
    noIdsBecause:
      'public by design (an <img> sends no token): shows initials only to whoever already holds the picture hash, otherwise a neutral figure (session.int.test.ts)',
  },
];
