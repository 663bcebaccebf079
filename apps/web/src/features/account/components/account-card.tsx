import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHead, pageTitle } from '../../../components/ui/page-head';

type AccountCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card body, on a tinted strip: the link to another account page. */
  footer?: FooterLink;
};

/** The frame of every account page: one centred card, full width on phones. */
export function AccountCard({ title, intro, children, footer }: AccountCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <PageHead title={pageTitle(title)} noindex />
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
        <div className="kente-band h-1.5" />
        <div className="p-5 sm:p-8">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {intro && <p className="mt-2 text-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="border-t border-line bg-cream px-5 py-3 text-center text-sm sm:px-8">
            <FooterLinkView {...footer} />
          </div>
        )}
      </div>
    </div>
  );
}

/** A link inside the account pages' text, tall enough to tap. */
export const textLinkClasses =
  'inline-flex min-h-11 items-center font-semibold text-green underline-offset-4 hover:underline';

type FooterLink = { prompt?: string; href: string; text: string };

/** The way to another account page, after its question if it has one ("New to the shop?"). */
function FooterLinkView({ prompt, href, text }: FooterLink) {
  return (
    <>
      {prompt}
      {prompt && ' '}
      <Link href={href} className={textLinkClasses}>
        {text}
      </Link>
    </>
  );
}
