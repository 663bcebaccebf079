import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import {
  adminOnlyTexts,
  compressedSizes,
  entryAssets,
  firstLoadBudget,
  KiB,
  measureRoute,
  type RouteAssets,
  reactDomText,
  validationLibraryText,
} from './helpers/first-load-budget.ts';
import { shopUrl } from './helpers/shop.ts';
import { storefrontRoutes } from './helpers/storefront-routes.ts';
import { phone } from './helpers/viewports.ts';

// What the first visit to each storefront page loads (the entry script and the stylesheet, then
// the app and the page's own chunks) must stay within budget, and the admin's code must
// never be part of it. The web app is built by the browser tests' global setup; each route is
// opened in Chromium with an empty cache and every script and stylesheet it fetches is counted,
// as `npm run bench` counts them.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/client');

/** What the home page's HTML names: the entry, the stylesheet, the app's and the page's scripts. */
async function firstLoad() {
  const html = await (await fetch(new URL('/', shopUrl()))).text();
  return entryAssets(html).map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, text: bytes.toString('utf8'), gzip: compressedSizes(bytes).gzip };
  });
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

test.describe('bundle budget', () => {
  test('keeps admin screens and form validation out of what every page loads first', async () => {
    const script = (await firstLoad())
      .filter((f) => f.file.endsWith('.js'))
      .map((f) => f.text)
      .join('\n');
    for (const adminOnly of adminOnlyTexts) expect(script, adminOnly).not.toContain(adminOnly);
    expect(script).not.toContain(validationLibraryText);
  });

  test('runs React itself, not a stand-in', async () => {
    const script = (await firstLoad())
      .filter((f) => f.file.endsWith('.js'))
      .map((f) => f.text)
      .join('\n');
    expect(script).toContain(reactDomText);
    expect(script.toLowerCase()).not.toContain('preact');
  });

  test("renders pages on the server with React's production build, whatever NODE_ENV the api has", async () => {
    const renderer = readFileSync(path.join(dist, '../server/entry-server.js'), 'utf8');
    // React is inside the renderer, not loaded by the api from node_modules (where NODE_ENV
    // would pick its development build), and only its production build is.
    expect(renderer).not.toMatch(/from\s*["']react(-dom)?(\/[\w-]+)?["']/);
    expect(renderer).toContain(reactDomText);
    expect(renderer).not.toMatch(/\.development\.js/);
  });

  test('loads at most 115 KiB of JavaScript and 20 KiB of CSS, gzipped, on a first visit to each storefront route, and no admin code', async ({
    openContext,
  }) => {
    test.setTimeout(180_000);
    const { all } = await storefrontRoutes(shopUrl());
    // Each route in a context of its own (an empty cache, as on a first visit), a few at a time.
    const results: RouteAssets[] = [];
    const queue = [...all];
    const measureNext = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const context = await openContext({ viewport: phone });
        results.push(await measureRoute(context, route));
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: 4 }, measureNext));
    results.sort((a, b) => all.indexOf(a.route) - all.indexOf(b.route));
    console.log(
      results
        .map((r) => `${r.route}: ${kib(r.js.gzip)} JS, ${kib(r.css.gzip)} CSS (gzip)`)
        .join('\n'),
    );
    for (const r of results) {
      expect.soft(r.js.files.length, `${r.route} loads no script`).toBeGreaterThan(0);
      expect.soft(r.js.gzip, `${r.route} JS`).toBeLessThanOrEqual(firstLoadBudget.jsGzip);
      expect.soft(r.css.gzip, `${r.route} CSS`).toBeLessThanOrEqual(firstLoadBudget.cssGzip);
      expect.soft(r.adminCode, `${r.route} admin code`).toEqual([]);
    }
  });
});
