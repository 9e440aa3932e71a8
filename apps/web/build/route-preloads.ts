import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { lazyLoads, ROUTE_BUDGETS, type RouteBudget, sameModule } from './bundle-budget.ts';

/** Where the build leaves the list, beside Vite's manifest; the server reads it (apps/server/src/http/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export type RoutePreload = { route: string; files: string[] };

/**
 * For each screen of the app (ROUTE_BUDGETS, the session pages left out), the JavaScript its first load needs beyond
 * what index.html loads already: the screen's chunk and its static imports, and those of the module asking for its
 * answers (issue 31 §5). The server names them in
 * the page it sends for that route, so they download alongside the app's start rather than after it has run; on a
 * phone's connection that saves the round trips of some 40 small files.
 */
export function routePreloads(manifest: Manifest, budgets: RouteBudget[] = ROUTE_BUDGETS): RoutePreload[] {
  const loads = lazyLoads(manifest);
  const atStart = loads.find((l) => l.key === 'index.html')?.files ?? new Set<string>();
  return budgets
    .filter((b) => !b.screen.endsWith('.html'))
    .map((b) => {
      const files = [b.screen, ...(b.data ? [b.data] : [])].flatMap((module) => {
        const load = loads.find((l) => sameModule(l.key) === sameModule(module));
        if (!load) throw new Error(`No lazy chunk for ${b.route} (${module}).`);
        return [...load.files];
      });
      return { route: b.route, files: [...new Set(files)].filter((f) => !atStart.has(f)) };
    });
}

/** Writes ROUTE_PRELOADS_FILE after every build. */
export function routePreloadsFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'connect:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      await writeFile(join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloads(manifest), null, 1));
    },
  };
}
