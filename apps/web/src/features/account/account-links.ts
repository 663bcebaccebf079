import { paths } from '@adepa/contract/paths';
import { mayOpen, type StaffPage, type StaffRole } from '@adepa/contract/staff';
import type { Session } from '@adepa/contract/users';
import { staffRoleOf } from '../../lib/session';

// The signed-in dashboard menu: a customer gets Profile and My Orders; staff get Profile and
// the back-office pages their role may open. The header menus show it, and the back office frame lists the
// back-office pages beside each of them.

export type AccountLink = { href: string; text: string };

const profile: AccountLink = { href: paths.profile(), text: 'Profile' };

const customerLinks: AccountLink[] = [profile, { href: paths.myOrders(), text: 'My Orders' }];

/** The back office's pages, in menu order, each with the page name its roles are given by. */
const backOfficePages: (AccountLink & { page: StaffPage })[] = [
  { href: paths.admin.dashboard(), text: 'Dashboard Summary', page: 'dashboard' },
  { href: paths.admin.createProduct(), text: 'Create Product', page: 'createProduct' },
  { href: paths.admin.createCategory(), text: 'Create Category', page: 'createCategory' },
  { href: paths.admin.categories(), text: 'Manage Categories', page: 'categories' },
  { href: paths.admin.products(), text: 'Manage Products', page: 'products' },
  { href: paths.admin.orders(), text: 'Manage Orders', page: 'orders' },
  { href: paths.admin.slips(), text: 'Delivery Slips', page: 'slips' },
  { href: paths.admin.users(), text: 'Manage Users', page: 'users' },
  { href: paths.admin.activity(), text: 'Activity Log', page: 'activity' },
  { href: paths.admin.deliveryFees(), text: 'Delivery Fees', page: 'deliveryFees' },
  { href: paths.admin.vat(), text: 'VAT', page: 'vat' },
  { href: paths.admin.messages(), text: 'Messages', page: 'messages' },
  { href: paths.admin.newsletter(), text: 'Send Newsletter', page: 'newsletter' },
  { href: paths.admin.twoStep(), text: 'Two-step Sign-in', page: 'twoStep' },
];

/** The back-office pages a role may open, in menu order. */
export function backOfficeLinks(role: StaffRole | null): AccountLink[] {
  return backOfficePages.filter((link) => mayOpen(role, link.page));
}

export function accountLinks(session: Session): AccountLink[] {
  const role = staffRoleOf(session);
  return role ? [profile, ...backOfficeLinks(role)] : customerLinks;
}
