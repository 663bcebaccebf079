import { MAX_HOLIDAYS } from '@adepa/contract/arrival';
import {
  arrivalFor,
  type DeliveryPricing,
  defaultDeliveryPricing,
} from '@adepa/contract/delivery-fees';
import { toCedi, toPesewas } from '@adepa/contract/money';
import type { GhanaRegion } from '@adepa/contract/order-options';
import { priceOrder } from '@adepa/contract/pricing';
import { ghanaDay, NOT_REGISTERED } from '@adepa/contract/tax';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let categoryId: string;

beforeAll(async () => {
  // Many guest orders from one phone number: the limit on those has tests of its own.
  t = await createTestApp({ env: { GUEST_ORDERS_PER_PHONE: '0' } });
  admin = await signUpAdmin(t.app, t.db);
  categoryId = (await insertCategory(t.db)).id;
});
afterAll(() => t?.close());
beforeEach(() => setPricing(defaultDeliveryPricing));

/** The fees as the cart reads them (the tax setting beside them is tax.test.ts's). */
async function getPricing(): Promise<DeliveryPricing> {
  const { tax, ...pricing } = (await t.app.inject({ url: '/api/delivery-fees' })).json();
  expect(tax).toEqual(NOT_REGISTERED);
  return pricing;
}

function setPricing(pricing: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/delivery-fees',
    headers: bearer(admin),
    payload: pricing,
  });
}

const withFees = (fees: Partial<Record<GhanaRegion, number>>, freeAbove: number | null = 100) => ({
  fees: { ...defaultDeliveryPricing.fees, ...fees },
  freeAbove,
});

/** What the cart and the checkout show for these lines: the contract's rule on the shown pricing. */
function shownTotals(pricing: DeliveryPricing, region: GhanaRegion, lines: [number, number][]) {
  const priced = lines.map(([price, qty]) => ({ pricePesewas: toPesewas(price), qty }));
  const price = priceOrder(
    priced,
    region,
    { delivery: pricing, tax: NOT_REGISTERED },
    '2026-11-28',
  );
  return {
    itemsPrice: toCedi(price.itemsPesewas),
    shippingPrice: toCedi(price.deliveryPesewas),
    taxPrice: toCedi(price.taxPesewas),
    totalPrice: toCedi(price.totalPesewas),
  };
}

async function order(region: GhanaRegion, lines: [number, number][], extra = {}) {
  const ids: string[] = [];
  for (const [price] of lines)
    ids.push((await insertProduct(t.db, { categoryId, discount: price, stock: 50 })).id);
  const res = await placeOrder(
    t.app,
    lines.map(([, qty], i) => ({ _id: ids[i]!, qty })),
    undefined,
    { province: region, ...extra },
  );
  return { res, ids };
}

describe('delivery fees', () => {
  it('start as ₵10 in every region, free above ₵100', async () => {
    const pricing = await getPricing();
    expect(Object.keys(pricing.fees)).toHaveLength(16);
    expect(new Set(Object.values(pricing.fees))).toEqual(new Set([10]));
    expect(pricing.freeAbove).toBe(100);
  });

  it('are what the owner sets, for every region and the free delivery amount', async () => {
    const res = await setPricing(withFees({ Ashanti: 12.5, 'Upper West': 45 }, 250));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fees: { Ashanti: 12.5, 'Upper West': 45 }, freeAbove: 250 });
    expect(await getPricing()).toEqual(res.json());

    expect((await setPricing(withFees({}, null))).json().freeAbove).toBeNull();
  });

  it.each([
    [
      { ...withFees({}), fees: { ...withFees({}).fees, Volta: -1 } },
      'fees.Volta',
      'cannot be less',
    ],
    [withFees({ Volta: 10.125 }), 'fees.Volta', 'two decimals'],
    [withFees({ Volta: 5000 }), 'fees.Volta', 'at most'],
    [{ fees: { Ashanti: 10 }, freeAbove: 100 }, 'fees.Ahafo', ''],
    [withFees({}, -5), 'freeAbove', 'cannot be less'],
  ])('refuses a setting a person can fix: %j', async (pricing, _field, words) => {
    const res = await setPricing(pricing);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.stringContaining(words));
    expect(await getPricing()).toEqual(defaultDeliveryPricing);
  });
});

