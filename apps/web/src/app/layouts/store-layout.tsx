import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { HydratedLater } from '../../components/ui/hydrated-later';
import { Toaster } from '../../components/ui/toast';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, footer and toasts around every page; lazy pages load inside <main>. */
export function StoreLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const shown = useRef<string | null>(null);

  // A new page starts at its top, as a full page load would, and the keyboard's next Tab starts
  // at its content: focus moves to <main>, not left on the link that is gone (or the page body).
  // The page the server sent stays where the shopper may already have scrolled it while the app
  // was loading. Filters and sorting change only the query, not the page: focus stays put.
  useEffect(() => {
    if (shown.current !== null && shown.current !== location) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    shown.current = location;
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full print:hidden bg-gold px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Printed, a page is its content alone (a receipt, a rider's slip). */}
      <div className="contents print:hidden">
        <SiteHeader />
      </div>
      {/* On a short page the footer grows to the bottom, not the main: a footer half parsed
          never sits lower than the whole one, so nothing moves up while the page streams in. */}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          {children}
          <HydratedMark />
        </Suspense>
      </main>
      <div className="contents print:hidden">
        <HydratedLater>
          <SiteFooter />
        </HydratedLater>
        <Toaster />
      </div>
    </div>
  );
}

/** Marks the page as running the app once the page itself is hydrated (browser tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
