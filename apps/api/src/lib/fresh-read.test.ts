import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.ts';

/** A read whose answers the test releases one by one, counting how many were started. */
function controlledRead() {
  const pending: (() => void)[] = [];
  let started = 0;
  let value = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        started++;
        const seen = value;
        pending.push(() => resolve(seen));
      }),
    set: (v: number) => {
      value = v;
    },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    },
    started: () => started,
  };
}

describe('freshRead', () => {
  it('never answers a caller with a read that began before it asked', async () => {
    const source = controlledRead();
    const current = freshRead(source.read);
    const first = current();
    source.set(1); // a write commits while the first read is under way
    const second = current();
    const third = current();
    await source.finishOne();
    expect(await first).toBe(0);
    expect(source.started()).toBe(2);
    await source.finishOne();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('shares one read among the callers that wait for it, and starts afresh when idle', async () => {
    const source = controlledRead();
    const current = freshRead(source.read);
    const callers = [current(), current(), current(), current()];
    await source.finishOne();
    await source.finishOne();
    await Promise.all(callers);
    expect(source.started()).toBe(2);
    const later = current();
    expect(source.started()).toBe(3);
    await source.finishOne();
    await later;
  });

  it('passes a failed read on to the callers that shared it', async () => {
    let calls = 0;
    const current = freshRead(async () => {
      calls++;
      if (calls === 2) throw new Error('database unavailable');
      return calls;
    });
    const first = current();
    const second = current();
    await expect(first).resolves.toBe(1);
    await expect(second).rejects.toThrow('database unavailable');
    await expect(current()).resolves.toBe(3);
  });
});
