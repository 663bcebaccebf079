export { useCategories } from './api/get-categories';
export { catalogueKeys } from './api/keys';
export { categoryHref, searchHref } from './catalogue-links';
export { CategoriesMenu } from './components/categories-menu';
export { NewArrivals } from './components/new-arrivals';
export { ProductListing } from './components/product-listing';
export { ProductShelf } from './components/product-shelf';
export { TopCategories } from './components/top-categories';
export { prefetchHome, prefetchListing } from './prefetch';
