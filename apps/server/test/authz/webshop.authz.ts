import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, gqlOutcome, restOutcome } from './matrix.ts';

/**
 * The webshop (002 §6): the purchase history and the webshop login need the Equipment service only; provider staff
 * acting as themselves have none. The order-line call is the webshop's, signed with the shared secret: no person
 * may make it, whatever ids they send.
 */
const EMPLOYEE = {
  allowed: ['admin', 'costControl', 'employee'] as AuthzRow['allowed'],
  denied: ['provider'] as AuthzRow['denied'],
  foreignCaller: 'employee' as const,
};
const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

export const rows: AuthzRow[] = [
  {
    operation: 'Query.CEOrderLines',
    ...EMPLOYEE,
    call: gqlCall('query($a: Int) { CEOrderLines(accountID: $a) { ID } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.webshopConfigured',
    allowed: EMPLOYEE.allowed,
    denied: EMPLOYEE.denied,
    noIdsBecause: 'takes no ids; answers whether the portal has a webshop',
    call: gqlCall('query { webshopConfigured }', () => ({})),
  },
  {
    operation: 'Query.userWebshopLogin',
    ...EMPLOYEE,
    // The demo guideline needs approval: the caller accepts it first on their own account.
    call: async (s, token, ids) => {
      if (token && ids === 'own') await s.gql(token, 'mutation { respondToCEGuideline(accepted: true) }');
      const res = await s.gql(token, 'query($a: Int) { userWebshopLogin(accountID: $a) { redirectUrl } }', {
        a: ids === 'own' ? null : account(s, ids),
      });
      return gqlOutcome(res);
    },
  },
  {
    operation: 'POST /api/webshop/order-lines',
    allowed: [],
    denied: ['admin', 'costControl', 'provider', 'employee', 'otherAdmin'],
    noIdsBecause: 'server to server, signed by the webshop; no person may call it, whatever ids they send',
    call: async (s, token) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/webshop/order-lines',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify({ orderLineId: 'X', status: 'delivered' }),
      });
      return restOutcome(res.statusCode);
    },
  },
  {
    operation: 'Query.employeeHome',
    allowed: ['admin', 'costControl', 'employee', 'provider'],
    denied: [],
    noIdsBecause: 'takes no ids: it reads only the caller’s own subscriptions (employee-home.int.test.ts)',
    call: gqlCall('{ employeeHome { period } }', () => ({})),
  },
];
