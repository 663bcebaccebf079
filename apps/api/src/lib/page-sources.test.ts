import { describe, expect, it } from 'vitest';
import { PageSources } from './page-sources.ts';

describe('what a page was made from', () => {
  const stock = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('shows the stock of all its answers, and is as old as the oldest that shows any', () => {
    const page = new PageSources({ version: 9, at: 5000 });
    page.add({ catalogueVersion: '4', stock: stock({ a: 3 }), checked: { version: 8, at: 4000 } });
    page.add({ catalogueVersion: '4', stock: stock({ b: 1 }), checked: { version: 9, at: 4500 } });
    // Categories or reviews, kept for long: no stock, so they do not make the page older.
    page.add({ catalogueVersion: '4', stock: stock({}), checked: { version: 2, at: 10 } });
    expect([...page.stock]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    expect(page.checked).toEqual({ version: 8, at: 4000 });
  });

  it('knows whether every answer was read at one catalogue version', () => {
    const page = new PageSources({ version: 1, at: 0 });
    page.add({ catalogueVersion: '4', stock: stock({}), checked: { version: 1, at: 0 } });
    expect(page.allAt('4')).toBe(true);
    page.add({ catalogueVersion: '5', stock: stock({ a: 1 }), checked: { version: 1, at: 0 } });
    expect(page.allAt('4')).toBe(false);
    expect(page.allAt('5')).toBe(false);
  });
});
