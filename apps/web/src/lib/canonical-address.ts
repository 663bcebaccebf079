import { useLocation, useRouter, useSearch } from 'wouter';

// The address of the page on screen, exactly as it was asked for: on the server the request's
// (the router's ssrPath and ssrSearch), in the browser its address bar. It is the page's one
// canonical address: the server redirects every other spelling of it before rendering
// (app/page-address.ts), and the app's own links and moves are written with the same builders
// (`@adepa/contract/paths`). So a page's head never names what a link added to its address.
export function useCanonicalAddress(): string {
  // Read for their updates: the page's head follows every move.
  useLocation();
  useSearch();
  const { ssrPath, ssrSearch } = useRouter();
  if (ssrPath !== undefined) return ssrSearch ? `${ssrPath}?${ssrSearch}` : ssrPath;
  return window.location.pathname + window.location.search;
}
