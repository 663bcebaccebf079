import { storefrontRoutes } from '../e2e/helpers/storefront-routes.ts';
import { serveBlankPage } from './blank-page.ts';
import { runLighthouse } from './lighthouse-runs.ts';
import { measureRouteAssets } from './route-assets.ts';
import { assetsTable, checkTargets, lighthouseTable, targetsTable } from './web-report.ts';
import { startProductionShop } from './web-shop.ts';

// The front-end half of `npm run bench`: what each storefront route downloads on a first visit,
// and Lighthouse on the home, shop and product pages beside a blank page measured in the same run.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function benchWeb(): Promise<Record<string, unknown>> {
  const log = (line: string) => console.log(`[web] ${line}`);
  log('starting the shop (production build, demo catalogue)');
  const shop = await startProductionShop();
  const blankPage = await serveBlankPage().catch(async (error) => {
    await shop.stop();
    throw error;
  });
  try {
    const routes = await storefrontRoutes(shop.url);
    log(`first-visit scripts and styles of ${routes.all.length} routes`);
    const assets = await measureRouteAssets(shop.url, routes.all);
    console.log(`\n${assetsTable(assets)}\n`);

    const pages = [
      { name: 'blank', url: blankPage.url },
      { name: '/', url: `${shop.url}/` },
      { name: '/shop', url: `${shop.url}/shop` },
      { name: 'product', url: `${shop.url}${routes.product}` },
    ];
    const [blank, ...ours] = await runLighthouse(pages, RUNS, log);
    if (!blank) throw new Error('no Lighthouse result for the blank page');
    console.log(`\n${lighthouseTable(blank, ours, RUNS)}\n`);
    const targets = checkTargets(blank, ours, assets);
    console.log(`${targetsTable(targets)}\n`);
    for (const page of ours) {
      const failing = page.failedAudits.map((a) => `${a.id} (${a.runs}/${RUNS})`).join(', ');
      if (failing) log(`${page.name} loses points on: ${failing}`);
    }
    return {
      productPage: routes.product,
      firstVisit: assets,
      lighthouse: { runs: RUNS, blank, pages: ours },
      targets,
      targetsMet: targets.every((t) => t.met),
    };
  } finally {
    await blankPage.close();
    await shop.stop();
  }
}
