import type { Readable } from 'node:stream';
import { toCedi } from '@adepa/contract/money';
import type { TaxReport } from '@adepa/contract/tax-settings';
import type { DbOrTx } from '../../db/client.ts';
import { csvStream, readableDate } from '../../lib/csv.ts';
import { rowsInPages } from '../../lib/keyset.ts';
import { lowStockProducts } from '../stock/index.ts';
import {
  type OrderLineRow,
  orderLinesAfter,
  salesPerDay,
  salesPerRegion,
  taxedSales,
  taxTotals,
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

/** The first moment of `month` (YYYY-MM) and of the month after it, in Ghana's time (UTC). */
function monthBounds(month: string): [Date, Date] {
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return [start, end];
}

/** The month's sales and the tax they include, by levy, as the owner's VAT page shows them. */
export async function taxReport(db: DbOrTx, month: string): Promise<TaxReport> {
  const totals = await taxTotals(db, ...monthBounds(month));
  return {
    month,
    orders: totals.orders,
    sales: toCedi(totals.pesewas),
    taxedOrders: totals.taxedOrders,
    taxedSales: toCedi(totals.taxedPesewas),
    included: toCedi(totals.includedPesewas),
    vat: toCedi(totals.vatPesewas),
    nhil: toCedi(totals.nhilPesewas),
    getfund: toCedi(totals.getfundPesewas),
    net: toCedi(totals.pesewas - totals.includedPesewas),
  };
}

/** The month's sales one by one with the tax each includes, and a last row of the totals. */
export async function taxCsv(db: DbOrTx, month: string): Promise<Readable> {
  const [start, end] = monthBounds(month);
  const [rows, totals] = await Promise.all([taxedSales(db, start, end), taxReport(db, month)]);
  const cedi = (pesewas: number | null) => (pesewas === null ? '' : toCedi(pesewas));
  return csvStream(
    [
      'Order Id',
      'Date',
      'Customer',
      'Order Status',
      'Payment Status',
      'Total incl. tax (₵)',
      'Tax included (₵)',
      'VAT (₵)',
      'NHIL (₵)',
      'GETFund (₵)',
      'Net of tax (₵)',
      'TIN',
    ],
    [
      ...rows.map((order) => [
        order.orderNumber,
        readableDate(order.createdAt),
        order.name,
        order.deliveryStatus,
        order.paymentStatus,
        toCedi(order.totalPesewas),
        cedi(order.taxIncludedPesewas),
        cedi(order.vatPesewas),
        cedi(order.nhilPesewas),
        cedi(order.getfundPesewas),
        toCedi(order.totalPesewas - (order.taxIncludedPesewas ?? 0)),
        order.taxTin ?? '',
      ]),
      [
        `Total ${month}`,
        '',
        `${totals.orders} orders`,
        '',
        '',
        totals.sales,
        totals.included,
        totals.vat,
        totals.nhil,
        totals.getfund,
        totals.net,
        '',
      ],
    ],
    (cells) => cells,
  );
}
