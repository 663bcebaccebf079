import type { ShopFilters } from '@adepa/contract/shop-filters';
import { CategoryFilter } from './category-filter';
import { FilterForm } from './filter-form';
import { PriceFilter } from './price-filter';
import { RatingFilter } from './rating-filter';

type FilterChange = Partial<Omit<ShopFilters, 'page'>>;

type FilterPanelProps = {
  filters: ShopFilters;
  onChange: (change: FilterChange) => void;
  /** The listing a change leads to. */
  hrefFor: (change: FilterChange) => string;
};

/** The "Filter Product" controls, shared by the desktop sidebar and the phone sheet. */
export function FilterPanel({ filters, onChange, hrefFor }: FilterPanelProps) {
  return (
    <div className="flex flex-col gap-5">
      <CategoryFilter value={filters.category} hrefFor={(category) => hrefFor({ category })} />
      <FilterForm filters={filters} owns={['low', 'high']} submitLabel="Apply price">
        <PriceFilter
          low={filters.low}
          high={filters.high}
          onChange={(low, high) => onChange({ low, high })}
        />
      </FilterForm>
      <RatingFilter value={filters.rating} hrefFor={(rating) => hrefFor({ rating })} />
    </div>
  );
}
