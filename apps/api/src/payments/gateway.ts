import type { MobileMoneyNetwork } from '@adepa/contract/payments';
import type { GatewayRefundStatus } from './refund-state.ts';

// A payment gateway as the shop uses it: a Mobile Money charge, Telecel's voucher, the verdict on
// a transaction, and refunds, each read into a plain outcome. Amounts are in pesewas.

export interface MobileMoneyCharge {
  /** Ours, unique per attempt: the gateway refuses a reference it has seen. */
  reference: string;
  amountPesewas: number;
  email: string;
  /** The wallet's number as the network knows it (0XXXXXXXXX). */
  phone: string;
  network: MobileMoneyNetwork;
}

/**
 * Where a charge stands after a call: the shopper must approve the prompt on the phone, or first
 * type the voucher the network sent (Telecel Cash), or it is paid, or it was declined.
 */
export type ChargeOutcome =
  | { state: 'approve-on-phone'; reference: string; displayText: string | undefined }
  | { state: 'voucher-needed'; reference: string; displayText: string | undefined }
  | { state: 'paid'; reference: string }
  | { state: 'declined'; reference: string; reason: string };

/** The gateway's verdict on a transaction, with the amount and currency it was for. */
export interface TransactionVerdict {
  reference: string;
  /**
   * `paid` and `failed` are final; `open` may still change (the prompt is not answered yet);
   * `reversed`: the money came and went back to the payer.
   */
  settled: 'paid' | 'failed' | 'open' | 'reversed';
  /** The gateway's own word (success, failed, abandoned, ongoing, pending, reversed ...). */
  status: string;
  /**
   * What the merchant asked for (`requested_amount`), when the answer says it; otherwise what was
   * taken (`amount`), which includes the fees when the account passes them to the payer.
   */
  amountPesewas: number;
  currency: string;
  gatewayResponse: string | undefined;
  /** The gateway's mode the transaction was made in (test, live), as it says. */
  domain: string | undefined;
  /** Whether that mode is the mode of the shop's key: a verdict from the other never pays. */
  domainMatches: boolean;
}

/** A refund at the gateway: its id, its word for where it stands, and the amount. */
export interface RefundReceipt {
  id: string;
  status: GatewayRefundStatus;
  amountPesewas: number;
}

/**
 * The gateway did not do what was asked. `retryable` when no answer came or the gateway failed
 * (timeout, refused connection, 5xx, 429); otherwise it refused the request itself, for the
 * reason in the message (a bad key, a bad number, a reference used before).
 */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/**
 * What the shop asks of a payment gateway. The orders code and the payment work depend on this,
 * never on a gateway by name, as Medusa's payment providers and Vendure's payment method handlers
 * are plugged in: Paystack (paystack.ts) is the implementation the shop has, and the tests' stand-in
 * answers as it does.
 */
export interface PaymentGateway {
  chargeMobileMoney(charge: MobileMoneyCharge): Promise<ChargeOutcome>;
  submitVoucher(reference: string, voucher: string): Promise<ChargeOutcome>;
  verify(reference: string): Promise<TransactionVerdict>;
  /** Refunds the whole of the transaction `reference`. */
  refund(reference: string): Promise<RefundReceipt>;
  /** The refund `id` as the gateway has it now. */
  fetchRefund(id: string): Promise<RefundReceipt>;
  /** The refunds the gateway has of the transaction `reference`, any state. */
  listRefunds(reference: string): Promise<RefundReceipt[]>;
}
