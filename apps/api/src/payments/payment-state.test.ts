import { describe, expect, it } from 'vitest';
import {
  changePayment,
  type PaymentEvent,
  type PaymentState,
  placedByMobileMoney,
} from './payment-state.ts';

// Every case the order and the money must agree on, one event at a time.

const TOTAL = 15_000;

/** An order just placed with Mobile Money: its first charge made, its stock held. */
const placed = (): PaymentState => placedByMobileMoney(TOTAL, 'ADP-1-a').payment;

const verdict = (
  settled: 'paid' | 'failed' | 'open' | 'reversed',
  reference = 'ADP-1-a',
  amountPesewas = TOTAL,
  currency = 'GHS',
  domainMatches = true,
): PaymentEvent => ({
  kind: 'verdict',
  reference,
  settled,
  amountPesewas,
  currency,
  domainMatches,
});

const dispute = (
  stage: 'opened' | 'resolved',
  merchantWon = false,
  reference = 'ADP-1-a',
): PaymentEvent => ({ kind: 'dispute', reference, stage, merchantWon });

/** Applies the events in turn, each to the last one's result; fails on a refusal. */
function after(start: PaymentState, ...events: PaymentEvent[]) {
  let payment = start;
  const steps = [];
  for (const event of events) {
    const change = changePayment(payment, event);
    if (!change.ok) throw new Error(change.refusal);
    payment = change.payment;
    steps.push(...change.steps);
  }
  return { payment, steps };
}

describe('an order placed by Mobile Money', () => {
  it('waits for its first charge, holding its stock, and asks for that charge', () => {
    expect(placedByMobileMoney(TOTAL, 'ADP-1-a')).toEqual({
      payment: {
        method: 'mobile_money',
        status: 'awaiting_payment',
        totalPesewas: TOTAL,
        references: ['ADP-1-a'],
        paidBy: undefined,
        holdsStock: true,
        cancelled: false,
        flag: undefined,
      },
      steps: [{ do: 'charge', reference: 'ADP-1-a' }],
    });
  });
});

