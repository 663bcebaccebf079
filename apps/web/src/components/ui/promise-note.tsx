import { shop } from '../../lib/shop-settings';
import { ShieldCheckIcon } from './icons';

/** The shop's promise, near every buy button (brand.md): pay only after successful delivery. */
export function PromiseNote({ className = '' }: { className?: string }) {
  return (
    <p
      className={`flex items-center gap-2 rounded-xl bg-green-soft px-3 py-2.5 text-sm font-semibold text-green-dark ${className}`}
    >
      <ShieldCheckIcon className="size-5 shrink-0" />
      {shop.promise}
    </p>
  );
}
