import type { Refund } from '@adepa/contract/payments';
import { describe, expect, it } from 'vitest';
import {
  chargeState,
  isPaymentMoving,
  isPlainDelivery,
  owedTotal,
  refundState,
} from './payment-words';

const refund = (over: Partial<Refund> = {}): Refund => ({
  _id: 'r1',
  reference: 'ADP-1-abc',
  amount: 120.5,
  reason: 'order cancelled',
  state: 'owed',
  refundedHow: null,
  refundedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const charge = (state: 'sending' | 'sent' | 'paid' | 'failed') => ({
  reference: `ref-${state}`,
  network: 'mtn' as const,
  wallet: '+233244550123',
  amount: 120.5,
  state,
  message: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});

describe('chargeState', () => {
  it('says what became of a charge, with a tone for its colour', () => {
    expect(chargeState('sent')).toEqual({ text: 'Waiting for the shopper', tone: 'waiting' });
    expect(chargeState('paid')).toEqual({ text: 'Paid', tone: 'good' });
    expect(chargeState('failed')).toEqual({ text: 'Failed', tone: 'bad' });
  });
});

describe('refundState', () => {
  it('gives the amount still owed', () => {
    expect(refundState(refund())).toBe('₵120.50 owed to the shopper');
  });

  it('says how and when a refund was made, in Ghana time', () => {
    const made = { state: 'refunded', refundedAt: '2026-11-26T14:03:00.000Z' } as const;
    expect(refundState(refund({ ...made, refundedHow: 'gateway' }))).toBe(
      'Refunded through Paystack, 26 Nov 2026, 14:03',
    );
    expect(refundState(refund({ ...made, refundedHow: 'dashboard' }))).toBe(
      'Refunded on the Paystack dashboard, 26 Nov 2026, 14:03',
    );
  });
});

describe('owedTotal', () => {
  it('adds up only the refunds still owed, to the pesewa', () => {
    const refunds = [
      refund({ amount: 0.1 }),
      refund({ _id: 'r2', amount: 0.2 }),
      refund({ _id: 'r3', amount: 50, state: 'refunded', refundedHow: 'gateway' }),
    ];
    expect(owedTotal(refunds)).toBe(0.3);
    expect(owedTotal([])).toBe(0);
  });
});

describe('isPlainDelivery', () => {
  it('is a payment on delivery that never met the gateway', () => {
    expect(isPlainDelivery({ method: 'delivery', charges: [], refunds: [] })).toBe(true);
    expect(isPlainDelivery({ method: 'mobile_money', charges: [], refunds: [] })).toBe(false);
    // Mobile Money first, then on delivery after the charge failed: its charge stays in view.
    expect(isPlainDelivery({ method: 'delivery', charges: [charge('failed')], refunds: [] })).toBe(
      false,
    );
  });
});

describe('isPaymentMoving', () => {
  it('holds while a charge is on its way or waits for the shopper', () => {
    expect(isPaymentMoving({ status: 'awaiting_payment', charges: [] })).toBe(true);
    expect(isPaymentMoving({ status: 'payment_failed', charges: [charge('sending')] })).toBe(true);
    expect(isPaymentMoving({ status: 'paid', charges: [charge('paid')] })).toBe(false);
  });
});
