import type { StaffRole } from '@adepa/contract/staff';

// Which staff may call each back-office route: the one place that says it. A route behind
// `requireStaff` that is missing here is refused to everyone (and the access matrix test fails),
// so a new back-office route cannot ship open. Revenue, refunds, deletes, users, delivery fees,
// the newsletter and backups are the owner's alone.

const OWNER = ['owner'] as const;
const ORDERS_DESK = ['owner', 'orders'] as const;
const CATALOGUE_DESK = ['owner', 'catalogue'] as const;
const EVERY_ROLE = ['owner', 'orders', 'catalogue'] as const;

export const STAFF_ROUTES: Record<string, readonly StaffRole[]> = {
  // Catalogue: products, their stock and pictures, categories. Deleting is the owner's.
  'GET /api/products/admin-products': CATALOGUE_DESK,
  'GET /api/products/export.csv': CATALOGUE_DESK,
  'POST /api/products/add-products': CATALOGUE_DESK,
  'PUT /api/products/update-product-details/:id': CATALOGUE_DESK,
  'PUT /api/products/:id/variants': CATALOGUE_DESK,
  'PUT /api/products/update-product-image/:id': CATALOGUE_DESK,
  'DELETE /api/products/delete-product/:id': OWNER,
  'POST /api/category': CATALOGUE_DESK,
  'PUT /api/category/update-category/:id': CATALOGUE_DESK,
  'PUT /api/category/update-category-image/:id': CATALOGUE_DESK,
  'DELETE /api/category/delete-category/:id': OWNER,
  'POST /api/uploads/images': CATALOGUE_DESK,

  // Orders: find, open and move them on; the contact inbox. Money and exports are the owner's.
  'GET /api/orders/get-orders': ORDERS_DESK,
  'GET /api/orders/get-order-by-admin/:orderId': ORDERS_DESK,
  'GET /api/orders/get-order-messages/:orderId': ORDERS_DESK,
  'GET /api/orders/get-order-payment/:orderId': ORDERS_DESK,
  'POST /api/orders/status-update/:orderId': ORDERS_DESK,
  'POST /api/orders/:orderId/notes': ORDERS_DESK,
  'PUT /api/orders/:orderId/evat-invoice': OWNER,
  'GET /api/orders/slips': ORDERS_DESK,
  'GET /api/contact/messages': ORDERS_DESK,
  'PUT /api/contact/messages/:id': ORDERS_DESK,
  'POST /api/orders/record-refund/:refundId': OWNER,
  'GET /api/orders/open-refunds': OWNER,
  'GET /api/orders/admin-stats': OWNER,
  'GET /api/orders/export.csv': OWNER,
  'GET /api/orders/tax-report': OWNER,
  'GET /api/orders/tax-report.csv': OWNER,
  'GET /api/orders/admin-dashboard': OWNER,

  // The activity log: the owner's whole; a desk's one order or product (routes.ts of activity/).
  'GET /api/activity': EVERY_ROLE,

  // Every staff member's own second factor (routes.ts of two-step/ keeps an owner's on).
  'GET /api/two-step': EVERY_ROLE,
  'POST /api/two-step/key': EVERY_ROLE,
  'POST /api/two-step/confirm': EVERY_ROLE,
  'POST /api/two-step/recovery-codes': EVERY_ROLE,
  'POST /api/two-step/off': EVERY_ROLE,

  // The shop itself.
  'GET /api/email/subscription/admin/subscribers-count': OWNER,
  'POST /api/email/subscription/admin/send-email': OWNER,
  'PUT /api/delivery-fees': OWNER,
  'PUT /api/tax-settings': OWNER,
  'GET /api/backups/status': OWNER,
  'GET /api/users': OWNER,
  'GET /api/users/:id': OWNER,
  'PUT /api/users/:id': OWNER,
  'DELETE /api/users/:id': OWNER,
};

/** The roles that may call a route, by its method and pattern (HEAD is its GET); none if unlisted. */
export function rolesOf(method: string, url: string | undefined): readonly StaffRole[] {
  const pattern = url && url.length > 1 ? url.replace(/\/$/, '') : url;
  return STAFF_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${pattern}`] ?? [];
}
