import { Icon, type IconProps } from './line-icon';

// Simplified marks of the social networks, drawn inline so no icon font or library is loaded.
// They share the line icons' frame; the filled marks fill their own shapes.

const filled = { fill: 'currentColor', stroke: 'none' } as const;

export const FacebookIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path
      {...filled}
      d="M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.2h-2.6C11.5 2.2 10 4 10 6.5v2H7.5v3.3H10V22h4V11.8h2.8l.4-3.3z"
    />
  </Icon>
);

export const InstagramIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1.2" {...filled} />
  </Icon>
);

export const XIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <g strokeWidth="1.8">
      <path d="M3.5 3.5h4.6l12.4 17h-4.6z" />
      <path d="M19.5 3.5 13.6 10.3M10.5 13.8 4.5 20.5" />
    </g>
  </Icon>
);

export const TikTokIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path
      {...filled}
      d="M16.5 3c.3 2.3 1.8 3.9 4 4.1v3.1a7.4 7.4 0 0 1-4-1.3v6.4a5.8 5.8 0 1 1-5.8-5.8l.9.1v3.2a2.7 2.7 0 1 0 1.8 2.5V3z"
    />
  </Icon>
);

export const WhatsAppIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <g strokeWidth="1.8" strokeLinecap="butt">
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.3c0 3.6 3 6.6 6.6 6.6l1-1.8-2.2-1-1 1a5.5 5.5 0 0 1-2.7-2.7l1-1-1-2.2z" />
    </g>
  </Icon>
);

export const TelegramIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <g strokeWidth="1.8" strokeLinecap="butt">
      <path d="M21 4 2.8 11.2c-.8.3-.8 1.4 0 1.7l4.6 1.6 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.7 3.5c.6.4 1.4.1 1.6-.6L21.9 5c.2-.7-.4-1.3-.9-1z" />
      <path d="m7.4 14.5 10-7-7.2 8.3" />
    </g>
  </Icon>
);
