import { NO_CATEGORY_FOUND } from '@adepa/contract/messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../api/get-categories';
import { FilterGroup } from './filter-group';

type CategoryFilterProps = {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
};

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();

/** Checkboxes acting as one choice (spec section 4): ticking sets the category, unticking clears. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const categories = useCategories();

  return (
    <FilterGroup legend="Category">
      {categories.isPending ? (
        <ul className="grid gap-1" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="flex min-h-11 items-center gap-3 px-2">
              <Skeleton className="size-5" />
              <Skeleton className="h-4 w-32" />
            </li>
          ))}
        </ul>
      ) : categories.isError ? (
        <p className="px-2 text-sm text-red">
          We could not load the categories.{' '}
          <button
            type="button"
            onClick={() => categories.refetch()}
            className="min-h-11 font-semibold text-green underline"
          >
            Try again
          </button>
        </p>
      ) : categories.data.length === 0 ? (
        <p className="px-2 text-sm text-muted">{NO_CATEGORY_FOUND}</p>
      ) : (
        <ul className="grid gap-0.5">
          {categories.data.map((category) => (
            <li key={category._id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm font-medium hover:bg-green-soft has-[:checked]:text-green">
                <input
                  type="checkbox"
                  checked={same(category.name, value)}
                  onChange={(event) => onChange(event.target.checked ? category.name : undefined)}
                  className="size-5 shrink-0 accent-green"
                />
                {category.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </FilterGroup>
  );
}
