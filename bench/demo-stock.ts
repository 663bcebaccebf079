import type { ProductPage } from '@adepa/contract/catalogue';

// The demo catalogue's products, found and stocked through the shop's own api: its stock is a
// handful of units per product, which orders at 20 a second would sell out within the run.

/** Every product id of the shop, from the admin's paged list (newest first). */
export async function allProductIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const res = await fetch(`${url}/api/products/allProducts?page=${page}`);
    if (!res.ok) throw new Error(`allProducts page ${page} answered ${res.status}`);
    const body = (await res.json()) as ProductPage;
    ids.push(...body.products.map((p) => p._id));
    pages = body.numberOfPages;
  }
  return ids;
}

/** Logs in as the admin and sets every product of `ids` to `stock` units. */
export async function setStock(
  url: string,
  admin: { email: string; password: string },
  ids: string[],
  stock: number,
) {
  const login = await fetch(`${url}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok)
    throw new Error(`the admin's log-in answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  for (const id of ids) {
    const res = await fetch(`${url}/api/products/update-product-details/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ stock }),
    });
    if (!res.ok) throw new Error(`setting the stock of ${id} answered ${res.status}`);
  }
}
