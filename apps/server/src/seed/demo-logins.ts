/** The demo people's logins, for the built-in login page, the seed and the tests. */

export const DEMO_PASSWORD = 'demo1234';

/** The people on the built-in login page. */
export const DEMO_LOGINS = {
  provider: 'leverandor',
  admin: 'admin',
  costControl: 'kostnad',
  employee: 'ansatt',
  otherAdmin: 'admin2',
  newCustomerAdmin: 'admin3',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;
