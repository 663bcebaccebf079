import { type RefObject, useCallback } from 'react';

// When a row's remove button takes its row with it, keyboard and screen reader users would be
// left on nothing (in a modal panel, outside everything). This moves focus to the remove button
// (`data-remove`) that now stands where the removed one was, or the last one; when the list is
// gone, to the empty state's way out (`data-focus-fallback`), in the open panel if there is one.

export function useFocusAfterRemove(list: RefObject<HTMLElement | null>) {
  return useCallback(
    (index: number) => {
      requestAnimationFrame(() => {
        const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
        const target =
          buttons[Math.min(index, buttons.length - 1)] ??
          document.querySelector<HTMLElement>('dialog[open] [data-focus-fallback]') ??
          document.querySelector<HTMLElement>('[data-focus-fallback]');
        target?.focus();
      });
    },
    [list],
  );
}
