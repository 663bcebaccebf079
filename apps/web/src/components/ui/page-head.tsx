import { useCanonicalAddress } from '../../lib/canonical-address';
import { absoluteUrl, shop } from '../../lib/shop-settings';

// A page's <head>: title, description, canonical address, link previews (Open Graph, Twitter)
// and, for products, schema.org data. React 19 hoists <title>, <meta> and <link> into <head>
// wherever they render, on the server and on every move in the browser, so each page states its
// own and nothing else rewrites them. Pages with private or per-shopper content say noindex and
// name no canonical address (search engines would read the two as contradicting each other).

type PageHeadProps = {
  /** The whole tab title (see pageTitle). */
  title: string;
  description?: string;
  /** A picture for link previews: a path on the shop or an absolute address. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org data about the page's subject. */
  jsonLd?: object;
  noindex?: boolean;
};

/** "Shop | Adepa". */
export const pageTitle = (name: string) => `${name} | ${shop.name}`;

function shopDescription(): string {
  return `${shop.name}, ${shop.address}. Clothing, shoes, watches, appliances, sound systems for hire and more. ${shop.promise}.`;
}

/** JSON inside a <script> element: `<` is escaped so no value can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function PageHead({
  title,
  description = shopDescription(),
  image,
  type = 'website',
  jsonLd,
  noindex,
}: PageHeadProps) {
  const canonical = useCanonicalAddress();
  const url = noindex ? undefined : absoluteUrl(canonical);
  const imageUrl = image && absoluteUrl(image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={shop.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
          dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }}
        />
      )}
    </>
  );
}
