// The choices of an order's region and delivery status, apart from the zod schemas in orders.ts:
// the checkout's region list renders on the page's first load, before the form's schema (and zod)
// is fetched.

export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

export function isGhanaRegion(value: string | null | undefined): value is GhanaRegion {
  return (GHANA_REGIONS as readonly string[]).includes(value ?? '');
}

export const DELIVERY_STATUSES = [
  'pending',
  'processing',
  'delivered',
  'warehouse',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How an order is paid: the rider collects on delivery, or Mobile Money before it. */
/** The longest delivery note a shopper may leave for the rider (a landmark, when to call). */
export const DELIVERY_NOTE_MAX = 160;

export const PAYMENT_METHODS = ['delivery', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where an order's money stands: unpaid (paid on delivery, until delivered), awaiting_payment (a
 * Mobile Money charge waits for the shopper's approval), payment_failed, paid.
 */
export const PAYMENT_STATUSES = ['unpaid', 'awaiting_payment', 'payment_failed', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The Mobile Money wallets the shop takes, and what shoppers call each. */
export const MOBILE_MONEY_NETWORKS = ['mtn', 'telecel', 'airteltigo'] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];
export const MOBILE_MONEY_NETWORK_NAMES: Record<MobileMoneyNetwork, string> = {
  mtn: 'MTN MoMo',
  telecel: 'Telecel Cash',
  airteltigo: 'AirtelTigo Money',
};

/**
 * How long a network's payment prompt lives on the phone: MTN MoMo asks for approval "within the
 * given time frame (5 minutes)" (its developer documentation, COULD_NOT_PERFORM_TRANSACTION), and
 * Telecel's and AirtelTigo's prompts and vouchers last no longer.
 */
export const PROMPT_LIFETIME_MINUTES = 5;

/**
 * How long a Mobile Money order holds its stock while it waits for the shopper's approval: the
 * prompt's life, and two minutes for the charge to reach the phone and the verdict to come back.
 * No longer: a stranger's unpaid order keeps other shoppers from the shelf for as long as it holds.
 */
export const PAYMENT_HOLD_MINUTES = PROMPT_LIFETIME_MINUTES + 2;

/**
 * Why a paid order's money is in doubt, so it must not be dispatched yet: the shopper disputed the
 * payment with their bank or network (disputed), or the money went back to them (reversed).
 */
export const PAYMENT_FLAGS = ['disputed', 'reversed'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];
