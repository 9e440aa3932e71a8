import { issueScimToken } from '../../src/modules/platform/scim/scim-tokens.service.ts';
import { entraCreate, PATCH_OP, scimClient } from '../scim-client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, gqlOutcome, type Outcome, restOutcome } from './matrix.ts';

/** The company's administrators, and provider staff only while acting as one (their session has those roles). */
const ADMINS = {
  allowed: ['admin', 'costControl', 'otherAdmin', 'newCustomerAdmin'],
  denied: ['provider', 'employee'],
} satisfies Pick<AuthzRow, 'allowed' | 'denied'>;

const tokenFor = async (s: TestServer, customerId: number, by: number) =>
  (await issueScimToken(s.database.db, new Date(), customerId, by)).secret;

/** A directory user of the other customer (Havbris), made once per server through its own token. */
const foreignUsers = new WeakMap<TestServer, Promise<string>>();
function foreignUserId(s: TestServer): Promise<string> {
  if (!foreignUsers.has(s))
    foreignUsers.set(
      s,
      tokenFor(s, s.seed.otherCustomerId, s.seed.people.otherAdmin).then(async (token) => {
        const res = await scimClient(s, token)(
          'POST',
          '/Users',
          entraCreate({ userName: 'matrix@havbris.example' }),
        );
        return res.body.id as string;
      }),
    );
  return foreignUsers.get(s)!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const BODY: Partial<Record<Method, unknown>> = {
  POST: entraCreate({ userName: 'matrix@nordlys.example' }),
  PUT: entraCreate({ userName: 'matrix@nordlys.example' }),
  PATCH: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: true }] },
};

/**
 * A SCIM route's row. Its caller is a customer's directory with that customer's SCIM token, never a person: a
 * person's portal token is refused (403); no token, a wrong one and a revoked one answer 401 (all three are checked
 * as the anonymous caller); the demo company's token on the other customer's user id answers 404. What each
 * token is allowed to do is scim-users.int.test.ts and scim-access.int.test.ts.
 */
function scimRow(method: Method, route: string, path = route): AuthzRow {
  const userId = route === '/Users/:id';
  return {
    operation: `${method} /scim/v2${route}`,
    allowed: [],
    denied: ['admin', 'costControl', 'provider', 'employee', 'otherAdmin'],
    ...(userId
      ? { foreignCaller: 'admin' as const }
      : {
          noIdsBecause:
            "names no user: answers about the token's own customer only (scim-access.int.test.ts)",
        }),
    call: async (s, token, ids): Promise<Outcome> => {
      const url = userId ? `/Users/${await foreignUserId(s)}` : path;
      const send = async (bearer: string | null) =>
        (await scimClient(s, bearer)(method, url, BODY[method])).status;
      if (token === null) {
        const revoked = await tokenFor(s, s.seed.customerId, s.seed.people.admin);
        await tokenFor(s, s.seed.customerId, s.seed.people.admin);
        const statuses = [await send(null), await send('scim_not-a-token'), await send(revoked)];
        return statuses.every((status) => status === 401) ? 'unauthenticated' : 'other';
      }
      if (ids === 'own') return restOutcome(await send(token));
      return restOutcome(await send(await tokenFor(s, s.seed.customerId, s.seed.people.admin)));
    },
  };
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.scimToken',
    ...ADMINS,
    call: gqlCall('{ scimToken { id hint } }', () => ({})),
    noIdsBecause: "takes no ids: the token of the caller's own company (scim-tokens.int.test.ts)",
  },
  {
    operation: 'Query.scimActivity',
    ...ADMINS,
    call: gqlCall('{ scimActivity { endpointUrl changes { id } conflicts { id } } }', () => ({})),
    noIdsBecause: "takes no ids: the caller's own company's directory (scim-tokens.int.test.ts)",
  },
  {
    operation: 'Mutation.createScimToken',
    ...ADMINS,
    call: gqlCall('mutation { createScimToken { secret token { id } } }', () => ({})),
    noIdsBecause: "takes no ids: a token for the caller's own company",
  },
  {
    operation: 'Mutation.revokeScimToken',
    ...ADMINS,
    foreignCaller: 'admin',
    call: async (s, token, ids) => {
      let id: number;
      if (ids === 'foreign') {
        id = (
          await issueScimToken(s.database.db, new Date(), s.seed.otherCustomerId, s.seed.people.otherAdmin)
        ).id;
      } else {
        const made = await s.gql<{ createScimToken: { token: { id: number } } }>(
          token,
          'mutation { createScimToken { token { id } } }',
        );
        id = made.data?.createScimToken.token.id ?? 0;
      }
      return gqlOutcome(
        await s.gql(token, 'mutation($id: Int!) { revokeScimToken(id: $id) { id } }', { id }),
      );
    },
  },
  scimRow('GET', '/ServiceProviderConfig'),
  scimRow('GET', '/ResourceTypes'),
  scimRow('GET', '/ResourceTypes/:id', '/ResourceTypes/User'),
  scimRow('GET', '/Schemas'),
  scimRow('GET', '/Schemas/:id', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User'),
  scimRow('GET', '/Users'),
  scimRow('POST', '/Users'),
  scimRow('GET', '/Users/:id'),
  scimRow('PUT', '/Users/:id'),
  scimRow('PATCH', '/Users/:id'),
  scimRow('DELETE', '/Users/:id'),
];