describe('an order pays the delivery fee shown in the cart and at checkout, to the pesewa', () => {
  it('for a region with a fee', async () => {
    await setPricing(withFees({ 'Greater Accra': 17.35 }));
    const shown = shownTotals(await getPricing(), 'Greater Accra', [
      [19.99, 3],
      [0.1, 2],
    ]);
    const { res } = await order('Greater Accra', [
      [19.99, 3],
      [0.1, 2],
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    expect(shown).toEqual({
      itemsPrice: 60.17,
      shippingPrice: 17.35,
      taxPrice: 0,
      totalPrice: 77.52,
    });
    expect(placed).toMatchObject(shown);
  });

  it('for an order over the free delivery amount, and one just at it', async () => {
    await setPricing(withFees({ Northern: 30 }, 150));
    const over = await order('Northern', [[75.005, 2]]);
    expect(over.res.json().order).toMatchObject({ itemsPrice: 150.02, shippingPrice: 0 });
    const at = await order('Northern', [[75, 2]]);
    expect(at.res.json().order).toMatchObject({
      itemsPrice: 150,
      shippingPrice: 30,
      totalPrice: 180,
    });
    expect(at.res.json().order).toMatchObject(
      shownTotals(await getPricing(), 'Northern', [[75, 2]]),
    );
  });

  it('with the fee in force when it is placed: a fee changed since checkout refuses the order and says so', async () => {
    const shownFee = (await getPricing()).fees.Volta;
    await setPricing(withFees({ Volta: 22 }));
    const { res, ids } = await order('Volta', [[40, 1]], { deliveryFee: shownFee });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'Delivery to Volta now costs ₵22.00, not ₵10.00. Check your new total, then place your order again.',
      region: 'Volta',
      deliveryFee: 22,
    });
    const [product] = await t.db.select().from(products).where(eq(products.id, ids[0]!));
    expect(product?.stock).toBe(50);

    const again = await placeOrder(t.app, [{ _id: ids[0]!, qty: 1 }], undefined, {
      province: 'Volta',
      deliveryFee: 22,
    });
    expect(again.statusCode).toBe(201);
    const stored = await t.db.select().from(orders).where(eq(orders.id, again.json().order._id));
    expect(stored[0]).toMatchObject({
      itemsPesewas: 4000,
      deliveryFeePesewas: 2200,
      taxPesewas: 0,
      totalPesewas: 6200,
    });
  });

  it('and a caller that does not say what it was shown pays the fee in force', async () => {
    await setPricing(withFees({ Oti: 14 }));
    const { res } = await order('Oti', [[20, 1]]);
    expect(res.json().order).toMatchObject({ shippingPrice: 14, totalPrice: 34 });
  });
});

describe('delivery times and holidays', () => {
  const today = () => ghanaDay(new Date());
  const inDays = (days: number) => ghanaDay(new Date(Date.now() + days * 86_400_000));

  it('start as 1-2 working days to Ashanti and 2-5 elsewhere, with no holidays', async () => {
    const pricing = await getPricing();
    expect(pricing.leadTimes.Ashanti).toEqual({ min: 1, max: 2 });
    expect(pricing.leadTimes['Upper West']).toEqual({ min: 2, max: 5 });
    expect(pricing.holidays).toEqual([]);
  });

  it('are what the owner sets; holidays kept in order, each once, gone ones dropped', async () => {
    const leadTimes = { ...defaultDeliveryPricing.leadTimes, Volta: { min: 3, max: 4 } };
    const holidays = [inDays(20), inDays(3), inDays(20), inDays(-2)];
    const res = await setPricing({ ...withFees({}), leadTimes, holidays });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leadTimes: { Volta: { min: 3, max: 4 } } });
    expect(res.json().holidays).toEqual([inDays(3), inDays(20)]);
    expect(await getPricing()).toEqual(res.json());

    // Fees saved without them (an older form) keep the times and the holidays.
    const fees = await setPricing(withFees({ Volta: 15 }));
    expect(fees.json()).toMatchObject({ leadTimes: { Volta: { min: 3, max: 4 } } });
    expect(fees.json().holidays).toEqual([inDays(3), inDays(20)]);
  });

  it.each([
    [{ Volta: { min: 0, max: 2 } }, [], 'leadTimes.Volta.min', 'at least 1'],
    [{ Volta: { min: 3, max: 2 } }, [], 'leadTimes.Volta.max', 'cannot come before'],
    [{ Volta: { min: 1, max: 31 } }, [], 'leadTimes.Volta.max', 'within 30'],
    [{ Volta: { min: 1.5, max: 2 } }, [], 'leadTimes.Volta.min', 'whole number'],
    [{}, ['2026-02-30'], 'holidays.0', 'real date'],
    [{}, ['25/12/2026'], 'holidays.0', 'YYYY-MM-DD'],
    [{}, Array.from({ length: MAX_HOLIDAYS + 1 }, (_, i) => inDays(i)), 'holidays', 'at most'],
  ])('refuses times and holidays a person can fix: %j %j', async (lead, holidays, field, words) => {
    const leadTimes = { ...defaultDeliveryPricing.leadTimes, ...lead };
    const res = await setPricing({ ...withFees({}), leadTimes, holidays });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.stringContaining(words));
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await getPricing()).toEqual(defaultDeliveryPricing);
  });

  it('promise an order the window of the day it is placed, which later changes leave alone', async () => {
    const holidays = [inDays(1), inDays(2)];
    await setPricing({ ...withFees({}), holidays });
    const pricing = await getPricing();
    const { res } = await order('Ashanti', [[20, 1]]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    const promised = arrivalFor(pricing, 'Ashanti', today());
    expect(placed.arrives).toEqual(promised);
    expect(promised.from > inDays(2)).toBe(true);

    await setPricing({
      ...withFees({}),
      leadTimes: { ...pricing.leadTimes, Ashanti: { min: 5, max: 9 } },
    });
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: placed.orderId, phoneNumber: placed.phoneNumber },
    });
    expect(tracked.json().order.arrives).toEqual(promised);
  });
});
