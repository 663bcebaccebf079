import { NO_CATEGORY_FOUND } from '@adepa/contract/messages';
import { Link } from 'wouter';
import { RetryMessage } from '../../../components/ui/retry-message';
import { PlaceholderItems, Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useCategories } from '../api/get-categories';
import { categoryHref } from '../catalogue-links';
import { CategoryImage } from './category-image';

const GRID = 'grid grid-cols-4 gap-2 sm:gap-4 lg:grid-cols-8';

export function TopCategories() {
  const categories = useCategories();

  return (
    <section aria-labelledby="top-categories">
      <h2 id="top-categories" className="mb-4 text-xl font-bold sm:text-2xl">
        Top Categories
      </h2>
      {categories.isPending ? (
        <ul className={GRID} aria-busy="true">
          <PlaceholderItems
            count={8}
            className="rounded-2xl bg-white p-1.5 ring-1 ring-line sm:p-2"
          >
            <Skeleton className="aspect-square rounded-xl" />
            <Skeleton className="mx-auto mt-2 h-4 w-3/4" />
          </PlaceholderItems>
        </ul>
      ) : categories.isError ? (
        <RetryMessage retry={() => categories.refetch()}>
          We could not load the categories.
        </RetryMessage>
      ) : categories.data.length === 0 ? (
        <StatusMessage>{NO_CATEGORY_FOUND}</StatusMessage>
      ) : (
        <ul className={GRID}>
          {categories.data.map((category) => (
            <li key={category._id}>
              <Link
                href={categoryHref(category.name)}
                className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-1.5 pb-2.5 text-center sm:p-2 sm:pb-3 ring-1 ring-line transition-shadow hover:shadow-md hover:ring-green/40"
              >
                <span className="block w-full overflow-hidden rounded-xl bg-gold-soft/60">
                  <CategoryImage
                    category={category}
                    size={200}
                    className="w-full transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="text-[0.8125rem] leading-tight font-semibold text-ink group-hover:text-green sm:text-sm">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
