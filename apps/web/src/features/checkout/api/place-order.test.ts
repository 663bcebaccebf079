import type { PlaceOrderInput } from '@adepa/contract/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { placeOrder } from './place-order';

// The checkout's Idempotency-Key: the same order sent again after a lost reply goes under the same
// key (the shop answers the order it placed); a changed order, or one after a placed order, under
// a new one.

const order = (qty: number) =>
  ({
    name: 'Ama Mensah',
    phoneNumber: '0244550123',
    province: 'Ashanti',
    area: 'Bantama',
    products: [{ _id: 'p1', qty }],
  }) as PlaceOrderInput;

/** The shop as the browser meets it: each answer in turn (an Error is a connection lost). */
function shop(answers: (Error | number)[]) {
  const keys: (string | null)[] = [];
  setApiTransport(async (_path, init) => {
    keys.push(new Headers(init.headers).get('idempotency-key'));
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ isSuccess: true, order: {} }), { status: answer });
  });
  return keys;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('placing an order again', () => {
  it('sends the same order under the same key after a lost reply, and a new key after that', async () => {
    const keys = shop([new TypeError('network'), 201, 201]);
    await expect(placeOrder(order(1))).rejects.toThrow();
    await placeOrder(order(1));
    await placeOrder(order(1));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends a changed order under a new key', async () => {
    const keys = shop([409, 201]);
    await expect(placeOrder(order(3))).rejects.toThrow();
    await placeOrder(order(2));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
