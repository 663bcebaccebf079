import type { PaymentFlag } from '@adepa/contract/order-options';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import type { Shortage } from '../lib/domain-errors.ts';

// What payments need of the orders they are for, and all they know of them: the orders module
// gives it (modules/orders/payable-orders.ts) when the api starts, as Medusa's payment module is
// handed its cart and Vendure's payment handlers their order, so that every rule of money lives
// here and the orders module keeps its tables, its stock and its messages. Every call that takes a
// transaction runs inside the one that locked the order.

/** An order's row as payments read it, locked, with the references of its charges (first first). */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  customerId: string | null;
  email: string | null;
  phoneNumber: string;
  totalPesewas: number;
  paymentMethod: string;
  paymentStatus: string;
  paymentReferences: string[];
  paidBy: string | null;
  holdUntil: Date | null;
  paymentFlag: string | null;
  /** Set when the order gave its stock back; null while it holds it. */
  stockReturnedAt: Date | null;
  deliveryStatus: string;
  deletedAt: Date | null;
}

/** Where an order's money stands, as the order stores it. */
export type StoredPayment = {
  method: string;
  status: string;
  paidBy: string | null;
  holdUntil: Date | null;
  /** Left out: the order's flag stays as it is. */
  flag?: { flag: PaymentFlag | null; at: Date | null };
};

/** A visible order's payment with its latest charge: what its shopper follows, and whose it is. */
export interface OrderPaymentRow {
  id: string;
  orderNumber: string;
  customerId: string | null;
  phoneNumber: string;
  totalPesewas: number;
  method: string;
  status: string;
  holdUntil: Date | null;
  /** Every wallet the order was charged from: a guest may prompt them again without a code. */
  chargedWallets: string[];
  charge: {
    reference: string;
    network: string;
    wallet: string;
    step: string;
    instructions: string | null;
    gatewayMessage: string | null;
    gatewayStatus: string | null;
  } | null;
}

export interface PayableOrders {
  /** The order's row, deleted or not, locked until the transaction ends; undefined when none. */
  lock(tx: Tx, orderId: string): Promise<PayableOrder | undefined>;
  /** Writes where the order's money stands. */
  savePayment(tx: Tx, orderId: string, payment: StoredPayment): Promise<void>;
  /** Gives the order's stock back, once however often asked. */
  releaseStock(tx: Tx, orderId: string): Promise<void>;
  /** Takes the stock of an order that gave it back; the first product short, when one is. */
  retakeStock(tx: Tx, orderId: string): Promise<Shortage | undefined>;
  /** Cancels the order quietly: no message goes out (its stock is the caller's). */
  cancelQuietly(tx: Tx, orderId: string): Promise<void>;
  /** Refuses a guest's order to be paid on delivery when its phone holds too many already. */
  checkGuestOrders(tx: Tx, order: PayableOrder): Promise<void>;
  /**
   * Writes the shopper's and the shop's messages: the order `placed` (an order to deliver now),
   * or `paid` (announced before, to be paid on delivery). False when none were written.
   */
  announce(tx: Tx, orderId: string, news: 'placed' | 'paid'): Promise<boolean>;
  /** Asks the mail and SMS workers to send what `announce` wrote, once it has committed. */
  wakeMessages(): void;
  /** A visible order's payment, by the order's id or number. */
  findPayment(db: DbOrTx, idOrNumber: string): Promise<OrderPaymentRow | undefined>;
  /**
   * Orders waiting for their money that the gateway should be asked about: those whose hold ran
   * out, and those whose latest charge went out and was not asked about for `recheckSeconds`.
   */
  awaitingPayments(
    db: Db,
    recheckSeconds: number,
    limit: number,
  ): Promise<{ id: string; reference: string | null; expired: boolean }[]>;
  /** Orders whose payment failed more than `hours` ago and that no one took further. */
  abandonedPayments(db: Db, hours: number, limit: number): Promise<{ id: string }[]>;
}
