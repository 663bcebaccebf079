import {
  FacebookIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
} from '../../../components/ui/social-icons';

// Plain links to each network's own share page: no script of theirs is loaded, nothing is sent
// until the shopper taps one.

type ShareLinksProps = { url: string; text: string };

function shareUrls(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      Icon: FacebookIcon,
    },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, Icon: XIcon },
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      Icon: WhatsAppIcon,
    },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}`, Icon: TelegramIcon },
  ];
}

export function ShareLinks({ url, text }: ShareLinksProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-ink">Share:</span>
      <ul className="flex gap-1.5">
        {shareUrls(url, text).map(({ name, href, Icon }) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${name} (opens in a new tab)`}
              className="grid size-11 place-items-center rounded-full bg-white text-green ring-1 ring-line hover:bg-green hover:text-white"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
