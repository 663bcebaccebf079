// Taking money through a payment gateway (Paystack's Mobile Money): the client and the webhook's
// signature check.
export {
  type ChargeOutcome,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyCharge,
  type MobileMoneyNetwork,
  PaymentGatewayError,
  type PaystackGateway,
  type PaystackSettings,
  paystackGateway,
  type RefundReceipt,
  type TransactionVerdict,
} from './paystack.ts';
export { isSignedByPaystack, paystackSignature } from './webhook-signature.ts';
