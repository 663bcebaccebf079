import { lazyNamed } from '../../lib/lazy-named';

// Mobile Money's screens load on demand: the checkout's fields once the shopper chooses to pay
// now, the payment panel once an order has a payment to follow. Most shoppers pay on delivery,
// and the checkout's first visit has no room to spare in its byte budget.

const loadFields = () => import('./components/mobile-money-fields');
export const MobileMoneyFields = lazyNamed(loadFields, 'MobileMoneyFields');

const loadPanel = () => import('./components/payment-panel');
export const PaymentPanel = lazyNamed(loadPanel, 'PaymentPanel');
