// Where the catalogue's links point. The spec's search link carries a literal `&&`.

export function categoryHref(categoryName: string): string {
  return `/products?category=${encodeURIComponent(categoryName)}`;
}

export function productHref(productId: string): string {
  return `/product-details/${encodeURIComponent(productId)}`;
}

export function searchHref(value: string, category = ''): string {
  return `/products/search?category=${encodeURIComponent(category)}&&value=${encodeURIComponent(value)}`;
}
