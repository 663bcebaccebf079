import type { ReactNode } from 'react';

/** Two columns on phones, then three and four: the shape every product list shares. */
export function ProductGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5 ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {children}
    </ul>
  );
}
