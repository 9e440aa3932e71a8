import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/**
 * The dashboard alerts (issue 33 §3): cost-control and equipment administrators alike (each sees the kinds of their
 * area), provider staff; never an employee. "own" is the demo company's main account, "foreign" the other customer's.
 */
const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

const ALERTS = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

/** The saved version of the account's customer's settings (0: none), so each allowed save names the current one. */
async function settingsArgs(s: TestServer, ids: 'own' | 'foreign') {
  const [row] = await queryRows<{ version: number }>(
    s.database.db,
    sql`select st.version from dashboard_alert_settings st join accounts a on a.customer_id = st.customer_id
      where a.id = ${account(s, ids)}`,
  );
  return { a: account(s, ids), v: row?.version ?? 0 };
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.dashboardAlerts',
    ...ALERTS,
    call: gqlCall('query($a: Int!) { dashboardAlerts(accountID: $a) { items { kind } } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.dashboardAlertSettings',
    ...ALERTS,
    call: gqlCall('query($a: Int!) { dashboardAlertSettings(accountID: $a) { version } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Mutation.updateDashboardAlertSettings',
    ...ALERTS,
    call: gqlCall(
      `mutation($a: Int!, $v: Int!) { updateDashboardAlertSettings(accountID: $a, version: $v, usualFactor: 3,
        minIncrease: 200, unallocatedDays: 7, sendDigest: true) { version } }`,
      settingsArgs,
    ),
  },
];
