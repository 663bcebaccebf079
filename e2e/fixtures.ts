import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The server's page is on screen before the app runs; a test, like a shopper, then acts on it.
 * What only the app does (a tap on Add to cart) needs it running, so every page load of the shop
 * waits until the page is hydrated (the layout marks <html data-hydrated>).
 */
function waitForTheAppOnLoad(page: Page, shopUrl: string) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        if (page.url().startsWith(shopUrl)) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      },
    });
  }
}

/** Console errors (CSP violations included) and uncaught exceptions, as the page meets them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

interface ShopFixtures {
  /** The console errors and uncaught exceptions of `page`. */
  errors: string[];
  /**
   * A new context on the shop (its own storage and cache, closed with the test), with the
   * project's options; signed out unless `options.storageState` names a saved session.
   */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A page at `path` in a new context from `openContext`: another shopper, the owner. */
  openPage: (path?: string, options?: BrowserContextOptions) => Promise<OpenedPage>;
}

export const test = base.extend<ShopFixtures>({
  context: async ({ context, baseURL, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on('page', (page) => waitForTheAppOnLoad(page, baseURL!));
    await use(context);
  },
  errors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
  openContext: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // Options left out come from the project and the file's `test.use`, except the session:
      // another shopper starts signed out.
      const context = await browser.newContext({ storageState: undefined, ...options });
      contexts.push(context);
      if (options.javaScriptEnabled ?? javaScriptEnabled)
        context.on('page', (page) => waitForTheAppOnLoad(page, baseURL!));
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  openPage: async ({ openContext }, use) => {
    await use(async (path = '/', options = {}) => {
      const context = await openContext(options);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(path);
      return { page, context, errors };
    });
  },
});
