import { toCedi } from '@adepa/contract/money';
import type { OrderSearch } from '@adepa/contract/order-search';
import {
  type AdminOrder,
  type AdminOrderPage,
  type DeliveryStatus,
  type LastDelivery,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderPage,
  type PaymentFlag,
} from '@adepa/contract/orders';
import { TAX_RATES, type TaxSplit, taxSplit } from '@adepa/contract/tax';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { orderLines, orders, paymentCharges } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { pageCount } from '../../lib/paging.ts';
import { chargeReferences, latestReference, type StoredPayment } from '../../payments/index.ts';
import { orderSearchCondition } from './order-search-repository.ts';

/** An order as stored, with its lines in their order (what a line's own row adds is not needed). */
type OrderRow = typeof orders.$inferSelect & {
  lines: Omit<typeof orderLines.$inferSelect, 'id' | 'orderId'>[];
};

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    orderId: row.orderNumber,
    date: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    address: row.address,
    province: row.region,
    area: row.area,
    phoneNumber: row.phoneNumber,
    userId: row.customerId,
    products: row.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      qty: line.qty,
      price: toCedi(line.pricePesewas),
      imageUrl: line.imageUrl,
      productSize: line.productSize,
      productColor: line.productColor,
      variantId: line.variantId,
      sku: line.sku,
      taxExempt: line.taxExempt,
    })),
    deliveryNote: row.deliveryNote,
    arrives: row.arrivesFrom && row.arrivesBy ? { from: row.arrivesFrom, to: row.arrivesBy } : null,
    itemsPrice: toCedi(row.itemsPesewas),
    shippingPrice: toCedi(row.deliveryFeePesewas),
    taxPrice: toCedi(row.taxPesewas),
    totalPrice: toCedi(row.totalPesewas),
    tax: storedTaxOf(row),
    payment_method: row.paymentMethod as Order['payment_method'],
    payment_status: row.paymentStatus as Order['payment_status'],
    delivery_status: row.deliveryStatus as DeliveryStatus,
  };
}

/** The tax split the order stored at placement, as its reply carries it. */
function storedTaxOf(row: OrderRow): TaxSplit | null {
  if (row.taxIncludedPesewas === null) return null;
  const tax = {
    includedPesewas: row.taxIncludedPesewas,
    vatPesewas: row.vatPesewas ?? 0,
    nhilPesewas: row.nhilPesewas ?? 0,
    getfundPesewas: row.getfundPesewas ?? 0,
    tin: row.taxTin,
    rates: row.taxRates ?? TAX_RATES,
  };
  return taxSplit(tax, row.totalPesewas);
}

/** The order as the owner sees it: with why its money is in doubt, if it is. */
export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...toOrder(row),
    payment_flag: (row.paymentFlag as PaymentFlag | null) ?? null,
    payment_flagged_at: row.paymentFlaggedAt?.toISOString() ?? null,
    evatInvoice: row.evatInvoice,
  };
}

/** Readable order numbers: GH-2026-000123. */
const ORDER_NUMBER = /^GH-\d{4}-\d{6,}$/i;

/** The condition that finds an order by its id or its readable number; none for anything else. */
function orderKey(idOrNumber: string): SQL | undefined {
  if (isPublicId(idOrNumber)) return eq(orders.id, idOrNumber);
  if (ORDER_NUMBER.test(idOrNumber)) return eq(orders.orderNumber, idOrNumber.toUpperCase());
  return undefined;
}

/** Orders that were not deleted (deletion only hides an order; the shop's books keep it). */
const visible = isNull(orders.deletedAt);

