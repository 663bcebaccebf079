import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { Document } from './app/document';
import { createQueryClient } from './app/query-client';
import { matchPage, readableAddress } from './app/routes';
import { copyCartToCookie } from './features/cart';
import { copyRegionToCookie } from './features/delivery';
import { readPageData, readPageDataText } from './lib/page-data';
import { startSession } from './lib/session';

// The app's shell: the browser takes over the page the server rendered (entry-client.tsx loads
// this once the page has painted and React has started, then calls loadPage and hydratePage,
// each in a task of its own): the api replies the server read travel in the page, so the first
// render is the server's own and hydration fetches nothing again.

function readPage() {
  const data = readPageData();
  const text = readPageDataText();
  if (!data || text === null) throw new Error('The page carries no page data');
  return { data, text };
}

const page = readPage();
const queryClient = createQueryClient();
hydrate(queryClient, asReadNow(page.data.queries));
startSession();
// The cookies /cart and /checkout are drawn from follow what this browser keeps, from the start.
copyCartToCookie();
copyRegionToCookie();

/**
 * The page's replies are as fresh as the page: the server keeps a rendered page only while the
 * catalogue is unchanged and the browser revalidates it on every visit, so a page kept for an
 * hour still holds today's catalogue and nothing needs asking again.
 */
function asReadNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/**
 * Loads the page's own module (the page's head asked for it with the rest), so hydration does
 * not stop halfway to fetch it while the shopper's taps go unanswered.
 */
export function loadPage(): Promise<unknown> {
  return (
    matchPage(readableAddress(window.location.pathname))?.route.page.load?.() ?? Promise.resolve()
  );
}

/**
 * Hydrated as a transition: React works in slices of a few milliseconds and lets the browser
 * paint and answer taps between them, instead of holding the main thread for the whole page.
 */
export function hydratePage(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          pageData={page.text}
          styles={page.data.styles}
          entry={page.data.entry}
          scripts={page.data.scripts}
        >
          <App queryClient={queryClient} />
        </Document>
      </StrictMode>,
    );
  });
}
