import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/helpers/chromium.ts';
import { SHOP_URL_VARIABLE } from './e2e/helpers/shop.ts';
import { desktop } from './e2e/helpers/viewports.ts';

// The browser journeys against one real shop (e2e/setup/shop-server.ts). The shop is one process
// on one embedded database and some journeys change what the others see (delivery fees, new
// products), so the files run one at a time, in one worker.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/setup/shop-server.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // A locator's `waitFor` waits as long as the test; the assertions that replaced them get a
  // bound that a busy two-core machine stays well inside.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  use: {
    // Set by the global setup before the workers start (the workers read this file again).
    baseURL: process.env[SHOP_URL_VARIABLE],
    viewport: desktop,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'sign-in', testMatch: 'setup/*.setup.ts' },
    { name: 'journeys', testMatch: '*.test.ts', dependencies: ['sign-in'] },
  ],
});
