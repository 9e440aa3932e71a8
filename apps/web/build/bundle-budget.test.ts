import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CEILING_KB,
  formatTable,
  lazyLoads,
  overCeiling,
  type RouteBudget,
  routeRows,
} from './bundle-budget.ts';

// index.html → main.js (static: vendor.js; at start: src/i18n/no.ts); lazy: shell.tsx (static: query.js) → lazy:
// DashboardPage.tsx (static: charts.js) and users-page.tsx; login.html → login.js (static: vendor.js).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/app/shell.tsx',
      'src/i18n/no.ts',
      'src/i18n/no/dashboard.json',
      'src/i18n/no/users.json',
    ],
    css: ['assets/main.css'],
  },
  'src/i18n/no/dashboard.json': { file: 'assets/dashboard-texts.js', isDynamicEntry: true },
  'src/i18n/no/users.json': { file: 'assets/users-texts.js', isDynamicEntry: true },
  'src/i18n/no.ts': { file: 'assets/no.js', isDynamicEntry: true },
  'login.html': { file: 'assets/login.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_query.js': { file: 'assets/query.js' },
  '_charts.js': { file: 'assets/charts.js', imports: ['_vendor.js'] },
  'src/app/shell.tsx': {
    file: 'assets/shell.js',
    isDynamicEntry: true,
    imports: ['_query.js', '_vendor.js'],
    dynamicImports: [
      'src/features/cost-control/dashboard/DashboardPage.tsx',
      'src/features/cost-control/users/users-page.tsx',
    ],
  },
  'src/features/cost-control/dashboard/DashboardPage.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_charts.js'],
  },
  'src/features/cost-control/users/users-page.tsx': {
    file: 'assets/users.js',
    isDynamicEntry: true,
    imports: ['_query.js'],
  },
};

const sizes: Record<string, number> = {
  'assets/main.js': 10_000,
  'assets/vendor.js': 50_000,
  'assets/query.js': 20_000,
  'assets/charts.js': 100_000,
  'assets/shell.js': 30_000,
  'assets/dashboard.js': 5_000,
  'assets/users.js': 7_000,
  'assets/login.js': 3_000,
  'assets/no.js': 1_000,
  'assets/dashboard-texts.js': 2_000,
  'assets/users-texts.js': 3_000,
};
const sizeOf = async (file: string) => sizes[file]!;

const budgets: RouteBudget[] = [
  { route: '/login', screen: 'login.html', limitKb: 70 },
  { route: '/dashboard', screen: 'src/features/cost-control/dashboard/dashboard-page', limitKb: 200 },
];

const atStart = { 'index.html': ['src/i18n/no.ts'] };
const withScreen = { '/dashboard': ['src/i18n/no/dashboard.json'] };

describe('lazyLoads', () => {
  it('loads the entry and what it awaits, then each lazy chunk on the way with its static imports', () => {
    const loads = Object.fromEntries(lazyLoads(manifest, atStart).map((l) => [l.key, [...l.files].sort()]));
    expect(loads['src/features/cost-control/dashboard/DashboardPage.tsx']).toEqual([
      'assets/charts.js',
      'assets/dashboard.js',
      'assets/main.js',
      'assets/no.js',
      'assets/query.js',
      'assets/shell.js',
      'assets/vendor.js',
    ]);
  });

  it('gives a page of its own (login.html) only its own entry, nothing of the app', () => {
    const loads = Object.fromEntries(lazyLoads(manifest, atStart).map((l) => [l.key, [...l.files].sort()]));
    expect(loads['login.html']).toEqual(['assets/login.js', 'assets/vendor.js']);
  });
});

describe('routeRows', () => {
  it('sums the JavaScript of a route, matches file names without case or dashes, and names other chunks', async () => {
    const rows = await routeRows(manifest, sizeOf, budgets, atStart, withScreen);
    expect(rows.map((r) => [r.route, r.bytes, r.limitKb, r.ceilingKb])).toEqual([
      ['/login', 53_000, 70, 70],
      ['/dashboard', 218_000, 200, 200],
      ['index.html', 61_000, 200, DEFAULT_CEILING_KB],
      ['src/app/shell.tsx', 111_000, 200, DEFAULT_CEILING_KB],
      ['src/features/cost-control/users/users-page.tsx', 118_000, 200, DEFAULT_CEILING_KB],
      ['src/i18n/no.ts', 61_000, 200, DEFAULT_CEILING_KB],
    ]);
    expect(overCeiling(rows).map((r) => r.route)).toEqual(['/dashboard']);
    expect(formatTable(rows)).toMatch(/\/dashboard\s+8\s+218\.0\s+200\s+200\s+OVER CEILING/);
  });

  it('lets a route over its budget pass up to its ceiling, and marks it', async () => {
    const withCeiling = budgets.map((b) => (b.route === '/dashboard' ? { ...b, ceilingKb: 220 } : b));
    const rows = await routeRows(manifest, sizeOf, withCeiling, atStart, withScreen);
    expect(overCeiling(rows)).toEqual([]);
    expect(formatTable(rows)).toMatch(/\/dashboard\s+8\s+218\.0\s+200\s+220\s+over budget/);
    const lower = budgets.map((b) => (b.route === '/dashboard' ? { ...b, ceilingKb: 210 } : b));
    expect(
      overCeiling(await routeRows(manifest, sizeOf, lower, atStart, withScreen)).map((r) => r.route),
    ).toEqual(['/dashboard']);
  });

  it('fails when a route of the budget has no chunk in the build', async () => {
    await expect(
      routeRows(
        manifest,
        sizeOf,
        [...budgets, { route: '/gone', screen: 'src/features/gone/gone-page', limitKb: 1 }],
        atStart,
        withScreen,
      ),
    ).rejects.toThrow(/\/gone/);
  });

  it('counts a route with its translation files, each a chunk of its own, and no other screen’s', async () => {
    const rows = await routeRows(manifest, sizeOf, budgets, atStart, withScreen);
    expect(rows.find((r) => r.route === '/dashboard')?.files).toContain('assets/dashboard-texts.js');
    expect(rows.some((r) => r.route.endsWith('.json'))).toBe(false);
    const bundled = { '/dashboard': ['src/i18n/no/reports.json'] };
    await expect(routeRows(manifest, sizeOf, budgets, atStart, bundled)).rejects.toThrow(
      'src/i18n/no/reports.json, loaded with /dashboard, is not a chunk of its own.',
    );
    const dashboard = manifest['src/features/cost-control/dashboard/DashboardPage.tsx']!;
    const borrowing: Manifest = {
      ...manifest,
      'src/features/cost-control/dashboard/DashboardPage.tsx': {
        ...dashboard,
        imports: [...(dashboard.imports ?? []), 'src/i18n/no/users.json'],
      },
    };
    await expect(routeRows(borrowing, sizeOf, budgets, atStart, withScreen)).rejects.toThrow(
      '/dashboard loads src/i18n/no/users.json, which its screen does not use.',
    );
  });
});
