import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { SCREEN_TEXTS } from '../src/i18n/screen-texts.ts';
import { brotli } from './compress.ts';

/**
 * Budgets for the JavaScript a route needs before it shows (issue 10), in kB (1 000 bytes) of brotli as the server
 * sends it. A page (an HTML entry: index.html for the app, login.html for the session pages) loads its entry with
 * the entry's static imports; a route of the app adds the lazy chunk of each module on the way to its screen with
 * theirs. A lazy chunk no route names (a sub-screen, a dialog) and the app's entry itself are held to the default.
 */
export const DEFAULT_LIMIT_KB = 200;
/**
 * Where a route is not yet within its budget, the figure the build may not pass meanwhile (measured, with a little
 * room), so nothing grows while the rest is brought down; a chunk no route names gets the default.
 */
export const DEFAULT_CEILING_KB = 290;

export type RouteBudget = {
  route: string;
  screen: string;
  /** The module that asks for the screen's answers at the app's start (app/screen-data.ts), when it has its own. */
  data?: string;
  limitKb: number;
  ceilingKb?: number;
};

/**
 * The session pages (login.html) and the screens of app/routes.tsx: `screen` is the page's HTML file or the screen's
 * module; module names match without case and dashes (LoginPage.tsx, login-page.tsx).
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/login, /login/redirect, /logout', screen: 'login.html', limitKb: 120 },
  { route: '/dashboard', screen: 'src/features/cost-control/dashboard/dashboard-page', limitKb: 250 },
  {
    route: '/payment-profiles',
    screen: 'src/features/cost-control/payment-profiles/payment-profiles-page',
    limitKb: 200,
  },
  {
    route: '/users',
    screen: 'src/features/cost-control/users/users-page',
    data: 'src/features/cost-control/users/users-data',
    limitKb: 200,
  },
  { route: '/users/leaving', screen: 'src/features/platform/leaving/leaving-page', limitKb: 200 },
  { route: '/reports', screen: 'src/features/cost-control/reports/reports-page', limitKb: 200 },
  {
    route: '/equipment',
    screen: 'src/features/equipment/equipment-page',
    data: 'src/features/equipment/equipment-data',
    limitKb: 200,
  },
  { route: '/policies', screen: 'src/features/equipment/policies/policies-page', limitKb: 200 },
  {
    route: '/webshop',
    screen: 'src/features/equipment/webshop/webshop-page',
    data: 'src/features/equipment/webshop/webshop-data',
    limitKb: 200,
  },
  {
    route: '/home',
    screen: 'src/features/equipment/home/home-page',
    data: 'src/features/equipment/home/home-data',
    limitKb: 200,
  },
  {
    route: '/impersonation-log',
    screen: 'src/features/platform/impersonation-log/impersonation-log-page',
    limitKb: 200,
  },
  { route: '/integrations', screen: 'src/features/platform/integrations/integrations-page', limitKb: 200 },
  {
    route: '/impersonation',
    screen: 'src/features/platform/customer-solutions/customer-solutions-page',
    limitKb: 200,
  },
  {
    route: '/report/:token',
    screen: 'src/features/cost-control/usage-report/usage-report-page',
    data: 'src/features/cost-control/usage-report/usage-report-data',
    limitKb: 200,
  },
];

/**
 * What a page loads before its first render besides its static imports: the app waits for the translations of
 * its language (i18n/resources.ts), counted here as the Norwegian ones, the default and the larger.
 */
export const AT_START: Record<string, string[]> = { 'index.html': ['src/i18n/no.ts'] };

/**
 * What a route loads beside its screen's chunk before it shows: its translation files (src/i18n/screen-texts.ts), in
 * Norwegian. Each must be a chunk of its own: one bundled into another chunk would load with routes that do not
 * use it, so the build fails on it.
 */
export const WITH_SCREEN: Record<string, string[]> = Object.fromEntries(
  Object.entries(SCREEN_TEXTS).map(([route, names]) => [
    route,
    names.map((name) => `src/i18n/no/${name}.json`),
  ]),
);

/** The chunk of one translation file, counted with the routes that load it rather than as a row of its own. */
const TRANSLATION_FILE = /^src\/i18n\/[a-z]+\/[^/]+\.json$/;

export const sameModule = (path: string) =>
  path
    .replace(/\.[jt]sx?$/, '')
    .replace(/[-_]/g, '')
    .toLowerCase();

/** The output files a chunk needs at once: its own and those of its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function keyOfFile(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

export type Load = { key: string; files: Set<string> };

/**
 * Every entry with its static closure, and every lazy chunk reachable from an entry with the files loaded by the
 * time it runs: its entry's static closure, then along the shortest chain of dynamic imports, each chunk's own.
 */
