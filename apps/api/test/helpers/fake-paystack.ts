import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Paystack's API on loopback, answering as its public documentation shows: every
// call with the secret key as a bearer token (401 "Invalid key" otherwise); POST /charge with
// `mobile_money: { phone, provider }` answered "Charge attempted" with `pay_offline` (MTN,
// AirtelTigo: the prompt goes to the phone) or `send_otp` and a display text (Telecel Cash: the
// shopper dials a code for a voucher first), a used reference refused; POST /charge/submit_otp;
// GET /transaction/verify/{reference} (with the `domain` of the key, test or live, and the
// `requested_amount` beside the `amount` taken, fees included when the account passes them on);
// refunds: POST /refund {transaction} (made "pending", with its transaction in full; refused for
// a transaction not paid or already refunded), GET /refund/{id} and GET /refund?transaction={id
// or reference} (the transaction by its id). Tests then play the shopper and the network: approve
// (for the amount asked, or another), decline, let the prompt time out, or reverse a payment;
// move a refund on (processed, failed, needs-attention); or make the gateway fail or hang, answer
// from the other mode, or answer as older accounts do (no `requested_amount`).

export interface FakeTransaction {
  /** Paystack's own id of the transaction. */
  id: number;
  reference: string;
  /** What the charge asked for, in pesewas. */
  amount: number;
  /** What the wallet paid (the amount asked unless a test says otherwise). */
  charged: number;
  currency: string;
  email: string;
  phone: string;
  provider: string;
  /** Paystack's word: send_otp, ongoing, success, failed, abandoned, reversed. */
  status: string;
  /** The mode it was made in: test or live. */
  domain: string;
  /** What the payer paid on top, when the account passes its fees on. */
  fees: number;
  gatewayResponse: string;
  /** How many refunds were made of it (any state). */
  refunds: number;
}

export interface FakeRefund {
  id: number;
  transaction: FakeTransaction;
  amount: number;
  /** pending, processing, processed, failed, needs-attention. */
  status: string;
}

export interface FakePaystackRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  /** Every request that reached it, answered or not. */
  requests: FakePaystackRequest[];
  transactions: Map<string, FakeTransaction>;
  /** The refunds made, by id. */
  refundsMade: Map<number, FakeRefund>;
  /** Refunds to come are made, then answered 500 as if the answer were lost. */
  loseRefundAnswers: boolean;
  /** Charges to come are declined by the network at once ("Declined"). */
  declineCharges: boolean;
  /** Answer every request with this instead (an outage: 500, a throttle: 429). */
  failWith: { status: number; body: string } | undefined;
  /** Never answer: the request hangs until the client gives up. */
  hang: boolean;
  /** Answer this many ms after doing what was asked (a slow network: the caller may die meanwhile). */
  delayMs: number;
  /** The mode charges to come are made in (the key's own by default: sk_live_ live, else test). */
  domain: string;
  /** Fees the payer pays on top of charges to come, in pesewas (an account that passes them on). */
  passFeesPesewas: number;
  /** Verify names `requested_amount` (newer answers do; older ones only `amount`). */
  sendsRequestedAmount: boolean;
  /** The shopper approves the prompt; the wallet pays `amount` (the amount asked by default). */
  approve(reference: string, amount?: number): FakeTransaction;
  /** The shopper refuses the prompt, or the wallet has too little money. */
  decline(reference: string): FakeTransaction;
  /** The prompt was not answered in time. */
  timeOut(reference: string): FakeTransaction;
  /** The refunds of a transaction, oldest first. */
  refundsOf(reference: string): FakeRefund[];
  /** Moves a transaction's latest refund on: processed, failed, needs-attention ... */
  settleRefund(reference: string, status: string): FakeRefund;
  /** The money went back to the payer (a chargeback, a reversal by the network). */
  reverse(reference: string): FakeTransaction;
  close(): Promise<void>;
}

const PROVIDERS = new Set(['mtn', 'vod', 'atl']);

