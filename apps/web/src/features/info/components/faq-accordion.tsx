import { type ReactNode, useEffect, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';

// Spec section 2: the questions as an accordion with one answer open at a time. Each question is
// a heading holding a button (aria-expanded, aria-controls); closed answers are `hidden`, so they
// are skipped by readers and by find-in-page alike. A link to /faq#an-id opens that answer.

export type FaqItem = { id: string; question: string; answer: ReactNode };

function idFromHash(ids: string[]): string | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return ids.includes(id) ? id : null;
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const idList = items.map((item) => item.id).join(' ');
  // The address's #fragment never reaches the server: the answer it names opens once hydrated.
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const ids = idList.split(' ');
    const openFromHash = () => {
      const id = idFromHash(ids);
      if (!id) return;
      setOpenId(id);
      // After the layout's own scroll to the top of a new page.
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [idList]);

  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${item.id}-answer`;
        return (
          <div key={item.id} id={item.id} className={open ? 'bg-cream' : undefined}>
            <h2>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold hover:bg-green-soft focus-visible:outline-offset-[-3px] sm:px-6"
              >
                {item.question}
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full transition-transform ${
                    open ? 'rotate-180 bg-green text-white' : 'bg-green-soft text-green'
                  }`}
                >
                  <ChevronDownIcon className="size-5" />
                </span>
              </button>
            </h2>
            <div
              id={panelId}
              hidden={!open}
              className="grid gap-3 px-4 pb-4 leading-relaxed sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
