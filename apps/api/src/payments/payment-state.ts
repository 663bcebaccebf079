import type { PaymentFlag, PaymentMethod, PaymentStatus } from '@adepa/contract/orders';

// Where an order's money stands, and what each thing that happens to it changes: the rules that
// keep the order and the money in agreement, with no I/O, so every case can be tested as it is.
// The order's code keeps the state in the order's row and carries out the steps this returns
// (give the stock back, take it again, ask the gateway, record a refund owed) in the same
// transaction as the new state.
//
// Rules:
// - An order is paid only by a verdict the shop asked the gateway for (a webhook only makes the
//   shop ask), for exactly the order's total, in cedi, made in the mode of the shop's key (a test
//   payment never pays a live shop's order). Any charge of the order counts, not only the latest:
//   money that came in is money that came in.
// - A paid order whose money is in doubt is flagged, so the owner does not dispatch it: disputed
//   while the shopper disputes the charge that paid it, reversed once that money went back. A
//   dispute the merchant wins clears the flag; one the shopper wins leaves the order reversed. A
//   flagged order owes no refund when cancelled: the dispute, or the reversal, gives the money back.
// - Paid is final. A second payment, a payment for another amount, or a payment for an order that
//   was cancelled is owed back to the shopper: the owner sees it as a refund to make.
// - A Mobile Money order holds its stock until its hold runs out. Once the gateway says the charge
//   failed, or the hold runs out with the charge still open, the stock goes back and the shopper
//   may try again (the stock taken anew) or choose payment on delivery.
// - The same verdict twice changes nothing the second time.
// - An order makes at most MAX_CHARGES charges, and a new one only once the last is settled at
//   the gateway: one live prompt per order at most.

/** Charges one order may make: each sends a prompt to a phone, so a stranger's retries stop here. */
export const MAX_CHARGES = 5;

export interface PaymentState {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The order's total in pesewas: what a payment must be, to the pesewa. */
  totalPesewas: number;
  /** The references of every charge made for the order, the latest last. */
  references: string[];
  /** The reference that paid the order. */
  paidBy: string | undefined;
  /** Whether the order holds its stock (taken when placed, or taken again). */
  holdsStock: boolean;
  /** Whether the order was cancelled. */
  cancelled: boolean;
  /** Why the money of the paid order is in doubt, if it is. */
  flag: PaymentFlag | undefined;
}

export type PaymentEvent =
  /** The gateway's verdict on one of the order's charges, asked for by the shop. */
  | {
      kind: 'verdict';
      reference: string;
      settled: 'paid' | 'failed' | 'open' | 'reversed';
      amountPesewas: number;
      currency: string;
      /** Whether the transaction was made in the mode of the shop's key (test or live). */
      domainMatches: boolean;
    }
  /** The gateway says the shopper disputes a charge (opened), or the dispute is settled. */
  | {
      kind: 'dispute';
      reference: string;
      stage: 'opened' | 'resolved';
      /** For `resolved`: the merchant kept the money. */
      merchantWon: boolean;
    }
  /** The hold ran out, and the gateway, asked just before, said the charge is still open. */
  | { kind: 'hold-expired' }
  /**
   * The shopper tries Mobile Money again, with a new charge. `previousOpen`: the gateway, asked
   * just before, says the latest charge may still be approved (its prompt is live on a phone).
   */
  | { kind: 'retry'; reference: string; previousOpen: boolean }
  /** The shopper chooses payment on delivery instead. */
  | { kind: 'pay-on-delivery' }
  /** The owner cancels the order. */
  | { kind: 'cancel' };

/** What the order's code must do with the new state, in the same transaction. */
export type PaymentAction =
  | { do: 'release-stock' }
  | { do: 'take-stock' }
  | { do: 'charge'; reference: string }
  /** Money came in that the shop must give back (the owner refunds it; the gateway can). */
  | { do: 'refund'; reference: string; amountPesewas: number; reason: RefundReason };

export type RefundReason = 'paid twice' | 'wrong amount' | 'order cancelled';

export type PaymentChange =
  | { ok: true; payment: PaymentState; steps: PaymentAction[] }
  /** Not allowed from where the order stands; nothing changes. The text says why. */
  | { ok: false; refusal: string };

const unchanged = (payment: PaymentState): PaymentChange => ({ ok: true, payment, steps: [] });

/**
 * An order's money as it is placed by Mobile Money: waiting for its first charge (`reference`),
 * holding its stock. (An order paid on delivery starts as the order's columns' defaults say:
 * unpaid until it is delivered.)
 */
export function placedByMobileMoney(
  totalPesewas: number,
  reference: string,
): { payment: PaymentState; steps: PaymentAction[] } {
  return {
    payment: {
      method: 'mobile_money',
      status: 'awaiting_payment',
      totalPesewas,
      references: [reference],
      paidBy: undefined,
      holdsStock: true,
      cancelled: false,
      flag: undefined,
    },
    steps: [{ do: 'charge', reference }],
  };
}

