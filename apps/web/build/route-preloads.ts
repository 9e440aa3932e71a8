import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { lazyLoads, ROUTE_BUDGETS, type RouteBudget, sameModule, staticClosure } from './bundle-budget.ts';

/** Where the build leaves the list, beside Vite's manifest; the server reads it (apps/server/src/http/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * What a route's page names: `files` first, the texts the start waits for and the module asking for the screen's
 * answers; `later`, the screen's own code, at a low priority so that the session's question and these pass first.
 */
export type RoutePreload = { route: string; files: string[]; later: string[] };

/**
 * For each screen of the app (ROUTE_BUDGETS, the session pages left out), the JavaScript its first load needs beyond
 * what index.html loads already: the texts the app's start waits for, the module asking for the screen's answers
 * and their static imports, then the screen's chunk and its own (issue 31 §5). The server names them in the page it
 * sends for that route, so they download alongside the app's start rather than after it has run; on a phone's
 * connection that saves the round trips of some 40 small files. The browser opens six connections to the server and
 * gives them out by priority: the screen's code waits for the questions, which the first paint waits for in turn.
 */
export function routePreloads(manifest: Manifest, budgets: RouteBudget[] = ROUTE_BUDGETS): RoutePreload[] {
  const loads = lazyLoads(manifest);
  const atStart = loads.find((l) => l.key === 'index.html')?.files ?? new Set<string>();
  // What the app waits for before its first render beyond index.html's own imports (AT_START: the translations),
  // named too: otherwise asked for only once the app's start has run, a round trip beside the session's question.
  const named = staticClosure(manifest, 'index.html');
  const awaited = [...atStart].filter((f) => !named.has(f));
  return budgets
    .filter((b) => !b.screen.endsWith('.html'))
    .map((b) => {
      const filesOf = (module: string) => {
        const load = loads.find((l) => sameModule(l.key) === sameModule(module));
        if (!load) throw new Error(`No lazy chunk for ${b.route} (${module}).`);
        return [...load.files].filter((f) => !atStart.has(f));
      };
      const asking = b.data ? filesOf(b.data) : [];
      const screen = filesOf(b.screen).filter((f) => !asking.includes(f));
      return { route: b.route, files: [...awaited, ...asking], later: screen };
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
