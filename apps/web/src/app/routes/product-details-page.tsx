import type { Product } from '@adepa/contract/catalogue';
import { formatCedi } from '@adepa/contract/money';
import { isPublicId } from '@adepa/contract/public-id';
import { useParams } from 'wouter';
import { HydratedLater } from '../../components/ui/hydrated-later';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { PageLoadError } from '../../components/ui/page-load-error';
import { ProductShelf } from '../../features/catalogue';
import {
  ProductOverview,
  ProductOverviewSkeleton,
  productJsonLd,
  useProductDetails,
} from '../../features/product';
import { ReviewsSection } from '../../features/reviews';
import { NotFoundPage } from './not-found-page';

/** /product-details/:id: the product, its reviews, then related products and more. */
export function ProductDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  // An id that cannot be one names no product: not found, without asking (as the server decides).
  const readable = isPublicId(id);
  const details = useProductDetails(id, readable);

  if (!readable || details.data === null) return <NotFoundPage />;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-3 py-5 sm:gap-16 sm:px-5 sm:py-8">
      {details.data ? (
        // Keyed by product: moving to a related product starts with its first picture and qty 1.
        <div key={details.data.product._id} className="flex flex-col gap-12 sm:gap-16">
          <ProductHead product={details.data.product} />
          <ProductOverview product={details.data.product} />
          <HydratedLater>
            {/* Below the first screen: laid out and painted only when scrolled near. */}
            <div className="flex flex-col gap-12 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:gap-16">
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
          </HydratedLater>
        </div>
      ) : details.isError ? (
        <PageLoadError />
      ) : (
        <ProductOverviewSkeleton />
      )}
    </div>
  );
}

const clip = (text: string, length = 160) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

function ProductHead({ product }: { product: Product }) {
  return (
    <PageHead
      title={pageTitle(product.name)}
      description={clip(`${formatCedi(product.discount)}. ${product.description}`)}
      image={product.image[0]?.url}
      type="product"
      jsonLd={productJsonLd(product)}
    />
  );
}
