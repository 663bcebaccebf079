export { adminOrderRoutes } from './admin-routes.ts';
export { type PaymentWork, type PaymentWorkOptions, paymentWorkPlugin } from './payment-work.ts';
export { orderRoutes } from './routes.ts';
export { orderSmsTemplates } from './sms.ts';
