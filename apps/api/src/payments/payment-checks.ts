import { PROMPT_LIFETIME_MINUTES } from '@adepa/contract/order-options';
import type { Db } from '../db/client.ts';
import type { OutboxChannel, OutboxLog } from '../outbox/index.ts';
import { chargeAfterVerdict } from './charge-after-verdict.ts';
import type { BooksEvent } from './event-body.ts';
import { type PaymentGateway, PaymentGatewayError, type TransactionVerdict } from './gateway.ts';
import type { OrderPayments } from './order-payments.ts';
import type { PayableOrders } from './payable-orders.ts';
import type { Refunds } from './refunds.ts';
import {
  chargesOfOrder,
  findCharge,
  forgetChargeAddresses,
  markChecked,
  purgeOldEvents,
  recordChargeStep,
} from './repository.ts';
import { forgetOldWalletCodes } from './wallet-codes-repository.ts';

// How the shop learns what became of a charge: it asks the gateway (Verify), whatever told it to
// ask (a webhook, the charge call's own answer, or the sweeper), and applies that verdict, never
// the webhook's word. The webhook's events wait in an outbox, so a stop halfway loses none. The
// sweeper asks about orders whose hold ran out (and gives their stock back when the charge is still
// open), and about charges no webhook spoke of for a while, and purges the events dealt with once
// they are older than the retention. A refund's events and its sweep are the refunds' own
// (refunds.ts), run from here with the charges'.
//
// A verdict from the gateway's other mode (a test transaction while the shop's key is live) never
// pays: its charge is marked failed with a note the owner reads on the order, and the log says so
// as an error. A dispute's events are believed on their signature (Paystack has no Verify for a
// dispute): they only flag a paid order for the owner, or clear that flag, never pay one.

/** How often the sweeper runs, and how long a charge waits between two questions of its own. */
const SWEEP_EVERY_MS = 10_000;
const RECHECK_SECONDS = 20;
/** Old events go in the first pass, then hourly: a day's worth of them is a handful of rows. */
const PURGE_EVERY_MS = 60 * 60_000;

export interface PaymentCheckOptions {
  /** The mode of the shop's key (test, live); undefined for a key of neither form (a stand-in). */
  keyDomain: 'test' | 'live' | undefined;
  /** Days the events dealt with are kept (0: for ever). */
  eventsKeepDays: number;
  /** Hours after which an order left with a failed payment is cancelled (0: never). */
  failedPaymentCancelHours: number;
}

