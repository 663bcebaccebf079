import { PAR_PAGE } from '@adepa/contract/catalogue';
import { and, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { catalogueCounts, products } from '../../db/schema.ts';
import { preparedOnce } from '../../lib/prepared.ts';

// The statements of the shop listing (search.ts): the search words' spelling and nearest
// catalogue words, and the page of ids for each combination of filters, prepared once per
// combination (values are placeholders).

const MAX_WORDS = 8;
const CANDIDATES = 3;

/** Each of the text's words (at most 8), whether the catalogue uses it, and its nearest catalogue words. */
export function searchWords(db: Db, text: string) {
  return queryRows<{ word: string; known: boolean; closest: string[] | null }>(
    db,
    sql`
    select q.word,
      exists (select 1 from search_words w where w.word = q.word) as known,
      array(select w.word from search_words w where w.word % q.word
        order by similarity(w.word, q.word) desc, w.word limit ${CANDIDATES}) as closest
    from unnest(tsvector_to_array(to_tsvector('simple', ${text}))) as q(word)
    limit ${MAX_WORDS}`,
  );
}

const value = (name: string) => sql.placeholder(name);

/** Which filters a listing uses and its order: one prepared statement for each. */
export type ListingShape = {
  category: boolean;
  rating: boolean;
  low: boolean;
  high: boolean;
  search: boolean;
  sort: string;
};

/**
 * The statement answering one page of product ids (placeholder `offset`) and, on each row, the
 * number of matches. The filters' values are placeholders named category, rating, low, high and
 * tsquery.
 */
export function pageOfIdsStatement(db: Db, shape: ListingShape) {
  const key = `listing_${Object.values(shape).map(String).join('_')}`;
  const build = (name: string) => {
    const where = and(...conditionsOf(shape)) ?? sql`true`;
    return db
      .select({ id: products.id, total: totalOf(shape, where) })
      .from(products)
      .where(where)
      .orderBy(...orderOf(shape))
      .limit(PAR_PAGE)
      .offset(value('offset'))
      .prepare(name);
  };
  // A search is planned for its own words each time: PostgreSQL's generic plan for "any words"
  // ranked matches several times slower.
  return shape.search ? build('') : preparedOnce(db, key, () => build(key));
}

type Shape = { category: boolean; rating: boolean; low: boolean; high: boolean; search: boolean };

function conditionsOf(shape: Shape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.category) conditions.push(sql`${products.categoryId} = ${categoryIdOf()}`);
  if (shape.rating) conditions.push(gte(products.rating, value('rating')));
  if (shape.low) conditions.push(gte(products.discountPesewas, value('low')));
  if (shape.high) conditions.push(lte(products.discountPesewas, value('high')));
  if (shape.search) conditions.push(sql`${products.searchVector} @@ ${tsqueryOf()}`);
  return conditions;
}

/**
 * A search ranks every match anyway, so the total comes with the page from a window. The whole
 * catalogue, or one category of it, is counted from catalogue_counts (kept by triggers), never by
 * reading every product. Any other filter counts along its index range without reading the rows
 * (inside the subquery "products" names its own scan, so the same conditions apply to it).
 */
function totalOf(shape: Shape, where: SQL) {
  if (shape.search) return sql<number>`count(*) over ()`.mapWith(Number);
  if (!shape.rating && !shape.low && !shape.high) {
    const category = shape.category
      ? sql` where ${catalogueCounts.categoryId} = ${categoryIdOf()}`
      : sql``;
    return sql<number>`(select coalesce(sum(${catalogueCounts.products}), 0) from ${catalogueCounts}${category})`.mapWith(
      Number,
    );
  }
  return sql<number>`(select count(*) from ${products} where ${where})`.mapWith(Number);
}

/**
 * The id of the category the listing names, whatever the case of its name. Plain names: the
 * relational query would qualify drizzle's columns as "products".
 */
const categoryIdOf = () =>
  sql`(select c.id from categories c where lower(c.name) = lower(${value('category')}))`;

const tsqueryOf = () => sql`to_tsquery('simple', ${value('tsquery')})`;

function orderOf(shape: Shape & { sort: string }): SQL[] {
  const order: SQL[] = [];
  if (shape.sort === 'low-to-high') order.push(asc(products.discountPesewas));
  if (shape.sort === 'high-to-low') order.push(desc(products.discountPesewas));
  if (shape.search) order.push(desc(sql`ts_rank_cd(${products.searchVector}, ${tsqueryOf()})`));
  order.push(desc(products.createdAt), desc(products.id));
  return order;
}
