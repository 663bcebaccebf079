import { phoneDigits, type ShopSettings } from '@adepa/contract/shop';

// What a shopper reads when a page could not be rendered: a whole, plain document written here,
// since the renderer that failed cannot be asked for it. It needs no script or stylesheet (the
// page's CSP allows style attributes), so it reads the same whatever broke. Colours are the shop's.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const BODY = 'margin:0;font-family:system-ui,sans-serif;color:#1c1b1f;background:#fffbf5';
const MAIN = 'max-width:36rem;margin:0 auto;padding:4rem 1.25rem;text-align:center;line-height:1.5';
const BUTTON =
  'display:inline-block;margin-top:1.5rem;padding:.75rem 1.75rem;border-radius:999px;background:#e8a317;color:#1c1b1f;font-weight:600;text-decoration:none';

export function failurePage(shop: ShopSettings): string {
  const name = escapeHtml(shop.name);
  const phone = escapeHtml(shop.phone);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Something went wrong | ${name}</title></head>
<body style="${BODY}"><main style="${MAIN}">
<p style="margin:0;font-size:1.25rem;font-weight:800;color:#0b6e4f">${name}</p>
<h1 style="margin:2rem 0 .5rem;font-size:1.6rem">Something went wrong on our side</h1>
<p style="margin:0;color:#5c5862">This page could not be shown just now. Please try again in a moment.
If it keeps happening, call us on <a href="tel:+${phoneDigits(shop.phone)}" style="color:#0b6e4f">${phone}</a>.</p>
<a href="/" style="${BUTTON}">Go to the home page</a>
</main></body></html>
`;
}
