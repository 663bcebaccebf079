import type { ReactNode } from 'react';

/** A grey block that holds the place of content while it loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`block animate-pulse rounded-md bg-line/70 ${className}`} />;
}

type PlaceholderItemsProps = { count: number; className?: string; children: ReactNode };

/** The items of a list still loading: `count` alike ones, each holding `children`. */
export function PlaceholderItems({ count, className, children }: PlaceholderItemsProps) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={index} className={className}>
      {children}
    </li>
  ));
}
