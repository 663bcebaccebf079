import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';

// The dashboard's warning of paid orders whose money is in doubt (the shopper disputed the payment,
// or it went back to them): how many, and that they must not go out. Nothing while there are none.

export function FlaggedOrders({ count }: { count: number }) {
  if (count === 0) return null;
  const orders = count === 1 ? '1 paid order has' : `${count} paid orders have`;
  return (
    <section
      aria-labelledby="flagged-orders"
      role="alert"
      className="rounded-2xl bg-red/10 p-4 ring-1 ring-red/40 sm:p-6"
    >
      <h2 id="flagged-orders" className="text-base font-bold text-red">
        Payments in doubt: {count}
      </h2>
      <p className="mt-1 text-sm">
        {orders} a payment disputed or reversed. Do not dispatch {count === 1 ? 'it' : 'them'}: open
        each order marked Disputed or Reversed in the{' '}
        <Link href={paths.admin.orders()} className="font-semibold underline">
          orders list
        </Link>{' '}
        to see what to do.
      </p>
    </section>
  );
}
