import { useEffect } from 'react';

// index.html carries one <meta name="description"> (the api writes a page's own into it when it
// knows one). A page that has its own words swaps them in while it is shown, rather than adding
// a second tag, and puts the old words back when it goes.

export function useMetaDescription(text: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = text;
    return () => {
      meta.content = before;
    };
  }, [text]);
}
