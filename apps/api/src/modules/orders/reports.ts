import type { Readable } from 'node:stream';
import { toCedi } from '@adepa/contract/money';
import { and, asc, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, productImages, products } from '../../db/schema.ts';
import { csvStream, readableDate } from '../../lib/csv.ts';
import { rowsInPages } from '../../lib/keyset.ts';

// What the owner reads about the shop's trade: the last 30 days, sales by region, what is running
// out, and every order line as a spreadsheet. Cancelled and deleted orders are not sales. Revenue
// is what the shoppers pay on delivery: the orders' totals, delivery fees included.

const sale = and(isNull(orders.deletedAt), ne(orders.deliveryStatus, 'cancelled'));

export async function salesReport(db: Db, lowStockThreshold: number, now = new Date()) {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - 29);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perDay, perRegion, lowStock] = await Promise.all([
    db
      .select({
        date: day,
        orders: sql<number>`count(*)`.mapWith(Number),
        pesewas: sql<number>`sum(${orders.totalPesewas})`.mapWith(Number),
      })
      .from(orders)
      .where(and(sale, gte(orders.createdAt, start)))
      .groupBy(day),
    db
      .select({
        province: orders.province,
        orders: sql<number>`count(*)`.mapWith(Number),
        pesewas: sql<number>`sum(${orders.totalPesewas})`.mapWith(Number),
      })
      .from(orders)
      .where(sale)
      .groupBy(orders.province)
      .orderBy(desc(sql`sum(${orders.totalPesewas})`)),
    db
      .select({
        _id: products.id,
        name: products.name,
        stock: products.stock,
        image: sql<
          string | null
        >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = "products"."id" order by ${productImages.position} limit 1)`,
      })
      .from(products)
      .where(lte(products.stock, lowStockThreshold))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(50),
  ]);
  const byDate = new Map(perDay.map((row) => [row.date, row]));
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDate.get(date);
    return { date, orders: row?.orders ?? 0, revenue: toCedi(row?.pesewas ?? 0) };
  });
  return {
    days,
    regions: perRegion.map((row) => ({
      province: row.province,
      orders: row.orders,
      revenue: toCedi(row.pesewas),
    })),
    lowStock: lowStock.map((row) => ({ ...row, image: row.image ?? '' })),
    lowStockThreshold,
  };
}

const ORDER_LINES_PER_PAGE = 500;

type OrderLineRow = {
  order: typeof orders.$inferSelect;
  line: typeof orderLines.$inferSelect;
  at: string;
};

/**
 * Every order line, newest order first, as CSV streamed from the database a page at a time.
 * Pages follow the orders' exact creation time (as text: a Date keeps only milliseconds), their
 * id, then the line's position negated, as lines go up within an order while orders go down.
 */
export async function ordersCsv(db: Db, pageSize = ORDER_LINES_PER_PAGE): Promise<Readable> {
  const rows = await rowsInPages(
    (after: OrderLineRow | undefined, limit) =>
      db
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
        .limit(limit),
    pageSize,
  );
  return csvStream(
    [
      'Order Id',
      'Date',
      'Customer',
      'Phone',
      'Email',
      'Region',
      'City/Town',
      'Address',
      'Payment Status',
      'Order Status',
      'Account',
      'Product',
      'Brand',
      'Size',
      'Colour',
      'Qty',
      'Unit Price (₵)',
      'Line Total (₵)',
      'Delivery (₵)',
      'Order Total (₵)',
    ],
    rows,
    ({ order, line }) => [
      order.orderNumber,
      readableDate(order.createdAt),
      order.name,
      order.phoneNumber,
      order.email,
      order.province,
      order.area,
      order.address,
      order.paymentStatus,
      order.deliveryStatus,
      order.customerId ? 'Has Account' : 'No Account',
      line.name,
      line.brand,
      line.productSize,
      line.productColor,
      line.qty,
      toCedi(line.pricePesewas).toFixed(2),
      toCedi(line.pricePesewas * line.qty).toFixed(2),
      toCedi(order.shippingPesewas).toFixed(2),
      toCedi(order.totalPesewas).toFixed(2),
    ],
  );
}
