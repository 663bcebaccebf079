import type { OrderSearch } from '@adepa/contract/order-search';
import { normalizeGhanaPhone } from '@adepa/contract/orders';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';

// The back office's search turned into one condition. The text may be an order number (whole, or
// only its counter's digits), a phone number written any way (stored once as +233 and nine digits,
// so the text is read the same way and matched exactly), or part of the buyer's name (any case,
// served by the name's trigram index).

/** GH-2026-000123, or its counter alone (000123, 123). */
const ORDER_NUMBER = /^(?:GH-?\d{4}-?)?(\d{1,12})$/i;

/** `%` and `_` in a name are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function textCondition(q: string): SQL | undefined {
  const matches: (SQL | undefined)[] = [ilike(orders.name, `%${escapeLike(q)}%`)];
  const phone = normalizeGhanaPhone(q);
  if (phone) matches.push(eq(orders.phoneNumber, phone));
  const number = ORDER_NUMBER.exec(q.replace(/\s+/g, ''));
  if (number?.[1]) {
    // The counter is written to six digits at least; the year before it is any year.
    const counter = number[1].replace(/^0+/, '').padStart(6, '0');
    matches.push(sql`${orders.orderNumber} like ${`GH-____-${counter}`}`);
  }
  return or(...matches);
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The condition of every filter given; undefined when none is. */
export function orderSearchCondition(search: OrderSearch): SQL | undefined {
  return and(
    search.q ? textCondition(search.q) : undefined,
    search.status ? eq(orders.deliveryStatus, search.status) : undefined,
    search.payment ? eq(orders.paymentStatus, search.payment) : undefined,
    search.from ? gte(orders.createdAt, dayStart(search.from)) : undefined,
    search.to ? lt(orders.createdAt, nextDay(search.to)) : undefined,
  );
}
