import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * `graphql` as Node itself resolves it (its CommonJS build), for the code vitest compiles too: otherwise that code
 * gets the ES module build while the schema, built by Pothos under Node, holds the CommonJS one's classes, and
 * graphql refuses a schema "from another module or realm".
 */
const graphql = { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') };

/**
 * unit: rules and helpers, no database. server: GraphQL and REST through the real app against PGlite, or against
 * PostgreSQL when TEST_DATABASE_URL is set (each test file creates its own database and drops it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [graphql] },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'apps/web/{src,build}/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: [graphql] },
        test: {
          name: 'server',
          include: ['apps/server/**/*.int.test.ts'],
          // One migrated and seeded template database per run, copied by each test server.
          globalSetup: ['apps/server/test/global-setup.ts'],
          exclude: ['**/node_modules/**'],
          // A test that takes 5 s on a quiet machine took over 30 s on a loaded one (the schema comparison, the
          // restart of a provisioned database): the bound catches a hang, not a slow machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each worker imports the app once, not once per file (half the suite's time went to imports). Files share
          // nothing else: each builds its own server and database, so no file may mock a module (vi.mock) either.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
