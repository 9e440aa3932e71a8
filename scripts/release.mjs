import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { run } from './run.mjs';

/**
 * `npm run release [-- FOLDER]`: a folder (release/ by default) an operator runs with Node alone (docs/OPERATIONS.md):
 *
 *   server.js          the start: `node server.js` (the web app is ./web beside it)
 *   server/            the server as JavaScript: main.js, the commands (cli/seed.js, cli/ingest.js, …), the chunks
 *                      they share, source maps, and migrations/ (read at start)
 *   web/               the built web app (with its .br and .gz files)
 *   node_modules/      the server's production dependencies, installed by `npm ci --omit=dev` from the lockfile
 *   package.json       type module, engines, the start and the commands as npm scripts
 *   release.json       version, commit and build time
 *
 * esbuild bundles the server's own code and packages/shared (whose package exports TypeScript); every package of
 * node_modules stays an import of the installed package, so what reads its own files at run time (the PDF fonts of
 * @fontsource/noto-sans, PGlite's WebAssembly) finds them where npm put them.
 */
const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'release'));
const server = join(root, 'apps/server');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(join(root, 'package.json'));
const serverPackage = readJson(join(server, 'package.json'));
/** The server's dependencies that are installed; @connect/shared is bundled. */
const installed = Object.fromEntries(
  Object.entries(serverPackage.dependencies).filter(([name]) => !name.startsWith('@connect/')),
);

function step(what) {
  console.log(`▶ ${what}`);
}

async function must(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${code})`);
}

/** The server's entry points: the process and its commands (print-schema is a development tool). */
function entryPoints() {
  const commands = readdirSync(join(server, 'src/cli'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'print-schema.ts')
    .map((f) => join(server, 'src/cli', f));
  return [join(server, 'src/main.ts'), ...commands];
}

async function bundleServer() {
  const result = await build({
    entryPoints: entryPoints(),
    outdir: join(out, 'server'),
    outbase: join(server, 'src'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    sourcemap: 'linked',
    sourcesContent: false,
    external: Object.keys(installed).flatMap((name) => [name, `${name}/*`]),
    metafile: true,
    logLevel: 'warning',
  });
  // A package imported without being a dependency of the server would be bundled (and may miss its own files).
  const bundledPackages = Object.keys(result.metafile.inputs).filter((input) =>
    input.includes('node_modules/'),
  );
  if (bundledPackages.length) {
    throw new Error(
      `These are imported by the server but are not in apps/server/package.json's dependencies:\n  ${bundledPackages.join('\n  ')}`,
    );
  }
  cpSync(join(server, 'src/db/migrations'), join(out, 'server/migrations'), { recursive: true });
}

/**
 * The production dependencies of the server, exactly as the lockfile has them: `npm ci` of the server's workspace
 * in a scratch copy of the workspace's package files, then its node_modules moved into the release.
 */
async function installDependencies() {
  const scratch = join(out, '.install');
  for (const file of [
    'package.json',
    'package-lock.json',
    ...rootPackage.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(join(scratch, file, '..'), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  await must(
    'npm',
    // --prefer-offline: the lockfile pins every version, so npm's cache answers without asking the registry again.
    [
      'ci',
      '--omit=dev',
      '--workspace',
      'apps/server',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: scratch },
  );
  rmSync(join(scratch, 'node_modules/@connect'), { recursive: true, force: true });
  rmSync(join(scratch, 'node_modules/.bin'), { recursive: true, force: true });
  renameSync(join(scratch, 'node_modules'), join(out, 'node_modules'));
  rmSync(scratch, { recursive: true, force: true });
}

/** server.js, package.json (the start and the commands as npm scripts) and release.json. */
function writeStartAndPackage() {
  writeFileSync(
    join(out, 'server.js'),
    `// The portal's start: \`node server.js\` (docs/OPERATIONS.md). The built web app is ./web beside this file.
import { fileURLToPath } from 'node:url';

process.env.WEB_DIST ||= fileURLToPath(new URL('./web', import.meta.url));
await import('./server/main.js');
`,
  );
  const commands = entryPoints()
    .slice(1)
    .map((f) => relative(join(server, 'src/cli'), f).replace(/\.ts$/, ''));
  const scripts = { start: 'node --enable-source-maps server.js' };
  for (const name of commands) scripts[name] = `node --enable-source-maps server/cli/${name}.js`;
  const pkg = {
    name: rootPackage.name,
    version: rootPackage.version,
    private: true,
    type: 'module',
    description: rootPackage.description,
    engines: rootPackage.engines,
    scripts,
    dependencies: installed,
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const release = { version: rootPackage.version, commit, dirty, builtAt: new Date().toISOString() };
  writeFileSync(join(out, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
}

const started = Date.now();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
step('web app');
await must('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
cpSync(join(root, 'apps/web/dist'), join(out, 'web'), { recursive: true });
step('server');
await bundleServer();
step('production dependencies');
await installDependencies();
writeStartAndPackage();
console.log(
  `Release in ${relative(process.cwd(), out) || '.'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
