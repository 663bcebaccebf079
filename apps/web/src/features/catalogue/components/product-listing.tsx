import { LISTING_PICTURE_SIZES, PAR_PAGE } from '@adepa/contract/catalogue';
import { NO_MORE_PRODUCTS, NO_PRODUCT_FOUND, PRODUCTS_FETCH_ERROR } from '@adepa/contract/messages';
import { activeFilterCount } from '@adepa/contract/shop-filters';
import { useId, useRef } from 'react';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Pagination } from '../../../components/ui/pagination';
import { RetryMessage } from '../../../components/ui/retry-message';
import { PlaceholderItems, Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useProductList } from '../api/query-products';
import { useShopFilters } from '../hooks/use-shop-filters';
import { FilterForm } from './filter-form';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

/** The shop, category and search listings: filters, sort, '{n} Products', cards, pages. */
export function ProductListing() {
  const { filters, setFilters, clearFilters, hrefFor } = useShopFilters();
  const list = useProductList(filters);
  const resultsRef = useRef<HTMLDivElement>(null);
  const filterHeadingId = useId();
  const data = list.data;
  const total = data?.totalProduct ?? 0;
  const pages = data ? Math.ceil(data.totalProduct / data.parPage) : 1;
  const active = activeFilterCount(filters);
  const onClear = active > 0 ? clearFilters : undefined;

  const panel = <FilterPanel filters={filters} onChange={setFilters} hrefFor={hrefFor} />;
  const countText = `${total} Products`;

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      {/* The sidebar from 1024 px; on phones the sheet below, or before the app runs, this
          panel opened by the Filters link (#filters). */}
      <aside
        id="filters"
        aria-labelledby={filterHeadingId}
        className="mb-5 hidden rounded-2xl bg-white p-4 ring-1 ring-line target:block lg:mb-0 lg:block"
      >
        <div className="mb-4 flex min-h-11 items-center justify-between gap-2 px-2">
          <h2 id={filterHeadingId} className="text-lg font-bold">
            Filter Product
          </h2>
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              className="min-h-11 text-sm font-semibold text-green underline underline-offset-2"
            >
              Clear all
            </button>
          )}
        </div>
        {panel}
      </aside>

      <div ref={resultsRef} className="scroll-mt-4">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <FilterSheet
            activeCount={active}
            doneLabel={list.isPending ? 'Done' : `Show ${countText.toLowerCase()}`}
            onClear={onClear}
          >
            {panel}
          </FilterSheet>
          {/* The heading of the result cards (h3), so headings run in order on every width. */}
          <h2
            aria-live="polite"
            className="order-last w-full text-sm font-semibold text-muted sm:order-none sm:w-auto lg:text-base"
          >
            {list.isPending ? <Skeleton className="h-5 w-28" /> : countText}
          </h2>
          <FilterForm
            filters={filters}
            owns={['sort']}
            submitLabel="Sort"
            className="flex items-center gap-2"
          >
            <SortSelect
              value={filters.sort}
              onChange={(sort) => setFilters({ sort })}
              defaultLabel={filters.value ? 'Best match' : 'Newest first'}
            />
          </FilterForm>
        </div>

        {list.isPending ? (
          <ProductGrid busy withSidebar>
            <PlaceholderItems count={PAR_PAGE}>
              <ProductCardSkeleton />
            </PlaceholderItems>
          </ProductGrid>
        ) : list.isError && !data ? (
          <ListError error={list.error} onRetry={() => list.refetch()} />
        ) : !data || data.products.length === 0 ? (
          <StatusMessage>{NO_PRODUCT_FOUND}</StatusMessage>
        ) : (
          <ProductGrid busy={list.isPlaceholderData} withSidebar>
            {data.products.map((product, index) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  eager={index < 4}
                  first={index === 0}
                  sizes={LISTING_PICTURE_SIZES}
                />
              </li>
            ))}
          </ProductGrid>
        )}

        {total > (data?.parPage ?? PAR_PAGE) && (
          <Pagination
            // A shared link may point past the last page: count back from the end.
            page={Math.min(filters.page, pages)}
            pages={pages}
            label="Product pages"
            href={(page) => hrefFor({ page })}
            onPage={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
            onEnd={() => toast.error(NO_MORE_PRODUCTS)}
          />
        )}
      </div>
    </div>
  );
}

/** A link the server refuses (400) is a page problem; anything else, the list's. */
function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 400) return <PageLoadError />;
  return <RetryMessage retry={onRetry}>{PRODUCTS_FETCH_ERROR}</RetryMessage>;
}
