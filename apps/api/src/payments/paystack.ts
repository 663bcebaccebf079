import type { MobileMoneyNetwork } from '@adepa/contract/payments';
import { z } from 'zod';

// Paystack's API, the calls Mobile Money needs, over fetch: a charge (POST {base}/charge with the
// wallet), the voucher a Telecel Cash wallet sends back (POST {base}/charge/submit_otp), the
// transaction's verdict (GET {base}/transaction/verify/{reference}) and a refund (POST
// {base}/refund), each with the secret key as a bearer token. Amounts are in pesewas and the
// currency is GHS. What each answer means for an order is decided by the caller; this file only
// reads the answers into plain outcomes.

/** Paystack's provider code of each wallet the shop takes. */
const PAYSTACK_PROVIDERS = { mtn: 'mtn', telecel: 'vod', airteltigo: 'atl' } as const;

export interface PaystackSettings {
  /** The API's base address (https://api.paystack.co; a local stand-in in tests). */
  url: string;
  secretKey: string;
}

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

export interface RefundReceipt {
  /** The gateway's word for the refund: pending, processing, processed ... */
  status: string;
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

export interface PaystackGateway {
  chargeMobileMoney(charge: MobileMoneyCharge): Promise<ChargeOutcome>;
  submitVoucher(reference: string, voucher: string): Promise<ChargeOutcome>;
  verify(reference: string): Promise<TransactionVerdict>;
  refund(reference: string): Promise<RefundReceipt>;
}

const envelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const chargeData = z.object({
  reference: z.string().min(1),
  status: z.string(),
  display_text: z.string().optional(),
  message: z.string().nullish(),
  gateway_response: z.string().nullish(),
});

const verifyData = z.object({
  reference: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  requested_amount: z.number().int().nullish(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  domain: z.string().nullish(),
});

const refundData = z.object({
  status: z.string(),
  amount: z.number().int(),
});

const PAID = new Set(['success']);
const FAILED = new Set(['failed', 'abandoned']);
const REVERSED = new Set(['reversed']);

/**
 * The mode a secret key works in: sk_live_ keys take real money, sk_test_ keys only Paystack's test
 * wallets. A key of neither form (a local stand-in's) has no mode to hold the gateway to.
 */
export function keyDomain(secretKey: string): 'live' | 'test' | undefined {
  if (secretKey.startsWith('sk_live_')) return 'live';
  if (secretKey.startsWith('sk_test_')) return 'test';
  return undefined;
}

function settledOf(status: string): TransactionVerdict['settled'] {
  if (PAID.has(status)) return 'paid';
  if (FAILED.has(status)) return 'failed';
  if (REVERSED.has(status)) return 'reversed';
  return 'open';
}

export function paystackGateway(settings: PaystackSettings, timeoutMs: number): PaystackGateway {
  const expectedDomain = keyDomain(settings.secretKey);
  const headers = {
    authorization: `Bearer ${settings.secretKey}`,
    accept: 'application/json',
  };

  async function call(path: string, body?: object): Promise<unknown> {
    const url = `${settings.url}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new PaymentGatewayError(
        timedOut
          ? `Paystack did not answer within ${timeoutMs / 1000} s`
          : `Paystack could not be reached at ${url}`,
        true,
      );
    }
    const text = await response.text();
    const parsed = envelope.safeParse(parseJson(text));
    const retryable = response.status >= 500 || response.status === 429;
    if (!parsed.success) {
      throw new PaymentGatewayError(
        `Paystack answered ${response.status} with no readable reply`,
        retryable,
        response.status,
      );
    }
    if (response.ok && parsed.data.status) return parsed.data.data;
    // A declined charge may come back as a refusal whose data still names the charge, failed.
    const declined = chargeData.safeParse(parsed.data.data);
    if (!retryable && declined.success && declined.data.status === 'failed') return declined.data;
    throw new PaymentGatewayError(
      `Paystack refused (${response.status}): ${parsed.data.message ?? 'no reason given'}`,
      retryable,
      response.status,
    );
  }

  function readCharge(data: unknown): ChargeOutcome {
    const charge = read(chargeData, data, 'charge');
    const displayText = charge.display_text;
    switch (charge.status) {
      case 'success':
        return { state: 'paid', reference: charge.reference };
      case 'send_otp':
        return { state: 'voucher-needed', reference: charge.reference, displayText };
      case 'failed':
        return {
          state: 'declined',
          reference: charge.reference,
          reason: charge.message ?? charge.gateway_response ?? 'Declined',
        };
      default:
        // pay_offline, pending, ongoing: the prompt is on its way to the phone.
        return { state: 'approve-on-phone', reference: charge.reference, displayText };
    }
  }

  return {
    async chargeMobileMoney(charge) {
      return readCharge(
        await call('/charge', {
          reference: charge.reference,
          amount: charge.amountPesewas,
          email: charge.email,
          currency: 'GHS',
          mobile_money: { phone: charge.phone, provider: PAYSTACK_PROVIDERS[charge.network] },
        }),
      );
    },

    async submitVoucher(reference, voucher) {
      return readCharge(await call('/charge/submit_otp', { reference, otp: voucher }));
    },

    async verify(reference) {
      const found = read(
        verifyData,
        await call(`/transaction/verify/${encodeURIComponent(reference)}`),
        'verify',
      );
      const domain = found.domain ?? undefined;
      return {
        reference: found.reference,
        settled: settledOf(found.status),
        status: found.status,
        amountPesewas: found.requested_amount ?? found.amount,
        currency: found.currency,
        gatewayResponse: found.gateway_response ?? undefined,
        domain,
        // Paystack names the mode in every answer: an answer without one is not taken as live.
        domainMatches: expectedDomain === undefined || domain === expectedDomain,
      };
    },

    async refund(reference) {
      const refund = read(refundData, await call('/refund', { transaction: reference }), 'refund');
      return { status: refund.status, amountPesewas: refund.amount };
    },
  };
}

/** JSON text as a value, or undefined when it is not JSON (a gateway's error page, a bad body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function read<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new PaymentGatewayError(`Paystack's ${call} reply is not in the form expected`, false);
  }
  return parsed.data;
}
