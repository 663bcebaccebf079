import { LIST_ITEM_MAX, LIST_MAX } from '@adepa/contract/catalogue-admin';
import { type KeyboardEvent, useId, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import type { ListProps } from '../../../lib/use-schema-form';

// A list of short texts (sizes, colours, features): type one and press Enter or Add; each shows
// as a chip with its own remove button. Commas split a typed line into several entries, and text
// left in the box when it loses focus is added too, so nothing typed is silently lost.

type ListInputProps = ListProps & {
  label: string;
  /** "S, M, L": a hint of what goes here. */
  placeholder?: string;
};

/** A list field of a form (`form.list(name)`); the text box holds an entry until it is added. */
export function ListInput({ name, label, placeholder, items, onChange, error }: ListInputProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const message = problem ?? error;

  function commit(): boolean {
    const entries = draft
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return false;
    const tooLong = entries.find((entry) => entry.length > LIST_ITEM_MAX);
    if (tooLong) {
      setProblem(`Each entry must be at most ${LIST_ITEM_MAX} characters`);
      return true;
    }
    const known = new Set(items.map((item) => item.toLowerCase()));
    const fresh = entries.filter((entry) => {
      const key = entry.toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (items.length + fresh.length > LIST_MAX) {
      setProblem(`At most ${LIST_MAX} entries`);
      return true;
    }
    onChange([...items, ...fresh]);
    setDraft('');
    setProblem(fresh.length < entries.length ? 'Already in the list' : null);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the entry instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name={name}
          value={draft}
          placeholder={placeholder}
          enterKeyHint="done"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit()}
          className={`block h-12 w-full min-w-0 flex-1 rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted focus-visible:outline-offset-0 ${
            message ? 'border-red' : 'border-field'
          }`}
        />
        <button
          type="button"
          onClick={() => commit()}
          // Keeps the input's blur from adding first and this click then finding nothing.
          onMouseDown={(event) => event.preventDefault()}
          className="min-h-12 shrink-0 rounded-xl border border-green bg-white px-4 text-sm font-semibold text-green hover:bg-green-soft"
        >
          Add<span className="sr-only"> to {label}</span>
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red">
          {message}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-green-soft py-1 pr-1 pl-3 text-sm font-medium text-green-dark"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => onChange(items.filter((other) => other !== item))}
                aria-label={`Remove ${item} from ${label}`}
                className="-my-3 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/70"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
