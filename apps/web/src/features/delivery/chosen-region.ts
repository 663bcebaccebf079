// From order-options, not delivery-fees: the app's first load copies the region (hydrate-page.tsx)
// and must not bring the pricing rules with it.
import { type GhanaRegion, isGhanaRegion } from '@adepa/contract/order-options';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { drawFrom, useDrawnValue, writeShopperCookie } from '../../lib/shopper-cookies';
import { storageChanges } from '../../lib/stored-list';

// The region the shopper last chose, in the cart or at checkout, kept in localStorage so the cart
// can show its delivery fee and checkout can start from it. Every tab shares it. A copy in a
// cookie lets the server draw /cart and /checkout with it (lib/shopper-cookies.ts).

const KEY = 'deliveryRegion';
const COOKIE = 'adepa_region';
const changes = storageChanges('adepa:delivery-region');

function read(): GhanaRegion | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return isGhanaRegion(value) ? value : undefined;
  } catch {
    return undefined; // Storage blocked: no region remembered.
  }
}

export function chooseRegion(region: string): void {
  if (!isGhanaRegion(region) || region === read()) return;
  try {
    localStorage.setItem(KEY, region);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
  copyRegionToCookie();
  changes.notify();
}

/** At start, and after every choice: the cookie holds the region this browser keeps. */
export function copyRegionToCookie(): void {
  const region = read();
  writeShopperCookie(COOKIE, region && encodeURIComponent(region));
}

/** Server only: the region the shopper's cookie names, for the page to be drawn with. */
export function drawChosenRegion(queryClient: QueryClient, cookies: ReadonlyMap<string, string>) {
  let region: string | undefined;
  try {
    region = decodeURIComponent(cookies.get(COOKIE) ?? '');
  } catch {
    return; // Not written by this app.
  }
  if (isGhanaRegion(region)) drawFrom(queryClient, KEY, region);
}

/** The remembered region; undefined before the shopper has chosen one. */
export function useChosenRegion(): GhanaRegion | undefined {
  const drawn = useDrawnValue<GhanaRegion>(KEY);
  return useSyncExternalStore(changes.subscribe, read, () => drawn);
}
