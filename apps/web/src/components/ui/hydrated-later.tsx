import { type ReactNode, Suspense } from 'react';

/**
 * A part of the server's page, usually below the first screen, that the browser takes over after
 * the rest: React hydrates the page around it first, so the buttons a shopper sees answer sooner,
 * then this part in a pass of its own (at once if it is tapped first). Nothing in it suspends, so
 * there is no fallback to show.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
