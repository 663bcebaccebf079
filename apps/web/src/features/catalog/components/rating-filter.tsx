import { useId } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { FilterGroup } from './filter-group';

type RatingFilterProps = {
  value: number | undefined;
  onChange: (rating: number | undefined) => void;
};

const OPTIONS = [5, 4, 3, 2, 1, 0] as const;

/** "n stars and up", 5 down to 1, and a row of empty stars that clears the filter. */
export function RatingFilter({ value, onChange }: RatingFilterProps) {
  const name = useId();
  return (
    <FilterGroup legend="Rating">
      <div className="grid gap-0.5">
        {OPTIONS.map((stars) => (
          <label
            key={stars}
            className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2 text-sm hover:bg-green-soft has-[:checked]:bg-green-soft has-[:checked]:font-semibold has-[:checked]:text-green has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-green has-[:focus-visible]:outline-solid"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={(value ?? 0) === stars}
              onChange={() => onChange(stars || undefined)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            <span aria-hidden="true" className="inline-flex items-center gap-2">
              <StarRating rating={stars} className="h-5 w-25" />
              {stars === 0 ? 'Any rating' : stars < 5 ? '& up' : ''}
            </span>
            <span className="sr-only">
              {stars === 0
                ? 'Any rating'
                : stars === 5
                  ? '5 stars'
                  : `${stars} ${stars === 1 ? 'star' : 'stars'} and up`}
            </span>
          </label>
        ))}
      </div>
    </FilterGroup>
  );
}
