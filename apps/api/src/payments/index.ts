// Taking money through a payment gateway (Paystack's Mobile Money): the client, the webhook's
// signature check, the webhook route that keeps what the gateway says, and the rules of where an
// order's money stands (payment-state.ts).

export {
  type ChargeAnswer,
  chargeAnswer,
  chargeSender,
  checkWhenSettled,
  localNumber,
} from './charge-sender.ts';
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
  type Charge,
  type ChargeStep,
  chargeInsert,
  chargesOfOrder,
  findCharge,
  findRefund,
  forgetChargeAddresses,
  insertCharge,
  insertRefund,
  latestReference,
  markChecked,
  markRefunded,
  type NewCharge,
  paymentsDashboard,
  type Refund,
  recordChargeStep,
  refundsOfOrder,
  requestCheck,
} from './repository.ts';
export { paymentRoutes } from './routes.ts';
export { walletCodeRoutes } from './wallet-code-routes.ts';
export { walletCodeSmsTemplates } from './wallet-code-sms.ts';
export { checkWalletCode, useWalletCode } from './wallet-codes.ts';
export { forgetOldWalletCodes } from './wallet-codes-repository.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
