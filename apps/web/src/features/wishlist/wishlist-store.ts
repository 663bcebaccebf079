import type { Product } from '@adepa/contract/catalogue';
import { toast } from '../../components/ui/toast';
import { createStoredList } from '../../lib/stored-list';

// Favourites: whole product objects in localStorage under `favourites`, toggled on and off one
// product at a time, shared by every tab.

function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.name === 'string';
}

const favourites = createStoredList('favourites', isProduct);

export const useWishlist = favourites.useItems;

export function useWishlistCount(): number {
  return favourites.useItems().length;
}

export function useIsInWishlist(productId: string): boolean {
  return favourites.useItems().some((item) => item._id === productId);
}

/** Adds the product when it is not there, removes it when it is. True when it is now on. */
export function toggleWishlist(product: Product): boolean {
  const items = favourites.read();
  const on = items.some((item) => item._id === product._id);
  favourites.write(on ? items.filter((item) => item._id !== product._id) : [...items, product]);
  toast.success(on ? 'Removed from your wishlist' : 'Added to your wishlist');
  return !on;
}

export function removeFromWishlist(productId: string): void {
  favourites.write(favourites.read().filter((item) => item._id !== productId));
}
