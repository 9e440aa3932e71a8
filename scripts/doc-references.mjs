import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm run check`: every file or folder a document names in backticks exists. A path is read from the repository's
 * root, from one of the workspaces (`src/…` of the server, `e2e/…` of the web app), from a module or feature folder
 * (`payment-profiles/members.*`), or from the document's folder. Only names with an extension or a trailing slash are
 * paths (`impersonate/usertoken` is a route); `<feature>` placeholders and globs (`*.int.test.ts`) are skipped, a
 * `name.*` stem needs one file of that name and `folder/*` the folder.
 */
const root = resolve(import.meta.dirname, '..');
const areas = (dir) => [
  dir,
  ...readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`),
];
const bases = [
  '',
  'apps/server',
  'apps/web',
  'packages/shared',
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  ...areas('apps/server/src/modules'),
  ...areas('apps/web/src/features'),
];
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const PATH = /`([A-Za-z0-9_.@-]+(?:\/[A-Za-z0-9_.@*-]+)+\/?)`/g;

function exists(path) {
  if (path.endsWith('/*')) return existsSync(path.slice(0, -2));
  const star = path.indexOf('/*/');
  if (star >= 0) {
    const dir = path.slice(0, star);
    const rest = path.slice(star + 3);
    return existsSync(dir) && readdirSync(dir).some((d) => exists(join(dir, d, rest)));
  }
  if (!path.endsWith('.*')) return existsSync(path);
  const dir = dirname(path);
  const stem = path.slice(dir.length + 1, -2);
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(`${stem}.`));
}

let missing = 0;
let checked = 0;
for (const doc of docs) {
  const text = readFileSync(join(root, doc), 'utf8');
  for (const [, ref] of text.matchAll(PATH)) {
    // Outside the repository (`../shared/spec/`), a part inside an xlsx (`xl/workbook.xml`), a placeholder.
    if (/[<>]|^\.\.?$|^\.\.\/|^xl\/|^(https?|node|npm|@connect)\b|\*\./.test(ref) || ref.includes('://'))
      continue;
    // A REST path (`impersonate/usertoken`) or a word pair (`Visma/Tripletex`): no extension, no trailing slash.
    if (!/\.[\w*]+$|\/\*?$/.test(ref)) continue;
    checked++;
    const found = [...bases.map((b) => join(root, b, ref)), join(root, dirname(doc), ref)].some(exists);
    if (!found) {
      console.error(`${doc}: \`${ref}\` does not exist`);
      missing++;
    }
  }
}
console.log(
  `${checked} file references in ${docs.length} documents${missing ? `, ${missing} missing` : ', all exist'}`,
);
process.exit(missing ? 1 : 0);