export async function startFakePaystack(secretKey = 'sk_test_adepa_fake'): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const refundsMade = new Map<number, FakeRefund>();
  let nextId = 4_099_260_000;

  function settle(reference: string, status: string, gatewayResponse: string, charged?: number) {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`the fake gateway has no transaction ${reference}`);
    Object.assign(
      transaction,
      { status, gatewayResponse },
      charged === undefined ? {} : { charged },
    );
    return transaction;
  }

  const fake: FakePaystack = {
    url: '',
    secretKey,
    requests: [],
    transactions,
    refundsMade,
    loseRefundAnswers: false,
    declineCharges: false,
    failWith: undefined,
    hang: false,
    delayMs: 0,
    domain: secretKey.startsWith('sk_live_') ? 'live' : 'test',
    passFeesPesewas: 0,
    sendsRequestedAmount: true,
    approve: (reference, amount) => settle(reference, 'success', 'Approved', amount),
    decline: (reference) => settle(reference, 'failed', 'Declined'),
    timeOut: (reference) => settle(reference, 'abandoned', 'The transaction timed out'),
    refundsOf: (reference) =>
      [...refundsMade.values()].filter((r) => r.transaction.reference === reference),
    settleRefund(reference, status) {
      const refund = fake.refundsOf(reference).at(-1);
      if (!refund) throw new Error(`the fake gateway has no refund of ${reference}`);
      refund.status = status;
      return refund;
    },
    reverse: (reference) => settle(reference, 'reversed', 'Reversed'),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a hung request is not waited for
      }),
  };

  function answer(res: ServerResponse, status: number, body: object) {
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.delayMs) setTimeout(send, fake.delayMs);
    else send();
  }

  function charged(res: ServerResponse, transaction: FakeTransaction) {
    const data =
      transaction.status === 'send_otp'
        ? {
            reference: transaction.reference,
            status: 'send_otp',
            display_text: 'Please dial *110# to generate a voucher code. Then input the voucher',
          }
        : transaction.status === 'failed'
          ? { reference: transaction.reference, status: 'failed', message: 'Declined' }
          : {
              reference: transaction.reference,
              status: 'pay_offline',
              display_text: 'Please complete authorization process on your mobile phone',
            };
    answer(res, 200, { status: true, message: 'Charge attempted', data });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      let body: Record<string, unknown> | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      } catch {
        return answer(res, 400, { status: false, message: 'Invalid JSON' });
      }
      fake.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (fake.hang) return;
      if (fake.failWith) {
        res.writeHead(fake.failWith.status, { 'content-type': 'text/html' });
        return res.end(fake.failWith.body);
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(res, 401, { status: false, message: 'Invalid key' });
      }

      if (req.method === 'POST' && path === '/charge') {
        const wallet = body?.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
        const reference = String(body?.reference ?? '');
        if (
          !Number.isInteger(body?.amount) ||
          (body?.amount as number) <= 0 ||
          typeof body?.email !== 'string' ||
          body?.currency !== 'GHS' ||
          typeof wallet?.phone !== 'string' ||
          !PROVIDERS.has(String(wallet?.provider)) ||
          !reference
        ) {
          return answer(res, 400, { status: false, message: 'Invalid charge request' });
        }
        if (transactions.has(reference)) {
          return answer(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        }
        const transaction: FakeTransaction = {
          id: nextId++,
          reference,
          amount: body.amount as number,
          charged: body.amount as number,
          currency: 'GHS',
          email: body.email as string,
          phone: wallet.phone as string,
          provider: String(wallet.provider),
          status: fake.declineCharges
            ? 'failed'
            : wallet.provider === 'vod'
              ? 'send_otp'
              : 'ongoing',
          gatewayResponse: fake.declineCharges ? 'Declined' : 'Awaiting approval',
          domain: fake.domain,
          fees: fake.passFeesPesewas,
          refunds: 0,
        };
        transactions.set(reference, transaction);
        return charged(res, transaction);
      }

      if (req.method === 'POST' && path === '/charge/submit_otp') {
        const transaction = transactions.get(String(body?.reference ?? ''));
        if (transaction?.status !== 'send_otp' || typeof body?.otp !== 'string') {
          return answer(res, 400, { status: false, message: 'Charge not awaiting an OTP' });
        }
        transaction.status = 'ongoing';
        return charged(res, transaction);
      }

      const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
        if (!transaction) {
          return answer(res, 400, { status: false, message: 'Transaction reference not found' });
        }
        return answer(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 4_100_000 + [...transactions.keys()].indexOf(transaction.reference),
            domain: transaction.domain,
            reference: transaction.reference,
            status: transaction.status === 'send_otp' ? 'ongoing' : transaction.status,
            amount: transaction.charged + transaction.fees,
            ...(fake.sendsRequestedAmount && { requested_amount: transaction.charged }),
            currency: transaction.currency,
            gateway_response: transaction.gatewayResponse,
            channel: 'mobile_money',
          },
        });
      }

      if (req.method === 'POST' && path === '/refund') {
        const transaction = transactions.get(String(body?.transaction ?? ''));
        if (transaction?.status !== 'success') {
          return answer(res, 400, { status: false, message: 'Transaction has not been paid' });
        }
        if (fake.refundsOf(transaction.reference).some((r) => r.status !== 'failed')) {
          return answer(res, 400, {
            status: false,
            message: 'Transaction has been fully reversed',
          });
        }
        transaction.refunds += 1;
        const refund: FakeRefund = {
          id: nextId++,
          transaction,
          amount: transaction.charged,
          status: 'pending',
        };
        refundsMade.set(refund.id, refund);
        if (fake.loseRefundAnswers) {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>Internal Server Error</h1>');
        }
        return answer(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            id: refund.id,
            status: refund.status,
            amount: refund.amount,
            currency: 'GHS',
            deducted_amount: 0,
            fully_deducted: false,
            channel: 'mobile_money',
            transaction: {
              id: transaction.id,
              domain: 'test',
              reference: transaction.reference,
              amount: transaction.charged,
              currency: 'GHS',
              channel: 'mobile_money',
            },
          },
        });
      }

      const stored = (refund: FakeRefund) => ({
        id: refund.id,
        integration: 428626,
        transaction: refund.transaction.id,
        domain: 'test',
        amount: refund.amount,
        deducted_amount: refund.status === 'processed' ? refund.amount : 0,
        currency: 'GHS',
        channel: 'mobile_money',
        status: refund.status,
      });

      const oneRefund = /^\/refund\/(\d+)$/.exec(path);
      if (req.method === 'GET' && oneRefund) {
        const refund = refundsMade.get(Number(oneRefund[1]));
        if (!refund) return answer(res, 404, { status: false, message: 'Refund not found' });
        return answer(res, 200, {
          status: true,
          message: 'Refund retrieved',
          data: stored(refund),
        });
      }

      if (req.method === 'GET' && path === '/refund') {
        const asked = new URL(req.url ?? '/', 'http://fake').searchParams.get('transaction');
        const listed = [...refundsMade.values()].filter(
          (r) => !asked || r.transaction.reference === asked || String(r.transaction.id) === asked,
        );
        return answer(res, 200, {
          status: true,
          message: 'Refunds retrieved',
          data: listed.map(stored),
          meta: { total: listed.length, skipped: 0, perPage: 50, page: 1, pageCount: 1 },
        });
      }

      answer(res, 404, { status: false, message: 'Not found' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
