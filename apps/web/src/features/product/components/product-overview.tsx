import { paths } from '@adepa/contract/paths';
import { useState } from 'react';
import { Link } from 'wouter';
import { StarRating } from '../../../components/ui/star-rating';
import { absoluteUrl } from '../../../lib/shop-settings';
import { categoryHref } from '../../catalogue';
import { useVariantChoice } from '../hooks/use-variant-choice';
import type { ProductOnSale } from '../variant-choice';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { PurchasePanel } from './purchase-panel';
import { ShareLinks } from './share-links';

/**
 * The top of the product page: pictures beside name, prices, stock, details and buying. The price
 * and stock shown are those of the size and colour chosen, once chosen.
 */
export function ProductOverview({ product }: { product: ProductOnSale }) {
  const [selectedImage, setSelectedImage] = useState(0);
  const variantChoice = useVariantChoice(product, setSelectedImage);
  const { stock, prices } = variantChoice;
  const shareUrl = absoluteUrl(paths.product(product._id));

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
      <div className="lg:sticky lg:top-4">
        <ProductGallery product={product} selected={selectedImage} onSelect={setSelectedImage} />
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Link
            href={categoryHref(product.category.name)}
            className="-my-3 inline-flex min-h-11 items-center self-start rounded text-sm font-semibold text-green underline-offset-2 hover:underline"
          >
            {product.category.name}
          </Link>
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
            {product.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <StarRating rating={product.rating} className="h-5 w-25" />
            <span aria-hidden="true" className="font-semibold">
              {product.rating.toFixed(1)}
            </span>
            <a
              href="#reviews"
              className="-my-3 inline-flex min-h-11 items-center text-green underline underline-offset-2"
            >
              {product.numReviews} {product.numReviews === 1 ? 'review' : 'reviews'}
            </a>
          </div>
        </div>

        <ProductPrice discount={prices.discount} price={prices.price} />

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {product.brand && (
            <>
              <dt className="font-semibold text-muted">Brand</dt>
              <dd className="font-medium">{product.brand}</dd>
            </>
          )}
          <dt className="font-semibold text-muted">Availability</dt>
          <dd
            aria-live="polite"
            className={`font-semibold ${stock > 0 ? 'text-green' : 'text-red'}`}
          >
            {stock > 0 ? `In Stock: ${stock}` : 'Out of stock'}
          </dd>
        </dl>

        <PurchasePanel
          product={product}
          selectedImage={selectedImage}
          variantChoice={variantChoice}
        />

        <section aria-labelledby="product-description" className="flex flex-col gap-2">
          <h2 id="product-description" className="text-lg font-bold">
            Description
          </h2>
          <p className="leading-relaxed whitespace-pre-line text-ink">{product.description}</p>
        </section>

        {product.features.length > 0 && (
          <section aria-labelledby="product-features" className="flex flex-col gap-2">
            <h2 id="product-features" className="text-lg font-bold">
              Features
            </h2>
            <ul className="list-disc space-y-1 pl-5 leading-relaxed marker:text-green">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}

        <ShareLinks url={shareUrl} text={product.name} />
      </div>
    </div>
  );
}
