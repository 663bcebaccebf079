import { PAR_PAGE } from '@adepa/contract/catalog';
import type { CatalogQuery } from '@adepa/contract/catalog-query';
import { toPesewas } from '@adepa/contract/money';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';

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

export async function listProductIds(db: Db, filters: ListingFilters) {
  const conditions: SQL[] = [];
  if (filters.category) {
    conditions.push(
      eq(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where lower(${categories.name}) = lower(${filters.category}))`,
      ),
    );
  }
  if (filters.rating) conditions.push(gte(products.rating, filters.rating));
  if (filters.low !== undefined)
    conditions.push(gte(products.discountPesewas, toPesewas(filters.low)));
  if (filters.high !== undefined)
    conditions.push(lte(products.discountPesewas, toPesewas(filters.high)));

  let rank: SQL | undefined;
  if (filters.searchValue) {
    const text = await searchQuery(db, filters.searchValue);
    if (!text) return { ids: [], total: 0 };
    const tsquery = sql`to_tsquery('simple', ${text})`;
    conditions.push(sql`${products.searchVector} @@ ${tsquery}`);
    rank = sql`ts_rank_cd(${products.searchVector}, ${tsquery})`;
  }

  const order: SQL[] = [];
  if (filters.sortPrice === 'low-to-high') order.push(asc(products.discountPesewas));
  if (filters.sortPrice === 'high-to-low') order.push(desc(products.discountPesewas));
  if (rank) order.push(desc(rank));
  order.push(desc(products.createdAt), desc(products.id));

  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(PAR_PAGE)
    .offset((filters.page - 1) * PAR_PAGE);
  const total = rows[0]?.total ?? (filters.page > 1 ? await countPastEnd(db, conditions) : 0);
  return { ids: rows.map((r) => r.id), total };
}

/** On a page past the end there is no row to carry the total; count it separately. */
async function countPastEnd(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(and(...conditions));
  return row?.total ?? 0;
}
