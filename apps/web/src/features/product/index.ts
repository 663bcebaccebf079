export { useProductDetails } from './api/get-product-details';
export { ProductOverview } from './components/product-overview';
export { ProductOverviewSkeleton } from './components/product-overview-skeleton';
export { prefetchProductPage, productStockInFull } from './prefetch';
export { productJsonLd } from './product-json-ld';
