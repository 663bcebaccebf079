import type { ReactNode } from 'react';
import { PAGE_DATA_ID } from '../lib/page-data';

type DocumentProps = {
  /** The page data's JSON text (lib/page-data.ts), the same on the server and in the browser. */
  pageData: string;
  styles: string[];
  children: ReactNode;
};

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Each
 * page adds its own title, description and link-preview tags (components/ui/page-head.tsx);
 * the renderer adds the entry script.
 */
export function Document({ pageData, styles, children }: DocumentProps) {
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
