import { arrivalFor } from '@adepa/contract/delivery-fees';
import { toCedi, toPesewas } from '@adepa/contract/money';
import { MAX_ORDER_PESEWAS } from '@adepa/contract/order-messages';
import type { Order, placeOrderSchema } from '@adepa/contract/orders';
import { priceOrder } from '@adepa/contract/pricing';
import { ghanaDay, type TaxIncluded, taxParts } from '@adepa/contract/tax';
import type { z } from 'zod';
import { isPublicId } from '../../lib/ids.ts';
import { writeAsOne } from '../../lib/one-statement.ts';
import {
  chargeInsert,
  checkPromptLimits,
  guestWalletCode,
  holdUntil,
  newReference,
  orderCharge,
  payerOf,
  placedByMobileMoney,
  type Requester,
  useWalletCode,
} from '../../payments/index.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { readDeliveryPricing } from '../delivery/index.ts';
import { chooseVariant, lockForSale, pictureOf, type Shortage, takeStock } from '../stock/index.ts';
import { readTaxSettings } from '../tax/index.ts';
import { checkGuestOrders } from './guest-orders.ts';
import { orderPlacedMails } from './mails.ts';
import { earlierPlacement, isKeyUsed, placementInsert, requestHash } from './placement-keys.ts';
import {
  createOrderRepository,
  insertOrder,
  orderLinesInsert,
  orderPaymentUpdate,
  toOrder,
} from './repository.ts';
import { shopSmsNumber } from './shop-digest.ts';
import { shopNoticedRecentlySql } from './shop-digest-repository.ts';
import { orderPlacedSms } from './sms.ts';

// Placing an order: the lines and the delivery are priced from the database, and the stock taken,
// the order, its lines and its messages (or, paid by Mobile Money, its first charge) are written
// in one transaction. A line that cannot be
// served rolls the whole order back and comes back as a value: which product, and how many are
// left. So does a delivery fee that changed since the shopper saw it: the new fee, to show them.

type Checkout = z.output<typeof placeOrderSchema>;

/** The delivery fee in force for the order's region, and the different one the shopper was shown. */
export type FeeChange = { region: string; fee: number; shown: number };

export type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; shortage: Shortage }
  | { ok: false; feeChange: FeeChange }
  | { ok: false; tooLarge: true }
  /** More units of one product than an order may hold (the shop's UNITS_PER_LINE). */
  | { ok: false; tooMany: { name: string; most: number } }
  /** The Idempotency-Key was used before for a different request. */
  | { ok: false; keyReused: true };

/** The order's field that holds a guest's wallet code. */
const WALLET_CODE_FIELD = 'payment.walletCode';

class RefusedOrder extends Error {
  constructor(readonly result: Extract<PlaceOrderResult, { ok: false }>) {
    super('order refused');
  }
}

