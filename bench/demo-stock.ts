import type { ProductPage } from '@adepa/contract/catalogue';
import type { OrderedLine } from './scenarios.ts';

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

type Stocked = {
  stockPerVariant: boolean;
  variants: { _id: string; size: string; color: string; stock: number }[];
};

/**
 * Logs in as the admin and gives every product of `ids` `stock` units: a product counted per size
 * and colour, each of its variants through the stock grid. The lines an order can buy: one per
 * product, or per variant of a product counted so.
 */
export async function setStock(
  url: string,
  admin: { email: string; password: string },
  ids: string[],
  stock: number,
): Promise<OrderedLine[]> {
  const login = await fetch(`${url}/api/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok)
    throw new Error(`the admin's log-in answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const put = async (path: string, body: unknown) => {
    const res = await fetch(`${url}/api/products/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`setting the stock of ${path} answered ${res.status}`);
  };
  const lines: OrderedLine[] = [];
  for (const id of ids) {
    const product = (await (await fetch(`${url}/api/products/${id}`)).json()) as Stocked;
    if (!product.stockPerVariant) {
      await put(`update-product-details/${id}`, { stock });
      lines.push({ _id: id });
      continue;
    }
    const variants = product.variants.map((v) => ({
      size: v.size,
      color: v.color,
      stock,
      was: v.stock,
    }));
    await put(`${id}/variants`, { stockPerVariant: true, reason: 'received', variants });
    lines.push(...product.variants.map((v) => ({ _id: id, variantId: v._id })));
  }
  return lines;
}
