import { lazyNamed } from '../../lib/lazy-named';

// The cart and wishlist slide-overs load on first open (or when a pointer comes near their
// icons), so the first page of every visit does not download them. They share the cart pages'
// chunk: the same lists, one download.
export const loadHeaderPanels = () => import('../routes/cart-pages');

export const CartPanel = lazyNamed(loadHeaderPanels, 'CartPanel');
export const WishlistPanel = lazyNamed(loadHeaderPanels, 'WishlistPanel');
