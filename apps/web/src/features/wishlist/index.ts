export { emptyWishlist } from './components/empty-wishlist';
export { WishlistLines } from './components/wishlist-lines';
export { WishlistPanel } from './components/wishlist-panel';
export { toggleWishlist, useIsInWishlist, useWishlist, useWishlistCount } from './wishlist-store';
