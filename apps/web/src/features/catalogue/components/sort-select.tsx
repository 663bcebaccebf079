import type { SortPrice } from '@adepa/contract/catalogue';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

type SortSelectProps = {
  value: SortPrice | undefined;
  onChange: (sort: SortPrice | undefined) => void;
  /** What the list is in when no price order is chosen. */
  defaultLabel: string;
};

export function SortSelect({ value, onChange, defaultLabel }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {/* On phones the select's own text says enough; the label stays for screen readers. */}
      <label
        htmlFor={id}
        className="sr-only shrink-0 text-sm font-semibold text-ink sm:not-sr-only"
      >
        Sort by
      </label>
      <span className="relative">
        <select
          id={id}
          name="sort"
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as SortPrice | undefined)}
          className="h-11 appearance-none rounded-full border border-field bg-white pr-10 pl-4 text-base text-ink sm:text-sm"
        >
          <option value="">{defaultLabel}</option>
          <option value="low-to-high">Low to High Price</option>
          <option value="high-to-low">High to Low Price</option>
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
      </span>
    </div>
  );
}
