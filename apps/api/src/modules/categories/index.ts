export { adminCategoryRoutes } from './admin-routes.ts';
export { createCategoryRepository } from './repository.ts';
export { categoryRoutes } from './routes.ts';
