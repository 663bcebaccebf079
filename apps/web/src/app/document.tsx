import type { ReactNode } from 'react';
import { PAGE_DATA_ID } from '../lib/page-data';

type DocumentProps = {
  /** The page data's JSON text (lib/page-data.ts), the same on the server and in the browser. */
  pageData: string;
  styles: string[];
  /** Every script the page runs besides the entry (app/client-assets.ts). */
  scripts: string[];
  children: ReactNode;
};

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Each
 * page adds its own title, description and link-preview tags (components/ui/page-head.tsx);
 * the renderer adds the entry script, and the head names every other script the page will run.
 */
export function Document({ pageData, styles, scripts, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B6E4F" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Asked for all at once, each at low priority: the stylesheet and the first picture
            come first, yet no script waits for the paint or for the one that imports it. */}
        {scripts.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
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
