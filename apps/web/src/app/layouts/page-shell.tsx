import type { ReactNode } from 'react';
import { AfterHydration } from '../../components/ui/after-hydration';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { PageLoading } from './page-loading';

type PageShellProps = {
  title: string;
  /** Text of the browser tab when it should differ from the heading. */
  documentTitle?: string;
  /** For search results and link previews; pages without one are kept out of search engines. */
  description?: string;
  children?: ReactNode;
};

/** A page's width, spacing, head and main heading. */
export function PageShell({ title, documentTitle, description, children }: PageShellProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-5 sm:py-12">
      <PageHead
        title={pageTitle(documentTitle ?? title)}
        description={description}
        noindex={!description}
      />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/**
 * A page of the shopper's own (cart, wishlist, checkout) while the app starts: its heading and a
 * loading state that fills the screen, as the page will.
 */
function PageShellLoading({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <PageLoading />
    </PageShell>
  );
}

/**
 * A page of the shopper's own (cart, wishlist, checkout): what it shows is in the browser. Unless
 * the server has drawn it from the shopper's cookies (`drawn`: the cart and checkout), the server
 * sends its loading state and the page fills in once the app runs.
 */
export function ShopperPage({
  title,
  drawn = false,
  children,
}: {
  title: string;
  drawn?: boolean;
  children: ReactNode;
}) {
  if (drawn) return children;
  return <AfterHydration fallback={<PageShellLoading title={title} />}>{children}</AfterHydration>;
}
