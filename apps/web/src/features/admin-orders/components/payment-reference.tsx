import type { ReactNode } from 'react';

/**
 * A charge's reference, in a mono font and selectable whole: what the owner searches for on
 * Paystack's dashboard. `children` follow it on the line (a tag).
 */
export function PaymentReference({
  reference,
  children,
}: {
  reference: string;
  children?: ReactNode;
}) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-muted">Reference</span>
      <span className="font-mono font-semibold break-all select-all">{reference}</span>
      {children}
    </p>
  );
}
