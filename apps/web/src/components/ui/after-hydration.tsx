import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * What only the shopper's own browser knows (their cart, their wishlist): the server, and the
 * browser while it hydrates, show `fallback` instead of a guess, so the page does not flash an
 * empty cart and then jump when the real one appears.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
