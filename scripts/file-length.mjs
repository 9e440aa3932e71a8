import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The habit "no hand-written file over 400 lines": every TypeScript file git knows (committed or new, not ignored)
 * except the generated ones. Exits 1 and names each file over the limit.
 */
const MAX_LINES = 400;

/** Written by a generator, never by hand: graphql-codegen's output and drizzle-kit's migrations. */
const GENERATED = ['apps/web/src/gql/', 'apps/server/src/db/migrations/'];

function longFiles() {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => f && !GENERATED.some((dir) => f.startsWith(dir)));
  const long = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet staged
    }
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) long.push({ file, lines });
  }
  return long;
}

const long = longFiles();
for (const { file, lines } of long)
  console.error(`${file}: ${lines} lines (at most ${MAX_LINES}; split it by responsibility)`);
process.exit(long.length ? 1 : 0);
