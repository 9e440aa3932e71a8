import { type AuthzRow, gqlCall } from './matrix.ts';

export const rows: AuthzRow[] = [
  {
    operation: 'Query.accounts',
    allowed: ['admin', 'costControl', 'provider', 'otherAdmin'],
    denied: ['employee'],
    call: gqlCall('{ accounts { ID } }', () => ({})),
    noIdsBecause: 'takes no ids; each caller gets only their visible accounts (accounts.int.test.ts)',
  },
  {
    operation: 'Query.getEnabledServices',
    allowed: ['admin', 'costControl', 'provider', 'otherAdmin', 'employee'],
    denied: [],
    call: gqlCall('{ getEnabledServices }', () => ({})),
    noIdsBecause: "takes no ids; answers the caller's own customer's services",
  },
];
