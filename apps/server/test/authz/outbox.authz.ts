import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

export const rows: AuthzRow[] = [
  {
    operation: 'Query.outboxMessages',
    allowed: ['admin', 'costControl', 'provider'],
    denied: ['employee'],
    foreignCaller: 'admin',
    call: gqlCall(
      'query($accountID: Int!) { outboxMessages(accountID: $accountID) { totalCount } }',
      (s, ids) => ({
        accountID: account(s, ids),
      }),
    ),
  },
];
