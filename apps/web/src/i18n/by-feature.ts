/**
 * Translations live in one file per feature and language: `no/<feature>.json` and `en/<feature>.json`. A key
 * `<feature>.<path>` finds `<path>` in `<language>/<feature>.json`. i18n.test.ts fails on a key missing in either.
 */
export type Tree = { [key: string]: string | Tree };
export type Translations = Record<string, Tree>;

/** The files of one language (as import.meta.glob gives them) by feature: `./no/users.json` → `users`. */
export function byFeature(files: Record<string, Tree>): Translations {
  return Object.fromEntries(
    Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), tree]),
  );
}
