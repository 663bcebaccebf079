export { clearCart, setCartStock, shortLines } from './cart-changes';
export {
  type ChosenVariant,
  cartLineKey,
  chosenOptionsText,
  chosenVariantOf,
  pricesOf,
} from './cart-item';
export {
  addToCart,
  type CartItem,
  copyCartToCookie,
  useCartCount,
  useCartDrawn,
  useCartItems,
  useIsInCart,
} from './cart-store';
export { itemsPrice, linePrice } from './cart-totals';
export { CartLines } from './components/cart-lines';
export { CartPanel } from './components/cart-panel';
export { CartSummary } from './components/cart-summary';
export { emptyCart } from './components/empty-cart';
export { drawCart } from './prefetch';
