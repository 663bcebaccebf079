// Cleaning products. color = container, accent = cap / trigger, detail = label paper or liquid;
// `label` is printed on the label.

import {
  BRAND,
  circle,
  ellipse,
  g,
  labelInk,
  labelText,
  lighten,
  luminance,
  outline,
  type Painter,
  type Palette,
  path,
  rect,
  shade,
  shadow,
  shine,
  stroke,
} from './shared.ts';

const bubbles = (list: [number, number, number][]) =>
  g(
    list.map(([x, y, r]) =>
      g([
        circle(x, y, r, '#ffffff', { opacity: 0.55, stroke: '#9FD3EA', 'stroke-width': 3 }),
        circle(x - r * 0.35, y - r * 0.35, r * 0.22, '#ffffff'),
      ]),
    ),
  );

function label(p: Palette, x: number, y: number, w: number, h: number): string {
  const ink = labelInk(p);
  return g([
    rect(x, y, w, h, p.detail, { rx: 12, stroke: p.line, 'stroke-width': 2 }),
    path(
      `M${x} ${y + h * 0.62} Q${x + w / 2} ${y + h * 0.5} ${x + w} ${y + h * 0.62} L${x + w} ${y + h - 12} Q${x + w} ${y + h} ${x + w - 12} ${y + h} L${x + 12} ${y + h} Q${x} ${y + h} ${x} ${y + h - 12} Z`,
      p.accent,
      { opacity: 0.9 },
    ),
    p.label ? labelText(x + w / 2, y + h * 0.32, p.label, 40, w - 30, ink) : '',
    p.badge ? labelText(x + w / 2, y + h * 0.8, p.badge, 44, w * 0.5, '#ffffff') : '',
  ]);
}

const jerrycan: Painter = (p) =>
  g([
    shadow(400, 712, 220, 16),
    rect(246, 170, 84, 44, p.accent, { rx: 8, ...outline(p, 4) }),
    rect(258, 206, 60, 30, p.accentDark),
    path(
      'M372 238 L372 190 Q372 160 402 160 L530 160 Q570 160 570 200 L570 238 Z M414 184 L414 226 L532 226 L532 200 Q532 184 516 184 Z',
      p.base,
      { ...outline(p), 'fill-rule': 'evenodd' },
    ),
    rect(220, 230, 360, 474, p.base, { rx: 34, ...outline(p) }),
    shade('M540 240 L580 240 L580 670 Q580 704 546 704 L540 704 Z'),
    shine('M240 262 L266 262 L266 680 L240 680 Z', 0.35),
    stroke('M240 300 L560 300 M240 650 L560 650', '#000000', 4, { opacity: 0.1 }),
    label(p, 266, 340, 268, 280),
  ]);

const jug: Painter = (p) =>
  g([
    shadow(400, 712, 200, 16),
    rect(340, 150, 110, 66, p.accent, { rx: 10, ...outline(p, 4) }),
    stroke(
      'M356 160 L356 206 M376 160 L376 206 M396 160 L396 206 M416 160 L416 206 M436 160 L436 206',
      '#000000',
      3,
      { opacity: 0.15 },
    ),
    path(
      'M256 700 L256 372 Q256 300 330 282 L350 276 L350 212 L440 212 L440 276 L500 290 Q556 306 556 372 L556 700 Q556 714 540 714 L272 714 Q256 714 256 700 Z M462 322 L462 430 Q462 446 478 446 L500 446 Q516 446 516 430 L516 352 Q516 334 498 328 Z',
      p.base,
      { ...outline(p), 'fill-rule': 'evenodd' },
    ),
    shine('M276 380 L300 360 L300 690 L276 690 Z', 0.35),
    shade('M530 330 Q556 346 556 372 L556 700 Q556 714 540 714 L530 714 Z'),
    label(p, 282, 476, 248, 200),
  ]);

/** Spray mist leaving a nozzle at (x, y) towards the left. */
function mist(color: string, x0: number, y0: number): string {
  const dots: string[] = [];
  for (let k = 1; k <= 6; k++) {
    const n = k + 2;
    for (let j = 0; j < n; j++) {
      const y = y0 + (j - (n - 1) / 2) * (k * 4) + ((j * 7) % 5) - 2;
      const x = x0 - 4 - k * 30 - ((j * 11) % 12);
      dots.push(circle(x, y, 8 - k * 0.7, lighten(color, 0.3), { opacity: 0.95 - k * 0.11 }));
    }
  }
  return dots.join('');
}

