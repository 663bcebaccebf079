import { paths } from '@adepa/contract/paths';
import type { Session } from '@adepa/contract/users';

// The signed-in dashboard menu: a customer gets Profile and My Orders; an admin gets Profile and
// every back-office page. The header menus show it, and the back office frame lists the
// back-office pages beside each of them.

export type AccountLink = { href: string; text: string };

const profile: AccountLink = { href: paths.profile(), text: 'Profile' };

const customerLinks: AccountLink[] = [profile, { href: paths.myOrders(), text: 'My Orders' }];

/** The back office's pages, in menu order. */
export const backOfficeLinks: AccountLink[] = [
  { href: paths.admin.dashboard(), text: 'Dashboard Summary' },
  { href: paths.admin.createProduct(), text: 'Create Product' },
  { href: paths.admin.createCategory(), text: 'Create Category' },
  { href: paths.admin.categories(), text: 'Manage Categories' },
  { href: paths.admin.products(), text: 'Manage Products' },
  { href: paths.admin.orders(), text: 'Manage Orders' },
  { href: paths.admin.users(), text: 'Manage Users' },
  { href: paths.admin.deliveryFees(), text: 'Delivery Fees' },
  { href: paths.admin.messages(), text: 'Messages' },
  { href: paths.admin.newsletter(), text: 'Send Newsletter' },
];

export function accountLinks(session: Session): AccountLink[] {
  return session.isAdmin ? [profile, ...backOfficeLinks] : customerLinks;
}