export function createPaymentChecks(
  db: Db,
  gateway: PaymentGateway,
  orders: PayableOrders,
  payments: OrderPayments,
  refunds: Refunds,
  log: OutboxLog,
  options: PaymentCheckOptions,
) {
  /** Asks the gateway about a charge and applies its verdict: the verdict, or undefined when not ours. */
  async function check(reference: string): Promise<TransactionVerdict | undefined> {
    const charge = await findCharge(db, reference);
    if (!charge) return undefined; // a transaction this shop never made (another app on the account)
    let verdict: TransactionVerdict;
    try {
      verdict = await gateway.verify(reference);
    } catch (error) {
      // A charge the gateway refused outright never became a transaction: it failed.
      const refused =
        error instanceof PaymentGatewayError && !error.retryable && charge.step === 'failed';
      if (!refused) throw error;
      verdict = {
        reference,
        settled: 'failed',
        status: 'failed',
        amountPesewas: 0,
        currency: 'GHS',
        gatewayResponse: charge.gatewayMessage ?? undefined,
        domain: undefined,
        domainMatches: true,
      };
    }
    await markChecked(db, reference);
    if (!verdict.domainMatches)
      log.error(
        {
          orderId: charge.orderId,
          reference,
          domain: verdict.domain,
          keyDomain: options.keyDomain,
        },
        `Paystack answered for ${reference} from its ${verdict.domain ?? 'unnamed'} mode, but the shop's key is ${options.keyDomain}: the charge does not pay the order`,
      );
    const { step, ...words } = chargeAfterVerdict(charge, verdict);
    await recordChargeStep(db, reference, step, words);
    const after = await payments.apply(charge.orderId, {
      kind: 'verdict',
      reference,
      settled: verdict.settled,
      amountPesewas: verdict.amountPesewas,
      currency: verdict.currency,
      domainMatches: verdict.domainMatches,
    });
    if (verdict.settled === 'reversed' && after.flag === 'reversed')
      warnFlagged(charge.orderId, reference, 'reversed');
    return verdict;
  }

  function warnFlagged(orderId: string, reference: string, flag: string) {
    log.warn(
      { orderId, reference, flag },
      `A paid order's payment was ${flag} (${reference}): the order must not be dispatched`,
    );
  }

  /**
   * A dispute's event applied to the order its charge paid: opened (or a reminder) flags it,
   * resolved clears the flag when the merchant won (Paystack's resolution `declined`: the shopper's
   * claim was declined), and leaves the order reversed otherwise.
   */
  async function applyDispute(event: { event: string; reference: string; body: unknown }) {
    const charge = await findCharge(db, event.reference);
    if (!charge) return; // a transaction this shop never made
    const body = event.body as BooksEvent;
    if (options.keyDomain && body.domain && body.domain !== options.keyDomain) {
      log.error(
        { orderId: charge.orderId, reference: event.reference, domain: body.domain },
        `A dispute from Paystack's ${body.domain} mode was ignored: the shop's key is ${options.keyDomain}`,
      );
      return;
    }
    const resolved = event.event === 'charge.dispute.resolve';
    const after = await payments.apply(charge.orderId, {
      kind: 'dispute',
      reference: event.reference,
      stage: resolved ? 'resolved' : 'opened',
      merchantWon: resolved && body.resolution === 'declined',
    });
    if (after.flag) warnFlagged(charge.orderId, event.reference, after.flag);
  }

  /**
   * Whether the order's latest charge may still be approved on a phone: not settled, young enough
   * for its prompt to live, and not settled at the gateway when asked now. A gateway that cannot be
   * asked counts as open: a second prompt waits until it can.
   */
  async function lastPromptOpen(orderId: string): Promise<boolean> {
    const latest = (await chargesOfOrder(db, orderId)).at(-1);
    if (!latest || latest.step === 'paid' || latest.step === 'failed') return false;
    if (Date.now() - latest.createdAt.getTime() > PROMPT_LIFETIME_MINUTES * 60_000) return false;
    // Never sent, and no longer wanted: the charge sender will drop it without a prompt.
    if (latest.attempts === 0) return false;
    try {
      return (await check(latest.reference))?.settled === 'open';
    } catch {
      return true;
    }
  }

  /**
   * The outbox channel of the gateway's events: each one checked and applied once. A webhook that
   * says a charge succeeded while Verify still calls it open is asked about again, backing off, as
   * is a reference the gateway does not know yet; both give up after a few tries (the sweeper still
   * asks about every order that waits).
   */
  const events: OutboxChannel<'paymentEvents', void> = {
    noun: 'Payment event',
    outbox: 'paymentEvents',
    async send(event) {
      if (event.event.startsWith('refund.')) return refunds.checkCharge(event.reference);
      if (event.event.startsWith('charge.dispute.')) return applyDispute(event);
      const verdict = await check(event.reference);
      if (verdict?.settled === 'open' && event.event === 'charge.success')
        throw new Error('the webhook says paid, Verify still says open');
    },
    givesUp: (error, attempts) =>
      attempts >= 8 && !(error instanceof PaymentGatewayError && error.retryable),
    givenUpMessage: 'Payment event given up: the gateway would not confirm it',
  };

  let lastPurge = 0;

  /**
   * One pass of the sweeper; answers how many holds ran out. It also asks after refunds
   * (refunds.ts), cancels orders whose payment failed hours ago and were left so, forgets
   * the client addresses of charges that no longer count toward any limit, and purges old events.
   */
  async function sweep(): Promise<number> {
    if (options.eventsKeepDays > 0 && Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeOldEvents(db, options.eventsKeepDays);
    }
    const hours = options.failedPaymentCancelHours;
    if (hours > 0)
      for (const order of await orders.abandonedPayments(db, hours, 50))
        await payments.cancelAbandoned(order.id);
    await forgetChargeAddresses(db);
    await forgetOldWalletCodes(db);
    let expired = 0;
    await refunds.sweep();
    for (const order of await orders.awaitingPayments(db, RECHECK_SECONDS, 50)) {
      let settled: TransactionVerdict['settled'] | undefined;
      try {
        if (order.reference) settled = (await check(order.reference))?.settled;
      } catch (error) {
        log.warn(
          { orderId: order.id, reference: order.reference, error: String(error) },
          'Payment not checked: the gateway did not answer',
        );
        // A hold that ran out ends even when the gateway cannot be asked: stock is not held for
        // ever. A payment that comes in later still pays the order (its stock taken again).
        if (!order.expired) continue;
      }
      if (order.expired && (settled === undefined || settled === 'open')) {
        await payments.apply(order.id, { kind: 'hold-expired' });
        expired++;
      }
    }
    return expired;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    check,
    lastPromptOpen,
    events,
    sweep,
    start() {
      timer = setInterval(() => {
        running ??= sweep()
          .catch((error) => log.error({ err: error }, 'Payment sweep failed; will retry'))
          .finally(() => {
            running = undefined;
          });
      }, SWEEP_EVERY_MS).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
