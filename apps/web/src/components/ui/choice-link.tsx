import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'wouter';

type ChoiceLinkProps = {
  href: string;
  role: 'checkbox' | 'radio';
  checked: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A filter choice that is a link to the listing it chooses: it works before the app does, opens
 * in a new tab, and reads to assistive technology as the checkbox or radio it looks like. Space
 * chooses it, as it does a checkbox.
 */
export function ChoiceLink({ href, role, checked, className = '', children }: ChoiceLinkProps) {
  return (
    <Link
      href={href}
      role={role}
      aria-checked={checked}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
