export { HeroBanner } from './components/hero-banner';
export { ShopPromises } from './components/shop-promises';
