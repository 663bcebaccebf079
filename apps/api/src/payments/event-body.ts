// What the shop keeps of a gateway's event: what its books need (which event, which transaction,
// its status, amount, currency and mode, the gateway's id for it, and its dates), nothing of the
// payer (Paystack's events also carry the customer's e-mail and phone, the card or wallet's
// authorization, the payer's IP address and free-form metadata). A dispute's event names its
// transaction inside `data.transaction`, and its outcome in `resolution`. The migration that
// brought this in trimmed the rows kept before it the same way (db/migrations/0018_payment_flags.sql).

export interface BooksEvent {
  event: string;
  reference: string | undefined;
  status?: string;
  amount?: number;
  requestedAmount?: number;
  currency?: string;
  gatewayId?: string | number;
  domain?: string;
  /** A dispute's outcome (merchant-accepted, declined ...). */
  resolution?: string;
  createdAt?: string;
  paidAt?: string;
  resolvedAt?: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short string, or nothing: no nested value is kept, and no long text. */
function text(...values: unknown[]): string | undefined {
  const found = values.find((v) => typeof v === 'string');
  return typeof found === 'string' ? found.slice(0, 200) : undefined;
}

function number(...values: unknown[]): number | undefined {
  return values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/** The gateway's event, as the books keep it; the event's name and transaction are always there. */
export function booksOnly(body: unknown): BooksEvent {
  const event = isObject(body) ? body : {};
  const data = isObject(event.data) ? event.data : {};
  const transaction = isObject(data.transaction) ? data.transaction : {};
  const kept: BooksEvent = {
    event: text(event.event) ?? '',
    reference: text(data.reference, transaction.reference),
    status: text(data.status),
    amount: number(data.amount, transaction.amount),
    requestedAmount: number(data.requested_amount),
    currency: text(data.currency, transaction.currency),
    gatewayId: number(data.id) ?? text(data.id),
    domain: text(data.domain, transaction.domain),
    resolution: text(data.resolution),
    createdAt: text(data.created_at, data.createdAt),
    paidAt: text(data.paid_at, data.paidAt),
    resolvedAt: text(data.resolvedAt, data.resolved_at),
  };
  return Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== undefined),
  ) as BooksEvent;
}
