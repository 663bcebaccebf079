import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';

// How many refunds are not yet made (owed, on their way at Paystack, failed, or waiting for the
// owner on Paystack's dashboard; deleted orders' too), with the way to the list. Red while any
// is waiting: money the shop holds that is the shoppers'.

export function RefundsDue({ count }: { count: number }) {
  const due = count > 0;
  return (
    <section
      aria-labelledby="refunds-due"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl p-4 ring-1 ${
        due ? 'bg-red/5 ring-red/40' : 'bg-white ring-line'
      }`}
    >
      <div>
        <h2 id="refunds-due" className="text-base font-bold">
          Refunds to make
        </h2>
        <p className={`text-sm ${due ? 'font-semibold text-red' : 'text-muted'}`}>
          {due
            ? `${count} ${count === 1 ? 'refund is' : 'refunds are'} not yet made`
            : 'Every refund is made.'}
        </p>
      </div>
      <Link
        href={paths.admin.refunds()}
        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-green underline underline-offset-2 hover:bg-green-soft"
      >
        See the refunds
      </Link>
    </section>
  );
}
