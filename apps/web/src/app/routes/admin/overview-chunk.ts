// The back office's overview, loaded together in one chunk without form validation: the
// dashboard, the orders list and an order's details. It is what the owner opens first, often on
// a phone.

export * from './activity-page';
export * from './dashboard-page';
export * from './order-pages';
export * from './slips-page';
