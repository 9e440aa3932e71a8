import { resolve } from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Libraries imported through one index of all their parts: the index imports every part, used or not, so following
 * it would count all of Mantine, every icon, and the shared package's zod schemas as loaded at start. They are left
 * out of the walk below; the bundler brings the parts a start module really uses into its chunk (a group takes its
 * modules' dependencies along).
 */
const INDEXED = /node_modules[\\/](@mantine|@tabler)[\\/]|packages[\\/]shared[\\/]src[\\/]index\.ts$/;

/** What a page's entry imports at start, transitively, up to the indexed libraries. */
function startModules(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || INDEXED.test(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names the chunk of each module the pages load at start (issue 10): what the session pages load goes into `common`
 * (the app loads it too), what only the app loads into `shell`. Left to itself the bundler
 * cuts the app's start into some 60 files, one per set of screens sharing them, and as the server compresses each
 * file alone that costs about 14 kB of brotli on every route; in these few files the session pages still load
 * nothing of the app. A `name` function for `codeSplitting.groups`; `null` leaves a module to the bundler.
 */
export function startChunks(root: string) {
  const app = resolve(root, 'src/main.tsx');
  const session = resolve(root, 'src/session-main.tsx');
  let loaded: { app: Set<string>; session: Set<string> } | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    loaded ??= { app: startModules(graph, app), session: startModules(graph, session) };
    // The entries stay the pages' own chunks, which their HTML loads.
    if (id === app || id === session) return null;
    if (loaded.session.has(id)) return 'common';
    return loaded.app.has(id) ? 'shell' : null;
  };
}
