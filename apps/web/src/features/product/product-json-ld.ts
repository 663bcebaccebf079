import type { Product } from '@adepa/contract/catalogue';
import { paths } from '@adepa/contract/paths';
import { absoluteUrl, shop } from '../../lib/shop-settings';

/** schema.org's Product with its offer (price in cedi, stock) and rating, for search engines. */
export function productJsonLd(product: Product): object {
  const url = absoluteUrl(paths.product(product._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.map((picture) => absoluteUrl(picture.url)),
    sku: product._id,
    category: product.category.name,
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'GHS',
      price: product.discount.toFixed(2),
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
    ...(product.numReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.numReviews,
      },
    }),
  };
}
