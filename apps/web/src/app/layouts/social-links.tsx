import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from '../../components/ui/social-icons';
import { shop } from '../../lib/shop-settings';

export function SocialLinks() {
  const networks = [
    { href: shop.social.facebook, label: `${shop.name} on Facebook`, icon: <FacebookIcon /> },
    { href: shop.social.instagram, label: `${shop.name} on Instagram`, icon: <InstagramIcon /> },
    { href: shop.social.x, label: `${shop.name} on X`, icon: <XIcon /> },
    { href: shop.social.tiktok, label: `${shop.name} on TikTok`, icon: <TikTokIcon /> },
  ];
  return (
    <ul className="mt-3 flex gap-2">
      {networks.map((network) => (
        <li key={network.href}>
          <a
            href={network.href}
            aria-label={network.label}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-gold hover:text-ink"
          >
            {network.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
