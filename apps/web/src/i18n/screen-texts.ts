/**
 * Which translation files (`no/<name>.json`, `en/<name>.json`) load when. The common ones load with the page, before
 * its first render (no.ts, en.ts; the session pages hold the same ones in both languages): the shell, the session
 * pages and the shared building blocks of `ui/` use them. Every other file loads with the screens that use it.
 */
export const COMMON_TEXTS = ['app', 'session', 'ui'] as const;

/**
 * The translation files a screen of app/routes.tsx uses besides the common ones, by its route as in ROUTE_BUDGETS
 * (build/bundle-budget.ts): what its module and every module it imports, at once or lazily, name in a key. They load
 * alongside the screen's code (app/lazy-screen.ts), in the shown language; screen-texts.test.ts reads the modules and
 * fails on a file missing here or one the screen does not use.
 */
export const SCREEN_TEXTS = {
  '/dashboard': ['dashboard', 'payment-profiles'],
  '/payment-profiles': ['closed-months', 'deduction-consent', 'payment-profiles'],
  '/users': ['closed-months', 'leaving', 'payment-profiles', 'users'],
  '/users/leaving': ['leaving', 'people', 'policies'],
  '/reports': ['closed-months', 'deduction-consent', 'exports', 'payment-profiles', 'reports'],
  '/equipment': [
    'device-import',
    'discovered',
    'equipment',
    'equipment-users',
    'leaving',
    'new-employee-rules',
    'people',
    'policies',
    'user-deductions',
  ],
  '/policies': ['deduction-consent', 'new-employee-rules', 'people', 'policies'],
  '/webshop': ['people', 'policies', 'repair', 'webshop'],
  '/home': ['deduction-consent', 'home', 'people', 'policies', 'webshop'],
  '/impersonation-log': ['impersonation-log'],
  '/integrations': ['integrations'],
  '/impersonation': ['customer-solutions'],
  '/report/:token': ['deduction-consent', 'payment-profiles', 'usage-report'],
} satisfies Record<string, readonly string[]>;
