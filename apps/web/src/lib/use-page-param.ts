import { useSearchParams } from 'wouter';

/**
 * A list's page number kept in the address (`?page=3`), so going back from an update page, or
 * reloading, returns to the same page. Missing or nonsense means page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page'));
  const page = Number.isInteger(value) && value > 1 ? value : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}
