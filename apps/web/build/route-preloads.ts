import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import {
  lazyLoads,
  ROUTE_BUDGETS,
  type RouteBudget,
  sameModule,
  staticClosure,
  WITH_SCREEN,
} from './bundle-budget.ts';
import { type EarlyQuestion, earlyQuestionsOf } from './early-questions.ts';

/** Where the build leaves the list, beside Vite's manifest; the server reads it (apps/server/src/http/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * What a route's page names: `files` first, the texts the start waits for, the module asking for the screen's
 * answers and the screen's own texts; `later`, the screen's own code, at a low priority so that the session's
 * question and these pass first; `questions`, what its first script asks before the app has come.
 */
export type RoutePreload = { route: string; files: string[]; later: string[]; questions: EarlyQuestion[] };

/**
 * For each screen of the app (ROUTE_BUDGETS, the session pages left out), the JavaScript its first load needs beyond
 * what index.html loads already: the texts the app's start waits for, the module asking for the screen's answers
 * and their static imports, the screen's texts, then the screen's chunk and its own (issue 31 §5). The server names them in the page it
 * sends for that route, so they download alongside the app's start rather than after it has run; on a phone's
 * connection that saves the round trips of some 40 small files. The browser opens six connections to the server and
 * gives them out by priority: the screen's code waits for the questions, which the first paint waits for in turn.
 */
export function routePreloads(
  manifest: Manifest,
  budgets: RouteBudget[] = ROUTE_BUDGETS,
  withScreen: Record<string, string[]> = WITH_SCREEN,
): RoutePreload[] {
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
      // The screen waits for its texts as for its code (app/lazy-screen.ts), and they are asked for only once the
      // app's start has run: named here, in Norwegian, the default (an English page loads its own then).
      const texts = (withScreen[b.route] ?? []).map((key) => {
        const file = manifest[key]?.file;
        if (!file) throw new Error(`No chunk for ${key}, the texts of ${b.route}.`);
        return file;
      });
      const screen = filesOf(b.screen).filter((f) => !asking.includes(f));
      return {
        route: b.route,
        files: [...new Set([...awaited, ...asking, ...texts])],
        later: screen,
        questions: earlyQuestionsOf(b.route),
      };
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