export function lazyLoads(manifest: Manifest, atStart: Record<string, string[]> = AT_START): Load[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (!entries.length) throw new Error('The manifest has no entry.');
  const files = keyOfFile(manifest);
  const startLoad = (entry: string) => {
    const loaded = staticClosure(manifest, entry);
    for (const key of atStart[entry] ?? []) {
      if (!manifest[key]) throw new Error(`${key}, loaded at the start of ${entry}, is not in the build.`);
      staticClosure(manifest, key, loaded);
    }
    return loaded;
  };
  const loads = new Map<string, Set<string>>(entries.map((key) => [key, startLoad(key)]));
  const queue = [...entries];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const loaded = loads.get(key)!;
    for (const file of loaded) {
      for (const lazy of manifest[files.get(file)!]?.dynamicImports ?? []) {
        if (loads.has(lazy)) continue;
        loads.set(lazy, staticClosure(manifest, lazy, new Set(loaded)));
        queue.push(lazy);
      }
    }
  }
  return [...loads].map(([key, loaded]) => ({ key, files: loaded }));
}

export type RouteRow = { route: string; files: string[]; bytes: number; limitKb: number; ceilingKb: number };

/**
 * One row per route of ROUTE_BUDGETS (a page or screen missing from the build is an error), then every other entry
 * and lazy chunk.
 */
export async function routeRows(
  manifest: Manifest,
  sizeOf: (file: string) => Promise<number>,
  budgets: RouteBudget[] = ROUTE_BUDGETS,
  atStart: Record<string, string[]> = AT_START,
  withScreen: Record<string, string[]> = WITH_SCREEN,
): Promise<RouteRow[]> {
  const loads = lazyLoads(manifest, atStart);
  const missing = budgets.filter((b) => !loads.some(({ key }) => sameModule(key) === sameModule(b.screen)));
  if (missing.length) {
    throw new Error(
      `No lazy chunk for ${missing.map((b) => `${b.route} (${b.screen})`).join(', ')}: ` +
        'keep ROUTE_BUDGETS in apps/web/build/bundle-budget.ts in step with app/routes.tsx.',
    );
  }
  const sizes = new Map<string, number>();
  const size = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, await sizeOf(file));
    return sizes.get(file)!;
  };
  const keys = keyOfFile(manifest);
  const rows: RouteRow[] = [];
  for (const { key, files: loaded } of loads) {
    if (TRANSLATION_FILE.test(key)) continue;
    const budget = budgets.find((b) => sameModule(b.screen) === sameModule(key));
    const route = budget?.route ?? key;
    const texts = budget ? (withScreen[budget.route] ?? []) : [];
    const files = new Set(loaded);
    for (const text of texts) {
      if (!manifest[text]?.isDynamicEntry)
        throw new Error(`${text}, loaded with ${route}, is not a chunk of its own.`);
      staticClosure(manifest, text, files);
    }
    const others = [...files]
      .map((file) => keys.get(file)!)
      .filter((k) => TRANSLATION_FILE.test(k) && !texts.includes(k));
    if (others.length) throw new Error(`${route} loads ${others.join(', ')}, which its screen does not use.`);
    const js = [...files].filter((f) => f.endsWith('.js'));
    let bytes = 0;
    for (const file of js) bytes += await size(file);
    rows.push({
      route: budget?.route ?? key,
      files: js,
      bytes,
      limitKb: budget?.limitKb ?? DEFAULT_LIMIT_KB,
      ceilingKb: budget ? (budget.ceilingKb ?? budget.limitKb) : DEFAULT_CEILING_KB,
    });
  }
  const rank = (row: RouteRow) => {
    const index = budgets.findIndex((b) => b.route === row.route);
    return index >= 0 ? index : budgets.length;
  };
  return rows.sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route));
}

/** Rows past their ceiling: these fail the build. */
export const overCeiling = (rows: RouteRow[]) => rows.filter((r) => r.bytes > r.ceilingKb * 1000);

const status = (r: RouteRow) =>
  r.bytes > r.ceilingKb * 1000 ? 'OVER CEILING' : r.bytes > r.limitKb * 1000 ? 'over budget' : 'ok';

export function formatTable(rows: RouteRow[]): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const header = ['route / lazy chunk', 'files', 'brotli kB', 'budget kB', 'ceiling kB', ''];
  const body = rows.map((r) => [
    r.route,
    String(r.files.length),
    kb(r.bytes),
    String(r.limitKb),
    String(r.ceilingKb),
    status(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Reads the build in `dir` (Vite's manifest and the JavaScript) and measures every route. */
export async function measureBuild(dir: string): Promise<RouteRow[]> {
  const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The .br the server sends when the build wrote it (precompress), otherwise compressed here the same way.
  return routeRows(manifest, async (file) => {
    const path = join(dir, file);
    const written = await stat(`${path}.br`).catch(() => null);
    return written ? written.size : (await brotli(await readFile(path))).length;
  });
}

/** Prints the table after every build and fails the build when a route is past its ceiling. */
export function bundleBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'connect:bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const rows = await measureBuild(outDir);
      console.log(`\nFirst-load JavaScript per route (brotli):\n${formatTable(rows)}\n`);
      const over = overCeiling(rows);
      if (over.length) {
        throw new Error(
          `Past the JavaScript ceiling: ${over.map((r) => r.route).join(', ')} (apps/web/build/bundle-budget.ts)`,
        );
      }
    },
  };
}
