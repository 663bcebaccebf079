// Taking money through a payment gateway (Paystack's Mobile Money): the client, the webhook's
// signature check, the webhook route that keeps what the gateway says, the rules of where an
// order's money stands (payment-state.ts) and what they do to the order (order-payments.ts, through
// the orders' port, payable-orders.ts), the workers that send charges and check them (work.ts), the
// shopper's and the owner's side of a payment, the payer limits, and refunds: their states
// (refund-state.ts), made and followed through the gateway (refunds.ts).

export { adminOrderPayment, openRefundReplies, recordRefund } from './admin-payments.ts';
export { localNumber } from './charge-sender.ts';
export { booksOnly } from './event-body.ts';
export {
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionVerdict,
} from './gateway.ts';
export { guestWalletCode } from './guest-wallet.ts';
export {
  holdUntil,
  newReference,
  orderCharge,
  payerOf,
  recordCancellationRefunds,
} from './order-payments.ts';
export type {
  OrderPaymentRow,
  PayableOrder,
  PayableOrders,
  StoredPayment,
} from './payable-orders.ts';
export { placedByMobileMoney } from './payment-state.ts';
export { paymentKey, shopperPayment } from './payment-view.ts';
export { keyDomain, type PaystackSettings, paystackGateway } from './paystack.ts';
export { checkPromptLimits } from './prompt-limits.ts';
export { countOpenRefunds, refundsOfOrder } from './refund-repository.ts';
export {
  chargeInsert,
  chargeReferences,
  latestReference,
  paymentsDashboard,
} from './repository.ts';
export { type Requester, requesterOf } from './requester.ts';
export { paymentRoutes } from './routes.ts';
export { shopperPaymentRoutes } from './shopper-routes.ts';
export { walletCodeRoutes } from './wallet-code-routes.ts';
export { walletCodeSmsTemplates } from './wallet-code-sms.ts';
export { useWalletCode } from './wallet-codes.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
export { type PaymentWork, type PaymentWorkOptions, paymentWorkPlugin } from './work.ts';
