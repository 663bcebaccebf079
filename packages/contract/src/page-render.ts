import type { ShopSettings } from './shop.ts';

// Between the api and the web app's server renderer (apps/web/src/entry-server.tsx, built to
// apps/web/dist/server/entry-server.js): the api starts one renderer and asks it for each page.

export type PageRendererSetup = {
  shop: ShopSettings;
  /** PUBLIC_URL, for canonical and shared links. */
  publicUrl: string;
  /** A GET on the api itself, answered as fetch answers; the renderer reads the catalogue with it. */
  fetch: (path: string) => Promise<Response>;
  /** Vite's client build manifest; without one, the sources under Vite's dev server. */
  manifest?: Record<string, { file: string; css?: string[]; imports?: string[] }>;
  /** Told of an error rendering part of a page (that part is then rendered in the browser). */
  onError?: (error: unknown) => void;
};

export type RenderedPage =
  | {
      /** 301: `url` spells its page's address another way; 302: a short address. */
      status: 301 | 302 | 308;
      location: string;
    }
  | {
      /** 200, or 404 for an unknown address or product. */
      status: number;
      /** The whole HTML document, streamed. */
      body: AsyncIterable<Uint8Array>;
      /**
       * `url` is its page's one address and the page looks the same to everyone who asks for it,
       * so it may be kept and sent again (not a page whose address holds one visitor's values).
       */
      shared: boolean;
      /**
       * The products (and sizes) whose stock the page shows as a number: a product page's own
       * product. Of every other product it shows only whether it is sold out and, through the
       * cart it fills, at most `unitsPerLine`; so a sale that leaves more than that of it changes
       * nothing the page shows. Absent: the page shows every product's stock as a number.
       */
      stockInFull?: string[];
    };

/** What else of the request a page may be drawn from. */
export type PageRequest = {
  /** The `cookie` header as sent: /cart and /checkout are drawn from the shopper's cookies. */
  cookie?: string;
};

/**
 * Renders the page at `url` (path and query, as the request spelled them) as a visitor sees it,
 * or redirects it to its page's one address. It rejects when the document cannot be rendered.
 */
export type RenderPage = (url: string, request?: PageRequest) => Promise<RenderedPage>;

export type CreatePageRenderer = (setup: PageRendererSetup) => RenderPage;
