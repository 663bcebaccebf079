import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { shopUrl } from './helpers/shop.ts';

// The page's main picture comes before its scripts. The head names the picture first (React's
// preload, at high priority), then the one inline loader and the stylesheet, and no script: the
// loader asks for the scripts once the picture has been drawn, or, on a link with long round trips,
// after a short head start for the picture (contract page-loader.ts). A page without such a
// picture asks for its scripts at once.

const headOf = async (path: string) => {
  const document = await (await fetch(new URL(path, shopUrl()))).text();
  return { document, head: document.slice(0, document.indexOf('</head>')) };
};

/** DevTools' slow 4G: 562.5 ms a request, about 1.5 Mbit/s down. */
const slowLink = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 184_320,
  uploadThroughput: 84_375,
};

type Timing = { name: string; startTime: number; responseEnd: number };

/** When each of the page's files was asked for and arrived, and which picture was its largest. */
async function loadTimings(page: Page) {
  return page.evaluate(async () => {
    const largest = await new Promise<string>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
        resolve(entries.at(-1)?.url ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
    );
    return { largest, files };
  });
}

/** The files of the scripts the loader starts (its `data-preload` and `data-run`). */
const startedScripts = (head: string, files: Timing[]) => {
  const named = /<script data-preload="([^"]*)" data-run="([^"]*)"/.exec(head);
  const paths = `${named?.[1]} ${named?.[2]}`.split(' ');
  return files.filter((file) => paths.includes(new URL(file.name).pathname));
};

async function productPath() {
  const [product] = await seededProducts();
  return `/product-details/${product!._id}`;
}

test('the head names the main picture first, then the loader and the stylesheet, and no script', async () => {
  for (const path of ['/shop', await productPath()]) {
    const { document, head } = await headOf(path);
    const picture = head.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    const loader = head.indexOf('<script data-preload="/assets/');
    const stylesheet = head.indexOf('<link rel="stylesheet"');
    expect(picture, path).toBeGreaterThan(-1);
    expect(picture, path).toBeLessThan(loader);
    expect(loader, path).toBeLessThan(stylesheet);
    expect(/<link rel="modulepreload"/.test(document), path).toBe(false);
    expect(/<script[^>]* src=/.test(document), path).toBe(false);
  }
});

test('on a fast link the scripts are asked for once the main picture is on screen', async ({
  page,
}) => {
  for (const path of ['/shop', await productPath()]) {
    await page.goto(path);
    const { largest, files } = await loadTimings(page);
    const picture = files.find((file) => file.name === largest);
    expect(picture, `${path}: its largest paint is a picture`).toBeDefined();
    const scripts = startedScripts((await headOf(path)).head, files);
    expect(scripts.length, path).toBeGreaterThan(2);
    for (const script of scripts) expect(script.startTime).toBeGreaterThan(picture!.responseEnd);
  }
});

test('on a slow link the scripts follow a short head start, sharing the picture’s round trip', async ({
  page,
}) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', slowLink);
  await page.goto('/shop');
  const { largest, files } = await loadTimings(page);
  const picture = files.find((file) => file.name === largest)!;
  const scripts = startedScripts((await headOf('/shop')).head, files);
  expect(scripts.length).toBeGreaterThan(2);
  const first = Math.min(...scripts.map((script) => script.startTime));
  expect(first).toBeGreaterThan(picture.startTime);
  // Asked for before the picture has arrived: a round trip here is longer than the picture's time.
  expect(first).toBeLessThan(picture.responseEnd);
});

test('a page without a main picture asks for its scripts at once', async ({ page }) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', slowLink);
  await page.goto('/cart');
  const { head } = await headOf('/cart');
  expect(head).not.toContain('fetchPriority="high"');
  const files = await loadTimings(page).then((timings) => timings.files);
  const stylesheet = files.find((file) => file.name.endsWith('.css'))!;
  // Asked for with the stylesheet, not after it.
  const scripts = startedScripts(head, files);
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script.startTime).toBeLessThan(stylesheet.responseEnd);
});
