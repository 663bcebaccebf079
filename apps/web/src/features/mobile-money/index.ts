export { MobileMoneyFields, PaymentPanel } from './lazy-parts';
export { recallPaymentKey, rememberPaymentKey } from './payment-key';
