export { readTaxSettings } from './repository.ts';
export { adminTaxRoutes, taxRoutes } from './routes.ts';
