import type { MouseEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { NEWSLETTER_INPUT_ID } from './newsletter-form';

/** Takes the shopper to the footer's newsletter form and puts the cursor in it. */
export function SubscribeAgainLink({ children = 'Subscribe again' }: { children?: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const input = document.getElementById(NEWSLETTER_INPUT_ID);
    if (!input) return;
    event.preventDefault();
    input.focus({ preventScroll: true });
    input.scrollIntoView({ block: 'center' });
  }
  return (
    <a
      href={`#${NEWSLETTER_INPUT_ID}`}
      onClick={onClick}
      className={buttonClasses('primary', 'min-h-12 px-7 text-base')}
    >
      {children}
    </a>
  );
}
