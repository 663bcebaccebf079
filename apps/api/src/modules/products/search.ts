import { PAR_PAGE, type Product } from '@adepa/contract/catalogue';
import type { CatalogueQuery } from '@adepa/contract/catalogue-query';
import { toPesewas } from '@adepa/contract/money';
import type { Db } from '../../db/client.ts';
import { pageOfIdsStatement, searchWords } from './listing-repository.ts';
import { createProductRepository } from './repository.ts';

// The shop listing: filters, sorting and search, one page of product ids at a time.
// Search words are split and normalised by Postgres itself ('simple' configuration, as the
// documents are). A word that no product uses also matches its nearest catalogue words by
// trigram similarity, so "speeker" finds speakers (ranking puts name matches first); words of
// three letters or more also match as prefixes. The user's
// text only ever reaches SQL as bound parameters and quoted tsquery lexemes.

export interface ListingFilters {
  category?: string;
  rating?: number;
  low?: number;
  high?: number;
  sortPrice?: CatalogueQuery['sortPrice'];
  page: number;
  searchValue?: string;
}

export function filtersOf(query: CatalogueQuery): ListingFilters {
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

/** A word matches as a prefix too, once it is long enough for that to mean something. */
const lexeme = (word: string) => (word.length >= 3 ? `${quote(word)}:*` : quote(word));

async function searchQuery(db: Db, text: string): Promise<string | undefined> {
  const rows = await searchWords(db, text);
  if (rows.length === 0) return undefined;
  return rows
    .map(({ word, known, closest }) =>
      known || !closest?.length
        ? lexeme(word)
        : `(${[lexeme(word), ...closest.map(quote)].join(' | ')})`,
    )
    .join(' & ');
}

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
  const pageOfIds = pageOfIdsStatement(db, shape);
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
