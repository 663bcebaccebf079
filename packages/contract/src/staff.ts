// The shop's staff. The owner may do everything; the orders desk works the orders and the contact
// inbox (no revenue, no refunds, no deleting others' orders); the catalogue desk keeps products,
// categories, pictures and stock (no deleting, no orders). Every staff member is an admin in the
// spec's sense (`isAdmin: true`); a customer has no role. No zod here: the pages' guard reads it.

export const STAFF_ROLES = ['owner', 'orders', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  orders: 'Orders desk',
  catalogue: 'Catalogue desk',
};

/** A role's every admin page. The api's route table says the same for its calls. */
export const STAFF_PAGES = {
  dashboard: ['owner'],
  orders: ['owner', 'orders'],
  order: ['owner', 'orders'],
  refunds: ['owner'],
  slips: ['owner', 'orders'],
  messages: ['owner', 'orders'],
  products: ['owner', 'catalogue'],
  createProduct: ['owner', 'catalogue'],
  updateProduct: ['owner', 'catalogue'],
  updateProductImage: ['owner', 'catalogue'],
  categories: ['owner', 'catalogue'],
  createCategory: ['owner', 'catalogue'],
  updateCategory: ['owner', 'catalogue'],
  updateCategoryImage: ['owner', 'catalogue'],
  users: ['owner'],
  activity: ['owner'],
  deliveryFees: ['owner'],
  vat: ['owner'],
  newsletter: ['owner'],
  twoStep: ['owner', 'orders', 'catalogue'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPage = keyof typeof STAFF_PAGES;

export const mayOpen = (role: StaffRole | null | undefined, page: StaffPage) =>
  role != null && (STAFF_PAGES[page] as readonly StaffRole[]).includes(role);

/** Where a role's back office starts: the first page it may open, in the menu's order. */
export const staffHome = (role: StaffRole): 'dashboard' | 'orders' | 'products' =>
  role === 'owner' ? 'dashboard' : role === 'orders' ? 'orders' : 'products';

/** The words of a refused staff call or page. */
export const NOT_ALLOWED =
  'Your role in the shop does not allow this. Ask the owner if you need it.';
