import { useSyncExternalStore } from 'react';

// The cart (`cartItems`) and the wishlist (`favourites`) are arrays kept in localStorage. The
// header only needs their lengths; the cart and wishlist features will write them and call
// notifyStoredListChange so every counter updates (other tabs are told by the storage event).

export type StoredListKey = 'cartItems' | 'favourites';

const CHANGE_EVENT = 'adepa:stored-list';

export function readStoredList(key: StoredListKey): unknown[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function notifyStoredListChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useStoredListCount(key: StoredListKey): number {
  return useSyncExternalStore(
    subscribe,
    () => readStoredList(key).length,
    () => 0,
  );
}
