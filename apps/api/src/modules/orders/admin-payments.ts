import { toCedi } from '@adepa/contract/money';
import type { AdminOrderPayment, Refund as RefundReply } from '@adepa/contract/payments';
import type { Db } from '../../db/client.ts';
import { GatewayFailed, NotFound, PaymentRefused } from '../../lib/domain-errors.ts';
import {
  type Charge,
  chargesOfOrder,
  findRefund,
  markRefunded,
  PaymentGatewayError,
  type PaystackGateway,
  type Refund,
  refundsOfOrder,
} from '../../payments/index.ts';
import { findOrderRow } from './repository.ts';

// An order's payment as the owner sees it (every charge with its reference, the money owed back),
// and a refund recorded: made by the shop through the gateway's refund call, or by the owner by
// hand on the gateway's dashboard.

const chargeState = (charge: Charge) =>
  charge.step === 'paid'
    ? 'paid'
    : charge.step === 'failed'
      ? 'failed'
      : charge.step === 'sending'
        ? 'sending'
        : 'sent';

export function refundReply(refund: Refund): RefundReply {
  return {
    _id: refund.id,
    reference: refund.reference,
    amount: toCedi(refund.amountPesewas),
    reason: refund.reason as RefundReply['reason'],
    state: refund.refundedAt ? 'refunded' : 'owed',
    refundedHow: refund.refundedHow as RefundReply['refundedHow'],
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    createdAt: refund.createdAt.toISOString(),
  };
}

export async function adminOrderPayment(db: Db, orderId: string): Promise<AdminOrderPayment> {
  const [order, charges, refunds] = await Promise.all([
    findOrderRow(db, orderId),
    chargesOfOrder(db, orderId),
    refundsOfOrder(db, orderId),
  ]);
  if (!order) throw new NotFound('Order');
  return {
    method: order.paymentMethod as AdminOrderPayment['method'],
    status: order.paymentStatus as AdminOrderPayment['status'],
    paidBy: order.paidBy,
    holdUntil:
      order.paymentStatus === 'awaiting_payment' ? (order.holdUntil?.toISOString() ?? null) : null,
    stockHeld: order.stockReturnedAt === null,
    flag: (order.paymentFlag as AdminOrderPayment['flag']) ?? null,
    flaggedAt: order.paymentFlaggedAt?.toISOString() ?? null,
    charges: charges.map((charge) => ({
      reference: charge.reference,
      network: charge.network as AdminOrderPayment['charges'][number]['network'],
      wallet: charge.wallet,
      amount: toCedi(charge.amountPesewas),
      state: chargeState(charge),
      message: charge.gatewayMessage,
      createdAt: charge.createdAt.toISOString(),
    })),
    refunds: refunds.map(refundReply),
  };
}

/** Records an owed refund as made; through the gateway first when `how` is 'gateway'. */
export async function recordRefund(
  db: Db,
  gateway: PaystackGateway | undefined,
  refundId: string,
  how: 'gateway' | 'dashboard',
): Promise<RefundReply> {
  const refund = await findRefund(db, refundId);
  if (!refund) throw new NotFound('Refund');
  if (refund.refundedAt) throw new PaymentRefused('This refund is made already.');
  if (how === 'gateway') {
    if (!gateway) throw new PaymentRefused('The shop has no payment gateway: refund it by hand.');
    try {
      await gateway.refund(refund.reference);
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw new GatewayFailed(error.message);
      throw error;
    }
  }
  const made = await markRefunded(db, refund.id, how);
  if (!made) throw new PaymentRefused('This refund is made already.');
  return refundReply(made);
}
