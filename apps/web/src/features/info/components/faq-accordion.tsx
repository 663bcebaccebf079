import { type ReactNode, useEffect } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

// The questions as an accordion with one answer open at a time: native <details> elements sharing
// a name, so the browser keeps one open, reads each as a disclosure, and it all works before (and
// without) the app. A link to /faq#an-id opens that answer.

export type FaqItem = { id: string; question: string; answer: ReactNode };

const GROUP = 'faq';

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  useEffect(() => {
    const openFromHash = () => {
      const element = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!(element instanceof HTMLDetailsElement) || element.name !== GROUP) return;
      element.open = true;
      // After the layout's own scroll to the top of a new page.
      requestAnimationFrame(() => element.scrollIntoView());
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
      {items.map((item) => (
        <details key={item.id} id={item.id} name={GROUP} className="group open:bg-cream">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold hover:bg-green-soft focus-visible:outline-offset-[-3px] sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2>{item.question}</h2>
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-green-soft text-green transition-transform group-open:rotate-180 group-open:bg-green group-open:text-white">
              <ChevronDownIcon className="size-5" />
            </span>
          </summary>
          <div className="grid gap-3 px-4 pb-4 leading-relaxed sm:px-6">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
