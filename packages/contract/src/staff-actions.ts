import type { StaffRole } from './staff.ts';

// What a role may do beyond opening a page (staff.ts says which pages), and the words of a refused
// role change. Apart from staff.ts, which every page's guard loads, so that only the back office
// and the api download these.

/**
 * What a role may do beyond opening a page, on things every staff member or signed-in caller
 * shares: the api decides by it, and the web offers no button it would refuse.
 */
export const STAFF_ACTIONS = {
  deleteAnyOrder: ['owner'],
  exportOrders: ['owner'],
  writeEvatInvoice: ['owner'],
  payAnyOrder: ['owner', 'orders'],
  makeRefunds: ['owner'],
  deleteProducts: ['owner'],
  deleteCategories: ['owner'],
  readWholeLog: ['owner'],
  workOrders: ['owner', 'orders'],
  workCatalogue: ['owner', 'catalogue'],
  /** Once on, two-step sign-in stays on: only a new key replaces it (or the server command). */
  keepTwoStep: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAction = keyof typeof STAFF_ACTIONS;

export const mayDo = (role: StaffRole | null | undefined, action: StaffAction) =>
  role != null && (STAFF_ACTIONS[action] as readonly StaffRole[]).includes(role);

export const OWN_ROLE = 'You cannot change your own role. Ask another owner.';
export const LAST_OWNER =
  'The shop needs at least one owner: make someone else an owner before changing this one.';
