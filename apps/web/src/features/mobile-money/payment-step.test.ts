import type { OrderPayment } from '@adepa/contract/payments';
import { describe, expect, it } from 'vitest';
import { holdText, isWaiting, stepText } from './payment-step';

const payment = (patch: Partial<OrderPayment>): OrderPayment => ({
  orderId: 'GH-2026-000123',
  method: 'mobile_money',
  status: 'awaiting_payment',
  step: 'approve',
  amount: 1250,
  network: 'mtn',
  wallet: '+233244550123',
  instructions: null,
  failure: null,
  holdUntil: null,
  walletsWithoutCode: null,
  ...patch,
});

describe('a Mobile Money payment in words', () => {
  it('asks the shopper to approve the prompt sent to their wallet, for the amount', () => {
    const text = stepText(payment({ step: 'approve' }));
    expect(text.heading).toBe('Approve the prompt on your phone');
    expect(text.body).toContain('MTN MoMo');
    expect(text.body).toContain('+233\u00a024\u00a0455\u00a00123');
    expect(text.body).toContain('₵1,250.00');
  });

  it("gives the gateway's own instructions for a Telecel voucher", () => {
    const instructions = 'Please dial *110# to generate a voucher code. Then input the voucher';
    expect(stepText(payment({ step: 'voucher', network: 'telecel', instructions })).body).toBe(
      instructions,
    );
    expect(stepText(payment({ step: 'voucher', network: 'telecel' })).body).toContain('voucher');
  });

  it('says why a payment failed when the api knows, and what failed when it does not', () => {
    const failure = 'You declined the payment on your phone.';
    expect(stepText(payment({ step: 'failed', failure })).body).toBe(failure);
    expect(stepText(payment({ step: 'failed' })).body).toContain('MTN MoMo');
  });

  it('names the sending, paid and on-delivery steps', () => {
    expect(stepText(payment({ step: 'sending' })).heading).toBe(
      'Sending the request to your phone…',
    );
    expect(stepText(payment({ step: 'paid', status: 'paid' })).body).toContain(
      'You paid ₵1,250.00',
    );
    expect(stepText(payment({ step: 'none', network: null, wallet: null })).body).toContain(
      'when your order is delivered',
    );
  });

  it('keeps asking only while the shop waits for the gateway or the shopper', () => {
    expect(['sending', 'approve', 'voucher'].every((s) => isWaiting(s as never))).toBe(true);
    expect(['paid', 'failed', 'none'].some((s) => isWaiting(s as never))).toBe(false);
  });
});

describe('the hold on the items', () => {
  const now = new Date('2026-11-26T22:00:00Z');

  it('says until when, in Ghana time, the items are kept', () => {
    expect(holdText('2026-11-26T22:07:00.000Z', now)).toBe(
      'We keep your items for 7 minutes while you pay, until 22:07.',
    );
  });

  it('says nothing once the hold is over, or when there is none', () => {
    expect(holdText('2026-11-26T21:59:00.000Z', now)).toBeUndefined();
    expect(holdText(null, now)).toBeUndefined();
  });
});
