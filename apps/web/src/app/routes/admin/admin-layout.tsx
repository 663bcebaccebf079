import { paths, patterns } from '@adepa/contract/paths';
import type { ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { Link, matchRoute, useLocation } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/action-icons';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PageHead, pageTitle } from '../../../components/ui/page-head';
import { type AccountLink, backOfficeLinks } from '../../../features/account';
import { staffRoleOf, useSession } from '../../../lib/session';
import { useDisclosure } from '../../../lib/use-dismiss';

// The back office frame: the list of back-office pages beside the page on wide screens, and a
// compact "where am I" menu button above it on phones. It lives in the admin chunks with the
// admin pages, so shoppers never download it. Profile stays in the header's account menu.

/** Pages that are not in the menu, and the menu item (their list) they sit under. */
const subpages: [pattern: string, section: string][] = [
  [patterns.admin.updateProduct, paths.admin.products()],
  [patterns.admin.updateProductImage, paths.admin.products()],
  [patterns.admin.updateCategory, paths.admin.categories()],
  [patterns.admin.updateCategoryImage, paths.admin.categories()],
  [patterns.admin.order, paths.admin.orders()],
  [paths.admin.refunds(), paths.admin.orders()],
];

/** The menu item a page belongs to. */
function sectionOf(location: string, items: AccountLink[]): string | undefined {
  const subpage = subpages.find(([pattern]) => matchRoute(parsePattern, pattern, location)[0]);
  return subpage?.[1] ?? items.find((item) => item.href === location)?.href;
}

type AdminLayoutProps = {
  title: string;
  /** Buttons beside the heading (Export CSV, Create Product). */
  actions?: ReactNode;
  /** A way back to the list this page belongs to. */
  back?: { href: string; text: string };
  children: ReactNode;
};

export function AdminLayout({ title, actions, back, children }: AdminLayoutProps) {
  const [location] = useLocation();
  const { session } = useSession();
  // The pages the staff member's role may open: the menu offers no page that would refuse them.
  const items = backOfficeLinks(staffRoleOf(session));
  const section = sectionOf(location, items);
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-5 sm:px-5 lg:grid-cols-[14rem_1fr] lg:gap-8 lg:py-8 print:block print:p-0">
      <PageHead title={pageTitle(`${title} | Admin`)} noindex />
      <div className="contents print:hidden">
        <SideNav location={location} section={section} items={items} />
        <CompactNav location={location} section={section} items={items} />
      </div>
      <div className="min-w-0">
        {back && (
          <Link
            href={back.href}
            className="-ml-2 mb-1 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-green hover:bg-green-soft print:hidden"
          >
            <ArrowLeftIcon className="size-4" />
            {back.text}
          </Link>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}

type NavProps = { location: string; section: string | undefined; items: AccountLink[] };

function itemClasses(active: boolean) {
  return `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold ${
    active ? 'bg-green text-white' : 'text-ink hover:bg-green-soft hover:text-green'
  }`;
}

function SideNav(nav: NavProps) {
  return (
    <nav
      aria-label="Admin"
      className="hidden rounded-2xl bg-white p-2 ring-1 ring-line lg:sticky lg:top-4 lg:block lg:self-start"
    >
      <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
        Back office
      </p>
      <NavItems {...nav} className="flex flex-col gap-1" />
    </nav>
  );
}

function CompactNav({ location, section, items }: NavProps) {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure<HTMLElement>();
  const current = items.find((item) => item.href === section)?.text ?? 'Admin';
  return (
    <nav aria-label="Admin" ref={rootRef} className="relative lg:hidden">
      {/* Named by what it shows ("Admin menu Create Category"): a name that left out the page's
          name would not answer a voice command that reads the button out. On a phone the page's
          own "Create Category" button is told apart by its exact name. */}
      <button
        {...buttonProps}
        className="flex min-h-12 w-full items-center gap-2 rounded-2xl bg-white px-4 text-left ring-1 ring-line"
      >
        <span className="text-xs font-bold tracking-wide text-muted uppercase">Admin menu</span>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold">{current}</span>
        <ChevronDownIcon className={`size-5 text-muted ${open ? 'rotate-180' : ''}`} />
      </button>
      <NavItems
        {...panelProps}
        location={location}
        section={section}
        items={items}
        onPick={close}
        className="absolute inset-x-0 top-full z-30 mt-1 grid gap-1 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-line"
      />
    </nav>
  );
}

type NavItemsProps = NavProps & {
  className: string;
  id?: string;
  hidden?: boolean;
  onPick?: () => void;
};

/** The back office's pages, the current one marked, its section highlighted. */
function NavItems({ location, section, items, onPick, ...list }: NavItemsProps) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            onClick={onPick}
            aria-current={item.href === location ? 'page' : undefined}
            className={itemClasses(item.href === section)}
          >
            {item.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
