// Taking money through a payment gateway (Paystack's Mobile Money): the client, the webhook's
// signature check, the webhook route that keeps what the gateway says, and the rules of where an
// order's money stands (payment-state.ts).

export { chargeAfterVerdict } from './charge-after-verdict.ts';
export {
  type ChargeAnswer,
  chargeAnswer,
  chargeSender,
  checkWhenSettled,
  localNumber,
} from './charge-sender.ts';
export { type BooksEvent, booksOnly } from './event-body.ts';
export {
  changePayment,
  type OrderPayment,
  type PaymentChange,
  type PaymentEvent,
  type PaymentStep,
  type RefundReason,
} from './payment-state.ts';
export {
  type ChargeOutcome,
  keyDomain,
  type MobileMoneyCharge,
  PaymentGatewayError,
  type PaystackGateway,
  type PaystackSettings,
  paystackGateway,
  type RefundReceipt,
  type TransactionVerdict,
} from './paystack.ts';
export {
  type Charge,
  type ChargeStep,
  chargeInsert,
  chargesOfOrder,
  findCharge,
  findRefund,
  insertCharge,
  insertRefund,
  latestReference,
  markChecked,
  markRefunded,
  type NewCharge,
  purgeOldEvents,
  type Refund,
  recordChargeStep,
  refundsOfOrder,
  requestCheck,
} from './repository.ts';
export { paymentRoutes } from './routes.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