export function createOrderRepository(db: Db | Tx) {
  /** Orders with their lines, the newest first (or the oldest first). */
  function findOrders(where: SQL | undefined, limit: number, offset = 0, oldestFirst = false) {
    const by = oldestFirst ? asc : desc;
    return db.query.orders.findMany({
      where,
      orderBy: [by(orders.createdAt), by(orders.id)],
      limit,
      offset,
      with: { lines: { orderBy: (line, { asc }) => [asc(line.position)] } },
    });
  }

  async function pageOf<T>(where: SQL | undefined, page: number, reply: (row: OrderRow) => T) {
    const [rows, [totals]] = await Promise.all([
      findOrders(where, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return {
      orders: rows.map(reply),
      currentPage: page,
      numberOfPages: pageCount(totals?.total ?? 0, ORDERS_PAGE_SIZE),
      count: totals?.total ?? 0,
    };
  }

  return {
    page(page: number, customerId?: string): Promise<OrderPage> {
      const where = customerId ? and(visible, eq(orders.customerId, customerId)) : visible;
      return pageOf(where, page, toOrder);
    },

    /** A page of the visible orders the search finds (every one without it), as the owner sees them. */
    adminPage(page: number, search: OrderSearch = {}): Promise<AdminOrderPage> {
      return pageOf(and(visible, orderSearchCondition(search)), page, toAdminOrder);
    },

    /** A visible order as the owner sees it, by its id or its readable number. */
    async findForAdmin(idOrNumber: string): Promise<AdminOrder | undefined> {
      const key = orderKey(idOrNumber);
      if (!key) return undefined;
      const [row] = await findOrders(and(visible, key), 1);
      return row && toAdminOrder(row);
    },

    /** Where the customer's latest order (one they did not delete) went, if they have one. */
    async lastDelivery(customerId: string): Promise<LastDelivery | null> {
      const [row] = await db
        .select({
          name: orders.name,
          phoneNumber: orders.phoneNumber,
          province: orders.region,
          area: orders.area,
          address: orders.address,
        })
        .from(orders)
        .where(and(visible, eq(orders.customerId, customerId)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The orders of `day` (YYYY-MM-DD) still to deliver, the oldest first, for the riders' slips. */
    async toDeliverOn(day: string, limit: number): Promise<AdminOrder[]> {
      const start = new Date(`${day}T00:00:00Z`);
      const end = new Date(start.getTime() + 86_400_000);
      const toDeliver = and(
        visible,
        inArray(orders.deliveryStatus, ['pending', 'processing']),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      );
      return (await findOrders(toDeliver, limit, 0, true)).map(toAdminOrder);
    },

    /** A visible order with what its receipt adds: who it is for, what paid it, its E-VAT number. */
    async findReceipt(idOrNumber: string) {
      const key = orderKey(idOrNumber);
      if (!key) return undefined;
      const [row] = await findOrders(and(visible, key), 1);
      if (!row) return undefined;
      const paid = row.paymentMethod === 'mobile_money' && row.paymentStatus === 'paid';
      return {
        order: toOrder(row),
        customerId: row.customerId,
        paymentReference: paid ? row.paidBy : null,
        evatInvoice: row.evatInvoice,
      };
    },

    /** A visible order by its id (`_id`) or its readable number (`orderId`). */
    async find(idOrNumber: string): Promise<(Order & { customerId: string | null }) | undefined> {
      const key = orderKey(idOrNumber);
      if (!key) return undefined;
      const [row] = await findOrders(and(visible, key), 1);
      return row && { ...toOrder(row), customerId: row.customerId };
    },

    async recent(limit: number): Promise<Order[]> {
      return (await findOrders(visible, limit)).map(toOrder);
    },

    /** How many visible orders there are, in all and in each delivery status. */
    async statusCounts() {
      const byStatus = (status: DeliveryStatus) =>
        sql<number>`count(*) filter (where ${orders.deliveryStatus} = ${status})`.mapWith(Number);
      const [row] = await db
        .select({
          total: count(),
          pending: byStatus('pending'),
          processing: byStatus('processing'),
          delivered: byStatus('delivered'),
          cancelled: byStatus('cancelled'),
          // Paid orders whose money is in doubt, still to sort out (a cancelled one is sorted).
          flagged:
            sql<number>`count(*) filter (where ${orders.paymentFlag} is not null and ${orders.deliveryStatus} <> 'cancelled')`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(visible);
      return {
        total: row?.total ?? 0,
        pending: row?.pending ?? 0,
        processing: row?.processing ?? 0,
        delivered: row?.delivered ?? 0,
        cancelled: row?.cancelled ?? 0,
        flagged: row?.flagged ?? 0,
      };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

// The writes of an order's life (placing, status changes, deletion), each joining its caller's
// transaction.

// GH-2026-000123: the counter to six digits at least, and to all of its digits past the millionth
// order (lpad would cut 1000000 to 100000, a number already taken).
const NEXT_ORDER_NUMBER = sql`'GH-' || to_char(now(), 'YYYY') || '-' || to_char(nextval('order_number_seq'), 'FM999999999000000')`;

/** Writes a new order under the next readable number and answers the row as written. */
export async function insertOrder(
  tx: DbOrTx,
  values: Omit<typeof orders.$inferInsert, 'orderNumber' | 'shopNoticePending'> & {
    /** A value, or a condition the insert evaluates (see shop-digest-repository.ts). */
    shopNoticePending: boolean | SQL;
  },
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, orderNumber: NEXT_ORDER_NUMBER })
    .returning();
  return row!;
}

/** The insert of an order's lines, as SQL to run within another statement (`writeAsOne`). */
export function orderLinesInsert(
  tx: DbOrTx,
  orderId: string,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): SQL {
  return tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId })))
    .getSQL();
}

/** An order's row as stored, deleted or not. */
export async function findOrderRow(db: DbOrTx, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** An order's row with the references of its charges, the first first (payments/ keeps them). */
const lockedColumns = { ...getTableColumns(orders), paymentReferences: chargeReferences };

/** An order's row, deleted or not, locked until the transaction ends. */
export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx
    .select(lockedColumns)
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return order;
}

/** A visible order's row, locked until the transaction ends. */
export async function lockVisibleOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx
    .select(lockedColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .for('update', { of: orders });
  return order;
}

/**
 * Sets the order's delivery status. An order paid on delivery is paid when it is delivered (and
 * unpaid again if the owner takes that back); a Mobile Money order's money is the gateway's word
 * alone, whatever happens to the parcel.
 */
export async function setDeliveryStatus(tx: DbOrTx, orderId: string, status: DeliveryStatus) {
  const onDelivery = status === 'delivered' ? 'paid' : 'unpaid';
  await tx
    .update(orders)
    .set({
      deliveryStatus: status,
      paymentStatus: sql`case when ${orders.paymentMethod} = 'delivery' then ${onDelivery} else ${orders.paymentStatus} end`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/** Writes where the order's money stands (payments/payment-state.ts decides it). */
export async function setOrderPayment(tx: DbOrTx, orderId: string, payment: StoredPayment) {
  await orderPaymentUpdate(tx, orderId, payment);
}

/** The same update, as a query to run or to turn into SQL for `writeAsOne`. */
export function orderPaymentUpdate(tx: DbOrTx, orderId: string, payment: StoredPayment) {
  return tx
    .update(orders)
    .set({
      paymentMethod: payment.method,
      paymentStatus: payment.status,
      paidBy: payment.paidBy,
      holdUntil: payment.holdUntil,
      // Kept while the order stays failed: a failure left so for hours is cancelled.
      paymentFailedAt:
        payment.status === 'payment_failed'
          ? sql`coalesce(${orders.paymentFailedAt}, now())`
          : null,
      ...(payment.flag && {
        paymentFlag: payment.flag.flag,
        paymentFlaggedAt: payment.flag.at,
      }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/**
 * A visible order's payment with its latest charge, by the order's id or number: what its shopper
 * follows, and whose order it is.
 */
export async function findOrderPayment(db: DbOrTx, idOrNumber: string) {
  const key = orderKey(idOrNumber);
  if (!key) return undefined;
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      phoneNumber: orders.phoneNumber,
      totalPesewas: orders.totalPesewas,
      method: orders.paymentMethod,
      status: orders.paymentStatus,
      holdUntil: orders.holdUntil,
      /** Every wallet the order was charged from: a guest may prompt them again without a code. */
      chargedWallets: sql<
        string[]
      >`array(select distinct earlier.wallet from ${paymentCharges} earlier
        where earlier.order_id = ${orders.id})`,
      charge: {
        reference: paymentCharges.reference,
        network: paymentCharges.network,
        wallet: paymentCharges.wallet,
        step: paymentCharges.step,
        instructions: paymentCharges.instructions,
        gatewayMessage: paymentCharges.gatewayMessage,
        gatewayStatus: paymentCharges.gatewayStatus,
      },
    })
    .from(orders)
    .leftJoin(paymentCharges, eq(paymentCharges.reference, latestReference))
    .where(and(key, visible));
  return row;
}

/** Hides a visible order and answers its row, or undefined when there is none to hide. */
export async function hideOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx
    .update(orders)
    .set({ deletedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .returning();
  return order;
}

/** How many visible guest orders (no account) of a phone number are in one of `statuses`. */
export async function countGuestOrders(tx: DbOrTx, phoneNumber: string, statuses: string[]) {
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.phoneNumber, phoneNumber),
        isNull(orders.customerId),
        isNull(orders.deletedAt),
        inArray(orders.deliveryStatus, statuses),
        not(
          and(
            eq(orders.paymentMethod, 'mobile_money'),
            inArray(orders.paymentStatus, ['awaiting_payment', 'payment_failed']),
          )!,
        ),
      ),
    );
  return open?.n ?? 0;
}

/**
 * Orders waiting for a Mobile Money payment that the sweeper should ask the gateway about: those
 * whose hold ran out, and those whose latest charge went out and was not asked about for
 * `recheckSeconds` (the gateway's webhook may never come). Oldest hold first.
 */
export async function awaitingPayments(db: DbOrTx, recheckSeconds: number, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      reference: latestReference,
      expired: sql<boolean>`${orders.holdUntil} <= now()`,
    })
    .from(orders)
    .leftJoin(paymentCharges, eq(paymentCharges.reference, latestReference))
    .where(
      and(
        eq(orders.paymentStatus, 'awaiting_payment'),
        // A charge counts as gone out from its first attempt: an api killed while sending it
        // leaves it leased, unmarked, and perhaps at the gateway all the same.
        sql`(${orders.holdUntil} <= now() or (${paymentCharges.attempts} > 0 and coalesce(${paymentCharges.checkedAt}, ${paymentCharges.sentAt}, ${paymentCharges.createdAt}) < now() - make_interval(secs => ${recheckSeconds})))`,
      ),
    )
    .orderBy(orders.holdUntil)
    .limit(limit);
  return rows;
}

/**
 * Mobile Money orders whose payment failed more than `hours` ago and that no one took further
 * (still pending, not switched to payment on delivery): the sweeper cancels them.
 */
export async function abandonedPayments(db: DbOrTx, hours: number, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'payment_failed'),
        eq(orders.paymentMethod, 'mobile_money'),
        eq(orders.deliveryStatus, 'pending'),
        isNull(orders.deletedAt),
        sql`${orders.paymentFailedAt} < now() - make_interval(hours => ${hours})`,
      ),
    )
    .orderBy(orders.paymentFailedAt)
    .limit(limit);
}
