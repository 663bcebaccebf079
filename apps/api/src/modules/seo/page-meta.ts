import {
  LISTING_PICTURE_SIZES,
  PRODUCT_PICTURE_SIZES,
  type Product,
  pictureSrcSet,
  productDetailsPath,
} from '@adepa/contract/catalog';
import { catalogQuerySchema } from '@adepa/contract/catalog-query';
import { formatCedi } from '@adepa/contract/money';
import type { ShopSettings } from '@adepa/contract/shop';
import { parseShopFilters, productListPath } from '@adepa/contract/shop-filters';
import type { FastifyInstance } from 'fastify';
import { createCategoryRepository } from '../categories/repository.ts';
import { createProductRepository } from '../products/repository.ts';
import { filtersOf, listProducts } from '../products/search.ts';

// What a shared link shows before any JavaScript runs: title, description, Open Graph and
// Twitter tags, and for products a schema.org Product with its offer and rating. Links are
// absolute, built from PUBLIC_URL. Listing and product pages also name what the app will fetch
// first (its page chunk and its api call), so the browser starts on them with the HTML.

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: string;
  type: 'website' | 'product';
  jsonLd?: object;
  /** The page's largest picture, which the HTML asks for before the app has even loaded. */
  preloadImage?: { srcset: string; sizes: string };
  /** The api call the page makes first, exactly as the app makes it. */
  preloadData?: string;
  /** The page's lazily loaded module, as the build manifest names it. */
  pageModule?: string;
}

/** The lazy route modules of the pages that preload (apps/web/src/app/lazy-pages.ts). */
const LISTING_MODULE = 'src/app/routes/shop-pages.tsx';
const PRODUCT_MODULE = 'src/app/routes/product-details-page.tsx';
const LISTINGS = new Set(['/shop', '/products', '/products/search']);

const clip = (text: string, length = 160) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

export function createPageMeta(app: FastifyInstance) {
  const { shop } = app;
  const base = app.config.publicUrl;
  const productsRepo = createProductRepository(app.db);
  const categoriesRepo = createCategoryRepository(app.db);
  const absolute = (path: string) => new URL(path, `${base}/`).toString();

  const shopMeta = (url: string): PageMeta => ({
    title: `${shop.name}: ${shop.tagline}`,
    description: `${shop.name}, ${shop.address}. Clothing, shoes, watches, appliances, sound systems for hire and more. ${shop.promise}.`,
    url,
    type: 'website',
  });

  const pages: Record<string, { title: string; description: string }> = {
    '/shop': {
      title: 'Shop',
      description: `Everything ${shop.name} sells, with prices in cedi. ${shop.promise}.`,
    },
    '/about-us': {
      title: 'About Us',
      description: `Who we are: ${shop.name}, ${shop.address}. ${shop.hours}.`,
    },
    '/contact-us': {
      title: 'Contact Us',
      description: `Call ${shop.phone}, chat on WhatsApp ${shop.whatsapp}, or write to ${shop.email}.`,
    },
    '/faq': {
      title: 'Frequently Asked Questions',
      description: 'Ordering, paying on delivery, tracking, returns within 48 hours and more.',
    },
    '/terms-of-service': {
      title: 'Terms of Service',
      description: `The terms of buying from ${shop.name}: pay on delivery, returns within 48 hours.`,
    },
    '/privacy-policy': {
      title: 'Privacy Policy',
      description: `What ${shop.name} keeps about you, why, and how to have it deleted.`,
    },
    '/track-order': {
      title: 'Track your order',
      description: 'Follow your order with its number and your phone number.',
    },
  };

  return async function pageMeta(pathname: string, search: URLSearchParams): Promise<PageMeta> {
    const meta = await describe(pathname, search);
    if (!LISTINGS.has(pathname)) return meta;
    // The app reads its filters from the address bar the same way, so this is its first call.
    const preloadData = productListPath(parseShopFilters(search));
    const first = await firstListedPicture(preloadData);
    return {
      ...meta,
      preloadData,
      pageModule: LISTING_MODULE,
      // The first card's picture is the listing's largest paint; same srcset and sizes as the card.
      ...(first && {
        preloadImage: { srcset: pictureSrcSet(first), sizes: LISTING_PICTURE_SIZES },
      }),
    };
  };

  /** The first product's picture on the listing that `apiPath` answers, read as that route does. */
  async function firstListedPicture(apiPath: string): Promise<string | undefined> {
    const params = new URL(apiPath, 'http://localhost').searchParams;
    const query = catalogQuerySchema.safeParse(Object.fromEntries(params));
    if (!query.success) return undefined;
    const page = await listProducts(app.db, filtersOf(query.data));
    return page.products[0]?.image[0]?.url;
  }

  async function describe(pathname: string, search: URLSearchParams): Promise<PageMeta> {
    const url = absolute(pathname + (search.size ? `?${search}` : ''));
    const page = pages[pathname.replace(/\/+$/, '')];
    if (page)
      return {
        ...shopMeta(url),
        title: `${page.title} | ${shop.name}`,
        description: page.description,
      };
    const productId = /^\/product-details\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (productId) {
      const id = decodeURIComponent(productId);
      const product = await productsRepo.find(id);
      if (product)
        return {
          ...productMeta(product, shop, absolute(`/product-details/${product._id}`), absolute),
          // The id as the address bar has it (the app's), not as stored: the same URL.
          preloadData: productDetailsPath(id),
          pageModule: PRODUCT_MODULE,
        };
    }
    const category = pathname === '/products' ? search.get('category') : null;
    if (category) {
      const known = (await categoriesRepo.list()).find(
        (c) => c.name.toLowerCase() === category.toLowerCase(),
      );
      if (known) {
        return {
          ...shopMeta(url),
          title: `${known.name} | ${shop.name}`,
          description: `Shop ${known.name.toLowerCase()} at ${shop.name}, ${shop.city}. ${shop.promise}.`,
          image: absolute(known.url),
        };
      }
    }
    return shopMeta(url);
  }
}

function productMeta(
  product: Product,
  shop: ShopSettings,
  url: string,
  absolute: (path: string) => string,
): PageMeta {
  const images = product.image.map((i) => absolute(i.url));
  const first = product.image[0]?.url;
  return {
    ...(first && { preloadImage: { srcset: pictureSrcSet(first), sizes: PRODUCT_PICTURE_SIZES } }),
    title: `${product.name} | ${shop.name}`,
    description: clip(`${formatCedi(product.discount)}. ${product.description}`),
    url,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: images,
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
    },
  };
}
