import { describe, expect, it } from 'vitest';
import { orderSearchString, parseOrderSearch } from './order-search.ts';

describe('the orders list address', () => {
  it('reads back what it writes, in one order, without page 1', () => {
    const filters = { q: '024 455 0123', status: 'pending', from: '2026-03-01' } as const;
    const written = orderSearchString(filters, 2);
    expect(written).toBe('?q=024+455+0123&status=pending&from=2026-03-01&page=2');
    expect(parseOrderSearch(written)).toEqual(filters);
    expect(orderSearchString({}, 1)).toBe('');
  });

  it('drops what the search would refuse rather than sending it on', () => {
    expect(parseOrderSearch('?status=lost&payment=paid&from=2026-02-30&to=2026-03-01')).toEqual({
      payment: 'paid',
      to: '2026-03-01',
    });
    expect(parseOrderSearch('?from=2026-03-05&to=2026-03-01&q=%20%20')).toEqual({
      from: '2026-03-05',
    });
  });
});
