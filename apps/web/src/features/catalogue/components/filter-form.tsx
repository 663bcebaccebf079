import { type ShopFilters, shopFiltersSearch } from '@adepa/contract/shop-filters';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

type FilterFormProps = {
  filters: ShopFilters;
  /** The filters the form's own fields set; the others ride along as hidden fields. */
  owns: (keyof ShopFilters)[];
  submitLabel: string;
  className?: string;
  children: ReactNode;
};

/**
 * A filter control that, before the app runs, is a GET form reloading the listing with its value
 * (its submit button shows only then). Once the app runs, the control applies itself as it
 * changes and the form is never sent.
 */
export function FilterForm({ filters, owns, submitLabel, className, children }: FilterFormProps) {
  const [path] = useLocation();
  const kept = { ...filters, page: 1 };
  for (const key of owns) delete kept[key];
  const hidden = [...new URLSearchParams(shopFiltersSearch(kept))];
  return (
    <form
      method="get"
      action={path}
      className={className}
      onSubmit={(event) => event.preventDefault()}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-full border border-green bg-white px-4 text-sm font-semibold text-green"
        >
          {submitLabel}
        </button>
      </noscript>
    </form>
  );
}
