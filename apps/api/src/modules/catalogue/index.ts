export { catalogueRoutes } from './routes.ts';
