import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

const args = (s: TestServer, ids: 'own' | 'foreign') => ({
  accountID: ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other,
});

export const rows: AuthzRow[] = [
  {
    operation: 'Query.openCostMonths',
    allowed: ['admin', 'costControl', 'provider'],
    denied: ['employee'],
    foreignCaller: 'admin',
    call: gqlCall('query($accountID: Int!) { openCostMonths(accountID: $accountID) }', args),
  },
];
