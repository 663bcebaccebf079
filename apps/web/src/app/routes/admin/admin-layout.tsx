import type { ReactNode } from 'react';
import { Link } from 'wouter';

// The back office menu (spec section 6). It lives in the admin chunk with the admin pages, so
// shoppers never download it.

const menu = [
  { href: '/profile', text: 'Profile' },
  { href: '/admin/dashboard-summary', text: 'Dashboard Summary' },
  { href: '/admin/create-product', text: 'Create Product' },
  { href: '/admin/create-category', text: 'Create Category' },
  { href: '/admin/manage-category', text: 'Manage Categories' },
  { href: '/admin/get-all-products', text: 'Manage Products' },
  { href: '/admin/dashboard/orders', text: 'Manage Orders' },
  { href: '/admin/userlist', text: 'Manage Users' },
];

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-5 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="Admin" className="rounded-2xl bg-white p-2 ring-1 ring-line lg:self-start">
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {menu.map((item) => (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                className={(active) =>
                  `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold ${
                    active ? 'bg-green text-white' : 'text-ink hover:bg-green-soft hover:text-green'
                  }`
                }
              >
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Pages bring their own page padding; inside the admin frame the frame provides it. */}
      <div className="min-w-0 [&>div]:p-0">{children}</div>
    </div>
  );
}
