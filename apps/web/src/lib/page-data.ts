import type { ShopSettings } from '@adepa/contract/shop';
import type { DehydratedState } from '@tanstack/react-query';

// What the server hands the browser inside the page's HTML, as JSON in
// <script type="application/json" id="page-data">: the shop's identity and address, the
// stylesheets the page links, the scripts it runs, and the api replies its first screen was rendered from, so the
// browser hydrates that screen without asking for them again.

export const PAGE_DATA_ID = 'page-data';

export type PageData = {
  shop: ShopSettings;
  /** The shop's public address (PUBLIC_URL), for canonical and shared links. */
  publicUrl: string;
  styles: string[];
  /** The module scripts that start the page (app/client-assets.ts). */
  entry: string[];
  /** The scripts the page runs besides its entry (app/client-assets.ts). */
  scripts: string[];
  queries: DehydratedState;
};

/** JSON safe inside a <script> element: no value can close it or open a comment. */
export function pageDataText(data: PageData): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The page data's text as the server wrote it; null outside a server-rendered page. */
export function readPageDataText(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(PAGE_DATA_ID)?.textContent ?? null;
}

let parsed: PageData | null | undefined;

/** The page data, parsed once; null outside a server-rendered page or when it is unreadable. */
export function readPageData(): PageData | null {
  if (parsed === undefined) {
    try {
      const text = readPageDataText();
      parsed = text ? (JSON.parse(text) as PageData) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed;
}
