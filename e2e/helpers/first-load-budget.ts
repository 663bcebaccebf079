import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

// The storefront's first-visit budget, shared by the bundle budget test and the front-end
// benchmark: both record what Chromium fetches on a first visit to each storefront route.
// Shoppers pay for every byte on mobile data, and the admin's code is never theirs to download.

export const KiB = 1024;
export const firstLoadBudget = { jsGzip: 115 * KiB, cssGzip: 20 * KiB };

/** Texts only the admin screens contain: any of them in a storefront script means admin code. */
export const adminOnlyTexts = [
  'Customers Orders',
  'Export CSV',
  'Low stock',
  'Are you sure you want to delete this product?',
];
/** In react-dom's production build (its error links), and in no stand-in for it. */
export const reactDomText = 'https://react.dev/errors/';
/** zod's own error text: present only if the validation library was bundled in. */
export const validationLibraryText = 'Invalid input';

/**
 * The scripts and stylesheets a page's HTML names: the stylesheet in its tag, the entry, the app's
 * and the page's scripts in the loader's attributes and the page data.
 */
export function entryAssets(html: string): string[] {
  const named = html.matchAll(/["\s](\/assets\/[^"\s]+\.(?:js|css))(?=["\s])/g);
  return [...new Set([...named].map((m) => m[1]!))];
}

/** Sizes at the strongest settings a server would precompress with. */
export function compressedSizes(bytes: Uint8Array): { raw: number; gzip: number; brotli: number } {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

export interface AssetFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetTotals {
  files: AssetFile[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteAssets {
  route: string;
  js: AssetTotals;
  css: AssetTotals;
  /** Admin-only texts found in the route's scripts; must stay empty. */
  adminCode: string[];
  withinBudget: boolean;
}

/**
 * What a first visit to `route` really fetches (the entry, then the app and the page's chunks), as
 * the browser records it, and what those files weigh compressed. `context` must be new (an empty
 * cache, as on a first visit) and have the shop as its baseURL.
 */
export async function measureRoute(context: BrowserContext, route: string): Promise<RouteAssets> {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  return summarise(route, responses);
}

/** Sizes by asset address: built files are named by their content, and every route shares most. */
const sizesOf = new Map<string, ReturnType<typeof compressedSizes>>();

async function summarise(route: string, responses: Response[]): Promise<RouteAssets> {
  const js: AssetFile[] = [];
  const css: AssetFile[] = [];
  const adminCode = new Set<string>();
  for (const response of responses) {
    const body = await response.body();
    const file = new URL(response.url()).pathname;
    if (!sizesOf.has(file)) sizesOf.set(file, compressedSizes(body));
    const entry = { file, ...sizesOf.get(file)! };
    if (response.request().resourceType() === 'stylesheet') css.push(entry);
    else {
      js.push(entry);
      const text = body.toString('utf8');
      for (const marker of adminOnlyTexts) if (text.includes(marker)) adminCode.add(marker);
    }
  }
  const jsTotals = totals(js);
  const cssTotals = totals(css);
  return {
    route,
    js: jsTotals,
    css: cssTotals,
    adminCode: [...adminCode],
    withinBudget:
      jsTotals.gzip <= firstLoadBudget.jsGzip &&
      cssTotals.gzip <= firstLoadBudget.cssGzip &&
      adminCode.size === 0,
  };
}

function totals(files: AssetFile[]): AssetTotals {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}
