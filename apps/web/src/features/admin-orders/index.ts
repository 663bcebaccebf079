export { useOrder, useSlips } from './api/order-api';
export { OpenRefunds } from './components/open-refunds';
export { OrderDetails } from './components/order-details';
export { OrderList } from './components/order-list';
export { OrderTable } from './components/order-table';
export { RiderSlip } from './components/rider-slip';
