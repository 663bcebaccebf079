import { toCedi } from '@adepa/contract/money';
import { and, asc, desc, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, productImages, products } from '../../db/schema.ts';
import { readableDate, toCsv } from '../../lib/csv.ts';

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

export async function ordersCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, sql`${orderLines.orderId} = ${orders.id}`)
    .where(isNull(orders.deletedAt))
    .orderBy(desc(orders.createdAt), asc(orderLines.position));
  return toCsv(
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
    rows.map(({ order, line }) => [
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
    ]),
  );
}
