import type { Readable } from 'node:stream';
import { toCedi } from '@adepa/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { csvStream, readableDate } from '../../lib/csv.ts';
import { rowsInPages } from '../../lib/keyset.ts';
import { lowStockProducts } from '../stock/index.ts';
import {
  type OrderLineRow,
  orderLinesAfter,
  salesPerDay,
  salesPerRegion,
} from './reports-repository.ts';

// What the owner reads about the shop's trade: the last 30 days, sales by region, what is running
// out, and every order line as a spreadsheet. Cancelled and deleted orders are not sales. Revenue
// is what the shoppers pay on delivery: the orders' totals, delivery fees included.

export async function salesReport(db: DbOrTx, lowStockThreshold: number, now = new Date()) {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - 29);
  const [perDay, perRegion, lowStock] = await Promise.all([
    salesPerDay(db, start),
    salesPerRegion(db),
    lowStockProducts(db, lowStockThreshold),
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
      province: row.region,
      orders: row.orders,
      revenue: toCedi(row.pesewas),
    })),
    lowStock: lowStock.map((row) => ({ ...row, image: row.image ?? '' })),
    lowStockThreshold,
  };
}

const ORDER_LINES_PER_PAGE = 500;

/**
 * Every order line, newest order first, as CSV streamed from the database a page at a time.
 */
export async function ordersCsv(db: DbOrTx, pageSize = ORDER_LINES_PER_PAGE): Promise<Readable> {
  const rows = await rowsInPages(
    (after: OrderLineRow | undefined, limit) => orderLinesAfter(db, after, limit),
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
      'SKU',
    ],
    rows,
    ({ order, line }) => [
      order.orderNumber,
      readableDate(order.createdAt),
      order.name,
      order.phoneNumber,
      order.email,
      order.region,
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
      toCedi(order.deliveryFeePesewas).toFixed(2),
      toCedi(order.totalPesewas).toFixed(2),
      line.sku,
    ],
  );
}
