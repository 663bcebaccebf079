export { adminOrderRoutes } from './admin-routes.ts';
export { createPayableOrders } from './payable-orders.ts';
export { receiptRoutes } from './receipt-routes.ts';
export { orderRoutes } from './routes.ts';
export { orderSmsTemplates } from './sms.ts';
