import { describe, expect, it } from 'vitest';
import { pageStock, type StockKept, stockCheck, stockShownIn } from './stock-shown.ts';

describe('the stock a reply shows', () => {
  it('is every product in it, at any depth, and nothing else with an id', () => {
    const details = {
      product: { _id: 'a', stock: 3, category: { _id: 'watches', name: 'Watches' } },
      relatedProducts: [{ _id: 'b', stock: 0 }],
      moreProducts: [{ _id: 'c', stock: 12, image: [{ url: '/c.webp' }] }],
      reviews: [{ _id: 'r1', rating: 5 }],
    };
    expect([...stockShownIn(details)]).toEqual([
      ['a', 3],
      ['b', 0],
      ['c', 12],
    ]);
    expect(stockShownIn({ priceRange: { low: 1, high: 2 } }).size).toBe(0);
  });
});

describe('checking a kept reply against the stock in the table', () => {
  function setup(withinMs: number) {
    let now = 10_000;
    const table = new Map([
      ['a', 3],
      ['b', 7],
    ]);
    const reads: string[][] = [];
    const check = stockCheck({
      withinMs,
      now: () => now,
      readStock: async (ids) => {
        reads.push(ids);
        return new Map(ids.flatMap((id) => (table.has(id) ? [[id, table.get(id)!]] : [])));
      },
    });
    const kept = (stock: Record<string, number>, version: number): StockKept => ({
      stock: new Map(Object.entries(stock)),
      checked: { version, at: now },
    });
    return { check, kept, table, reads, tick: (ms: number) => (now += ms) };
  }

  it('reads nothing while the stock version has not moved', async () => {
    const s = setup(5000);
    const reply = s.kept({ a: 3 }, 1);
    s.tick(60_000);
    expect(await s.check(reply, 1)).toBe(true);
    expect(s.reads).toEqual([]);
  });

  it('checks at once after a quiet while, and keeps a reply whose products did not move', async () => {
    const s = setup(5000);
    const a = s.kept({ a: 3 }, 1);
    const b = s.kept({ b: 7 }, 1);
    s.table.set('a', 2);
    expect(await s.check(b, 2)).toBe(true);
    expect(await s.check(a, 2)).toBe(false);
    expect(s.reads).toEqual([['b'], ['a']]);
    // Known true at version 2: no second read for it.
    expect(await s.check(b, 2)).toBe(true);
    expect(s.reads).toHaveLength(2);
  });

  it('while changes keep coming, checks each reply at most once in its window', async () => {
    const s = setup(5000);
    const a = s.kept({ a: 3 }, 1);
    expect(await s.check(a, 2)).toBe(true); // the first change after a quiet while: checked
    s.tick(1000);
    s.table.set('a', 2);
    expect(await s.check(a, 3)).toBe(true); // shown late, within the window
    s.tick(3999);
    expect(await s.check(a, 4)).toBe(true);
    expect(s.reads).toHaveLength(1);
    s.tick(1);
    expect(await s.check(a, 5)).toBe(false); // 5 s after it was last known true
  });

  it('shares one read between the requests that arrive while it is under way', async () => {
    const s = setup(0);
    const a = s.kept({ a: 3, b: 7 }, 1);
    const answers = await Promise.all([s.check(a, 2), s.check(a, 2), s.check(a, 2)]);
    expect(answers).toEqual([true, true, true]);
    expect(s.reads).toEqual([['a', 'b']]);
  });

  it('calls a reply showing a product no longer there out of date', async () => {
    const s = setup(0);
    const reply = s.kept({ gone: 1 }, 1);
    expect(await s.check(reply, 2)).toBe(false);
  });
});

describe('a page that shows products as cards', () => {
  // A product page: its own product "a" and its size "a-m" in full, "b" and "c" on its shelves.
  const page = pageStock(
    new Map([
      ['a', 57],
      ['a-m', 30],
      ['b', 57],
      ['c', 4],
    ]),
    ['a', 'a-m'],
    20,
  );

  it('notes its own product in full, and of a card only up to what one line of an order may take', () => {
    expect([...page.stock]).toEqual([
      ['a', 57],
      ['a-m', 30],
      ['b', 20],
      ['c', 4],
    ]);
  });

  it("is still true when a card's product keeps more than a line may take, not when it falls to it", async () => {
    const table = new Map([
      ['a', 57],
      ['a-m', 30],
      ['b', 57],
      ['c', 4],
    ]);
    const check = stockCheck({ withinMs: 0, readStock: async () => new Map(table) });
    const kept = (): StockKept => ({ ...page, checked: { version: 1, at: 0 } });

    table.set('b', 21);
    expect(await check(kept(), 2)).toBe(true);
    table.set('b', 20);
    expect(await check(kept(), 3)).toBe(true);
    table.set('b', 19);
    expect(await check(kept(), 4)).toBe(false);

    table.set('b', 57);
    table.set('c', 3);
    expect(await check(kept(), 5)).toBe(false);
    table.set('c', 4);
    table.set('a-m', 29);
    expect(await check(kept(), 6)).toBe(false);
    table.set('a-m', 30);
    table.set('a', 56);
    expect(await check(kept(), 7)).toBe(false);
    table.delete('a');
    expect(await check(kept(), 8)).toBe(false);
  });
});
