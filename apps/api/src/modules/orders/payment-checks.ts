import { PROMPT_LIFETIME_MINUTES } from '@adepa/contract/order-options';
import type { PaymentLimits } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxChannel, OutboxLog } from '../../outbox/index.ts';
import {
  chargesOfOrder,
  findCharge,
  forgetChargeAddresses,
  forgetOldWalletCodes,
  markChecked,
  PaymentGatewayError,
  type PaystackGateway,
  recordChargeStep,
  type TransactionVerdict,
} from '../../payments/index.ts';
import type { OrderPayments } from './order-payments.ts';
import { abandonedPayments, awaitingPayments } from './repository.ts';

// How the shop learns what became of a charge: it asks the gateway (Verify), whatever told it to
// ask (a webhook, the charge call's own answer, or the sweeper), and applies that verdict, never
// the webhook's word. The webhook's events wait in an outbox, so a stop halfway loses none. The
// sweeper asks about orders whose hold ran out (and gives their stock back when the charge is still
// open), and about charges no webhook spoke of for a while.

/** How often the sweeper runs, and how long a charge waits between two questions of its own. */
const SWEEP_EVERY_MS = 10_000;
const RECHECK_SECONDS = 20;

export function createPaymentChecks(
  db: Db,
  gateway: PaystackGateway,
  payments: OrderPayments,
  log: OutboxLog,
  limits: Pick<PaymentLimits, 'failedPaymentCancelHours'>,
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
      };
    }
    await markChecked(db, reference);
    if (verdict.settled !== 'open')
      await recordChargeStep(db, reference, verdict.settled, {
        gatewayMessage:
          verdict.settled === 'failed' ? (verdict.gatewayResponse ?? 'Declined') : null,
      });
    await payments.apply(charge.orderId, {
      kind: 'verdict',
      reference,
      settled: verdict.settled,
      amountPesewas: verdict.amountPesewas,
      currency: verdict.currency,
    });
    return verdict;
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
      const verdict = await check(event.reference);
      if (verdict?.settled === 'open' && event.event === 'charge.success')
        throw new Error('the webhook says paid, Verify still says open');
    },
    givesUp: (error, attempts) =>
      attempts >= 8 && !(error instanceof PaymentGatewayError && error.retryable),
    givenUpMessage: 'Payment event given up: the gateway would not confirm it',
  };

  /**
   * One pass of the sweeper; answers how many holds ran out. It also cancels orders whose payment
   * failed hours ago and were left so, and forgets the client addresses of charges that no longer
   * count toward any limit.
   */
  async function sweep(): Promise<number> {
    const hours = limits.failedPaymentCancelHours;
    if (hours > 0)
      for (const order of await abandonedPayments(db, hours, 50))
        await payments.cancelAbandoned(order.id);
    await forgetChargeAddresses(db);
    await forgetOldWalletCodes(db);
    let expired = 0;
    for (const order of await awaitingPayments(db, RECHECK_SECONDS, 50)) {
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
