import { paths } from '@adepa/contract/paths';
import { type FormEvent, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { SearchIcon } from '../../components/ui/icons';
import { searchHref } from '../../features/catalogue';

/**
 * Header search: sends the text to the search page (/products/search?value=). It is a real GET
 * form to that page, so searching works before the app does, and it sends only the search text, as
 * the page's own address writes it.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = inputRef.current?.value.trim() ?? '';
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    navigate(searchHref(value));
  }

  return (
    <search className={className}>
      <form method="get" action={paths.search()} onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="value"
          placeholder="Search for products, brands and categories"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-line bg-white pr-14 pl-4 text-base placeholder:text-muted/80 focus:border-green focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-full text-green hover:bg-green-soft"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}
