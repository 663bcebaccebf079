import { describe, expect, it } from 'vitest';
import { rowsInPages } from './keyset.ts';

const numbers = Array.from({ length: 7 }, (_, i) => i + 1);

describe('rowsInPages', () => {
  it('reads every row once, a page after the last row of the one before, as asked', async () => {
    const asked: (number | undefined)[] = [];
    const rows = await rowsInPages(async (after: number | undefined, limit) => {
      asked.push(after);
      return numbers.filter((n) => n > (after ?? 0)).slice(0, limit);
    }, 3);
    expect(asked).toEqual([undefined]);
    const seen: number[] = [];
    for await (const row of rows) seen.push(row);
    expect(seen).toEqual(numbers);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('reads one more page when the last one was full', async () => {
    let reads = 0;
    const rows = await rowsInPages(async (after: number | undefined, limit) => {
      reads += 1;
      return numbers.filter((n) => n > (after ?? 0)).slice(0, limit);
    }, 7);
    for await (const _ of rows);
    expect(reads).toBe(2);
  });

  it('fails at once when the first page cannot be read', async () => {
    await expect(
      rowsInPages(async () => {
        throw new Error('database down');
      }, 10),
    ).rejects.toThrow('database down');
  });
});
