import { type AuthzRow, gqlCall } from './matrix.ts';

export const rows: AuthzRow[] = [
  {
    operation: 'Query.impersonationLog',
    allowed: ['admin', 'costControl', 'otherAdmin', 'newCustomerAdmin'],
    denied: ['provider', 'employee'],
    call: gqlCall('{ impersonationLog { id reason } }', () => ({})),
    noIdsBecause:
      "takes no ids: answers the caller's own company only; another company's visits never show " +
      '(impersonation-log.int.test.ts), and provider staff acting as an admin are refused',
  },
];
