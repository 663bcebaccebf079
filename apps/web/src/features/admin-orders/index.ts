export { useOrder } from './api/order-api';
export { OrderDetails } from './components/order-details';
export { OrderList } from './components/order-list';
export { OrderTable } from './components/order-table';
