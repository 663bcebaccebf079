import type { ReactNode } from 'react';
import { Link } from 'wouter';

type HeaderIconLinkProps = {
  href: string;
  label: string;
  count: number;
  icon: ReactNode;
  /** Visible word next to the icon on wide screens. */
  text?: string;
};

/** Cart and wishlist links: an icon with a count badge; the label says the number in words. */
export function HeaderIconLink({ href, label, count, icon, text }: HeaderIconLinkProps) {
  return (
    <Link
      href={href}
      aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-ink hover:bg-green-soft hover:text-green"
    >
      <span className="relative">
        {icon}
        <span
          className={`absolute -top-2 -right-2.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] leading-none font-bold ${
            count > 0 ? 'bg-red text-white' : 'bg-line text-ink'
          }`}
        >
          {count > 99 ? '99+' : count}
        </span>
      </span>
      {text && <span className="hidden text-sm font-semibold lg:inline">{text}</span>}
    </Link>
  );
}
