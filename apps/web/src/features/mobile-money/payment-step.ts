import { formatCedi } from '@adepa/contract/money';
import { MOBILE_MONEY_NETWORK_NAMES, PAYMENT_HOLD_MINUTES } from '@adepa/contract/order-options';
import type { OrderPayment, PaymentStep } from '@adepa/contract/payments';
import { accraDate } from '../../lib/dates';
import { displayPhone } from '../../lib/phone-display';

// What a Mobile Money payment asks of the shopper now, in words. The api says where the payment
// is (its step); these are the shop's words for each step, the same on the thank-you page and on
// the customer's order page.

/** The steps where the shop waits for the gateway or the shopper: the page keeps asking. */
const WAITING: readonly PaymentStep[] = ['sending', 'approve', 'voucher'];

export function isWaiting(step: PaymentStep): boolean {
  return WAITING.includes(step);
}

export type StepText = { heading: string; body: string };

export function stepText(payment: OrderPayment): StepText {
  const amount = formatCedi(payment.amount);
  const network = payment.network ? MOBILE_MONEY_NETWORK_NAMES[payment.network] : 'Mobile Money';
  // The number kept on one line: a phone number broken over two is misread.
  const wallet = payment.wallet
    ? displayPhone(payment.wallet).replaceAll(' ', '\u00a0')
    : 'your wallet';
  switch (payment.step) {
    case 'sending':
      return {
        heading: 'Sending the request to your phone…',
        body: `We are asking ${network} to charge ${amount} to ${wallet}.`,
      };
    case 'approve':
      return {
        heading: 'Approve the prompt on your phone',
        body: `${network} sends a prompt to ${wallet}. Approve the prompt on your phone with your Mobile Money PIN to pay ${amount}.`,
      };
    case 'voucher':
      return {
        heading: 'Get a voucher, then type it in',
        body:
          payment.instructions ??
          `Follow the message on ${wallet} to get a voucher, then type it in here to pay ${amount}.`,
      };
    case 'paid':
      return {
        heading: 'Paid. Thank you!',
        body: `You paid ${amount} by ${network}. Nothing is left to pay when your order arrives.`,
      };
    case 'failed':
      return {
        heading: 'The payment did not go through',
        body: payment.failure ?? `${network} did not take the payment of ${amount}.`,
      };
    case 'none':
      return {
        heading: 'You pay on delivery',
        body: `You pay ${amount} when your order is delivered, after you have seen it.`,
      };
  }
}

/**
 * How long the order keeps its items for the payment, while it does ("until 22:15", Ghana's
 * time); nothing once the hold is over or when there is none.
 */
export function holdText(holdUntil: string | null, now: Date = new Date()): string | undefined {
  if (!holdUntil) return undefined;
  const until = new Date(holdUntil);
  if (Number.isNaN(until.getTime()) || until <= now) return undefined;
  const { hour, minute } = accraDate(until);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `We keep your items for ${PAYMENT_HOLD_MINUTES} minutes while you pay, until ${time}.`;
}
