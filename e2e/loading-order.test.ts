import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seededProducts } from './helpers/catalogue.ts';
import { emulateLink, fastLink, slow4g } from './helpers/links.ts';
import { shopUrl } from './helpers/shop.ts';

// The page's main picture comes before its scripts. The head names the picture first (React's
// preload, at high priority), then the one inline loader and the stylesheet, and no script: the
// loader asks for the scripts once the picture has arrived and been drawn, or, on a link with long
// round trips, after a short head start for the picture (contract page-loader.ts). A page without
// such a picture asks for its scripts once its first screen is drawn, on a slow link at once.

const headOf = async (path: string) => {
  const document = await (await fetch(new URL(path, shopUrl()))).text();
  return { document, head: document.slice(0, document.indexOf('</head>')) };
};

type Timing = { name: string; startTime: number; responseEnd: number };

/** When each file the page fetched was asked for and arrived (the app has started by now). */
function loadTimings(page: Page): Promise<Timing[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }),
    ),
  );
}

const pathOf = (file: Timing) => new URL(file.name).pathname;

/** The files of the scripts the loader starts (its `data-preload` and `data-run`). */
const startedScripts = (head: string, files: Timing[]) => {
  const named = /<script data-preload="([^"]*)" data-run="([^"]*)"/.exec(head);
  const paths = `${named?.[1]} ${named?.[2]}`.split(' ');
  return files.filter((file) => paths.includes(pathOf(file)));
};

/** The file of the main picture the head preloads at high priority, as the browser chose it. */
const mainPicture = (head: string, files: Timing[]) => {
  const preload = /<link rel="preload" as="image" imageSrcSet="([^"]*)"[^>]*fetchPriority="high"/;
  const candidates = (preload.exec(head)?.[1] ?? '').split(', ').map((c) => c.split(' ')[0]);
  const picture = files.find((file) => candidates.includes(pathOf(file)));
  if (!picture) throw new Error('the page fetched no picture its head preloads at high priority');
  return picture;
};

async function productPath() {
  const product = (await seededProducts()).find((p) => p.name === 'Kente Print Unisex Shirt');
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

test('on a fast link the scripts are asked for once the main picture has arrived', async ({
  page,
}) => {
  await emulateLink(page, fastLink);
  for (const path of ['/shop', await productPath()]) {
    await page.goto(path);
    const files = await loadTimings(page);
    const { head } = await headOf(path);
    const picture = mainPicture(head, files);
    const scripts = startedScripts(head, files);
    expect(scripts.length, path).toBeGreaterThan(2);
    for (const script of scripts) expect(script.startTime).toBeGreaterThan(picture.responseEnd);
  }
});

test('on a slow link the scripts follow a short head start, sharing the picture’s round trip', async ({
  page,
}) => {
  await emulateLink(page, slow4g);
  await page.goto('/shop');
  const files = await loadTimings(page);
  const { head } = await headOf('/shop');
  const picture = mainPicture(head, files);
  const scripts = startedScripts(head, files);
  expect(scripts.length).toBeGreaterThan(2);
  const first = Math.min(...scripts.map((script) => script.startTime));
  expect(first).toBeGreaterThan(picture.startTime);
  // Asked for before the picture has arrived: a round trip here is longer than the picture's time.
  expect(first).toBeLessThan(picture.responseEnd);
});

test('on a slow link a page without a main picture asks for its scripts with its stylesheet', async ({
  page,
}) => {
  await emulateLink(page, slow4g);
  await page.goto('/cart');
  const { head } = await headOf('/cart');
  expect(head).not.toContain('fetchPriority="high"');
  const files = await loadTimings(page);
  const stylesheet = files.find((file) => file.name.endsWith('.css'))!;
  // Asked for with the stylesheet, not after it.
  const scripts = startedScripts(head, files);
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script.startTime).toBeLessThan(stylesheet.responseEnd);
});
