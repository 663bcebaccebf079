import type { ReactNode } from 'react';
import { Link } from 'wouter';

type HeaderIconLinkProps = {
  href: string;
  label: string;
  count: number;
  icon: ReactNode;
  /** The word shown next to the icon on wide screens (without it, `label` is for screen readers). */
  text?: string;
  /** Opens a panel instead of following the link (a plain click; a new tab still gets the page). */
  onOpen?: () => void;
  /** A pointer came near: a good moment to fetch the panel's code. */
  onIntent?: () => void;
};

/**
 * Cart and wishlist links: an icon with a count badge. The name is what is seen, in reading
 * order, with the count in words: "Cart 2 items" (the word first in the page, placed after the
 * icon by CSS), so someone who says "click Cart" reaches it (WCAG 2.5.3). With `onOpen` a plain
 * click opens the slide-over instead (wouter leaves modified clicks alone).
 */
export function HeaderIconLink({
  href,
  label,
  count,
  icon,
  text,
  onOpen,
  onIntent,
}: HeaderIconLinkProps) {
  return (
    <Link
      href={href}
      aria-haspopup={onOpen && 'dialog'}
      onClick={(event) => {
        if (!onOpen) return;
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-ink hover:bg-green-soft hover:text-green"
    >
      <span
        className={
          text ? 'sr-only lg:not-sr-only lg:order-last lg:text-sm lg:font-semibold' : 'sr-only'
        }
      >
        {text ?? label}
      </span>{' '}
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
      <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
    </Link>
  );
}