describe('a Mobile Money order', () => {
  it('is paid when the gateway says its charge was paid, for the total, in cedi', () => {
    const { payment, steps } = after(placed(), verdict('paid'));
    expect(payment).toMatchObject({ status: 'paid', paidBy: 'ADP-1-a', holdsStock: true });
    expect(steps).toEqual([]);
  });

  it('stays as it is while the prompt is not answered', () => {
    expect(after(placed(), verdict('open')).payment).toEqual(placed());
  });

  it('gives its stock back when the charge is declined, and may be tried again', () => {
    const declined = after(placed(), verdict('failed'));
    expect(declined.payment).toMatchObject({ status: 'payment_failed', holdsStock: false });
    expect(declined.steps).toEqual([{ do: 'release-stock' }]);

    const again = after(declined.payment, {
      kind: 'retry',
      reference: 'ADP-1-b',
      previousOpen: false,
    });
    expect(again.payment).toMatchObject({
      status: 'awaiting_payment',
      holdsStock: true,
      references: ['ADP-1-a', 'ADP-1-b'],
    });
    expect(again.steps).toEqual([{ do: 'take-stock' }, { do: 'charge', reference: 'ADP-1-b' }]);
  });

  it('gives its stock back when the hold runs out with the prompt unanswered', () => {
    const { payment, steps } = after(placed(), verdict('open'), { kind: 'hold-expired' });
    expect(payment).toMatchObject({ status: 'payment_failed', holdsStock: false });
    expect(steps).toEqual([{ do: 'release-stock' }]);
  });

  it('may then be paid on delivery, its stock taken again', () => {
    const { payment, steps } = after(
      placed(),
      { kind: 'hold-expired' },
      { kind: 'pay-on-delivery' },
    );
    expect(payment).toMatchObject({ method: 'delivery', status: 'unpaid', holdsStock: true });
    expect(steps).toEqual([{ do: 'release-stock' }, { do: 'take-stock' }]);
  });

  it('is paid by a late approval after its hold ran out, its stock taken again', () => {
    const { payment, steps } = after(placed(), { kind: 'hold-expired' }, verdict('paid'));
    expect(payment).toMatchObject({ status: 'paid', paidBy: 'ADP-1-a', holdsStock: true });
    expect(steps).toEqual([{ do: 'release-stock' }, { do: 'take-stock' }]);
  });

  it('is paid by an approval that comes after the shopper chose payment on delivery', () => {
    const { payment } = after(placed(), { kind: 'pay-on-delivery' }, verdict('paid'));
    expect(payment).toMatchObject({ method: 'mobile_money', status: 'paid', paidBy: 'ADP-1-a' });
  });

  it('is not changed twice by the same verdict told twice', () => {
    const once = after(placed(), verdict('paid'));
    const twice = after(once.payment, verdict('paid'));
    expect(twice.payment).toEqual(once.payment);
    expect(twice.steps).toEqual([]);
    expect(after(once.payment, verdict('failed')).payment).toEqual(once.payment);
  });

  it('is not paid by a payment for another amount or currency, which is owed back', () => {
    for (const [amount, currency] of [
      [TOTAL - 1, 'GHS'],
      [TOTAL + 100, 'GHS'],
      [TOTAL, 'NGN'],
    ] as const) {
      const { payment, steps } = after(placed(), verdict('paid', 'ADP-1-a', amount, currency));
      expect(payment.status, `${amount} ${currency}`).toBe('awaiting_payment');
      expect(steps).toEqual([
        { do: 'refund', reference: 'ADP-1-a', amountPesewas: amount, reason: 'wrong amount' },
      ]);
    }
  });

  it('owes back a second payment, by an earlier charge approved late', () => {
    const { payment, steps } = after(
      placed(),
      verdict('failed'),
      { kind: 'retry', reference: 'ADP-1-b', previousOpen: false },
      verdict('paid', 'ADP-1-b'),
      verdict('paid', 'ADP-1-a'),
    );
    expect(payment).toMatchObject({ status: 'paid', paidBy: 'ADP-1-b' });
    expect(steps.at(-1)).toEqual({
      do: 'refund',
      reference: 'ADP-1-a',
      amountPesewas: TOTAL,
      reason: 'paid twice',
    });
  });

  it("is not ended by an earlier charge's failure while a newer one waits", () => {
    const { payment } = after(
      placed(),
      verdict('failed'),
      { kind: 'retry', reference: 'ADP-1-b', previousOpen: false },
      verdict('failed', 'ADP-1-a'),
    );
    expect(payment.status).toBe('awaiting_payment');
  });

  it('is not changed by a verdict on a charge it never made', () => {
    expect(after(placed(), verdict('paid', 'ADP-2-a')).payment).toEqual(placed());
  });

  it('owes the money back when the owner cancels it paid, and when it is paid after', () => {
    const paidThenCancelled = after(placed(), verdict('paid'), { kind: 'cancel' });
    expect(paidThenCancelled.payment).toMatchObject({ cancelled: true, holdsStock: false });
    expect(paidThenCancelled.steps).toEqual([
      { do: 'release-stock' },
      { do: 'refund', reference: 'ADP-1-a', amountPesewas: TOTAL, reason: 'order cancelled' },
    ]);

    const cancelledThenPaid = after(placed(), { kind: 'cancel' }, verdict('paid'));
    expect(cancelledThenPaid.payment.status).toBe('awaiting_payment');
    expect(cancelledThenPaid.steps.at(-1)).toEqual({
      do: 'refund',
      reference: 'ADP-1-a',
      amountPesewas: TOTAL,
      reason: 'order cancelled',
    });
  });

  it('refuses a new charge while one waits, once paid, and once cancelled', () => {
    const retry = { kind: 'retry', reference: 'ADP-1-b', previousOpen: false } as const;
    expect(changePayment(placed(), retry)).toEqual({
      ok: false,
      refusal: 'This order is waiting for the payment on your phone.',
    });
    expect(changePayment(after(placed(), verdict('paid')).payment, retry)).toEqual({
      ok: false,
      refusal: 'This order is paid already.',
    });
    expect(changePayment(after(placed(), { kind: 'cancel' }).payment, retry)).toEqual({
      ok: false,
      refusal: 'This order was cancelled.',
    });
    expect(
      changePayment(after(placed(), verdict('paid')).payment, { kind: 'pay-on-delivery' }),
    ).toEqual({ ok: false, refusal: 'This order is paid already.' });
  });

  it('refuses a new charge while the last prompt is still live, after a switch to payment on delivery', () => {
    const switched = after(placed(), { kind: 'pay-on-delivery' }).payment;
    const retry = (previousOpen: boolean) =>
      changePayment(switched, { kind: 'retry', reference: 'ADP-1-b', previousOpen });
    expect(retry(true)).toMatchObject({
      ok: false,
      refusal: expect.stringContaining('still open'),
    });
    expect(retry(false).ok).toBe(true);
  });

  it('makes five charges at most, each a prompt on a phone', () => {
    let payment = placed();
    for (const tail of ['b', 'c', 'd', 'e']) {
      payment = after(payment, verdict('failed', payment.references.at(-1)), {
        kind: 'retry',
        reference: `ADP-1-${tail}`,
        previousOpen: false,
      }).payment;
    }
    const failed = after(payment, verdict('failed', 'ADP-1-e')).payment;
    expect(
      changePayment(failed, { kind: 'retry', reference: 'ADP-1-f', previousOpen: false }),
    ).toEqual({
      ok: false,
      refusal: 'This order was tried 5 times: please choose payment on delivery.',
    });
    expect(changePayment(failed, { kind: 'pay-on-delivery' }).ok).toBe(true);
  });
});

