export { seoRoutes } from './routes.ts';
