import { useEffect, useRef } from 'react';
import { runConfetti } from '../confetti';

/** Confetti over the page for five seconds; none for people who ask for reduced motion. The
 * canvas lets every click through to the page under it. */
export function Confetti() {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    return runConfetti(canvas);
  }, []);
  return <canvas ref={ref} className="pointer-events-none fixed inset-0 z-40 h-dvh w-screen" />;
}
