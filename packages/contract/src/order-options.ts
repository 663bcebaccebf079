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

export const DELIVERY_STATUSES = [
  'pending',
  'processing',
  'delivered',
  'warehouse',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
