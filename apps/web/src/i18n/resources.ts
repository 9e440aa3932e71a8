/// <reference types="vite/client" />
/**
 * Translations live in one file per feature and language: `no/<feature>.json` and `en/<feature>.json`. A key
 * `<feature>.<path>` finds `<path>` in `<language>/<feature>.json`. i18n.test.ts fails on a key missing in either.
 */
type Tree = { [key: string]: string | Tree };

const noFiles = import.meta.glob<Tree>('./no/*.json', { eager: true, import: 'default' });
const enFiles = import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' });

function byFeature(files: Record<string, Tree>): Record<string, Tree> {
  return Object.fromEntries(
    Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), tree]),
  );
}

export const translations = { no: byFeature(noFiles), en: byFeature(enFiles) };
export type { Tree };
