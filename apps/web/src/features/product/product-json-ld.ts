import type { Variant } from '@adepa/contract/catalogue';
import { paths } from '@adepa/contract/paths';
import { absoluteUrl, shop } from '../../lib/shop-settings';
import { type ProductOnSale, pricesOf } from './variant-choice';

/**
 * schema.org's Product with its offers (price in cedi, stock) and rating, for search engines: one
 * offer for the product, or one per size and colour (its SKU, price and stock) when it has them.
 */
export function productJsonLd(product: ProductOnSale): object {
  const url = absoluteUrl(paths.product(product._id));
  const offer = (discount: number, stock: number) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'GHS',
    price: discount.toFixed(2),
    availability: `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: shop.name },
  });
  const variantOffer = (variant: Variant) => ({
    ...offer(pricesOf(product, variant).discount, variant.stock),
    name: [variant.size, variant.color].filter(Boolean).join(' / '),
    sku: variant.sku ?? variant._id,
  });
  const variants = product.variants ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.map((picture) => absoluteUrl(picture.url)),
    sku: product._id,
    category: product.category.name,
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    offers:
      variants.length > 0 ? variants.map(variantOffer) : offer(product.discount, product.stock),
    ...(product.numReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.numReviews,
      },
    }),
  };
}
