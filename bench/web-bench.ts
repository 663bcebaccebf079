import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontRoutes } from '../e2e/helpers/storefront-routes.ts';
import { serveBlankPage } from './blank-page.ts';
import { twoItemCart } from './cart-seed.ts';
import { type LighthousePage, runLighthouse } from './lighthouse-runs.ts';
import { measureRouteAssets } from './route-assets.ts';
import { benchTapReady } from './tap-ready.ts';
import {
  assetsTable,
  checkTargets,
  lighthouseTable,
  longTasksReport,
  tapReadyTable,
  targetsTable,
} from './web-report.ts';
import { startProductionShop } from './web-shop.ts';

// The front-end half of `npm run bench`: what each storefront route downloads on a first visit;
// Lighthouse on the shop's pages (the cart and checkout with two products in the cart) beside a
// blank page measured in the same run, calibrated to the reference phone, with each page's trace
// kept and its long tasks named; and how soon a shopper's taps are answered (tap-ready).

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TAP_RUNS = Number(process.env.TAP_READY_RUNS ?? RUNS);
/** WEB_PAGES=product,shop: only those pages (home, shop, product, cart, checkout), beside blank. */
const ONLY_PAGES = process.env.WEB_PAGES?.split(',').map((page) => page.trim());
const measured = (slug: string) => slug === 'blank' || !ONLY_PAGES || ONLY_PAGES.includes(slug);
const TRACES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'traces');

export async function benchWeb(): Promise<Record<string, unknown>> {
  const log = (line: string) => console.log(`[web] ${line}`);
  log('starting the shop (production build, demo catalogue)');
  const shop = await startProductionShop();
  let stopping = false;
  // A shop that stops mid-run shows as refused connections; say why it stopped.
  void shop.exited.then((code) => {
    if (!stopping)
      log(`the shop stopped on its own: exit ${code}, ${shop.child.signalCode ?? 'no signal'}`);
  });
  const blankPage = await serveBlankPage().catch(async (error) => {
    await shop.stop();
    throw error;
  });
  try {
    const routes = await storefrontRoutes(shop.url);
    log(`first-visit scripts and styles of ${routes.all.length} routes`);
    const assets = await measureRouteAssets(shop.url, routes.all);
    console.log(`\n${assetsTable(assets)}\n`);

    const shopper = await twoItemCart(shop.url);
    const pages = (
      [
        { name: 'blank', slug: 'blank', url: blankPage.url },
        { name: '/', slug: 'home', url: `${shop.url}/` },
        { name: '/shop', slug: 'shop', url: `${shop.url}/shop` },
        { name: 'product', slug: 'product', url: `${shop.url}${routes.product}` },
        { name: '/cart', slug: 'cart', url: `${shop.url}/cart`, shopper },
        { name: '/checkout', slug: 'checkout', url: `${shop.url}/checkout`, shopper },
      ] satisfies LighthousePage[]
    ).filter((page) => measured(page.slug));
    const [blank, ...ours] = await runLighthouse(pages, RUNS, TRACES_DIR, log);
    if (!blank) throw new Error('no Lighthouse result for the blank page');
    console.log(`\n${lighthouseTable(blank, ours, RUNS)}\n`);
    console.log(`${longTasksReport([blank, ...ours])}\n`);

    log(`tap-ready: ${TAP_RUNS} runs of each`);
    const tapReady = await benchTapReady(shop.url, routes, TAP_RUNS, log, measured);
    console.log(`\n${tapReadyTable(tapReady, TAP_RUNS)}\n`);

    const targets = checkTargets(ours, assets, tapReady);
    console.log(`${targetsTable(targets)}\n`);
    for (const page of ours) {
      const failing = page.failedAudits.map((a) => `${a.id} (${a.runs}/${RUNS})`).join(', ');
      if (failing) log(`${page.name} loses points on: ${failing}`);
    }
    return {
      productPage: routes.product,
      firstVisit: assets,
      lighthouse: { runs: RUNS, blank, pages: ours },
      tapReady: { runs: TAP_RUNS, scenarios: tapReady },
      targets,
      targetsMet: targets.every((t) => t.met),
    };
  } finally {
    stopping = true;
    await blankPage.close();
    await shop.stop();
  }
}
