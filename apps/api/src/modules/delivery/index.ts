export { adminDeliveryRoutes } from './admin-routes.ts';
export { readDeliveryPricing } from './repository.ts';
export { deliveryRoutes } from './routes.ts';
