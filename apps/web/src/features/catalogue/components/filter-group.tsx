import type { ReactNode } from 'react';

/** One titled group of the Filter Product panel. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full px-2 text-sm font-bold tracking-wide text-ink uppercase">
        {legend}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
