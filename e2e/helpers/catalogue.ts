import { shopUrl } from './shop.ts';

interface ListedProduct {
  _id: string;
  name: string;
  stock: number;
  /** The selling price, in cedi. */
  discount: number;
  sizes: string[];
  colors: string[];
  numReviews: number;
  rating: number;
  category: { _id: string; name: string };
}

/** The seeded catalogue as the api lists it (the browser tests pick real products from it). */
export async function seededProducts(): Promise<ListedProduct[]> {
  const products: ListedProduct[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${shopUrl()}/api/products/allProducts?page=${page}`);
    const body = (await res.json()) as { products: ListedProduct[]; numberOfPages: number };
    products.push(...body.products);
    if (page >= body.numberOfPages) return products;
  }
}
