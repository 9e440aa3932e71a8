import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS } from '../../build/bundle-budget.ts';
import en from './en.ts';
import no from './no.ts';
import { COMMON_TEXTS, SCREEN_TEXTS } from './screen-texts.ts';

const SRC = resolve(import.meta.dirname, '..');
const FILES = readdirSync(resolve(SRC, 'i18n/no')).map((f) => f.replace(/\.json$/, ''));
/** A key in the code: a string starting `<file>.` (`'users.title'`, `` `users.status.${s}` ``). */
const KEY = new RegExp(`['"\`](${FILES.join('|')})\\.[A-Za-z_$]`, 'g');
/** A module of the app a module imports, at once or lazily. */
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

/**
 * The translation files named in the keys of `start` and of every module it imports, at once or lazily, up to the
 * modules in `stop`.
 */
function textsUsed(start: string, stop: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  for (let queue = [start], file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.replace(IMPORT, '').matchAll(KEY)) used.add(name!);
    for (const [, path] of code.matchAll(IMPORT)) {
      const module = resolve(dirname(file), path!);
      if (/\.tsx?$/.test(module) && existsSync(module) && !stop.has(module)) queue.push(module);
    }
  }
  return [...used].sort();
}

const common: readonly string[] = COMMON_TEXTS;
const screenTexts: Record<string, readonly string[]> = SCREEN_TEXTS;
const screens = ROUTE_BUDGETS.filter((b) => b.screen.startsWith('src/'));
const moduleOf = (screen: string) => resolve(SRC, '..', `${screen}.tsx`);

describe('the translation files each page and screen loads', () => {
  it('gives the shell only the common ones, which the app loads before its first render', () => {
    const shell = textsUsed(resolve(SRC, 'main.tsx'), new Set(screens.map((b) => moduleOf(b.screen))));
    expect(shell.filter((name) => !common.includes(name))).toEqual([]);
    expect(Object.keys(no).sort()).toEqual([...common].sort());
    expect(Object.keys(en).sort()).toEqual([...common].sort());
  });

  it.each(screens.map((b) => [b.route, b.screen]))(
    '%s loads exactly the files its screen uses beside the common ones',
    (route, screen) => {
      const used = textsUsed(moduleOf(screen)).filter((name) => !common.includes(name));
      expect([...(screenTexts[route] ?? [])].sort()).toEqual(used);
    },
  );

  it('has each screen of app/routes.tsx load the files of its own route', () => {
    const routes = readFileSync(resolve(SRC, 'app/routes.tsx'), 'utf8');
    const lines = [...routes.matchAll(/import\('\.\.\/([^']+)\.tsx'\),\s*SCREEN_TEXTS\['([^']+)'\]/g)];
    expect(lines.length).toBe(routes.match(/lazyScreen\(/g)?.length);
    expect(lines.length).toBe(screens.length);
    for (const [, module, route] of lines) {
      expect(`${route}: ${ROUTE_BUDGETS.find((b) => b.route === route)?.screen}`).toBe(
        `${route}: src/${module}`,
      );
    }
  });
});
