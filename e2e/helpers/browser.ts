import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export const phone = { width: 412, height: 915 };
export const desktop = { width: 1280, height: 800 };

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
  async function newContext(viewport = desktop): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
    contexts.push(context);
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
