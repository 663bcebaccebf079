import type { GhanaRegion } from './order-options.ts';
import { ghanaDay } from './tax.ts';

// When an order arrives: the region's lead time in working days (Monday to Saturday, the shop's
// working week) counted from the day after the order, skipping the shop's holidays. The cart and
// the checkout show it, the order stores the window it promised, and the thank-you page, the order
// pages and the buyer's SMS say it: "Arrives Tue 3 – Thu 5 Dec". No zod: the cart loads this.

/** Working days after the order's day: the first and the last on which the parcel may come. */
export type LeadTime = { min: number; max: number };

/** Days (YYYY-MM-DD) on which the parcel may come: the first and the last. */
export type Arrival = { from: string; to: string };

/** The longest lead time the owner may set, in working days. */
export const MAX_LEAD_DAYS = 30;
/** How many holidays the shop may list ahead. */
export const MAX_HOLIDAYS = 60;

/** Kumasi's own region comes soonest; the rest of the country by courier or bus. */
export const defaultLeadTime = (region: GhanaRegion): LeadTime =>
  region === 'Ashanti' ? { min: 1, max: 2 } : { min: 2, max: 5 };

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The `count`th working day after `day`: Sundays and the shop's holidays do not count. */
export function workingDayAfter(day: string, count: number, holidays: readonly string[]): string {
  const closed = new Set(holidays);
  let date = dateOf(day);
  for (let left = Math.max(count, 1); left > 0; ) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== 0 && !closed.has(ghanaDay(date))) left--;
  }
  return ghanaDay(date);
}

/** The window an order placed on `day` arrives in, with `lead` and the shop's `holidays`. */
export function arrivalWindow(day: string, lead: LeadTime, holidays: readonly string[]): Arrival {
  return {
    from: workingDayAfter(day, lead.min, holidays),
    to: workingDayAfter(day, Math.max(lead.max, lead.min), holidays),
  };
}

/** "Tue 3", or with `month` "Tue 3 Dec", with `year` "Tue 3 Dec 2026". */
export function dayText(day: string, { month = true, year = false } = {}): string {
  const date = dateOf(day);
  const text = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
  if (!month) return text;
  const withMonth = `${text} ${MONTHS[date.getUTCMonth()]}`;
  return year ? `${withMonth} ${date.getUTCFullYear()}` : withMonth;
}

/** "Tue 3 – Thu 5 Dec", "Mon 30 Nov – Wed 2 Dec", "Tue 3 Dec"; `dash` "-" where "–" cannot go. */
export function windowText({ from, to }: Arrival, dash = '–'): string {
  if (from === to) return dayText(from);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${dayText(from, { month: !sameMonth })} ${dash} ${dayText(to)}`;
}

/** "Arrives Tue 3 – Thu 5 Dec": what the cart, the order pages and the SMS (`dash` "-") say. */
export const arrivalText = (arrival: Arrival, dash = '–') => `Arrives ${windowText(arrival, dash)}`;
