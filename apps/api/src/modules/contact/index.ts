export { adminContactRoutes } from './admin-routes.ts';
export { contactRoutes } from './routes.ts';
