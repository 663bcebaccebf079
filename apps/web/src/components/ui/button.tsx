import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // Gold is for calls to action, always with near-black text (7.9:1).
  primary: 'bg-gold text-ink shadow-sm hover:bg-[#f0b43a] active:bg-[#d6950f]',
  secondary: 'border border-green bg-white text-green hover:bg-green-soft',
  ghost: 'text-green hover:bg-green-soft',
  // For deleting: white on red (6.5:1).
  danger: 'bg-red text-white hover:bg-[#9a1f18]',
};

/** Shared by <Button> and by links that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/**
 * A button waits for the app, shown disabled until the page is hydrated: what it does is script
 * (a submit would otherwise send the form to the page's own address, with what was typed in it),
 * and a tap before then would be lost without a sign.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || !hydrated}
      className={buttonClasses(variant, className)}
      {...props}
    />
  );
}
