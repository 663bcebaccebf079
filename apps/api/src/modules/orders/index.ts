export { adminOrderRoutes } from './admin-routes.ts';
export { orderRoutes } from './routes.ts';
export { orderSmsTemplates } from './sms.ts';
