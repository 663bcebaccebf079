import type { ShopFilters } from '@adepa/contract/shop-filters';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { RatingFilter } from './rating-filter';

type FilterPanelProps = {
  filters: ShopFilters;
  onChange: (change: Partial<Omit<ShopFilters, 'page'>>) => void;
};

/** The "Filter Product" controls, shared by the desktop sidebar and the phone sheet. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <CategoryFilter value={filters.category} onChange={(category) => onChange({ category })} />
      <PriceFilter
        low={filters.low}
        high={filters.high}
        onChange={(low, high) => onChange({ low, high })}
      />
      <RatingFilter value={filters.rating} onChange={(rating) => onChange({ rating })} />
    </div>
  );
}
