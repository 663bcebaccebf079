import type { ReactNode } from 'react';
import { Link } from 'wouter';

// The building blocks of the static pages, so every page reads the same: short sections under
// plain headings, lines no longer than about 70 characters, lists with green markers.

export type InfoSection = { id: string; title: string; body: ReactNode };

export function Sections({ sections }: { sections: InfoSection[] }) {
  return (
    <div className="grid gap-10">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
            {section.title}
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed">{section.body}</div>
        </section>
      ))}
    </div>
  );
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5 marker:text-green">{children}</ul>;
}

const linkClasses = 'font-semibold text-green underline underline-offset-2 hover:text-green-dark';

/** A link inside running text: internal paths go through the router. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={linkClasses}>
      {children}
    </Link>
  ) : (
    <a
      href={href}
      className={linkClasses}
      {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
