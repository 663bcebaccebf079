import type { Refund } from '@adepa/contract/payments';
import { describe, expect, it } from 'vitest';
import {
  canStartRefund,
  chargeState,
  isPaymentMoving,
  isPlainDelivery,
  owedTotal,
  refundHeading,
  refundState,
} from './payment-words';

const refund = (over: Partial<Refund> = {}): Refund => ({
  _id: 'r1',
  reference: 'ADP-1-abc',
  amount: 120.5,
  reason: 'order cancelled',
  state: 'owed',
  gatewayStatus: null,
  message: null,
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

describe('refundHeading', () => {
  it('says each state in words, with its tone', () => {
    expect(refundHeading(refund())).toEqual({ text: 'Refund owed: ₵120.50', tone: 'bad' });
    expect(refundHeading(refund({ state: 'processing' }))).toEqual({
      text: 'Paystack is refunding ₵120.50',
      tone: 'waiting',
    });
    expect(refundHeading(refund({ state: 'failed' })).text).toBe(
      'Refund failed at Paystack: ₵120.50 still owed',
    );
    expect(refundHeading(refund({ state: 'needs_attention' })).text).toMatch(/Paystack needs you/);
    expect(refundHeading(refund({ state: 'refunded', refundedHow: 'dashboard' })).tone).toBe(
      'good',
    );
  });

  it('offers the buttons only for a refund owed or failed', () => {
    const states = ['owed', 'processing', 'refunded', 'failed', 'needs_attention'] as const;
    expect(states.filter((state) => canStartRefund(refund({ state })))).toEqual(['owed', 'failed']);
  });
});

describe('owedTotal', () => {
  it('adds up the refunds the owner must still act on, to the pesewa', () => {
    const refunds = [
      refund({ amount: 0.1 }),
      refund({ _id: 'r2', amount: 0.2, state: 'failed' }),
      refund({ _id: 'r3', amount: 50, state: 'refunded', refundedHow: 'gateway' }),
      refund({ _id: 'r4', amount: 7, state: 'processing' }),
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
    const onItsWay = [refund({ state: 'processing' })];
    expect(isPaymentMoving({ status: 'paid', charges: [charge('paid')], refunds: onItsWay })).toBe(
      true,
    );
  });
});
