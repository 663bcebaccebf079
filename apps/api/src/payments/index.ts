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
  type ChargeOutcome,
  type MobileMoneyCharge,
  type PaymentGateway,
  PaymentGatewayError,
  type RefundReceipt,
  type TransactionVerdict,
} from './gateway.ts';
export {
  changePayment,
  type PaymentAction,
  type PaymentChange,
  type PaymentEvent,
  type PaymentState,
  placedByMobileMoney,
  type RefundReason,
} from './payment-state.ts';
export { keyDomain, type PaystackSettings, paystackGateway } from './paystack.ts';
export { checkPromptLimits, type Payer } from './prompt-limits.ts';
export {
  countOpenRefunds,
  findRefund,
  insertRefund,
  markRefundedByHand,
  openRefunds,
  type RefundRow,
  refundsOfOrder,
} from './refund-repository.ts';
export { type RefundRowState, refusalToStart } from './refund-state.ts';
export { createRefunds, type Refunds } from './refunds.ts';
export {
  type Charge,
  type ChargeStep,
  chargeInsert,
  chargeReferences,
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
export { walletCodeRoutes } from './wallet-code-routes.ts';
export { walletCodeSmsTemplates } from './wallet-code-sms.ts';
export { checkWalletCode, useWalletCode } from './wallet-codes.ts';
export { forgetOldWalletCodes } from './wallet-codes-repository.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
