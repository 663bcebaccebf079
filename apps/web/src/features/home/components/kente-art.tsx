// Decorative woven cloth for the hero, drawn in SVG so the page downloads no picture for it.
// One 64-unit tile holds four blocks (gold with green weft, green with gold warp, red with gold
// warp, gold with a black diamond) and repeats like strips of kente sewn side by side.

function Weave() {
  return (
    <pattern id="kente-weave" width="64" height="64" patternUnits="userSpaceOnUse">
      <rect width="64" height="64" fill="#1C1B1F" />
      <rect x="1" y="1" width="30" height="30" fill="#E8A317" />
      <path d="M1 6h30v3H1zm0 7h30v3H1zm0 7h30v3H1z" fill="#0B6E4F" />
      <rect x="33" y="1" width="30" height="30" fill="#0B6E4F" />
      <path d="M38 1h3v30h-3zm7 0h3v30h-3zm7 0h3v30h-3z" fill="#E8A317" />
      <rect x="1" y="33" width="30" height="30" fill="#B3261E" />
      <path d="M6 33h3v30H6zm16 0h3v30h-3z" fill="#E8A317" />
      <path d="M14 33h4v30h-4z" fill="#1C1B1F" />
      <rect x="33" y="33" width="30" height="30" fill="#E8A317" />
      <path d="M48 37l9 11-9 11-9-11z" fill="#1C1B1F" />
      <path d="M48 42l4.5 6-4.5 6-4.5-6z" fill="#B3261E" />
    </pattern>
  );
}

export function KenteArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 320" className={className} aria-hidden="true" focusable="false">
      <defs>
        <Weave />
      </defs>
      <g transform="rotate(8 250 170)">
        <rect x="168" y="46" width="150" height="250" rx="16" fill="#E8A317" />
        <rect
          x="176"
          y="54"
          width="134"
          height="234"
          rx="12"
          fill="url(#kente-weave)"
          opacity="0.3"
        />
      </g>
      <g transform="rotate(-7 150 160)">
        <rect x="62" y="30" width="190" height="262" rx="18" fill="#1C1B1F" opacity="0.35" />
        <rect x="52" y="18" width="190" height="262" rx="18" fill="url(#kente-weave)" />
        <rect
          x="52"
          y="18"
          width="190"
          height="262"
          rx="18"
          fill="none"
          stroke="#FFFBF5"
          strokeWidth="4"
        />
      </g>
      <g transform="translate(250 236)">
        <circle r="52" fill="#FFFBF5" />
        <circle r="46" fill="none" stroke="#E8A317" strokeWidth="3" strokeDasharray="6 5" />
        <text
          y="-4"
          textAnchor="middle"
          fill="#0B6E4F"
          fontSize="14"
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
        >
          PAY ON
        </text>
        <text
          y="14"
          textAnchor="middle"
          fill="#0B6E4F"
          fontSize="14"
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
        >
          DELIVERY
        </text>
      </g>
    </svg>
  );
}
