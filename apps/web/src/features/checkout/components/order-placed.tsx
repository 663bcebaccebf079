import type { Arrival } from '@adepa/contract/arrival';
import type { OrderTotals as Totals } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import type { OrderPayment } from '@adepa/contract/payments';
import { phoneDigits } from '@adepa/contract/shop';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { PageHead, pageTitle } from '../../../components/ui/page-head';
import { PromiseNote } from '../../../components/ui/promise-note';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { shop } from '../../../lib/shop-settings';
import { clearCart } from '../../cart';
import { ArrivalLine } from '../../delivery';
import { PaymentPanel, recallPaymentKey } from '../../mobile-money';
import { OrderLines, OrderTotals, ReceiptLink } from '../../orders';
import { type OrderPlacedState, orderPlacedState } from '../order-placed-state';
import { Confetti } from './confetti';

/**
 * The thank-you after an order: its number, what happens next, and where to follow it. An order
 * paid by Mobile Money shows its payment first, followed live until it is paid.
 */
export function OrderPlaced() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() || undefined;
  const { session } = useSession();

  const [totals, setTotals] = useState<Totals>();
  const [lines, setLines] = useState<OrderPlacedState['lines']>();
  const [mobileMoney, setMobileMoney] =
    useState<Pick<OrderPlacedState, 'payment' | 'paymentKey'>>();
  const [payment, setPayment] = useState<OrderPayment>();
  const [receiptKey, setReceiptKey] = useState<string>();
  const [arrives, setArrives] = useState<Arrival>();

  useEffect(() => {
    // The thank-you clears the cart, only on the arrival from checkout (see
    // order-placed-state.ts), so going Back here later never empties a new cart.
    const state = orderPlacedState(window.history.state);
    const { placedOrder, totals, lines, payment, paymentKey, receiptKey, arrives } = state;
    setTotals(totals);
    setLines(lines);
    setReceiptKey(receiptKey);
    setArrives(arrives);
    // The key is in the history entry; a guest who opens the page afresh in the same tab still
    // has it in sessionStorage.
    const key = paymentKey ?? (orderId ? recallPaymentKey(orderId) : undefined);
    if (payment || key) setMobileMoney({ payment, paymentKey: key });
    if (!placedOrder) return;
    clearCart();
    const { placedOrder: _, ...kept } = state;
    window.history.replaceState(kept, '');
  }, [orderId]);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <PageHead title={pageTitle('Thank you for your order')} noindex />
      <Confetti />
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        <div className="kente-band h-1.5" />
        <div className="p-6 text-center sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-green text-white">
            <CheckIcon className="size-9" />
          </span>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">
            Thank you for your order
          </h1>
          {orderId ? (
            <p className="mt-3 text-base">
              Your order number is{' '}
              <strong className="rounded-md bg-gold-soft px-2 py-0.5 font-mono text-lg tracking-wide">
                {orderId}
              </strong>
              . Keep it to track your order.
            </p>
          ) : (
            <p className="mt-3 text-base">Your order has been placed.</p>
          )}
          <ArrivalLine arrives={arrives} className="mt-4 justify-center text-lg" />
        </div>
        {totals && (
          <section
            aria-labelledby="placed-totals"
            className="border-t border-line px-6 py-6 sm:px-10"
          >
            <h2 id="placed-totals" className="mb-3 text-lg font-bold">
              Your order
            </h2>
            {lines && lines.length > 0 && (
              <div className="mb-4 border-b border-line">
                <OrderLines lines={lines} />
              </div>
            )}
            <OrderTotals order={totals} />
          </section>
        )}
        {orderId && mobileMoney && (
          <section aria-label="Payment" className="border-t border-line px-6 py-6 sm:px-10">
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
              <PaymentPanel
                orderId={orderId}
                paymentKey={mobileMoney.paymentKey}
                initial={mobileMoney.payment}
                onPayment={setPayment}
              />
            </Suspense>
          </section>
        )}
        <div className="border-t border-line bg-cream px-6 py-6 sm:px-10">
          <h2 className="text-lg font-bold">What happens next</h2>
          <ol className="mt-3 grid gap-3">
            <Step number={1}>
              We send news of your order by SMS to the number you gave, and call you on it before we
              deliver to confirm your address.
            </Step>
            <Step number={2}>Our rider brings your order to you. We deliver {shop.hours}.</Step>
            <Step number={3}>{paymentStep(payment, totals)}</Step>
          </ol>
          {/* The promise is for paying on delivery, not for an order paid or being paid now. */}
          {(!payment || payment.step === 'none') && <PromiseNote className="mt-4" />}
        </div>
        <div className="flex flex-col gap-2 border-t border-line px-6 py-5 sm:flex-row sm:flex-wrap sm:justify-center sm:px-10">
          {session && (
            <Link href={paths.myOrders()} className={buttonClasses('primary')}>
              My Orders
            </Link>
          )}
          <Link
            href={paths.trackOrder(orderId)}
            className={buttonClasses(session ? 'secondary' : 'primary')}
          >
            Track your order
          </Link>
          {orderId && (receiptKey || session) && (
            <ReceiptLink orderId={orderId} receiptKey={receiptKey} />
          )}
          <Link href={paths.shop()} className={buttonClasses('ghost')}>
            Continue Shopping
          </Link>
        </div>
      </div>
      <p className="mt-4 text-center text-sm text-muted">
        Questions about your order? Call or WhatsApp us on{' '}
        <a
          href={`tel:+${phoneDigits(shop.whatsapp)}`}
          className="font-semibold whitespace-nowrap text-green"
        >
          {shop.whatsapp}
        </a>
        .
      </p>
    </div>
  );
}

/** The last of the next steps: paying on delivery, unless Mobile Money paid or is paying. */
function paymentStep(payment: OrderPayment | undefined, totals: Totals | undefined) {
  if (payment?.step === 'paid') {
    return `You paid ${formatCedi(payment.amount)} by Mobile Money: nothing is left to pay when your order arrives.`;
  }
  if (payment && payment.step !== 'none') {
    return 'Once your Mobile Money payment goes through, nothing is left to pay when your order arrives.';
  }
  return `You pay ${totals ? formatCedi(totals.totalPrice) : 'the total'} when it is delivered, for the products and the delivery fee. Nothing to pay before.`;
}

function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="grid size-7 shrink-0 place-items-center rounded-full bg-gold text-sm font-bold text-ink"
      >
        {number}
      </span>
      <span className="pt-0.5">{children}</span>
    </li>
  );
}
