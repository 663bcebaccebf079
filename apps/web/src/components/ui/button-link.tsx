import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type ButtonVariant, buttonClasses } from './button';

type ButtonLinkProps = {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A link that looks like a button: it goes somewhere, so it is a link even before hydration. */
export function ButtonLink({ variant = 'primary', className = '', ...link }: ButtonLinkProps) {
  return <Link {...link} className={buttonClasses(variant, className)} />;
}
