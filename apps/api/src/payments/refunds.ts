import { setTimeout as sleep } from 'node:timers/promises';
import type { Actor } from '../activity/index.ts';
import type { Db } from '../db/client.ts';
import { GatewayFailed, NotFound, PaymentRefused } from '../lib/domain-errors.ts';
import type { OutboxLog } from '../outbox/index.ts';
import { type PaymentGateway, PaymentGatewayError } from './gateway.ts';
import { recordRefundActivity } from './refund-activity.ts';
import {
  claimRefund,
  endLease,
  failRefund,
  findRefund,
  findRefundOfCharge,
  markRefundChecked,
  type RefundRow,
  reclaimUnmade,
  recordGatewayRefund,
  refundsToFollow,
  unmadeRefundsPastLease,
} from './refund-repository.ts';
import { AT_GATEWAY, refundToAdopt, refusalToStart } from './refund-state.ts';

// Making refunds through the gateway, and following them until the gateway says they are done.
// A refund is claimed by one conditional update before the gateway is called, so two clicks make
// one call. The gateway's answer is then followed by asking it (Fetch Refund by id), whatever made
// the shop ask: the refund's webhooks, or the sweeper for refunds not asked about for a while.
// A claim whose request died before the gateway's id was stored is resolved after its lease: the
// gateway's refunds of the transaction are listed, one found is adopted, and only when there is
// none is the refund made, once, under a new lease. So no path makes two refunds of one charge.

/** How long a claim keeps others off: far longer than a gateway call may take (20 s). */
export const REFUND_LEASE_SECONDS = 120;
/** How long a refund at the gateway waits between two questions of the sweeper. */
const REFUND_RECHECK_SECONDS = 60;

export interface RefundsOptions {
  log: OutboxLog;
  /** Fault tests only: a wait between the claim and the gateway call, to kill the api in. */
  pauseBeforeGatewayMs?: number;
}

export function createRefunds(db: Db, gateway: PaymentGateway, options: RefundsOptions) {
  const { log } = options;

  /** Calls the gateway for a refund this process holds the claim of, and records its answer. */
  async function makeAtGateway(refund: RefundRow): Promise<RefundRow> {
    let receipt: Awaited<ReturnType<PaymentGateway['refund']>>;
    try {
      receipt = await gateway.refund(refund.reference);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error; // the lease ends; the sweeper asks
      const refused = !error.retryable && error.statusCode !== undefined;
      if (refused) {
        await failRefund(db, refund.id, error.message);
        throw new GatewayFailed(error.message);
      }
      // No answer at all (a time-out): the call may still land, so the lease runs its course.
      // Any other answer means nothing is in flight: the sweeper may ask the gateway now.
      const answered = error.statusCode !== undefined || !error.retryable;
      if (answered) await endLease(db, refund.id, error.message);
      throw new GatewayFailed(
        `${error.message}. The shop will ask Paystack whether it made the refund and finish it within a few minutes: do not refund it on the dashboard meanwhile.`,
      );
    }
    return (
      (await recordGatewayRefund(db, refund.id, receipt)) ?? (await findRefund(db, refund.id))!
    );
  }

  /** The owner's "Refund through Paystack": claimed, then made; a second click at once is refused. */
  async function make(refundId: string, actor: Actor): Promise<RefundRow> {
    const refund = await findRefund(db, refundId);
    if (!refund) throw new NotFound('Refund');
    const refusal = refusalToStart(refund.state);
    if (refusal) throw new PaymentRefused(refusal);
    const claimed = await db.transaction(async (tx) => {
      const row = await claimRefund(tx, refund.id, REFUND_LEASE_SECONDS);
      if (row) await recordRefundActivity(tx, actor, row, 'gateway');
      return row;
    });
    if (!claimed) {
      const now = await findRefund(db, refund.id);
      throw new PaymentRefused(
        refusalToStart(now?.state ?? 'processing') ?? 'This refund just changed: reload the page.',
      );
    }
    if (options.pauseBeforeGatewayMs) await sleep(options.pauseBeforeGatewayMs);
    return makeAtGateway(claimed);
  }

  /** Asks the gateway about a refund it has (by its id) and records the answer. */
  async function follow(refund: RefundRow & { gatewayRefundId: string }): Promise<void> {
    await markRefundChecked(db, refund.id);
    await recordGatewayRefund(db, refund.id, await gateway.fetchRefund(refund.gatewayRefundId));
  }

  /**
   * What the gateway's refund event of the charge `reference` changes: the refund asked about by
   * its id; one claimed whose id is not stored yet adopts the gateway's refund, if it has one
   * (only the sweeper makes a refund after a claim died).
   */
  async function checkCharge(reference: string): Promise<void> {
    const refund = await findRefundOfCharge(db, reference);
    if (!refund || !AT_GATEWAY.includes(refund.state)) return; // not ours, or not at the gateway
    if (refund.gatewayRefundId)
      return follow({ ...refund, gatewayRefundId: refund.gatewayRefundId });
    const found = refundToAdopt(await gateway.listRefunds(reference));
    if (found) await recordGatewayRefund(db, refund.id, found);
  }

  /** A claim that ran out with no gateway id: adopt the gateway's refund, or make it once. */
  async function resolve(stale: RefundRow): Promise<void> {
    const claimed = await reclaimUnmade(db, stale.id, REFUND_LEASE_SECONDS);
    if (!claimed) return; // another process resolves it
    const found = refundToAdopt(await gateway.listRefunds(claimed.reference));
    if (found) {
      log.info(
        { refundId: claimed.id, gatewayRefundId: found.id },
        'Refund found at the gateway and adopted',
      );
      await recordGatewayRefund(db, claimed.id, found);
      return;
    }
    log.warn({ refundId: claimed.id }, 'Refund claimed but not at the gateway: making it now');
    await makeAtGateway(claimed);
  }

  /** One pass: refunds at the gateway asked about again, claims that ran out resolved. */
  async function sweep(): Promise<void> {
    for (const refund of await refundsToFollow(db, REFUND_RECHECK_SECONDS, 20)) {
      await follow(refund as RefundRow & { gatewayRefundId: string }).catch((error) =>
        log.warn({ refundId: refund.id, error: String(error) }, 'Refund not checked: will retry'),
      );
    }
    for (const refund of await unmadeRefundsPastLease(db, 20)) {
      await resolve(refund).catch((error) =>
        log.warn({ refundId: refund.id, error: String(error) }, 'Refund not resolved: will retry'),
      );
    }
  }

  return { make, checkCharge, sweep };
}

export type Refunds = ReturnType<typeof createRefunds>;
