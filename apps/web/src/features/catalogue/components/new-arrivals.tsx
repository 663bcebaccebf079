import { NEW_ARRIVALS_PAGE_SIZE } from '@adepa/contract/catalogue';
import { NO_MORE_PRODUCTS, NO_PRODUCT_FOUND, PRODUCTS_FETCH_ERROR } from '@adepa/contract/messages';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { RetryMessage } from '../../../components/ui/retry-message';
import { PlaceholderItems } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useNewProducts } from '../api/get-new-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';

export function NewArrivals() {
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useNewProducts(page);
  const data = query.data;
  const pages = data?.numberOfPages ?? 1;

  function go(to: number) {
    // At either end a tap is answered with a toast rather than a disabled button.
    if (to < 1 || to > pages) {
      toast.error(NO_MORE_PRODUCTS);
      return;
    }
    setPage(to);
    headingRef.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <section aria-labelledby="new-arrivals" className="scroll-mt-4">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="new-arrivals" ref={headingRef} className="text-xl font-bold sm:text-2xl">
          New Arrivals
        </h2>
        {pages > 1 && (
          <p className="text-sm text-muted">
            Page {page} of {pages}
          </p>
        )}
      </div>

      {query.isPending ? (
        <ProductGrid busy>
          <PlaceholderItems count={NEW_ARRIVALS_PAGE_SIZE}>
            <ProductCardSkeleton />
          </PlaceholderItems>
        </ProductGrid>
      ) : query.isError && !data ? (
        <RetryMessage retry={() => query.refetch()}>{PRODUCTS_FETCH_ERROR}</RetryMessage>
      ) : !data || data.products.length === 0 ? (
        <StatusMessage>{NO_PRODUCT_FOUND}</StatusMessage>
      ) : (
        <ProductGrid busy={query.isPlaceholderData}>
          {data.products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ProductGrid>
      )}

      {pages > 1 && (
        <nav
          aria-label="New arrivals pages"
          className="mt-6 flex items-center justify-center gap-3"
        >
          <Button variant="secondary" onClick={() => go(page - 1)}>
            <ChevronLeftIcon className="size-5" />
            Previous
          </Button>
          <Button variant="secondary" onClick={() => go(page + 1)}>
            Next
            <ChevronRightIcon className="size-5" />
          </Button>
        </nav>
      )}
    </section>
  );
}
