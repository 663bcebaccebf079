import { defineConfig } from 'vitest/config';

// Units, then the API on PGlite and again on PostgreSQL. The browser journeys are Playwright's
// (playwright.config.ts); `npm test` (scripts/test.mjs) runs both and adds up their counts, which
// the summary reporter hands on.
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    include: ['apps/api/test/**/*.test.ts'],
    env: { TEST_DATABASE: database },
    globalSetup: ['apps/api/test/setup/database-template.ts', 'apps/api/test/setup/web-build.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own database, so files may share a worker's modules:
    // loading the api once per worker, not once per file, takes about 40% off the run.
    isolate: false,
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
            'tools/**/*.test.ts',
          ],
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