describe('a verdict from the other mode of the gateway', () => {
  it('never pays the order: the charge counts as failed, its stock goes back', () => {
    const { payment, steps } = after(placed(), verdict('paid', 'ADP-1-a', TOTAL, 'GHS', false));
    expect(payment).toMatchObject({ status: 'payment_failed', paidBy: undefined });
    expect(steps).toEqual([{ do: 'release-stock' }]);
  });

  it('leaves a paid order as it is', () => {
    const paid = after(placed(), verdict('paid')).payment;
    expect(after(paid, verdict('paid', 'ADP-1-a', TOTAL, 'GHS', false)).payment).toEqual(paid);
  });
});

describe('a paid order whose money is in doubt', () => {
  const paid = () => after(placed(), verdict('paid')).payment;

  it('is flagged reversed when the charge that paid it is reversed, once', () => {
    const reversed = after(paid(), verdict('reversed'));
    expect(reversed.payment).toMatchObject({ status: 'paid', flag: 'reversed' });
    expect(reversed.steps).toEqual([]);
    expect(changePayment(reversed.payment, verdict('reversed'))).toEqual({
      ok: true,
      payment: reversed.payment,
      steps: [],
    });
  });

  it('is not flagged by the reversal of another charge; a waiting order takes it as failed', () => {
    const twice = after(
      placed(),
      verdict('failed'),
      { kind: 'retry', reference: 'ADP-1-b', previousOpen: false },
      verdict('paid', 'ADP-1-b'),
      verdict('paid', 'ADP-1-a'),
      verdict('reversed', 'ADP-1-a'),
    );
    expect(twice.payment.flag).toBeUndefined();
    expect(after(placed(), verdict('reversed')).payment.status).toBe('payment_failed');
  });

  it('is flagged disputed while the shopper disputes the charge that paid it; reminders change nothing', () => {
    const disputed = after(paid(), dispute('opened'));
    expect(disputed.payment.flag).toBe('disputed');
    expect(after(disputed.payment, dispute('opened')).payment).toBe(disputed.payment);
    // A dispute of a charge that did not pay the order is not this order's doubt.
    expect(after(paid(), dispute('opened', false, 'ADP-9-z')).payment.flag).toBeUndefined();
    expect(after(placed(), dispute('opened')).payment.flag).toBeUndefined();
  });

  it('is cleared when the merchant wins the dispute, and reversed when the shopper does', () => {
    const disputed = after(paid(), dispute('opened')).payment;
    expect(after(disputed, dispute('resolved', true)).payment.flag).toBeUndefined();
    expect(after(disputed, dispute('resolved', false)).payment.flag).toBe('reversed');
    // Once reversed, nothing the dispute says brings the money back.
    const reversed = after(paid(), verdict('reversed')).payment;
    expect(after(reversed, dispute('resolved', true)).payment.flag).toBe('reversed');
  });

  it('owes no refund when cancelled while flagged; the refund is owed if the merchant then wins', () => {
    const disputed = after(paid(), dispute('opened')).payment;
    const cancelled = after(disputed, { kind: 'cancel' });
    expect(cancelled.steps).toEqual([{ do: 'release-stock' }]);
    const won = after(cancelled.payment, dispute('resolved', true));
    expect(won.payment.flag).toBeUndefined();
    expect(won.steps).toEqual([
      { do: 'refund', reference: 'ADP-1-a', amountPesewas: TOTAL, reason: 'order cancelled' },
    ]);
    const reversed = after(paid(), verdict('reversed')).payment;
    expect(after(reversed, { kind: 'cancel' }).steps).toEqual([{ do: 'release-stock' }]);
  });
});

describe('an order paid on delivery', () => {
  const onDelivery = (): PaymentState => ({
    ...placed(),
    method: 'delivery',
    status: 'unpaid',
    references: [],
  });

  it('is changed by no verdict and no expiry', () => {
    expect(after(onDelivery(), verdict('paid'), { kind: 'hold-expired' }).payment).toEqual(
      onDelivery(),
    );
  });

  it('gives its stock back when cancelled, owing nothing', () => {
    expect(after(onDelivery(), { kind: 'cancel' }).steps).toEqual([{ do: 'release-stock' }]);
  });
});
