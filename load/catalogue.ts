import { withClient } from '../tools/database-clients.ts';

// What the traffic needs to know about the seeded shop, read straight from the database before
// the run: products (to view, review and order), category names (the listing's filter takes the
// name, as the storefront sends it) and words to search for.

export interface Catalogue {
  products: { id: string; name: string }[];
  categories: string[];
  words: string[];
}

/**
 * Gives the first `count` products (by name) `scarce` units each, so that some really run out, and
 * the rest `plenty`, so that most orders go through and the write path is measured, not 409s.
 */
export async function setStock(
  url: string,
  count: number,
  scarce: number,
  plenty: number,
): Promise<string[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ name: string; stock: number }>(
      `update products set stock = case when id in (select id from products order by name limit $1) then $2::int else $3::int end returning name, stock`,
      [count, scarce, plenty],
    );
    return rows.filter((r) => r.stock === scarce).map((r) => r.name);
  });
}

export async function readCatalogue(url: string): Promise<Catalogue> {
  return withClient(url, async (c) => {
    const products = await c.query<{ id: string; name: string }>(
      'select id, name from products order by name',
    );
    const categories = await c.query<{ name: string }>('select name from categories order by name');
    const words = new Set(
      products.rows.flatMap((p) =>
        p.name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4),
      ),
    );
    return {
      products: products.rows,
      categories: categories.rows.map((r) => r.name),
      words: [...words],
    };
  });
}
