import { PassThrough } from 'node:stream';
import type { CreatePageRenderer, RenderedPage } from '@adepa/contract/page-render';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app/app';
import { builtAssets, devAssets } from './app/client-assets';
import { Document } from './app/document';
import type { PageStatus } from './app/page-status';
import { createQueryClient } from './app/query-client';
import { matchPage, pageRoutes, readableAddress } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { pageDataText } from './lib/page-data';
import { configureShop, publicUrl, shop } from './lib/shop-settings';

// Renders every page on the server as a visitor sees it: the page's catalogue data is read first
// (through the api in this same process), then React renders the whole document and the renderer
// hands it over once complete, so the HTML holds the first screen, its head and its data, and
// works before the browser runs any script. Per-shopper state (session, cart, wishlist) is the
// browser's and fills in after hydration.

const RENDER_TIMEOUT_MS = 10_000;

export const createPageRenderer: CreatePageRenderer = (setup) => {
  configureShop(setup);
  setApiTransport((path) => setup.fetch(path));
  const assets = setup.manifest ? builtAssets(setup.manifest) : devAssets;
  // A page module the build does not know would otherwise surface only on its first visit.
  for (const route of pageRoutes) assets.scripts(route.page.module);
  return async (url) => {
    const { path, search } = splitAddress(url);
    const match = matchPage(path);
    const queryClient = createQueryClient();
    await match?.route.prefetch?.(queryClient, {
      params: match.params,
      search: new URLSearchParams(search),
    });
    forgetFailures(queryClient);

    // The not-found page sets 404 and a <Redirect> the location while they render.
    const status: PageStatus = { code: 200 };
    const redirectContext: { redirectTo?: string } = {};
    const pageData = pageDataText({
      shop,
      publicUrl,
      styles: assets.styles,
      scripts: assets.scripts(match?.route.page.module),
      queries: dehydrate(queryClient),
    });
    const page = (
      <Document pageData={pageData} styles={assets.styles}>
        <App
          queryClient={queryClient}
          server={{ path, search, redirect: redirectContext, status }}
        />
      </Document>
    );
    return renderComplete(page, assets.bootstrap, setup.onError, () =>
      redirectContext.redirectTo
        ? { status: 302, location: redirectContext.redirectTo }
        : { status: status.code },
    );
  };
};

/**
 * Resolves once the whole document is rendered, so the status is known before any byte goes.
 * A part that failed (rendered by the browser instead) is told to `onError`; a failure of the
 * whole document rejects, and is told by whoever asked for the page, so it is logged once.
 */
function renderComplete(
  page: ReactNode,
  bootstrapModules: string[],
  onError: ((error: unknown) => void) | undefined,
  outcome: () => { status: number; location?: string },
): Promise<RenderedPage> {
  // React tells onError of every failure, the document's own included, before onShellError.
  const partFailures: unknown[] = [];
  const tell = (except?: unknown) => {
    for (const error of partFailures) if (error !== except) onError?.(error);
  };
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      bootstrapModules,
      // Every part in its place in the document: React would otherwise send a large finished
      // part after the rest with an inline script to move it, which the page's CSP (and a
      // browser without JavaScript) would never run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        tell();
        const { status, location } = outcome();
        if (location) {
          stream.abort();
          resolve({ status: 302, location });
          return;
        }
        const body = new PassThrough();
        stream.pipe(body);
        resolve({ status, body });
      },
      onShellError(error) {
        clearTimeout(timer);
        tell(error);
        reject(error);
      },
      onError(error) {
        partFailures.push(error);
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('Rendering took too long')),
      RENDER_TIMEOUT_MS,
    );
  });
}

/**
 * A read that failed is left for the browser to try again: the page renders as it does while
 * loading, which is also how the browser first renders it, so hydration matches.
 */
function forgetFailures(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/** Path and query as the router reads them. */
function splitAddress(url: string): { path: string; search: string } {
  const at = url.indexOf('?');
  const path = readableAddress(at === -1 ? url : url.slice(0, at));
  return { path: path || '/', search: at === -1 ? '' : readableAddress(url.slice(at + 1)) };
}
