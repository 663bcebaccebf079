// A small canvas confetti, a burst every 250 ms for 5 seconds. Each burst throws paper in kente
// colours from a random spot in each upper third of the screen; bursts thin out as the time runs
// down and the last pieces fade out as they fall. Returns a stop function.

const COLOURS = ['#E8A317', '#0B6E4F', '#B3261E', '#1C1B1F', '#F6C453', '#1F9D74'];
const GRAVITY = 0.22;
const DRAG = 0.985;
const LIFE = 110; // frames at 60 per second

type Piece = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  tilt: number;
  colour: string;
  life: number;
};

export function runConfetti(canvas: HTMLCanvasElement, durationMs = 5000, everyMs = 250) {
  const context = canvas.getContext('2d');
  if (!context) return () => {};
  let pieces: Piece[] = [];
  let width = 0;
  let height = 0;

  function resize() {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function burst(count: number) {
    for (const [from, to] of [
      [0.1, 0.3],
      [0.7, 0.9],
    ] as const) {
      const x = width * (from + Math.random() * (to - from));
      const y = height * Math.random() * 0.4;
      for (let index = 0; index < count; index++) {
        const direction = Math.random() * Math.PI * 2;
        const speed = 3 + Math.random() * 7;
        pieces.push({
          x,
          y,
          vx: Math.cos(direction) * speed,
          vy: Math.sin(direction) * speed - 3,
          size: 6 + Math.random() * 6,
          angle: Math.random() * Math.PI,
          spin: (Math.random() - 0.5) * 0.3,
          tilt: Math.random() * Math.PI,
          colour: COLOURS[Math.floor(Math.random() * COLOURS.length)] ?? '#E8A317',
          life: LIFE * (0.7 + Math.random() * 0.3),
        });
      }
    }
  }

  resize();
  window.addEventListener('resize', resize);
  const start = performance.now();
  let last = start;
  let frame = 0;
  burst(25);
  const timer = window.setInterval(() => {
    const left = durationMs - (performance.now() - start);
    if (left <= 0) window.clearInterval(timer);
    else burst(Math.round(25 * (left / durationMs)) + 3);
  }, everyMs);

  function draw(now: number) {
    // Steps are scaled to 60 frames a second, so a 120 Hz screen does not double the speed.
    const step = Math.min((now - last) / (1000 / 60), 3);
    last = now;
    if (!context) return;
    context.clearRect(0, 0, width, height);
    pieces = pieces.filter((piece) => piece.life > 0 && piece.y < height + 40);
    for (const piece of pieces) {
      piece.vx *= DRAG ** step;
      piece.vy = piece.vy * DRAG ** step + GRAVITY * step;
      piece.x += piece.vx * step;
      piece.y += piece.vy * step;
      piece.angle += piece.spin * step;
      piece.tilt += 0.1 * step;
      piece.life -= step;
      context.save();
      context.globalAlpha = Math.min(1, piece.life / 30);
      context.translate(piece.x, piece.y);
      context.rotate(piece.angle);
      context.scale(1, Math.cos(piece.tilt));
      context.fillStyle = piece.colour;
      context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
      context.restore();
    }
    if (pieces.length > 0 || now - start < durationMs) frame = requestAnimationFrame(draw);
  }
  frame = requestAnimationFrame(draw);

  return () => {
    window.clearInterval(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    context.clearRect(0, 0, width, height);
  };
}
