import type { CreatePageRenderer } from '@adepa/contract/page-render';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { builtAssets, devAssets } from './app/client-assets';
import { Document } from './app/document';
import { requestedPage } from './app/page-address';
import type { PageStatus } from './app/page-status';
import { createQueryClient } from './app/query-client';
import { renderDocument } from './app/render-document';
import { pageRoutes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { pageDataText } from './lib/page-data';
import { configureShop, publicUrl, shop } from './lib/shop-settings';
import { readCookieHeader } from './lib/shopper-cookies';

// Renders every page on the server as a visitor sees it: the page's catalogue data is read first
// (through the api in this same process), then React renders the whole document and the renderer
// hands it over once complete, so the HTML holds the first screen, its head and its data, and
// works before the browser runs any script. Per-shopper state (session, wishlist) is the
// browser's and fills in after hydration; the cart and the chosen region are drawn from their
// cookies on /cart and /checkout (lib/shopper-cookies.ts). An address that is not its page's own
// spelling is answered with a redirect before anything is read or rendered (app/page-address.ts).

export const createPageRenderer: CreatePageRenderer = (setup) => {
  configureShop(setup);
  setApiTransport((path) => setup.fetch(path));
  const assets = setup.manifest ? builtAssets(setup.manifest) : devAssets;
  // A page module the build does not know would otherwise surface only on its first visit.
  for (const route of pageRoutes) assets.scripts(route.page.module);
  return async (url, request = {}) => {
    const page = requestedPage(url);
    if (page?.address && page.address !== url) return { status: 301, location: page.address };
    const { path, search } = splitAddress(url);
    const queryClient = createQueryClient();
    // Values that name nothing are not looked for: the page says "not found" without asking.
    if (page?.address) {
      await page.route.prefetch?.(queryClient, {
        params: page.params,
        search: page.search,
        cookies: readCookieHeader(request.cookie),
      });
    }
    forgetFailures(queryClient);

    // The not-found page sets 404 and a <Redirect> the location while they render.
    const status: PageStatus = { code: 200 };
    const redirectContext: { redirectTo?: string } = {};
    const scripts = assets.scripts(page?.route.page.module);
    const pageData = pageDataText({
      shop,
      publicUrl,
      styles: assets.styles,
      entry: assets.bootstrap,
      scripts,
      queries: dehydrate(queryClient),
    });
    const document = (
      <Document
        pageData={pageData}
        styles={assets.styles}
        entry={assets.bootstrap}
        scripts={scripts}
      >
        <App
          queryClient={queryClient}
          server={{ path, search, redirect: redirectContext, status }}
        />
      </Document>
    );
    return renderDocument(document, setup.onError, () =>
      redirectContext.redirectTo
        ? { status: 302, location: redirectContext.redirectTo }
        : {
            status: status.code,
            shared: !!page?.address && page.shared,
            stockInFull: page?.address
              ? page.route.stockInFull?.(queryClient, page.params)
              : undefined,
          },
    );
  };
};

/**
 * A read that failed is left for the browser to try again: the page renders as it does while
 * loading, which is also how the browser first renders it, so hydration matches.
 */
function forgetFailures(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/**
 * Path and query as sent: the router decodes them itself, as it does in the browser (decoding
 * them here too would read `%2541` as `A` on the server and as `%41` in the browser).
 */
function splitAddress(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  return { path: at === -1 ? url : url.slice(0, at), search: at === -1 ? '' : url.slice(at + 1) };
}
