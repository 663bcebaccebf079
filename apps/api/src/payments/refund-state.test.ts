import { describe, expect, it } from 'vitest';
import {
  AT_GATEWAY,
  CLAIMABLE,
  GATEWAY_REFUND_STATUSES,
  REFUND_ROW_STATES,
  refundToAdopt,
  refusalToStart,
  stateOfGatewayStatus,
} from './refund-state.ts';

describe('a refund', () => {
  it('is started (claimed, or marked done by hand) only when owed or failed', () => {
    expect(REFUND_ROW_STATES.filter((state) => refusalToStart(state) === undefined)).toEqual([
      ...CLAIMABLE,
    ]);
    expect(refusalToStart('processing')).toMatch(/already on its way through Paystack/);
    expect(refusalToStart('needs_attention')).toMatch(/Paystack dashboard/);
    expect(refusalToStart('refunded')).toBe('This refund is made already.');
  });

  it("moves by the gateway's word: pending and processing are on the way", () => {
    expect(GATEWAY_REFUND_STATUSES.map(stateOfGatewayStatus)).toEqual([
      'processing',
      'processing',
      'refunded',
      'failed',
      'needs_attention',
    ]);
  });

  it('is followed at the gateway while processing or needing attention, never once refunded', () => {
    expect(AT_GATEWAY).toEqual(['processing', 'needs_attention']);
    expect(AT_GATEWAY).not.toContain('refunded');
  });
});

describe('a claim whose request died', () => {
  const found = (id: string, status: (typeof GATEWAY_REFUND_STATUSES)[number]) => ({ id, status });

  it('adopts the refund the gateway has, the furthest along first', () => {
    expect(refundToAdopt([found('1', 'pending')])?.id).toBe('1');
    expect(refundToAdopt([found('1', 'pending'), found('2', 'processed')])?.id).toBe('2');
    expect(refundToAdopt([found('1', 'failed'), found('2', 'needs-attention')])?.id).toBe('2');
  });

  it('adopts none when there is none, or only failed ones (they moved no money)', () => {
    expect(refundToAdopt([])).toBeUndefined();
    expect(refundToAdopt([found('1', 'failed')])).toBeUndefined();
  });
});
