import { describe, expect, it } from 'vitest';
import { recentPing } from './recent-ping.ts';

function database() {
  let clock = 0;
  let pings = 0;
  let up = true;
  return {
    ping: async () => {
      pings++;
      if (!up) throw new Error('the database does not answer');
    },
    now: () => clock,
    wait: (ms: number) => {
      clock += ms;
    },
    goDown: () => {
      up = false;
    },
    comeBack: () => {
      up = true;
    },
    pings: () => pings,
  };
}

describe('recentPing', () => {
  it('answers the checks of one second with one ping, and pings again after it', async () => {
    const db = database();
    const answers = recentPing(db.ping, 1000, db.now);
    expect(await Promise.all([answers(), answers(), answers()])).toEqual([true, true, true]);
    db.wait(999);
    expect(await answers()).toBe(true);
    expect(db.pings()).toBe(1);
    db.wait(1);
    db.goDown();
    expect(await answers()).toBe(false);
    expect(db.pings()).toBe(2);
  });

  it('does not keep a failed ping: a database that answers again shows at once', async () => {
    const db = database();
    const answers = recentPing(db.ping, 1000, db.now);
    db.goDown();
    expect(await answers()).toBe(false);
    db.comeBack();
    expect(await answers()).toBe(true);
    expect(db.pings()).toBe(2);
  });
});