export function createOrderPlacement(
  { db, mail, sms, shop, publicUrl, limits, secret }: ServiceDeps,
  payments?: { wake(): void } | null,
) {
  const shopNumber = shopSmsNumber(shop.mobile);
  return async function placeOrder(
    input: Checkout,
    requester: Requester,
    idempotencyKey?: string,
  ): Promise<PlaceOrderResult> {
    const { customerId } = requester;
    const hash = idempotencyKey && requestHash(input, customerId);
    const nameSent = (productId: string) =>
      input.products.find((line) => line._id === productId)?.name;
    const unknown = input.products.find((line) => !isPublicId(line._id));
    if (unknown)
      return { ok: false, shortage: { productId: unknown._id, name: unknown.name, available: 0 } };

    const wanted = new Map<string, number>();
    for (const line of input.products) wanted.set(line._id, (wanted.get(line._id) ?? 0) + line.qty);
    // No order holds more of one product than the shop sells at once: an unpaid or made-up order
    // cannot empty a shelf.
    for (const [productId, qty] of wanted)
      if (qty > shop.unitsPerLine)
        return {
          ok: false,
          tooMany: { name: nameSent(productId) ?? 'one product', most: shop.unitsPerLine },
        };

    const mobileMoney = input.payment?.method === 'mobile_money' ? input.payment : undefined;
    // A guest's prompt to a number other than the order's phone needs the code texted to it,
    // checked before the order's transaction so that a wrong try counts though the order is
    // refused; a repeat under a used Idempotency-Key answers its order, whose code it used.
    const walletCodeId =
      mobileMoney && !(idempotencyKey && (await isKeyUsed(db, idempotencyKey)))
        ? await guestWalletCode(
            db,
            secret,
            mobileMoney,
            requester,
            [input.phoneNumber],
            WALLET_CODE_FIELD,
          )
        : undefined;

    try {
      const order = await db.transaction(async (tx) => {
        if (idempotencyKey && hash) {
          const earlier = await earlierPlacement(tx, idempotencyKey, hash);
          if (earlier && 'conflict' in earlier)
            throw new RefusedOrder({ ok: false, keyReused: true });
          const placed = earlier && (await createOrderRepository(tx).find(earlier.orderId));
          if (placed) return placed;
          // Its order was deleted since: the key cannot place another.
          if (earlier) throw new RefusedOrder({ ok: false, keyReused: true });
        }
        if (walletCodeId) await useWalletCode(tx, walletCodeId, WALLET_CODE_FIELD);
        // A Mobile Money order is counted as prompts and unpaid orders until its money comes; an
        // order paid on delivery, against its guest's phone.
        if (mobileMoney)
          await checkPromptLimits(tx, payerOf(mobileMoney, requester), limits.payments);
        else if (customerId === null)
          await checkGuestOrders(tx, input.phoneNumber, limits.guestOrdersPerPhone, shop.phone);
        const locked = await lockForSale(tx, [...wanted.keys()]);
        const missing = input.products.find((line) => !locked.has(line._id));
        if (missing)
          throw new RefusedOrder({
            ok: false,
            shortage: { productId: missing._id, name: missing.name, available: 0 },
          });
        const lines = input.products.map((line, position) => {
          const product = locked.get(line._id)!;
          const { variant, size, color } = chooseVariant(product, line, position);
          return {
            position,
            productId: product.id,
            name: product.name,
            brand: product.brand,
            qty: line.qty,
            pricePesewas: variant?.discountPesewas ?? product.pricePesewas,
            imageUrl: pictureOf(product, variant),
            productSize: size,
            productColor: color,
            variantId: variant?.id ?? null,
            sku: variant?.sku ?? null,
            taxExempt: product.taxExempt,
          };
        });
        const shortage = await takeStock(tx, locked, lines);
        if (shortage)
          throw new RefusedOrder({
            ok: false,
            shortage: { ...shortage, name: shortage.name ?? nameSent(shortage.productId) },
          });
        const region = input.province;
        const rules = { delivery: await readDeliveryPricing(tx), tax: await readTaxSettings(tx) };
        const today = ghanaDay(new Date());
        const price = priceOrder(lines, region, rules, today);
        const arrives = arrivalFor(rules.delivery, region, today);
        const fee = toCedi(price.deliveryPesewas);
        if (
          input.deliveryFee !== undefined &&
          toPesewas(input.deliveryFee) !== price.deliveryPesewas
        ) {
          const feeChange = { region, fee, shown: input.deliveryFee };
          throw new RefusedOrder({ ok: false, feeChange });
        }
        if (price.totalPesewas > MAX_ORDER_PESEWAS)
          throw new RefusedOrder({ ok: false, tooLarge: true });

        const row = await insertOrder(tx, {
          customerId,
          name: input.name,
          email: input.email ?? null,
          phoneNumber: input.phoneNumber,
          region,
          area: input.area,
          address: input.address ?? null,
          deliveryNote: input.deliveryNote ?? null,
          arrivesFrom: arrives.from,
          arrivesBy: arrives.to,
          itemsPesewas: price.itemsPesewas,
          deliveryFeePesewas: price.deliveryPesewas,
          taxPesewas: price.taxPesewas,
          totalPesewas: price.totalPesewas,
          ...storedTax(price.tax),
          // The owner had a new-order SMS a minute ago: this order waits for the next digest. A
          // Mobile Money order is told of when its money comes (payments/order-payments.ts).
          shopNoticePending: mobileMoney ? false : shopNoticedRecentlySql(tx, shopNumber),
        });
        const placement =
          idempotencyKey && hash ? [placementInsert(tx, idempotencyKey, hash, row.id)] : [];
        if (mobileMoney) {
          // Waiting for its money, holding its stock; its messages wait for the money too
          // (payments/order-payments.ts). The charge goes out once this transaction has committed.
          const reference = newReference(row.orderNumber);
          const { payment } = placedByMobileMoney(row.totalPesewas, reference);
          await writeAsOne(tx, [
            orderLinesInsert(tx, row.id, lines),
            chargeInsert(tx, orderCharge(row, reference, mobileMoney, requester, shop.email)),
            orderPaymentUpdate(tx, row.id, {
              method: payment.method,
              status: payment.status,
              paidBy: null,
              holdUntil: holdUntil(),
            }).getSQL(),
            ...placement,
          ]);
          return toOrder({
            ...row,
            paymentMethod: payment.method,
            paymentStatus: payment.status,
            lines,
          });
        }
        // The order as written: the row the insert answered, and its lines.
        const placed = toOrder({ ...row, lines });
        const texts = orderPlacedSms(shop, placed, publicUrl);
        // The lines and the order's messages in one statement, after the SMS limits' checks.
        await writeAsOne(tx, [
          orderLinesInsert(tx, row.id, lines),
          mail.outboxInsert(tx, orderPlacedMails(shop, placed, publicUrl)),
          await sms.outboxInsert(
            tx,
            row.shopNoticePending ? texts.filter((text) => !text.toShop) : texts,
          ),
          ...placement,
        ]);
        return placed;
      });
      mail.wake();
      sms.wake();
      payments?.wake();
      return { ok: true, order };
    } catch (error) {
      if (error instanceof RefusedOrder) return error.result;
      throw error;
    }
  };
}

/** The order's columns of the tax its total includes, split by levy (all null when none). */
function storedTax(included: TaxIncluded | null) {
  const tax = included && taxParts(included);
  return {
    taxIncludedPesewas: tax?.includedPesewas ?? null,
    vatPesewas: tax?.vatPesewas ?? null,
    nhilPesewas: tax?.nhilPesewas ?? null,
    getfundPesewas: tax?.getfundPesewas ?? null,
    taxTin: tax?.tin ?? null,
    taxRates: tax?.rates ?? null,
  };
}
