import { useSearchParams } from 'wouter';

/** The page number in a list's address; missing or nonsense means page 1. */
export function listPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A list's address at `page`, as the list writes it: no number for page 1. */
export function listAddress(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * A list's page number kept in the address (`?page=3`), so going back from an update page, or
 * reloading, returns to the same page. Missing or nonsense means page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = listPage(params);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}