const sprayCan: Painter = (p) => {
  const flower = (x: number, y: number) =>
    g([
      ...[0, 72, 144, 216, 288].map((a) =>
        ellipse(x, y - 22, 13, 22, '#ffffff', {
          transform: `rotate(${a} ${x} ${y})`,
          opacity: 0.9,
        }),
      ),
      circle(x, y, 12, BRAND.gold),
    ]);
  return g([
    shadow(430, 714, 150, 14),
    mist(p.base, 366, 196),
    rect(376, 170, 112, 70, p.accent, { rx: 14, ...outline(p, 4) }),
    circle(378, 196, 7, BRAND.ink),
    path('M330 300 Q330 236 432 230 Q534 236 534 300 Z', '#C9CDD2', outline(p, 4)),
    rect(330, 290, 204, 420, p.base, { rx: 16, ...outline(p) }),
    shine('M348 300 L372 300 L372 700 L348 700 Z', 0.35),
    shade('M500 300 L534 300 L534 694 Q534 710 518 710 L500 710 Z'),
    rect(330, 290, 204, 20, '#C9CDD2', { ...outline(p, 3) }),
    rect(330, 690, 204, 20, '#C9CDD2', { rx: 6, ...outline(p, 3) }),
    flower(432, 400),
    p.label
      ? labelText(432, 530, p.label, 36, 170, luminance(p.base) > 0.6 ? p.line : '#ffffff')
      : '',
    rect(350, 600, 164, 50, p.accent, { rx: 10, opacity: 0.9 }),
  ]);
};

const powderBox: Painter = (p) =>
  g([
    shadow(420, 710, 240, 16),
    path('M540 230 L610 180 L610 640 L540 700 Z', p.dark, outline(p, 4)),
    path('M230 230 L300 180 L610 180 L540 230 Z', p.light, outline(p, 4)),
    rect(230, 230, 310, 470, p.base, { ...outline(p) }),
    circle(385, 390, 110, '#ffffff', { opacity: 0.9 }),
    circle(385, 390, 90, p.accent),
    path('M315 400 Q385 330 455 400 Q385 450 315 400 Z', '#ffffff', { opacity: 0.35 }),
    p.label ? labelText(385, 390, p.label, 44, 160, '#ffffff') : '',
    bubbles([
      [270, 540, 22],
      [310, 590, 14],
      [500, 560, 18],
      [470, 280, 12],
    ]),
    p.badge ? rect(300, 610, 170, 58, BRAND.red, { rx: 29 }) : '',
    p.badge ? labelText(385, 640, p.badge, 32, 120, '#ffffff') : '',
    path('M560 730 Q600 700 660 706 Q700 712 720 730 Z', '#F4F1EA', outline(p, 3)),
    ...[590, 620, 650, 680].map((x, i) => circle(x, 722 - (i % 2) * 6, 4, p.accent)),
  ]);

const squeezeBottle: Painter = (p) =>
  g([
    shadow(430, 712, 240, 16),
    bubbles([
      [580, 470, 26],
      [630, 420, 16],
      [540, 410, 14],
      [650, 520, 12],
    ]),
    rect(372, 150, 56, 36, p.accent, { rx: 6, ...outline(p, 4) }),
    rect(356, 180, 88, 70, p.accent, { rx: 10, ...outline(p, 4) }),
    path(
      'M330 708 L470 708 Q494 708 494 684 L490 430 Q486 376 462 330 L452 250 L348 250 L338 330 Q314 376 310 430 L306 684 Q306 708 330 708 Z',
      p.base,
      outline(p),
    ),
    shine('M328 440 Q330 390 350 350 L346 690 L326 690 Z', 0.35),
    label(p, 322, 450, 156, 200),
    g(
      [
        rect(0, 0, 180, 80, '#F5C542', { rx: 14, ...outline(p, 4) }),
        rect(0, -26, 180, 34, BRAND.green, { rx: 10, ...outline(p, 4) }),
        ...[20, 60, 100, 140].map((x) => circle(x + 20, 44, 5, '#D9A521')),
      ],
      { transform: 'translate(510 610) rotate(-8)' },
    ),
  ]);

