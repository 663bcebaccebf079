import { describe, expect, it } from 'vitest';
import { keptRead } from './kept-read.ts';

function counted() {
  let reads = 0;
  let fail = false;
  return {
    read: async () => {
      reads++;
      if (fail) throw new Error('database away');
      return reads;
    },
    failNext: (value: boolean) => {
      fail = value;
    },
    reads: () => reads,
  };
}

describe('keptRead', () => {
  it('answers from the read it keeps until that read is maxAgeMs old', async () => {
    let clock = 0;
    const source = counted();
    const versions = keptRead(source.read, { maxAgeMs: 1000, now: () => clock });
    expect(await versions.read()).toBe(1);
    clock = 999;
    expect(await versions.read()).toBe(1);
    clock = 1000;
    expect(await versions.read()).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('reads again after forget(), as after a write or a notice of one', async () => {
    const source = counted();
    const versions = keptRead(source.read, { maxAgeMs: Number.POSITIVE_INFINITY });
    expect(await versions.read()).toBe(1);
    expect(await versions.read()).toBe(1);
    versions.forget();
    expect(await versions.read()).toBe(2);
  });

  it('keeps no failed read, and with no age to keep, reads for every caller', async () => {
    const source = counted();
    const kept = keptRead(source.read, { maxAgeMs: Number.POSITIVE_INFINITY });
    source.failNext(true);
    await expect(kept.read()).rejects.toThrow('database away');
    source.failNext(false);
    expect(await kept.read()).toBe(2);

    const never = keptRead(source.read, { maxAgeMs: 0 });
    expect(await never.read()).toBe(3);
    expect(await never.read()).toBe(4);
  });
});
