import { describe, expect, it } from 'vitest';
import { customerDeletionRefusal, reopenRefusal } from './order-change-rules.ts';

const PHONE = '+233 24 000 0000';

describe('reopening a cancelled order', () => {
  it('is refused while any refund of its money exists', () => {
    expect(reopenRefusal('cancelled', 'pending', 1)).toContain('cannot be reopened');
    expect(reopenRefusal('cancelled', 'processing', 2)).toContain('Place a new order');
  });

  it('is allowed when no money came in, and other changes are not its business', () => {
    expect(reopenRefusal('cancelled', 'pending', 0)).toBeUndefined();
    expect(reopenRefusal('pending', 'processing', 1)).toBeUndefined();
    expect(reopenRefusal('cancelled', 'cancelled', 1)).toBeUndefined();
  });
});

describe("a shopper's deletion", () => {
  const order = (paymentStatus: string, deliveryStatus: string) =>
    customerDeletionRefusal({ paymentStatus, deliveryStatus } as never, PHONE);

  it('is allowed for an unpaid order not yet prepared, or cancelled', () => {
    expect(order('unpaid', 'pending')).toBeUndefined();
    expect(order('payment_failed', 'pending')).toBeUndefined();
    expect(order('unpaid', 'cancelled')).toBeUndefined();
  });

  it('is refused for a paid order, one awaiting payment, and one past pending, naming the phone', () => {
    expect(order('paid', 'pending')).toContain('is paid');
    expect(order('paid', 'cancelled')).toContain('is paid');
    expect(order('awaiting_payment', 'pending')).toContain('waiting for your Mobile Money payment');
    for (const status of ['processing', 'warehouse', 'delivered'])
      expect(order('unpaid', status)).toContain('already being prepared or delivered');
    expect(order('paid', 'pending')).toContain(PHONE);
  });
});
