import { useEffect } from 'react';

/**
 * While `unsaved`, closing or reloading the tab asks first (the browser's own words): an owner
 * who counted a shelf into a form does not lose it to a stray swipe.
 */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
