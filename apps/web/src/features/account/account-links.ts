import type { Session } from '@adepa/contract/users';

// The dashboard menu of spec section 6, shared by the header menus and the back office frame.

export type AccountLink = { href: string; text: string };

const profile: AccountLink = { href: '/profile', text: 'Profile' };

export const customerLinks: AccountLink[] = [
  profile,
  { href: '/customer/dashboard/orders', text: 'My Orders' },
];

export const adminLinks: AccountLink[] = [
  profile,
  { href: '/admin/dashboard-summary', text: 'Dashboard Summary' },
  { href: '/admin/create-product', text: 'Create Product' },
  { href: '/admin/create-category', text: 'Create Category' },
  { href: '/admin/manage-category', text: 'Manage Categories' },
  { href: '/admin/get-all-products', text: 'Manage Products' },
  { href: '/admin/dashboard/orders', text: 'Manage Orders' },
  { href: '/admin/userlist', text: 'Manage Users' },
  { href: '/admin/delivery-fees', text: 'Delivery Fees' },
  { href: '/admin/messages', text: 'Messages' },
  { href: '/admin/newsletter', text: 'Send Newsletter' },
];

export function accountLinks(session: Session): AccountLink[] {
  return session.isAdmin ? adminLinks : customerLinks;
}
