import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * What only the shopper's own browser knows (their cart, their wishlist): the server, and the
 * browser while it hydrates, show `fallback` instead of a guess, so the page does not flash an
 * empty cart and then jump when the real one appears. After hydration the real one is rendered as
 * a transition, which React renders in slices between the shopper's taps instead of in one long
 * task; on a page the browser renders itself it is there at once.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true));
  }, [hydrated, shown]);
  return shown ? children : fallback;
}
