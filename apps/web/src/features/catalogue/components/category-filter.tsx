import { ChoiceLink } from '../../../components/ui/choice-link';
import { CheckIcon } from '../../../components/ui/icons';
import { FilterGroup } from './filter-group';
import { LoadedCategories } from './loaded-categories';

type CategoryFilterProps = {
  value: string | undefined;
  /** The listing with this category chosen (or none). */
  hrefFor: (category: string | undefined) => string;
};

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();

/** Checkboxes acting as one choice: ticking sets the category, unticking clears it. */
export function CategoryFilter({ value, hrefFor }: CategoryFilterProps) {
  return (
    <FilterGroup legend="Category">
      <LoadedCategories look="filter">
        {(categories) => (
          <ul className="grid gap-0.5">
            {categories.map((category) => {
              const checked = same(category.name, value);
              return (
                <li key={category._id}>
                  <ChoiceLink
                    role="checkbox"
                    checked={checked}
                    href={hrefFor(checked ? undefined : category.name)}
                    className="flex min-h-11 items-center gap-3 rounded-xl px-2 text-sm font-medium text-ink hover:bg-green-soft aria-checked:text-green"
                  >
                    <span
                      aria-hidden="true"
                      className={`grid size-5 shrink-0 place-items-center rounded border-2 ${checked ? 'border-green bg-green text-white' : 'border-field bg-white'}`}
                    >
                      {checked && <CheckIcon className="size-3.5" />}
                    </span>
                    {category.name}
                  </ChoiceLink>
                </li>
              );
            })}
          </ul>
        )}
      </LoadedCategories>
    </FilterGroup>
  );
}
