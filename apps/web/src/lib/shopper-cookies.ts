import { paths } from '@adepa/contract/paths';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

// The cart and the chosen region live in the browser (localStorage), yet /cart and /checkout are
// worth drawing on the server: their first paint is then the shopper's own cart, not a loading
// state the app replaces seconds later on a slow phone. So the browser copies them into cookies
// that only those two pages receive (Path), the server renderer reads them (`drawFrom`), and the
// values it drew with travel in the page as queries, so the browser's hydration renders the same.
// After hydration localStorage is the truth again; a cookie is only its copy.

/** The pages drawn from these cookies: no other request carries them. */
const DRAWN_PAGES = [paths.cart(), paths.checkout()];
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** What a browser keeps of one cookie, name and value, with room to spare. */
export const MOST_COOKIE_CHARS = 4000;

/** Copies `value` into the cookie `name` of the drawn pages; undefined removes it. */
export function writeShopperCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const path of DRAWN_PAGES) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers.
    document.cookie =
      value === undefined
        ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${value}; Path=${path}; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
}

/** A request's `cookie` header as names and values (values as sent, not decoded). */
export function readCookieHeader(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

const drawnKey = (name: string) => ['drawn', name] as const;

/** Server only: the value a page is drawn with, for the browser's hydration to render the same. */
export function drawFrom(queryClient: QueryClient, name: string, value: unknown): void {
  queryClient.setQueryData(drawnKey(name), value);
}

/**
 * The value the server drew this page with (undefined when it drew none): what a store of the
 * browser's gives React as its server snapshot, so hydration matches the server's HTML.
 */
export function useDrawnValue<T>(name: string): T | undefined {
  const queryClient = useContext(QueryClientContext);
  return queryClient?.getQueryData<T>(drawnKey(name));
}
