import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

// The compact buttons of a back-office list row (Update, Delete, View): 44 px tall for a thumb,
// outlined so a row of them stays calm. The visible word is short; pass an aria-label that
// names the row ("Delete Kente Shirt") so a list of them can be told apart.

const base =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border bg-white px-4 ' +
  'text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const tones = {
  edit: 'border-green text-green hover:bg-green-soft',
  delete: 'border-red text-red hover:bg-red/5',
  plain: 'border-field text-ink hover:bg-cream',
};

type Tone = keyof typeof tones;

export function RowLink({
  href,
  tone = 'edit',
  ...props
}: {
  href: string;
  tone?: Tone;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return <Link href={href} className={`${base} ${tones[tone]}`} {...props} />;
}

export function RowButton({
  tone = 'edit',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return <button type={type} className={`${base} ${tones[tone]}`} {...props} />;
}
