import { useSyncExternalStore } from 'react';
import { useDrawnValue } from './shopper-cookies';

// The cart (`cartItems`) and the wishlist (`favourites`) are arrays kept in localStorage, so a
// reload and every tab share them. A write here tells this tab's subscribers at once; other tabs
// hear of it through the browser's `storage` event. Snapshots are cached by the stored text, so
// React sees the same array until the list really changes. On the server, and in the browser
// while it hydrates, a list is what the server drew the page with (shopper-cookies.ts), else empty.

export type StoredListKey = 'cartItems' | 'favourites';

const CHANGE_EVENT = 'adepa:stored-list';
const EMPTY: readonly never[] = Object.freeze([]);

function readRaw(key: StoredListKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked (private mode on some phones): an empty list.
  }
}

function parse(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function readStoredList(key: StoredListKey): unknown[] {
  return parse(readRaw(key));
}

/**
 * Change news of a value kept in localStorage: `notify` tells this tab's subscribers at once;
 * other tabs hear of it through the browser's `storage` event.
 */
export function storageChanges(eventName: string) {
  return {
    notify: () => void window.dispatchEvent(new Event(eventName)),
    subscribe(onChange: () => void): () => void {
      window.addEventListener('storage', onChange);
      window.addEventListener(eventName, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(eventName, onChange);
      };
    },
  };
}

const { notify: notifyStoredListChange, subscribe } = storageChanges(CHANGE_EVENT);

export type StoredList<T> = {
  /** The current items (the same array until the stored text changes). */
  read: () => readonly T[];
  write: (items: readonly T[]) => void;
  /** The items, re-rendering on every change in this tab or another. */
  useItems: () => readonly T[];
};

/**
 * A typed list in localStorage. `isItem` drops entries that are not of the expected shape (an
 * older version of the app, or a hand edit), so callers can trust what they read.
 */
export function createStoredList<T>(
  key: StoredListKey,
  isItem: (value: unknown) => value is T,
): StoredList<T> {
  let cachedRaw: string | null = null;
  let cached: readonly T[] = EMPTY;

  function read(): readonly T[] {
    const raw = readRaw(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw).filter(isItem);
    }
    return cached;
  }

  function write(items: readonly T[]): void {
    try {
      localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage full or blocked: nothing is kept, and the lists say so by not changing.
    }
    notifyStoredListChange();
  }

  function useItems(): readonly T[] {
    const drawn = useDrawnValue<readonly T[]>(key) ?? EMPTY;
    return useSyncExternalStore(subscribe, read, () => drawn);
  }

  return { read, write, useItems };
}

export function useStoredListCount(key: StoredListKey): number {
  const drawn = useDrawnValue<readonly unknown[]>(key)?.length ?? 0;
  return useSyncExternalStore(
    subscribe,
    () => readStoredList(key).length,
    () => drawn,
  );
}
