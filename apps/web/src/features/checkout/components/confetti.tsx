import { useEffect, useRef } from 'react';

// Confetti over the thank-you page for five seconds: a burst every 250 ms from a random spot in
// each upper third of the screen, in kente colours, thinning out as the time runs down. None for
// people who ask for reduced motion, who then do not even download canvas-confetti (4.1 KiB
// gzipped, its own chunk, loaded by this page only; the hand-written one it replaced weighed
// 0.4 KiB in the page's chunk).

const COLOURS = ['#E8A317', '#0B6E4F', '#B3261E', '#1C1B1F', '#F6C453', '#1F9D74'];
const DURATION_MS = 5000;
const EVERY_MS = 250;
const SIDES = [
  [0.1, 0.3],
  [0.7, 0.9],
] as const;

/** The canvas lets every click through to the page under it. */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('canvas-confetti').then(
      ({ default: confetti }) => {
        if (!mounted) return;
        const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
        const start = Date.now();
        const burst = () => {
          const remaining = DURATION_MS - (Date.now() - start);
          if (remaining <= 0) return window.clearInterval(timer);
          for (const [from, to] of SIDES) {
            void fire({
              particleCount: Math.round(25 * (remaining / DURATION_MS)) + 3,
              spread: 360,
              startVelocity: 30,
              gravity: 0.8,
              ticks: 110,
              colors: COLOURS,
              origin: { x: from + Math.random() * (to - from), y: Math.random() * 0.4 },
            });
          }
        };
        const timer = window.setInterval(burst, EVERY_MS);
        burst();
        stop = () => {
          window.clearInterval(timer);
          fire.reset();
        };
      },
      () => {}, // No confetti offline: the page says the same without it.
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);
  return <canvas ref={ref} className="pointer-events-none fixed inset-0 z-40 h-dvh w-screen" />;
}
