import { shop } from '../lib/shop-settings';

/** The woven kente mark: four squares in gold, green and red, as in public/favicon.svg. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1C1B1F" />
      <rect x="2" y="2" width="13" height="13" rx="2" fill="#E8A317" />
      <path d="M2 5h13v2H2zm0 4h13v2H2z" fill="#0B6E4F" />
      <rect x="17" y="2" width="13" height="13" rx="2" fill="#0B6E4F" />
      <path d="M20 2h2v13h-2zm4 0h2v13h-2z" fill="#E8A317" />
      <rect x="2" y="17" width="13" height="13" rx="2" fill="#B3261E" />
      <path d="M5 17h2v13H5zm4 0h2v13H9z" fill="#E8A317" />
      <rect x="17" y="17" width="13" height="13" rx="2" fill="#E8A317" />
      <path d="M17 20h13v2H17zm0 4h13v2H17z" fill="#B3261E" />
    </svg>
  );
}

/** Mark plus the shop's name; the name comes from the shop settings. */
export function Logo({ tone = 'green' }: { tone?: 'green' | 'light' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-2xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-green'}`}
      >
        {shop.name}
      </span>
    </span>
  );
}
