import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `open`, a press or a focus move outside `ref`, or the Escape key, calls `onDismiss`.
 * After Escape the caller should put focus back on the control that opened the panel.
 */
function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    if (!open) return;
    function isOutside(target: EventTarget | null) {
      return ref.current !== null && !ref.current.contains(target as Node);
    }
    function onPointerDown(event: PointerEvent) {
      if (isOutside(event.target)) onDismiss('outside');
    }
    function onFocusIn(event: FocusEvent) {
      if (isOutside(event.target)) onDismiss('outside');
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onDismiss('escape');
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, onDismiss]);
}

/**
 * A button that opens a panel: open state, the props that wire the button and the panel to each
 * other (spread `buttonProps` on the button, `panelProps` on the panel), and dismissal by a press
 * or focus outside or by Escape (which puts focus back on the button).
 */
export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);
  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  } as const;
  const panelProps = { id: panelId, hidden: !open };
  return { open, setOpen, close, rootRef, buttonProps, panelProps };
}
