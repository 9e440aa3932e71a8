import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

const args = (s: TestServer, ids: 'own' | 'foreign') => ({
  accountID: ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other,
});

const dashboardRow = (field: string, selection: string): AuthzRow => ({
  operation: `Query.${field}`,
  allowed: ['admin', 'costControl', 'provider'],
  denied: ['employee'],
  foreignCaller: 'admin',
  call: gqlCall(`query($accountID: Int!) { ${field}(accountID: $accountID) ${selection} }`, args),
});

export const rows: AuthzRow[] = [
  dashboardRow('dashboardSummary', '{ period }'),
  dashboardRow('dashboardCostSeries', '{ months { period } }'),
  dashboardRow('dashboardTopSubscriptions', '{ subscriptionID }'),
  dashboardRow('dashboardPendingApprovals', '{ contentServices { count } }'),
  dashboardRow('dashboardBillShock', '{ count }'),
];
