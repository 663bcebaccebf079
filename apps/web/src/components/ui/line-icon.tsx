import type { ReactNode } from 'react';

// The frame of every hand-drawn 24px line icon; decorative, so hidden from assistive technology
// (the control that holds one carries the label). The icon files split by where they are used,
// so that a page loads only the icons it draws.

export type IconProps = { className?: string };

export function Icon({ className = 'size-6', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
