// The storefront routes of the spec's section 2 that a shopper can open without an account,
// with a real product, category and search word from the demo catalogue.

interface ListedProduct {
  _id: string;
  name: string;
  stock: number;
  sizes: string[];
  colors: string[];
  category: { name: string };
}

export interface StorefrontRoutes {
  /** Every public storefront route, for the first-load byte counts. */
  all: string[];
  /** The product page Lighthouse measures. */
  product: string;
  /** A product page of the first listing page whose product needs no colour or size chosen. */
  plainProduct: string;
  /** That product's category and the first word of its name, for the filter and the search. */
  category: string;
  searchWord: string;
}

export async function storefrontRoutes(baseUrl: string): Promise<StorefrontRoutes> {
  const response = await fetch(`${baseUrl}/api/products/allProducts?page=1`);
  if (!response.ok) throw new Error(`product list answered ${response.status}`);
  const { products } = (await response.json()) as { products: ListedProduct[] };
  const first = products[0];
  if (!first) throw new Error('the demo catalogue has no products');
  const product = `/product-details/${first._id}`;
  const plain = products.find((p) => p.stock > 0 && !p.sizes.length && !p.colors.length);
  if (!plain) throw new Error('no product of the first page can be bought without a choice');
  // Written as the shop's own links write them, so no page starts with a redirect.
  const searchWord = first.name.split(' ')[0] ?? first.name;
  const category = new URLSearchParams({ category: first.category.name });
  const word = new URLSearchParams({ value: searchWord });
  return {
    product,
    plainProduct: `/product-details/${plain._id}`,
    category: first.category.name,
    searchWord,
    all: [
      '/',
      '/shop',
      `/products?${category}`,
      `/products/search?${word}`,
      product,
      '/cart',
      '/whishlist',
      '/checkout',
      '/track-order',
      '/users/login',
      '/users/signup',
      '/about-us',
      '/contact-us',
      '/faq',
    ],
  };
}
