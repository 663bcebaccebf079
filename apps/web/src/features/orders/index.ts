export { MyOrders } from './components/my-orders';
export { BackToOrdersLink, MyOrderDetails } from './components/order-details';
export { lineTotal, OrderLines, OrderTotals } from './components/order-lines';
export { ReceiptLink } from './components/receipt-link';
export { DeliveryBadge, PaymentBadge } from './components/status-badges';
export { TrackOrder } from './components/track-order';
