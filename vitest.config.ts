import { defineConfig } from 'vitest/config';

/**
 * unit: rules and helpers, no database. server: GraphQL and REST through the real app against PGlite, or against
 * PostgreSQL when TEST_DATABASE_URL is set (each test file creates its own database and drops it).
 */
export default defineConfig({
  test: {
    projects: [
      {
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
        test: {
          name: 'server',
          include: ['apps/server/**/*.int.test.ts'],
          // One migrated and seeded template database per run, copied by each test server.
          globalSetup: ['apps/server/test/global-setup.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
