import { paths } from '@adepa/contract/paths';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from './button';

export type EmptyBagProps = {
  icon: ReactNode;
  message: string;
  note?: string;
  /** Called as Continue Shopping is followed (the panel closes). */
  onNavigate?: () => void;
};

/** The empty cart or wishlist: its message and Continue Shopping (focus lands there after the
 * last item is removed). */
export function EmptyBag({ icon, message, note, onNavigate }: EmptyBagProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-gold-soft text-green">
        {icon}
      </span>
      <p className="text-lg font-bold">{message}</p>
      {note && <p className="max-w-xs text-sm text-muted">{note}</p>}
      <Link
        href={paths.shop()}
        onClick={onNavigate}
        data-focus-fallback
        className={buttonClasses('primary', 'mt-2')}
      >
        Continue Shopping
      </Link>
    </div>
  );
}

/** The empty cart or wishlist as a page's content, on a card. */
export function EmptyBagCard(props: EmptyBagProps) {
  return (
    <div className="mt-6 rounded-2xl bg-white ring-1 ring-line">
      <EmptyBag {...props} />
    </div>
  );
}
