// Taking money through a payment gateway (Paystack's Mobile Money): the client, the webhook's
// signature check, the webhook route that keeps what the gateway says, the rules of where an
// order's money stands (payment-state.ts), and refunds: their states (refund-state.ts), made and
// followed through the gateway (refunds.ts).

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
export { checkPromptLimits, type Payer } from './prompt-limits.ts';
export {
  countOpenRefunds,
  findRefund,
  insertRefund,
  markRefundedByHand,
  openRefunds,
  type Refund,
  refundsOfOrder,
} from './refund-repository.ts';
export { type RefundState, refusalToStart } from './refund-state.ts';
export { createRefunds, type Refunds } from './refunds.ts';
export {
  type Charge,
  type ChargeStep,
  chargeInsert,
  chargesOfOrder,
  findCharge,
  forgetChargeAddresses,
  insertCharge,
  latestReference,
  markChecked,
  type NewCharge,
  paymentsDashboard,
  purgeOldEvents,
  recordChargeStep,
  requestCheck,
} from './repository.ts';
export { paymentRoutes } from './routes.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
