import { useLayoutEffect } from 'react';

// The browser tab's title while the component is on screen. React 19 hoists a <title> rendered
// anywhere into <head>; Preact, which runs the app, leaves it in place in the body, where the
// browser ignores it. So the title is set on the document, and the one before comes back when
// the component goes, as it does when React removes a hoisted <title>.
export function DocumentTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
