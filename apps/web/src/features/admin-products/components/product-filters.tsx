import { PRODUCT_SEARCH_MAX, type ProductSearch } from '@adepa/contract/product-search';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSearchBox } from '../../../lib/use-search-box';
import { useCategories } from '../../catalogue';

// The products list's search box and filters: the name is searched when sent, a category or the
// low-stock box applies at once.

type Props = {
  search: ProductSearch;
  onSearch: (next: ProductSearch) => void;
  /** How many products match, once known. */
  count: number | undefined;
};

export function ProductFilters({ search, onSearch, count }: Props) {
  const { text, setText, set, submit, filtered } = useSearchBox(search, onSearch);
  const categories = useCategories();
  const names = new Map((categories.data ?? []).map((c) => [c._id, c.name]));

  return (
    <search aria-label="Product search" className="mb-5 block">
      <form onSubmit={submit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end">
          <div className="flex items-start gap-2 sm:col-span-2 lg:col-span-1">
            <div className="min-w-0 flex-1">
              <TextField
                label="Product name"
                type="search"
                name="q"
                value={text}
                maxLength={PRODUCT_SEARCH_MAX}
                autoComplete="off"
                onChange={(event) => setText(event.target.value)}
                below={(id) => (
                  <p id={id} className="mt-1.5 text-sm text-muted">
                    Part of the name is enough
                  </p>
                )}
              />
            </div>
            <Button type="submit" className="mt-7 h-12 shrink-0">
              Find products
            </Button>
          </div>
          <SelectField
            label="Category"
            placeholder="Every category"
            options={[...names.keys()]}
            optionLabel={(id) => names.get(id) ?? id}
            value={search.category ?? ''}
            onChange={(event) => set({ category: event.target.value || undefined })}
          />
          <label className="flex h-12 items-center gap-3 self-end text-sm font-semibold text-ink lg:mb-0">
            <input
              type="checkbox"
              className="size-5 accent-green"
              checked={Boolean(search.low)}
              onChange={(event) => set({ low: event.target.checked ? '1' : undefined })}
            />
            Low stock only
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm font-semibold text-ink">
            {count === undefined ? '' : `${count} ${count === 1 ? 'product' : 'products'} found`}
          </p>
          {filtered && (
            <Button variant="ghost" onClick={() => onSearch({})}>
              Clear search and filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
