import { PAGE_LOADER } from '@adepa/contract/page-loader';
import type { ReactNode } from 'react';
import { PAGE_DATA_ID } from '../lib/page-data';

type DocumentProps = {
  /** The page data's JSON text (lib/page-data.ts), the same on the server and in the browser. */
  pageData: string;
  styles: string[];
  /** The module scripts that start the page (app/client-assets.ts). */
  entry: string[];
  /** Every script the page runs besides the entry (app/client-assets.ts). */
  scripts: string[];
  children: ReactNode;
};

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Each
 * page adds its own title, description and link-preview tags (components/ui/page-head.tsx).
 * The page's scripts are started by the one inline script (contract page-loader.ts) once the
 * page's main picture has arrived, or soon after, and all at once: React's own preloads of the
 * pictures come first in the head, then the stylesheet, and no script is named before them.
 */
export function Document({ pageData, styles, entry, scripts, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B6E4F" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script
          data-preload={scripts.join(' ')}
          data-run={entry.join(' ')}
          // Before the stylesheet: a script after one would wait for it to arrive before it runs.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant the CSP allows by hash
          dangerouslySetInnerHTML={{ __html: PAGE_LOADER }}
        />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          type="application/json"
          id={PAGE_DATA_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
          dangerouslySetInnerHTML={{ __html: pageData }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
