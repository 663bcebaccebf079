import { BRAND_COLOURS } from '@adepa/contract/brand';
import { phoneDigits, type ShopSettings } from '@adepa/contract/shop';

// One layout for every mail: the shop's name on green, the message, a gold button, and the
// shop's promise and contacts at the foot. Tables and inline styles only, because that is what
// mail clients render; every value is escaped. The text version says the same in plain words.

export interface MailContent {
  subject: string;
  /** The line a mail client shows next to the subject in the inbox. */
  preheader?: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const { green: GREEN, gold: GOLD, ink: INK, paper: PAPER } = BRAND_COLOURS;
const MUTED = '#57534E';
const LINE = '#EFE6D8';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const font = (size: number, color: string = INK) =>
  `font-family:${FONT};font-size:${size}px;line-height:1.5;color:${color};`;

export function renderMail(shop: ShopSettings, content: MailContent): RenderedMail {
  const action = content.action;
  if (action && !/^https?:\/\//.test(action.url)) throw new Error('mail links must be http(s)');
  const greeting = content.greeting ?? 'Hello,';
  const signOff = `The ${shop.name} team`;
  const tel = `tel:${shop.phone.replace(/[^\d+]/g, '')}`;
  const whatsapp = `https://wa.me/${phoneDigits(shop.whatsapp)}`;
  const e = escapeHtml;
  const link = (href: string, label: string) =>
    `<a href="${e(href)}" style="color:${GREEN};">${e(label)}</a>`;
  const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
      `<td style="background:${GOLD};border-radius:8px;"><a href="${e(action.url)}" style="display:inline-block;padding:14px 24px;${font(16)}font-weight:bold;text-decoration:none;">${e(action.label)}</a></td>` +
      `</tr></table>${p(`If the button does not work, copy this link into your browser:<br>${link(action.url, action.url)}`, `${font(13, MUTED)}word-break:break-all;`)}`
    : '';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(content.preheader ?? '')}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAPER};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#FFFFFF;border:1px solid ${LINE};border-radius:12px;">
<tr><td style="background:${GREEN};border-radius:12px 12px 0 0;padding:20px 24px;">
<div style="${font(22, '#FFFFFF')}font-weight:bold;">${e(shop.name)}</div>
<div style="${font(14, '#FFFFFF')}">${e(shop.tagline)}</div>
</td></tr>
<tr><td style="padding:24px;${font(16)}">
${p(e(greeting))}
${content.paragraphs.map((text) => p(e(text))).join('\n')}
${button}
${content.footnote ? p(e(content.footnote), font(14, MUTED)) : ''}
<p style="margin:0;">With thanks,<br>${e(signOff)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};${font(13, MUTED)}">
<strong style="color:${GREEN};">${e(shop.promise)}.</strong><br>
Phone ${link(tel, shop.phone)} &middot; WhatsApp ${link(whatsapp, shop.whatsapp)}<br>
${link(`mailto:${shop.email}`, shop.email)}<br>
${e(shop.address)}<br>
${e(shop.hours)}
</td></tr>
</table>
</td></tr></table>
</body></html>
`;

  const text = [
    greeting,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    `With thanks,\n${signOff}`,
    [
      '-- ',
      `${shop.name}: ${shop.tagline}`,
      `${shop.promise}.`,
      `Phone: ${shop.phone} · WhatsApp: ${shop.whatsapp}`,
      `E-mail: ${shop.email}`,
      shop.address,
      shop.hours,
    ].join('\n'),
  ].join('\n\n');

  return { subject: content.subject, html, text: `${text}\n` };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
