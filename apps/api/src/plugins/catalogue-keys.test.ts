import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue-cache.ts';

describe('what catalogue caches key on', () => {
  it('takes an edit at once, and a change of stock at most once in its window', () => {
    let now = 1_000;
    const keyOf = catalogueKeys(5000, () => now);
    expect(keyOf({ catalogue: 7, stock: 1 })).toBe('7.1');
    now += 100;
    expect(keyOf({ catalogue: 7, stock: 2 })).toBe('7.2'); // the first order after a quiet while
    now += 1000;
    expect(keyOf({ catalogue: 7, stock: 3 })).toBe('7.2'); // orders keep coming: stock waits
    expect(keyOf({ catalogue: 8, stock: 4 })).toBe('8.2'); // an edit does not
    now += 4000;
    expect(keyOf({ catalogue: 8, stock: 5 })).toBe('8.5');
  });

  it('shows every change of stock at once with no window', () => {
    const keyOf = catalogueKeys(0, () => 0);
    expect(keyOf({ catalogue: 1, stock: 1 })).toBe('1.1');
    expect(keyOf({ catalogue: 1, stock: 2 })).toBe('1.2');
  });
});
