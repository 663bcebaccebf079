import type { ReactNode } from 'react';
import { PageHead, pageTitle } from '../../../components/ui/page-head';
import { HelpCard } from './help-card';
import type { InfoSection } from './prose';

type InfoPageProps = {
  title: string;
  /** One or two sentences under the heading. */
  lead: ReactNode;
  /** For search results and link previews. */
  description: string;
  /** Lists the sections under "On this page" (long pages). */
  contents?: InfoSection[];
  children: ReactNode;
};

/**
 * The frame of the static pages: heading and lead, the text in a readable column (about 70
 * characters a line), and beside it on wide screens (under it on phones) the ways to get help.
 */
export function InfoPage({ title, lead, description, contents, children }: InfoPageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-5 sm:py-12">
      <PageHead title={pageTitle(title)} description={description} />
      <header className="max-w-prose">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <div className="kente-band mt-4 h-1.5 w-24 rounded-full" />
        <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr]">
        {contents && (
          <nav
            aria-labelledby="on-this-page"
            className="rounded-2xl bg-white p-5 ring-1 ring-line lg:col-start-2 lg:row-start-1"
          >
            <h2 id="on-this-page" className="text-sm font-bold tracking-wide text-muted uppercase">
              On this page
            </h2>
            <ol className="mt-2 grid">
              {contents.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-11 items-center text-sm font-semibold text-green hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <article className="min-w-0 text-base text-ink lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {children}
        </article>
        <aside
          className={`lg:col-start-2 lg:self-start ${contents ? 'lg:row-start-2' : 'lg:row-start-1'}`}
        >
          <HelpCard />
        </aside>
      </div>
    </div>
  );
}