const toiletCleaner: Painter = (p) =>
  g([
    shadow(400, 712, 190, 16),
    path(
      'M330 372 L338 300 Q346 260 394 238 L530 170 L556 220 L440 286 Q416 300 418 330 L424 372 Z',
      p.base,
      outline(p),
    ),
    g([rect(-30, -22, 80, 44, p.accent, { rx: 10, ...outline(p, 4) })], {
      transform: 'translate(552 190) rotate(-28)',
    }),
    rect(262, 360, 276, 350, p.base, { rx: 40, ...outline(p) }),
    shine('M282 400 L306 380 L306 690 L282 690 Z', 0.35),
    shade('M504 370 Q538 380 538 420 L538 670 Q538 710 504 710 Z'),
    label(p, 292, 430, 216, 230),
  ]);

const mopBucket: Painter = (p) =>
  g([
    shadow(400, 716, 220, 16),
    stroke('M420 500 L600 90', '#B8894D', 16),
    rect(584, 70, 34, 50, p.accent, { rx: 8, transform: 'rotate(24 600 95)' }),
    path('M226 420 Q400 360 574 420', 'none', { stroke: '#8A8F95', 'stroke-width': 10 }),
    path('M228 440 L572 440 L540 704 Q400 722 260 704 Z', p.base, outline(p)),
    shade('M520 450 L572 440 L540 704 Q526 706 510 708 Z'),
    shine('M256 470 L284 470 L294 690 L272 688 Z', 0.3),
    stroke('M244 520 L556 520', '#000000', 4, { opacity: 0.12 }),
    ellipse(400, 440, 174, 30, p.dark, outline(p)),
    ellipse(400, 444, 156, 20, '#7FC4E6'),
    ...Array.from({ length: 15 }, (_, i) => {
      const x = 318 + i * 15;
      const end = 500 + ((i * 7) % 4) * 14;
      const d = `M432 404 Q${x + 6} 420 ${x} 452 Q${x - 6} ${end - 30} ${x + 4} ${end}`;
      return stroke(d, '#8A8F95', 14) + stroke(d, p.detail, 9);
    }),
    ...Array.from({ length: 15 }, (_, i) => {
      const x = 318 + i * 15;
      return stroke(`M${x - 2} 460 L${x + 2} 476`, '#000000', 3, { opacity: 0.12 });
    }),
    bubbles([
      [290, 420, 14],
      [520, 410, 18],
      [230, 390, 10],
    ]),
  ]);

const triggerSpray: Painter = (p) =>
  g([
    shadow(410, 714, 170, 14),
    mist(p.base, 282, 214),
    path(
      'M322 710 L498 710 Q520 710 520 688 L520 420 Q520 378 488 356 L462 330 L358 330 L332 356 Q300 378 300 420 L300 688 Q300 710 322 710 Z',
      p.base,
      outline(p),
    ),
    shine('M320 420 Q322 390 342 370 L340 690 L320 690 Z', 0.35),
    shade('M488 368 Q520 390 520 420 L520 688 Q520 710 498 710 L488 710 Z'),
    rect(352, 292, 116, 44, p.accent, { rx: 8, ...outline(p, 4) }),
    path('M338 246 Q318 296 334 340 L352 336 Q342 296 362 258 Z', p.accentDark, outline(p, 3)),
    path(
      'M300 190 L470 190 Q500 190 500 220 L500 248 Q500 268 480 268 L458 268 L458 294 L362 294 L362 252 L300 238 Z',
      p.accent,
      outline(p, 4),
    ),
    rect(280, 196, 28, 36, p.accentDark, { rx: 4, ...outline(p, 3) }),
    label(p, 326, 440, 168, 220),
  ]);

export const cleaning = {
  'trigger-spray': triggerSpray,
  jerrycan,
  jug,
  'spray-can': sprayCan,
  'powder-box': powderBox,
  'squeeze-bottle': squeezeBottle,
  'toilet-cleaner': toiletCleaner,
  'mop-bucket': mopBucket,
};
