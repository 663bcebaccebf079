import { STALE_STOCK } from '@adepa/contract/variants';
import { useEffect, useRef } from 'react';

// A save refused because an order changed the stock meanwhile: STALE_STOCK, at the top of the
// grid whose figures it speaks of ("the figures below"), brought into view, since the owner is at
// the Save button when it comes: the grid's heading with it, so the owner sees which grid it is.

export function StaleStockAlert() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const grid = ref.current?.closest('section') ?? ref.current;
    grid?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <p
      ref={ref}
      role="alert"
      className="rounded-xl bg-gold-soft px-4 py-3 text-sm font-semibold text-ink ring-1 ring-gold"
    >
      {STALE_STOCK}
    </p>
  );
}
