import rules from './.dependency-cruiser.mjs';

/**
 * No two feature folders import each other, directly or round a longer loop (`npm run check`, beside the file
 * rules of .dependency-cruiser.mjs). Only src/modules is cruised, so the cycles through the composition files
 * (app.ts, routes.ts, schema.ts) that every module meets do not count; tests are left out (a test may set up its
 * world through another module).
 */
export default {
  forbidden: [
    {
      name: 'feature-cycle',
      comment: 'Feature folders depend one way: the one that needs the other calls its service, never back.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: { ...rules.options, includeOnly: '^src/modules/', exclude: { path: '\\.test\\.ts$' } },
};
