import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/helpers/chromium.ts';
import { measureRoute, type RouteAssets } from '../e2e/helpers/first-load-budget.ts';

// What a first visit to each route really fetches, measured as the bundle budget test measures it.

export type { RouteAssets };

export async function measureRouteAssets(
  baseUrl: string,
  routes: string[],
): Promise<RouteAssets[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results: RouteAssets[] = [];
    for (const route of routes) {
      // A new context per route: an empty cache, as on a first visit.
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 412, height: 915 },
      });
      try {
        results.push(await measureRoute(context, route));
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
