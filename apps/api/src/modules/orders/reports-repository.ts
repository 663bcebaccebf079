import { type AnyColumn, and, asc, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';

// The reads of the owner's reports (reports.ts). Cancelled and deleted orders are not sales, nor
// are Mobile Money orders whose money never came (awaiting or failed; one switched to payment on
// delivery is a sale like any other). Each order counts once, paid and delivered alike; revenue
// is the orders' totals, delivery fees included.

const sale = and(
  isNull(orders.deletedAt),
  ne(orders.deliveryStatus, 'cancelled'),
  sql`not (${orders.paymentMethod} = 'mobile_money' and ${orders.paymentStatus} <> 'paid')`,
);

/** Sales per UTC day (YYYY-MM-DD) since `start`; days without sales are absent. */
export function salesPerDay(db: DbOrTx, start: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)`.mapWith(Number),
      pesewas: sql<number>`sum(${orders.totalPesewas})`.mapWith(Number),
    })
    .from(orders)
    .where(and(sale, gte(orders.createdAt, start)))
    .groupBy(day);
}

/** Sales per region, the largest revenue first. */
export function salesPerRegion(db: DbOrTx) {
  return db
    .select({
      region: orders.region,
      orders: sql<number>`count(*)`.mapWith(Number),
      pesewas: sql<number>`sum(${orders.totalPesewas})`.mapWith(Number),
    })
    .from(orders)
    .where(sale)
    .groupBy(orders.region)
    .orderBy(desc(sql`sum(${orders.totalPesewas})`));
}

export type OrderLineRow = {
  order: typeof orders.$inferSelect;
  line: typeof orderLines.$inferSelect;
  at: string;
};

/**
 * One page of visible order lines after `after`, newest order first. Pages follow the orders'
 * exact creation time (as text: a Date keeps only milliseconds), their id, then the line's
 * position negated, as lines go up within an order while orders go down.
 */
export function orderLinesAfter(db: DbOrTx, after: OrderLineRow | undefined, limit: number) {
  return db
    .select({ order: orders, line: orderLines, at: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        isNull(orders.deletedAt),
        after &&
          sql`(${orders.createdAt}, ${orders.id}, -${orderLines.position}) < (${after.at}::timestamptz, ${after.order.id}::uuid, ${-after.line.position})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.position))
    .limit(limit);
}

/** The month's sales (placed from `start` until `end`) and the tax their totals include. */
export async function taxTotals(db: DbOrTx, start: Date, end: Date) {
  const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      pesewas: sum(orders.totalPesewas),
      taxedOrders: sql<number>`count(${orders.taxIncludedPesewas})`.mapWith(Number),
      taxedPesewas:
        sql<number>`coalesce(sum(${orders.totalPesewas}) filter (where ${orders.taxIncludedPesewas} is not null), 0)`.mapWith(
          Number,
        ),
      includedPesewas: sum(orders.taxIncludedPesewas),
      vatPesewas: sum(orders.vatPesewas),
      nhilPesewas: sum(orders.nhilPesewas),
      getfundPesewas: sum(orders.getfundPesewas),
    })
    .from(orders)
    .where(and(sale, gte(orders.createdAt, start), lt(orders.createdAt, end)));
  return row!;
}

/** The month's sales one by one, oldest first, for the accountant's spreadsheet. */
export function taxedSales(db: DbOrTx, start: Date, end: Date) {
  return db
    .select()
    .from(orders)
    .where(and(sale, gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
