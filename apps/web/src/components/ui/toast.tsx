import { useSyncExternalStore } from 'react';

// A minimal toast: `toast.error(text)` or `toast.success(text)` from anywhere, one <Toaster />
// in the app shell. Errors are announced assertively, successes politely. The same text shown
// twice in a row replaces the first instead of stacking.
// Kept over sonner by measurement: the toaster is in every page's first visit, where this file
// weighs 0.9 KiB gzipped and sonner 2.0.8 (its Toaster and toast, styles included) 9.1 KiB. Sonner
// would take / from 105.7 to 113.9 KiB of its 115 KiB budget, and /product-details (114.6) and
// /checkout (114.8) past it; loading it on the first toast would lose the toasts that say the
// connection is gone.

type ToastKind = 'success' | 'error';
type ToastItem = { id: number; kind: ToastKind; text: string };

const VISIBLE_MS = 4000;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  emit(items.filter((item) => item.id !== id));
}

function show(kind: ToastKind, text: string) {
  const id = nextId++;
  emit([...items.filter((item) => item.text !== text), { id, kind, text }].slice(-3));
  window.setTimeout(() => dismiss(id), VISIBLE_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const kindClasses: Record<ToastKind, string> = {
  success: 'border-green bg-white text-ink',
  error: 'border-red bg-white text-red',
};

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3 sm:items-end sm:px-5">
      <div
        role="status"
        aria-live="polite"
        className="flex w-full flex-col items-center gap-2 sm:items-end"
      >
        {current
          .filter((item) => item.kind === 'success')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        className="flex w-full flex-col items-center gap-2 sm:items-end"
      >
        {current
          .filter((item) => item.kind === 'error')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm animate-toast-in items-center gap-3 rounded-xl border-l-4 py-2 pr-1 pl-4 text-sm font-medium shadow-lg ring-1 ring-black/5 ${kindClasses[item.kind]}`}
    >
      <p className="flex-1 py-1">{item.text}</p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-black/5"
        aria-label="Dismiss message"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
