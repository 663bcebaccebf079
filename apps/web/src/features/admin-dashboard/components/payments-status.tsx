import { type PaymentsDashboard, PROMPTS_LATE_SECONDS } from '@adepa/contract/payments';

// The dashboard's word on Mobile Money: the orders waiting for their payment and the stock they
// hold, and a warning when prompts start going out late (a slow gateway, or a flood of orders):
// a prompt that starts late leaves its shopper too little of the hold to approve it.

export function PaymentsStatus({ payments }: { payments: PaymentsDashboard }) {
  const late = payments.promptsLateSeconds > PROMPTS_LATE_SECONDS;
  return (
    <section
      aria-labelledby="payments-status"
      role={late ? 'alert' : undefined}
      className={`rounded-2xl p-4 ring-1 sm:p-6 ${late ? 'bg-gold-soft ring-gold/40' : 'bg-white ring-line'}`}
    >
      <h2 id="payments-status" className="text-base font-bold">
        Mobile Money
      </h2>
      <p className="mt-1 text-sm">{holdsMessage(payments)}</p>
      {late && (
        <p className="mt-1 text-sm font-medium">
          Payment prompts are going out {payments.promptsLateSeconds} seconds late: shoppers may run
          out of time to approve them. Check Paystack's status page, and the shop's log for "Charge
          not sent".
        </p>
      )}
    </section>
  );
}

function holdsMessage({ waitingOrders, unitsHeld }: PaymentsDashboard): string {
  if (waitingOrders === 0) return 'No order is waiting for its payment now.';
  const orders = waitingOrders === 1 ? '1 order is' : `${waitingOrders} orders are`;
  const units = unitsHeld === 1 ? '1 item' : `${unitsHeld} items`;
  return `${orders} waiting for a Mobile Money payment, holding ${units} of stock until paid or for a few minutes at most.`;
}
