import { type AuthzRow, gqlCall } from './matrix.ts';

export const rows: AuthzRow[] = [
  {
    operation: 'Query.findBNSolutions',
    allowed: ['provider'],
    denied: ['admin', 'costControl', 'employee', 'otherAdmin'],
    call: gqlCall('query($s: String!) { findBNSolutions(search: $s) { bnCustomerID } }', () => ({
      s: 'Nordlys',
    })),
    noIdsBecause: 'takes a search, no ids; provider staff see every customer but the provider by design',
  },
  {
    operation: 'Query.configBNUsers',
    allowed: ['provider'],
    denied: ['admin', 'costControl', 'employee', 'otherAdmin'],
    call: gqlCall('query($c: Int!) { configBNUsers(bnCustomerID: $c) { catalogID } }', (s) => ({
      c: s.seed.customerId,
    })),
    noIdsBecause:
      "provider staff see every customer by design; the provider's own and unknown customer ids answer NOT_FOUND (customer-solutions.int.test.ts)",
  },
];
