import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { adminLinks } from '../../../features/account/account-links';

// The back office frame: the admin menu of spec section 6 (the same list as the header's) beside
// the page. It lives in the admin chunk with the admin pages, so shoppers never download it.

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-5 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="Admin" className="rounded-2xl bg-white p-2 ring-1 ring-line lg:self-start">
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {adminLinks.map((item) => (
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
