/**
 * The server's import rules (`npm run check`, docs/ARCHITECTURE.md "Import rules"). A feature folder is the folder
 * that holds a `*.repository.ts`, at whatever depth under `src/modules/`, so the rules hold when features are
 * grouped into areas.
 */
const INFRASTRUCTURE = '^src/(auth|db|graphql|http|jobs|mail|files|metrics)/';

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle, type-only imports included: a type two files share goes in a types file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'repository-of-another-feature',
      comment:
        "A repository is imported only from its feature's own folder (and folders beneath it) and by the test " +
        "factories; another feature calls that feature's service.",
      severity: 'error',
      from: { path: '^(.+)/[^/]+$', pathNot: '^test/factories/' },
      to: { path: '\\.repository\\.ts$', pathNot: '^$1/[^/]+\\.repository\\.ts$', ancestor: false },
    },
    {
      name: 'infrastructure-imports-a-feature',
      comment:
        'auth, db, graphql, http, jobs, mail, files and metrics import no feature module: a feature registers ' +
        'with them (a hook, a list in src/) instead.',
      severity: 'error',
      from: { path: INFRASTRUCTURE },
      to: { path: '^src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/db/migrations/' },
  },
};
