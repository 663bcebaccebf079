import { formatCedi, roundMoney } from '@adepa/contract/money';
import type { PaymentFlag, PaymentMethod } from '@adepa/contract/order-options';
import type { AdminOrderPayment, Refund } from '@adepa/contract/payments';
import { formatDateTime } from '../../lib/dates';

// An order's payment in the owner's words: how it is paid, what became of each charge, and where
// each refund stands (owed, on its way at Paystack, refunded, failed, waiting for the owner on
// Paystack's dashboard). The word always says it; the colour (tone) only helps: paid and refunded
// green, waiting amber, failed and owed red.

type Charge = AdminOrderPayment['charges'][number];
type Tone = 'good' | 'waiting' | 'bad';

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  delivery: 'Payment on delivery',
  mobile_money: 'Mobile Money',
};

const CHARGE_STATES: Record<Charge['state'], { text: string; tone: Tone }> = {
  sending: { text: 'Sending to Paystack', tone: 'waiting' },
  sent: { text: 'Waiting for the shopper', tone: 'waiting' },
  paid: { text: 'Paid', tone: 'good' },
  failed: { text: 'Failed', tone: 'bad' },
};

/**
 * A paid order whose money is in doubt: its tag in the lists, and the line on its page that says
 * not to dispatch it and what to do on Paystack's dashboard.
 */
export const PAYMENT_FLAG_WORDS: Record<PaymentFlag, { tag: string; hint: string; line: string }> =
  {
    disputed: {
      tag: 'Disputed',
      hint: 'The shopper disputed the payment: do not dispatch',
      line: 'The shopper disputed this payment. Do not dispatch the order: answer the dispute on the Paystack dashboard (Transactions, Disputes) with proof of the order. If Paystack decides for you, this warning goes away; if you accept the dispute, the money goes back to the shopper.',
    },
    reversed: {
      tag: 'Reversed',
      hint: 'The money went back to the shopper: do not dispatch',
      line: 'This payment was reversed: the money went back to the shopper. Do not dispatch the order: call the shopper to pay again (on delivery), or cancel the order.',
    },
  };

export function chargeState(state: Charge['state']): { text: string; tone: Tone } {
  return CHARGE_STATES[state];
}

const REFUND_REASONS: Record<Refund['reason'], string> = {
  'paid twice': 'The shopper paid twice',
  'wrong amount': 'The shopper paid the wrong amount',
  'order cancelled': 'The order was cancelled after it was paid',
};

export function refundReason(reason: Refund['reason']): string {
  return REFUND_REASONS[reason];
}

/** The words of a refund's state, as a heading with its tone, for the owner. */
export function refundHeading(refund: Refund): { text: string; tone: Tone } {
  const amount = formatCedi(refund.amount);
  switch (refund.state) {
    case 'owed':
      return { text: `Refund owed: ${amount}`, tone: 'bad' };
    case 'processing':
      return { text: `Paystack is refunding ${amount}`, tone: 'waiting' };
    case 'failed':
      return { text: `Refund failed at Paystack: ${amount} still owed`, tone: 'bad' };
    case 'needs_attention':
      return { text: `Paystack needs you to act on this refund of ${amount}`, tone: 'bad' };
    case 'refunded':
      return { text: refundState(refund), tone: 'good' };
  }
}

/** What the owner should know or do now about a refund that is not yet made. */
export function refundAdvice(refund: Refund): string | undefined {
  switch (refund.state) {
    case 'processing':
      return 'Paystack has it and is sending the money back. This page shows when it is done; do not refund it again on the dashboard.';
    case 'failed':
      return 'Paystack could not send the money back. Try again through Paystack, or refund it on the Paystack dashboard and say so here.';
    case 'needs_attention':
      return 'Open this refund on the Paystack dashboard (search for the reference below) and do what it asks. This page follows what Paystack then says.';
    default:
      return undefined;
  }
}

/** Whether the owner may start the refund here (through Paystack, or say it was done by hand). */
export function canStartRefund(refund: Refund): boolean {
  return refund.state === 'owed' || refund.state === 'failed';
}

/** "Refunded through Paystack, 26 Nov 2026, 14:03", or what is still owed. */
export function refundState(refund: Refund): string {
  if (refund.state !== 'refunded') return `${formatCedi(refund.amount)} owed to the shopper`;
  const how =
    refund.refundedHow === 'gateway'
      ? 'Refunded through Paystack'
      : refund.refundedHow === 'dashboard'
        ? 'Refunded on the Paystack dashboard'
        : 'Refunded';
  return refund.refundedAt ? `${how}, ${formatDateTime(refund.refundedAt)}` : how;
}

/** What the owner still owes the shopper and must act on, in cedi (not what Paystack is sending). */
export function owedTotal(refunds: Refund[]): number {
  return roundMoney(
    refunds
      .filter((r) => r.state !== 'refunded' && r.state !== 'processing')
      .reduce((sum, r) => sum + r.amount, 0),
  );
}

/** A payment on delivery that never met the gateway: one line (method and status) says it all. */
export function isPlainDelivery(
  payment: Pick<AdminOrderPayment, 'method' | 'charges' | 'refunds'>,
) {
  return (
    payment.method === 'delivery' && payment.charges.length === 0 && payment.refunds.length === 0
  );
}

/**
 * While a charge is on its way or waits for the shopper, or Paystack is making a refund, the
 * payment may change any moment.
 */
export function isPaymentMoving(
  payment: Pick<AdminOrderPayment, 'status' | 'charges'> & { refunds?: Refund[] },
): boolean {
  return (
    payment.status === 'awaiting_payment' ||
    payment.charges.some((charge) => charge.state === 'sending' || charge.state === 'sent') ||
    (payment.refunds ?? []).some((refund) => refund.state === 'processing')
  );
}
