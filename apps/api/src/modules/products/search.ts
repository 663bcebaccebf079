import { PAR_PAGE, type Product } from '@adepa/contract/catalog';
import type { CatalogQuery } from '@adepa/contract/catalog-query';
import { toPesewas } from '@adepa/contract/money';
import { and, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { catalogueCounts, products } from '../../db/schema.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import { createProductRepository } from './repository.ts';

// The shop listing: filters, sorting and search, one page of product ids at a time.
// Search words are split and normalised by Postgres itself ('simple' configuration, as the
// documents are). A word that no product uses also matches its nearest catalogue words by
// trigram similarity, so "speeker" finds speakers (ranking puts name matches first); words of
// three letters or more also match as prefixes. The user's
// text only ever reaches SQL as bound parameters and quoted tsquery lexemes.

const MAX_WORDS = 8;

export interface ListingFilters {
  category?: string;
  rating?: number;
  low?: number;
  high?: number;
  sortPrice?: CatalogQuery['sortPrice'];
  page: number;
  searchValue?: string;
}

export function filtersOf(query: CatalogQuery): ListingFilters {
  return {
    category: query.category || undefined,
    rating: query.rating || undefined,
    low: query.lowPrice ?? query.low,
    high: query.highPrice ?? query.high,
    sortPrice: query.sortPrice,
    page: query.pageNumber ?? 1,
    searchValue: query.searchValue || undefined,
  };
}

/** A tsquery text in which every lexeme is quoted, so no user input is read as an operator. */
const quote = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

const CANDIDATES = 3;

/** A word matches as a prefix too, once it is long enough for that to mean something. */
const lexeme = (word: string) => (word.length >= 3 ? `${quote(word)}:*` : quote(word));

async function searchQuery(db: Db, text: string): Promise<string | undefined> {
  const rows = await queryRows<{ word: string; known: boolean; closest: string[] | null }>(
    db,
    sql`
    select q.word,
      exists (select 1 from search_words w where w.word = q.word) as known,
      array(select w.word from search_words w where w.word % q.word
        order by similarity(w.word, q.word) desc, w.word limit ${CANDIDATES}) as closest
    from unnest(tsvector_to_array(to_tsvector('simple', ${text}))) as q(word)
    limit ${MAX_WORDS}`,
  );
  if (rows.length === 0) return undefined;
  return rows
    .map(({ word, known, closest }) =>
      known || !closest?.length
        ? lexeme(word)
        : `(${[lexeme(word), ...closest.map(quote)].join(' | ')})`,
    )
    .join(' & ');
}

const value = (name: string) => sql.placeholder(name);

/**
 * One page of the listing and the number of matches, in two statements whatever the page: the
 * page's ids with the total, then those products with their category and images. Both are
 * prepared once for each combination of filters; the filters' values are placeholders.
 */
export async function listProducts(
  db: Db,
  filters: ListingFilters,
): Promise<{ products: Product[]; total: number }> {
  const tsquery = filters.searchValue ? await searchQuery(db, filters.searchValue) : undefined;
  if (filters.searchValue && !tsquery) return { products: [], total: 0 };
  const shape = {
    category: filters.category !== undefined,
    rating: filters.rating !== undefined,
    low: filters.low !== undefined,
    high: filters.high !== undefined,
    search: tsquery !== undefined,
    sort: filters.sortPrice ?? 'newest',
  };
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
  const pageOfIds = shape.search ? build('') : preparedOnce(db, key, () => build(key));
  const values = {
    category: filters.category,
    rating: filters.rating,
    low: filters.low === undefined ? undefined : toPesewas(filters.low),
    high: filters.high === undefined ? undefined : toPesewas(filters.high),
    tsquery,
  };
  const rows = await pageOfIds.execute({ ...values, offset: (filters.page - 1) * PAR_PAGE });
  // On a page past the end no row carries the total: the first page has it.
  const pastTheEnd = rows.length === 0 && filters.page > 1;
  const total = (pastTheEnd ? await pageOfIds.execute({ ...values, offset: 0 }) : rows)[0]?.total;
  const page = await createProductRepository(db).byIds(rows.map((row) => row.id));
  return { products: page, total: Number(total ?? 0) };
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
