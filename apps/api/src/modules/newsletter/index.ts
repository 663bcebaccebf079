export { adminNewsletterRoutes } from './admin-routes.ts';
export { newsletterRoutes } from './routes.ts';
