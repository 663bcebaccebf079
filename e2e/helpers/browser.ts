import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export const phone = { width: 412, height: 915 };
export const desktop = { width: 1280, height: 800 };

/**
 * The server's page is on screen before the app runs; a test, like a shopper, then acts on it.
 * What only the app does (a tap on Add to cart) needs it running, so every page load of the shop
 * waits until the page is hydrated (the layout marks <html data-hydrated>).
 */
function waitForTheAppOnLoad(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        if (page.url().startsWith(inject('baseUrl'))) {
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        }
        return response;
      },
    });
  }
}

/** One browser per test file; each test opens its own context (fresh storage) via `openPage`. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  /** A new context on the shop (empty storage and cache), closed with the browser. */
  async function newContext(
    viewport = desktop,
    options: BrowserContextOptions = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, baseURL: inject('baseUrl'), ...options });
    contexts.push(context);
    if (options.javaScriptEnabled !== false) context.on('page', waitForTheAppOnLoad);
    return context;
  }
  return {
    newContext,
    /** A page on the shop; console errors (CSP violations included) are collected in `errors`. */
    async openPage(
      pathname = '/',
      viewport = desktop,
    ): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
      const context = await newContext(viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(pathname);
      return { page, context, errors };
    },
  };
}
