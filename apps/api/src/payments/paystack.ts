import { z } from 'zod';
import {
  type ChargeOutcome,
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionVerdict,
} from './gateway.ts';
import { GATEWAY_REFUND_STATUSES, type GatewayRefundStatus } from './refund-state.ts';

// Paystack's API, the calls Mobile Money needs, over fetch: a charge (POST {base}/charge with the
// wallet), the voucher a Telecel Cash wallet sends back (POST {base}/charge/submit_otp), the
// transaction's verdict (GET {base}/transaction/verify/{reference}), and refunds: made (POST
// {base}/refund), fetched by id (GET {base}/refund/{id}) and listed by transaction (GET
// {base}/refund?transaction=), each with the secret key as a bearer token. A reply not in the
// documented form is an error, never read as a guess. Amounts are in pesewas and the
// currency is GHS. What each answer means for an order is decided by the caller; this file only
// reads the answers into the plain outcomes of gateway.ts, the one payment gateway the shop has.

/** Paystack's provider code of each wallet the shop takes. */
const PAYSTACK_PROVIDERS = { mtn: 'mtn', telecel: 'vod', airteltigo: 'atl' } as const;

export interface PaystackSettings {
  /** The API's base address (https://api.paystack.co; a local stand-in in tests). */
  url: string;
  secretKey: string;
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

const refundFields = {
  id: z.number().int().positive(),
  status: z.enum(GATEWAY_REFUND_STATUSES),
  amount: z.number().int().nonnegative(),
};
/** The refund just made names its transaction in full. */
const madeRefund = z.object({
  ...refundFields,
  transaction: z.object({ reference: z.string().min(1) }),
});
/** A fetched or listed refund names its transaction by the gateway's id, or in full. */
const storedRefund = z.object({
  ...refundFields,
  transaction: z.union([z.number().int().positive(), z.object({ reference: z.string().min(1) })]),
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

export function paystackGateway(settings: PaystackSettings, timeoutMs: number): PaymentGateway {
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
      const made = read(madeRefund, await call('/refund', { transaction: reference }), 'refund');
      if (made.transaction.reference !== reference)
        throw new PaymentGatewayError("Paystack's refund names another transaction", false);
      return receipt(made);
    },

    async fetchRefund(id) {
      const found = read(
        storedRefund,
        await call(`/refund/${encodeURIComponent(id)}`),
        'fetch refund',
      );
      if (String(found.id) !== id)
        throw new PaymentGatewayError("Paystack's fetch refund answered another refund", false);
      return receipt(found);
    },

    async listRefunds(reference) {
      const listed = read(
        z.array(storedRefund),
        await call(`/refund?transaction=${encodeURIComponent(reference)}`),
        'list refunds',
      );
      const other = listed.find(
        (r) => typeof r.transaction === 'object' && r.transaction.reference !== reference,
      );
      if (other)
        throw new PaymentGatewayError(
          "Paystack's list of refunds names another transaction",
          false,
        );
      return listed.map(receipt);
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

function receipt(refund: { id: number; status: GatewayRefundStatus; amount: number }) {
  return { id: String(refund.id), status: refund.status, amountPesewas: refund.amount };
}

function read<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new PaymentGatewayError(`Paystack's ${call} reply is not in the form expected`, false);
  }
  return parsed.data;
}
