import { useState } from 'react';
import { PauseIcon, PlayIcon } from '../../components/ui/icons';
import { shop } from '../../lib/shop-settings';

// Small screens only. The text runs as a marquee, so a pause button is required (WCAG 2.2.2);
// with reduced motion asked for, it stands still and shows the greeting alone.

export function WelcomeBanner() {
  const [paused, setPaused] = useState(false);
  const messages = [
    `Akwaaba! Welcome to ${shop.name}`,
    shop.promise,
    `Open ${shop.hours}`,
    `Call or WhatsApp ${shop.whatsapp}`,
  ];
  const run = (hidden: boolean) => (
    <span aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {messages.map((text) => (
        <span key={text} className="flex items-center px-4 motion-reduce:not-first:hidden">
          <span
            aria-hidden="true"
            className="mr-4 size-1.5 rotate-45 bg-gold motion-reduce:hidden"
          />
          {text}
        </span>
      ))}
    </span>
  );

  return (
    <section
      aria-label="Welcome"
      className="on-dark flex h-11 items-center bg-ink text-sm font-medium text-white md:hidden"
    >
      <div className="flex min-w-0 flex-1 overflow-hidden motion-reduce:justify-center">
        <div
          className={`flex w-max animate-marquee whitespace-nowrap motion-reduce:animate-none ${paused ? '[animation-play-state:paused]' : ''}`}
        >
          {run(false)}
          <span className="contents motion-reduce:hidden">{run(true)}</span>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label="Pause the welcome message"
        className="grid size-11 shrink-0 place-items-center border-l border-white/15 motion-reduce:hidden"
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </section>
  );
}
