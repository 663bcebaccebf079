export { adminProductRoutes } from './admin-routes.ts';
export { createProductRepository } from './repository.ts';
export { productRoutes } from './routes.ts';
export { filtersOf, listProducts } from './search.ts';
export { catalogueVersions } from './versions-repository.ts';
