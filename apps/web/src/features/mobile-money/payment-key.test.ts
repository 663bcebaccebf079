import { describe, expect, it } from 'vitest';
import { recallPaymentKey, rememberPaymentKey } from './payment-key';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('payment keys', () => {
  it('gives back the key kept for an order, and none for another order', () => {
    const store = memoryStore();
    rememberPaymentKey('GH-2026-000123', 'key-123', store);
    expect(recallPaymentKey('GH-2026-000123', store)).toBe('key-123');
    expect(recallPaymentKey('GH-2026-000124', store)).toBeUndefined();
  });

  it('keeps no key, without failing, where storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberPaymentKey('GH-2026-000123', 'key-123', refusing)).not.toThrow();
    expect(recallPaymentKey('GH-2026-000123', refusing)).toBeUndefined();
    expect(recallPaymentKey('GH-2026-000123', undefined)).toBeUndefined();
  });
});
