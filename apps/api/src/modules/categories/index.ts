export { adminCategoryRoutes } from './admin-routes.ts';
export { categoryRoutes } from './routes.ts';