export function changePayment(payment: PaymentState, event: PaymentEvent): PaymentChange {
  switch (event.kind) {
    case 'verdict':
      return applyVerdict(payment, event);
    case 'hold-expired':
      if (payment.status !== 'awaiting_payment') return unchanged(payment);
      return failed(payment);
    case 'retry': {
      if (payment.cancelled) return { ok: false, refusal: 'This order was cancelled.' };
      if (payment.status === 'paid') return { ok: false, refusal: 'This order is paid already.' };
      if (payment.status === 'awaiting_payment')
        return { ok: false, refusal: 'This order is waiting for the payment on your phone.' };
      // Not only while the order waits: after a switch to payment on delivery, the last prompt
      // may still be live, and a retry would put a second one beside it.
      if (event.previousOpen)
        return {
          ok: false,
          refusal:
            'The last payment prompt is still open on the phone: approve it, or wait a few minutes for it to end, then try again.',
        };
      if (payment.references.length >= MAX_CHARGES)
        return {
          ok: false,
          refusal: `This order was tried ${MAX_CHARGES} times: please choose payment on delivery.`,
        };
      return {
        ok: true,
        payment: {
          ...payment,
          method: 'mobile_money',
          status: 'awaiting_payment',
          references: [...payment.references, event.reference],
          holdsStock: true,
        },
        steps: [
          ...(payment.holdsStock ? [] : [{ do: 'take-stock' } as const]),
          { do: 'charge', reference: event.reference },
        ],
      };
    }
    case 'pay-on-delivery': {
      if (payment.cancelled) return { ok: false, refusal: 'This order was cancelled.' };
      if (payment.status === 'paid') return { ok: false, refusal: 'This order is paid already.' };
      if (payment.method === 'delivery') return unchanged(payment);
      // A charge still open may yet be approved: its verdict, when it comes, pays the order.
      return {
        ok: true,
        payment: { ...payment, method: 'delivery', status: 'unpaid', holdsStock: true },
        steps: payment.holdsStock ? [] : [{ do: 'take-stock' }],
      };
    }
    case 'dispute':
      return applyDispute(payment, event);
    case 'cancel': {
      if (payment.cancelled) return unchanged(payment);
      const steps: PaymentAction[] = payment.holdsStock ? [{ do: 'release-stock' }] : [];
      // A flagged payment goes back (or not) by its dispute, never by the shop as well.
      if (payment.status === 'paid' && payment.paidBy && !payment.flag) {
        const reason = 'order cancelled';
        steps.push({
          do: 'refund',
          reference: payment.paidBy,
          amountPesewas: payment.totalPesewas,
          reason,
        });
      }
      return { ok: true, payment: { ...payment, cancelled: true, holdsStock: false }, steps };
    }
  }
}

function applyVerdict(
  payment: PaymentState,
  verdict: Extract<PaymentEvent, { kind: 'verdict' }>,
): PaymentChange {
  // A reference the order never made is not about this order.
  if (!payment.references.includes(verdict.reference)) return unchanged(payment);
  if (verdict.settled === 'open') return unchanged(payment);

  // The money that paid the order went back to the shopper.
  if (verdict.settled === 'reversed' && payment.paidBy === verdict.reference) {
    if (payment.status !== 'paid' || payment.flag === 'reversed') return unchanged(payment);
    return { ok: true, payment: { ...payment, flag: 'reversed' }, steps: [] };
  }

  // A verdict from the other mode (a test payment for a live shop) never pays: the charge failed.
  const paysNothing = verdict.settled !== 'paid' || !verdict.domainMatches;
  if (paysNothing) {
    // Only the latest charge's failure ends the wait; an older one's says nothing new.
    const latest = payment.references.at(-1) === verdict.reference;
    if (payment.status !== 'awaiting_payment' || !latest) return unchanged(payment);
    return failed(payment);
  }

  // Money came in for this charge.
  if (payment.paidBy === verdict.reference) return unchanged(payment); // told again
  const owed = (reason: RefundReason): PaymentChange => ({
    ok: true,
    payment,
    steps: [
      { do: 'refund', reference: verdict.reference, amountPesewas: verdict.amountPesewas, reason },
    ],
  });
  if (verdict.currency !== 'GHS' || verdict.amountPesewas !== payment.totalPesewas)
    return owed('wrong amount');
  if (payment.status === 'paid') return owed('paid twice');
  if (payment.cancelled) return owed('order cancelled');
  return {
    ok: true,
    payment: {
      ...payment,
      method: 'mobile_money',
      status: 'paid',
      paidBy: verdict.reference,
      holdsStock: true,
    },
    // Paid after its hold ran out: the stock is taken again (the order's code finds out whether
    // it still can; if not, the owner sees a paid order short of stock).
    steps: payment.holdsStock ? [] : [{ do: 'take-stock' }],
  };
}

function applyDispute(
  payment: PaymentState,
  dispute: Extract<PaymentEvent, { kind: 'dispute' }>,
): PaymentChange {
  // Only the charge that paid the order puts the order in doubt; a dispute of money owed back
  // anyway changes nothing the owner must do for the parcel.
  if (payment.status !== 'paid' || payment.paidBy !== dispute.reference) return unchanged(payment);
  if (payment.flag === 'reversed') return unchanged(payment); // the money is gone already
  if (dispute.stage === 'opened') {
    if (payment.flag === 'disputed') return unchanged(payment); // a reminder
    return { ok: true, payment: { ...payment, flag: 'disputed' }, steps: [] };
  }
  if (!dispute.merchantWon)
    return { ok: true, payment: { ...payment, flag: 'reversed' }, steps: [] };
  if (payment.flag !== 'disputed') return unchanged(payment);
  // The money is the shop's again. An order cancelled meanwhile owed no refund while disputed:
  // it owes it now.
  const steps: PaymentAction[] = payment.cancelled
    ? [
        {
          do: 'refund',
          reference: dispute.reference,
          amountPesewas: payment.totalPesewas,
          reason: 'order cancelled',
        },
      ]
    : [];
  return { ok: true, payment: { ...payment, flag: undefined }, steps };
}

function failed(payment: PaymentState): PaymentChange {
  return {
    ok: true,
    payment: { ...payment, status: 'payment_failed', holdsStock: false },
    steps: payment.holdsStock ? [{ do: 'release-stock' }] : [],
  };
}
