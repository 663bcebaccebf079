import { isGhanaRegion } from '@adepa/contract/delivery-fees';
import type { GhanaRegion } from '@adepa/contract/order-options';
import { useSyncExternalStore } from 'react';
import { storageChanges } from '../../lib/stored-list';

// The region the shopper last chose, in the cart or at checkout, kept in localStorage so the cart
// can show its delivery fee and checkout can start from it. Every tab shares it.

const KEY = 'deliveryRegion';
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
  changes.notify();
}

/** The remembered region; undefined on the server and before the shopper has chosen one. */
export function useChosenRegion(): GhanaRegion | undefined {
  return useSyncExternalStore(changes.subscribe, read, () => undefined);
}
