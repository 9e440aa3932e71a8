import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyQuestionsOf } from './early-questions.ts';
import { routePreloads } from './route-preloads.ts';

// index.html → main.js (static: vendor.js, shell.js); lazy: users-page.tsx (static: table.js, vendor.js) and
// dashboard-page.tsx (lazy in turn: charts.tsx); login.html → login.js.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_vendor.js', '_shell.js'],
    dynamicImports: [
      'src/features/cost-control/users/users-page.tsx',
      'src/features/cost-control/users/users-data.ts',
      'src/features/cost-control/dashboard/dashboard-page.tsx',
      'src/i18n/no.ts',
    ],
  },
  'src/i18n/no.ts': { file: 'assets/no.js', isDynamicEntry: true },
  'src/i18n/no/users.json': { file: 'assets/users-texts.js', isDynamicEntry: true },
  'login.html': { file: 'assets/login.js', isEntry: true },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shell.js': { file: 'assets/shell.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_vendor.js'] },
  'src/features/cost-control/users/users-page.tsx': {
    file: 'assets/users-page.js',
    isDynamicEntry: true,
    imports: ['_table.js', '_vendor.js'],
  },
  'src/features/cost-control/users/users-data.ts': {
    file: 'assets/users-data.js',
    isDynamicEntry: true,
    imports: ['_table.js', '_api.js'],
  },
  '_api.js': { file: 'assets/api.js' },
  'src/features/cost-control/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page.js',
    isDynamicEntry: true,
    dynamicImports: ['src/features/cost-control/dashboard/charts.tsx'],
  },
  'src/features/cost-control/dashboard/charts.tsx': { file: 'assets/charts.js', isDynamicEntry: true },
};

/** The rows without their questions (early-questions.ts), for the tests of the files. */
const files = (rows: ReturnType<typeof routePreloads>) => rows.map(({ questions: _, ...row }) => row);

describe('routePreloads', () => {
  it("names the start's texts, each screen's chunk and its static imports, not what index.html loads nor what the screen loads later", () => {
    expect(
      files(
        routePreloads(
          manifest,
          [
            { route: '/login', screen: 'login.html', limitKb: 100 },
            { route: '/users', screen: 'src/features/cost-control/users/users-page', limitKb: 200 },
            {
              route: '/dashboard',
              screen: 'src/features/cost-control/dashboard/dashboard-page',
              limitKb: 200,
            },
          ],
          {},
        ),
      ),
    ).toEqual([
      { route: '/users', files: ['assets/no.js'], later: ['assets/users-page.js', 'assets/table.js'] },
      { route: '/dashboard', files: ['assets/no.js'], later: ['assets/dashboard-page.js'] },
    ]);
  });

  const users = {
    route: '/users',
    screen: 'src/features/cost-control/users/users-page',
    data: 'src/features/cost-control/users/users-data',
    limitKb: 200,
  };

  it("names the module asking for a screen's answers and the screen's texts first, its own files after, once each", () => {
    expect(files(routePreloads(manifest, [users], { '/users': ['src/i18n/no/users.json'] }))).toEqual([
      {
        route: '/users',
        files: [
          'assets/no.js',
          'assets/users-data.js',
          'assets/table.js',
          'assets/api.js',
          'assets/users-texts.js',
        ],
        later: ['assets/users-page.js'],
      },
    ]);
  });

  it("names the early questions of the screen's route", () => {
    const [row] = routePreloads(manifest, [users], {});
    expect(row!.questions).toEqual(earlyQuestionsOf('/users'));
  });

  it("fails the build on a screen's texts missing from it", () => {
    expect(() => routePreloads(manifest, [users], { '/users': ['src/i18n/no/people.json'] })).toThrow(
      'No chunk for src/i18n/no/people.json, the texts of /users.',
    );
  });

  it('fails the build on a screen missing from it', () => {
    expect(() =>
      routePreloads(
        manifest,
        [{ route: '/webshop', screen: 'src/features/webshop/webshop-page', limitKb: 200 }],
        {},
      ),
    ).toThrow('No lazy chunk for /webshop');
  });
});
