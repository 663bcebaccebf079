import { withClient } from '../tools/database-clients.ts';

// What the traffic needs to know about the seeded shop, read straight from the database before
// the run: products (to view, review and order), category names (the listing's filter takes the
// name, as the storefront sends it) and words to search for.

export interface Catalogue {
  /** `variants`: the ids of its sizes and colours on sale, when it counts stock per variant. */
  products: { id: string; name: string; variants: string[] }[];
  categories: string[];
  words: string[];
}

/**
 * Gives the first `count` products (by name) `scarce` units each, so that some really run out, and
 * the rest `plenty`, so that most orders go through and the write path is measured, not 409s. A
 * product counted per size and colour gets that many of each size and colour on sale (none of
 * those archived), its stock their sum.
 */
export async function setStock(
  url: string,
  count: number,
  scarce: number,
  plenty: number,
): Promise<string[]> {
  return withClient(url, async (c) => {
    const wanted = `case when p.id in (select id from products order by name limit $1) then $2::int else $3::int end`;
    await c.query(
      `update product_variants v set stock = case when v.archived_at is null then ${wanted} else 0 end
       from products p where p.id = v.product_id and p.stock_per_variant`,
      [count, scarce, plenty],
    );
    const { rows } = await c.query<{ name: string; stock: number }>(
      `update products p set stock = case when p.stock_per_variant
         then (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)
         else ${wanted} end
       returning name, p.id in (select id from products order by name limit $1) as scarce`,
      [count, scarce, plenty],
    );
    return rows.filter((r) => (r as unknown as { scarce: boolean }).scarce).map((r) => r.name);
  });
}

export async function readCatalogue(url: string): Promise<Catalogue> {
  return withClient(url, async (c) => {
    const products = await c.query<{ id: string; name: string; variants: string[] }>(
      `select p.id, p.name, case when p.stock_per_variant then array(
         select v.id::text from product_variants v
         where v.product_id = p.id and v.archived_at is null order by v.position) else '{}' end as variants
       from products p order by p.name`,
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
