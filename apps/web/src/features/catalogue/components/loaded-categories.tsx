import type { Category } from '@adepa/contract/catalogue';
import { NO_CATEGORY_FOUND } from '@adepa/contract/messages';
import type { ReactNode } from 'react';
import { PlaceholderItems, Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../api/get-categories';

// The categories menu and the listing's category filter read the same list, and show the same
// states in its place until it is there, each laid out as its list is.

const looks = {
  menu: {
    padding: 'p-2',
    list: 'grid grid-cols-2 gap-2',
    item: 'flex items-center gap-3 p-2',
    mark: 'size-10 shrink-0 rounded-lg',
    name: 'h-4 w-20',
  },
  filter: {
    padding: 'px-2',
    list: 'grid gap-1',
    item: 'flex min-h-11 items-center gap-3 px-2',
    mark: 'size-5',
    name: 'h-4 w-32',
  },
};

type LoadedCategoriesProps = {
  look: keyof typeof looks;
  children: (categories: Category[]) => ReactNode;
};

/**
 * The categories, handed to `children`; in their place, placeholders while they load, the
 * failure with Try again, or that there are none.
 */
export function LoadedCategories({ look, children }: LoadedCategoriesProps) {
  const categories = useCategories();
  const { padding, list, item, mark, name } = looks[look];
  if (categories.isPending) {
    return (
      <ul className={list} aria-busy="true">
        <PlaceholderItems count={6} className={item}>
          <Skeleton className={mark} />
          <Skeleton className={name} />
        </PlaceholderItems>
      </ul>
    );
  }
  if (categories.isError) {
    return (
      <p className={`${padding} text-sm text-red`}>
        We could not load the categories.{' '}
        <button
          type="button"
          onClick={() => categories.refetch()}
          className="min-h-11 font-semibold text-green underline"
        >
          Try again
        </button>
      </p>
    );
  }
  if (categories.data.length === 0) {
    return <p className={`${padding} text-sm text-muted`}>{NO_CATEGORY_FOUND}</p>;
  }
  return children(categories.data);
}
