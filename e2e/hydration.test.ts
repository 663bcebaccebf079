import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';
import { customerState } from './helpers/signed-in.ts';
import { storefrontRoutes } from './helpers/storefront-routes.ts';
import { desktop, phone } from './helpers/viewports.ts';

// The browser takes over every page the server rendered without a mismatch (React reports any
// as an error), without asking again for the data the page carried, and with the shopper's own
// header, cart and wishlist filling in without moving the page.

/** The api reads a catalogue page's first screen is made of: the page carries their replies. */
const CATALOGUE_READS =
  /^\/api\/(home\/query-products|products\/get-product-details|products\/new|category\/categories|products\/customer\/get-reviews|home\/price-range)/;

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is logged as a failed load; it is the answer, not a problem.
    if (message.type() === 'error' && !/status of 404/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (CATALOGUE_READS.test(url.pathname)) reads.push(url.pathname + url.search);
  });
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return { page, problems, reads };
}

/** Cumulative layout shift since the page loaded, as the browser measures it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

async function everyRoute() {
  const { all } = await storefrontRoutes(shopUrl());
  return [
    ...all,
    '/terms-of-service',
    '/privacy-policy',
    '/forgot-password',
    '/no/such/page',
    '/product-details/no-such-product',
  ];
}

const catalogue = (path: string) => /^\/(shop|products|product-details\/[^n])|^\/$/.test(path);

/**
 * Checks the pages a few at a time: each waits for its network to be idle, and those waits
 * overlap; a page's checks are its own, whatever else is open.
 */
async function checkEach(paths: string[], check: (path: string) => Promise<void>) {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

test.describe('hydration', () => {
  test('A visitor gets every storefront page hydrated without an error and without fetching it again', async ({
    openContext,
  }) => {
    test.setTimeout(180_000);
    const context = await openContext({ viewport: phone });
    await checkEach(await everyRoute(), async (path) => {
      const { page, problems, reads } = await open(context, path);
      expect(problems, path).toEqual([]);
      if (catalogue(path)) expect(reads, path).toEqual([]);
      await page.close();
    });
  });

  test('A signed-in shopper with a cart and a wishlist gets every page hydrated, the header filling in without moving the page', async ({
    openContext,
  }) => {
    test.setTimeout(300_000);
    for (const viewport of [phone, desktop]) {
      const context = await openContext({ viewport, storageState: customerState });
      const home = await context.newPage();
      await home.goto('/');
      const [first, second] = await seededProducts();
      await home.evaluate(
        ([cart, wish]) => {
          localStorage.setItem(
            'cartItems',
            JSON.stringify([
              { ...cart, qty: 1, select: 0, imageUrl: '', productColor: '', productSize: '' },
            ]),
          );
          localStorage.setItem('favourites', JSON.stringify([wish]));
        },
        [first, second],
      );
      await home.close();
      await checkEach(await everyRoute(), async (path) => {
        const { page, problems, reads } = await open(context, path);
        expect(problems, `${path} at ${viewport.width} px`).toEqual([]);
        if (catalogue(path)) expect(reads, path).toEqual([]);
        await expect(page.getByRole('link', { name: 'Cart 1 item' }).first()).toBeAttached();
        expect(await layoutShift(page), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(
          0.05,
        );
        await page.close();
      });
    }
  });
});
