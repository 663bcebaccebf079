import { ChoiceLink } from '../../../components/ui/choice-link';
import { StarRating } from '../../../components/ui/star-rating';
import { FilterGroup } from './filter-group';

type RatingFilterProps = {
  value: number | undefined;
  /** The listing with this rating chosen (undefined: any rating). */
  hrefFor: (rating: number | undefined) => string;
};

const OPTIONS = [5, 4, 3, 2, 1, 0] as const;

/** "n stars and up", 5 down to 1, and a row of empty stars that clears the filter. */
export function RatingFilter({ value, hrefFor }: RatingFilterProps) {
  return (
    <FilterGroup legend="Rating">
      <div role="radiogroup" aria-label="Rating" className="grid gap-0.5">
        {OPTIONS.map((stars) => (
          <ChoiceLink
            key={stars}
            role="radio"
            checked={(value ?? 0) === stars}
            href={hrefFor(stars || undefined)}
            className="flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm text-ink hover:bg-green-soft aria-checked:bg-green-soft aria-checked:font-semibold aria-checked:text-green"
          >
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
          </ChoiceLink>
        ))}
      </div>
    </FilterGroup>
  );
}
