import { defineConfig } from 'vitest/config';

// One `npm test`: units, the API on PGlite and again on PostgreSQL, then the browser journeys.
// The summary reporter prints the closing "N passed, N failed" line that CI reads.
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    include: ['apps/api/test/**/*.test.ts'],
    env: { TEST_DATABASE: database },
    globalSetup: ['apps/api/test/setup/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/setup/shop-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
