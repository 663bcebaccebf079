import { type FormEvent, useEffect, useState } from 'react';

/**
 * A back-office list's search box over its filters (`search`, kept in the address): the text as
 * typed, sent as `q` on submit; the address can change the search too (back, a cleared filter),
 * and the box follows it. `set` changes some filters, keeping the others.
 */
export function useSearchBox<S extends { q?: string }>(search: S, onSearch: (next: S) => void) {
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const set = (changes: Partial<S>) => onSearch({ ...search, ...changes });
  function submit(event: FormEvent) {
    event.preventDefault();
    set({ q: text.trim() || undefined } as Partial<S>);
  }
  return { text, setText, set, submit, filtered: Object.values(search).some(Boolean) };
}
