import { useParams } from 'wouter';
import { DocumentTitle } from '../../components/ui/document-title';
import { PageLoadError } from '../../components/ui/page-load-error';
import { ProductShelf } from '../../features/catalog/components/product-shelf';
import { useProductDetails } from '../../features/product/api/get-product-details';
import { ProductOverview } from '../../features/product/components/product-overview';
import { ProductOverviewSkeleton } from '../../features/product/components/product-overview-skeleton';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { ApiError } from '../../lib/api-client';
import { shop } from '../../lib/shop-settings';
import { NotFoundPage } from './not-found-page';

/** /product-details/:id: the product, its reviews, then related products and more. */
export function ProductDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const details = useProductDetails(id);

  if (details.isError && details.error instanceof ApiError && details.error.status === 404) {
    return <NotFoundPage />;
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-3 py-5 sm:gap-16 sm:px-5 sm:py-8">
      {details.data ? (
        // Keyed by product: moving to a related product starts with its first picture and qty 1.
        <div key={details.data.product._id} className="flex flex-col gap-12 sm:gap-16">
          <DocumentTitle>{`${details.data.product.name} | ${shop.name}`}</DocumentTitle>
          <ProductOverview product={details.data.product} />
          <ReviewsSection productId={details.data.product._id} />
          <ProductShelf
            id="related-products"
            title="Related Products"
            products={details.data.relatedProducts}
          />
          <ProductShelf
            id="more-products"
            title="More from the shop"
            products={details.data.moreProducts}
          />
        </div>
      ) : details.isError ? (
        <PageLoadError />
      ) : (
        <ProductOverviewSkeleton />
      )}
    </div>
  );
}
