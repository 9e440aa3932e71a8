import { catalogIdOfToken, openReportTokenOf, reportTokenOf } from '../fixtures/payment-profiles.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** The test clock's month (test-server.ts TEST_NOW). */
const PERIOD = '2026-11';

/**
 * The report page answers only the person whose subscription the link is for: "own" is a link to the caller's
 * own subscription, "foreign" a link to the other customer's admin's.
 */
async function tokenArgs(s: TestServer, token: string | null, ids: 'own' | 'foreign', open: boolean) {
  const owner = ids === 'foreign' || !token ? s.seed.people.otherAdmin : catalogIdOfToken(token);
  return { token: await (open ? openReportTokenOf : reportTokenOf)(s.database.db, owner, PERIOD) };
}

/** `open`: the caller's subscription is first put in a profile with the SMS report on, so reporting is allowed. */
const call =
  (query: string, open: boolean): AuthzRow['call'] =>
  async (s, token, ids) =>
    gqlCall(query, () => tokenArgs(s, token, ids, open))(s, token, ids);

export const rows: AuthzRow[] = [
  {
    operation: 'Query.usageReport',
    allowed: ['employee', 'admin', 'costControl', 'otherAdmin'],
    denied: [],
    foreignCaller: 'employee',
    call: call('query($token: String!) { usageReport(token: $token) { period } }', false),
  },
  {
    operation: 'Mutation.reportUsage',
    allowed: ['employee', 'admin', 'costControl', 'otherAdmin'],
    denied: [],
    foreignCaller: 'employee',
    call: call('mutation($token: String!) { reportUsage(token: $token, items: []) { period } }', true),
  },
];
