import type { ReactNode } from 'react';

type ProductGridProps = {
  children: ReactNode;
  busy?: boolean;
  /** Beside the shop's filter sidebar the grid has less room: four columns only from 1280 px. */
  withSidebar?: boolean;
};

/** Two columns on phones, then three and four: the shape every product list shares. */
export function ProductGrid({ children, busy = false, withSidebar = false }: ProductGridProps) {
  const columns = withSidebar
    ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4';
  return (
    <ul
      aria-busy={busy}
      className={`grid gap-3 sm:gap-4 lg:gap-5 ${columns} ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {children}
    </ul>
  );
}
