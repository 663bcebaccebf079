// FDA-approved personal care products. color = container, accent = cap / pump,
// detail = label paper; `label` is printed on the label.

import {
  BRAND,
  circle,
  g,
  labelInk,
  labelText,
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

/** A small leaf, the "natural product" mark on many Ghanaian cosmetics labels. */
const leaf = (x: number, y: number, s = 1) =>
  g(
    [
      path('M0 0 Q-4 -30 24 -40 Q30 -10 0 0 Z', BRAND.green),
      stroke('M0 0 Q10 -16 22 -36', '#ffffff', 2, { opacity: 0.6 }),
    ],
    { transform: `translate(${x} ${y}) scale(${s})` },
  );

/** A paper label panel with the product name. */
function labelPanel(p: Palette, x: number, y: number, w: number, h: number): string {
  const ink = labelInk(p);
  return g([
    rect(x, y, w, h, p.detail, { rx: 10, stroke: p.line, 'stroke-width': 2, opacity: 0.97 }),
    rect(x, y + h - 18, w, 10, p.accent, { opacity: 0.85 }),
    leaf(x + w / 2 - 8, y + 38, 0.9),
    p.label ? labelText(x + w / 2, y + h / 2 + (p.badge ? 4 : 14), p.label, 38, w - 36, ink) : '',
    p.badge ? labelText(x + w / 2, y + h - 40, p.badge, 20, w - 60, p.line) : '',
  ]);
}

const jarCream: Painter = (p) =>
  g([
    shadow(400, 660, 220, 18),
    rect(214, 370, 372, 282, p.base, { rx: 34, ...outline(p) }),
    shade('M548 380 L586 380 L586 620 Q586 650 556 652 L548 652 Z'),
    shine('M236 392 L262 392 L262 632 L236 632 Z', 0.35),
    labelPanel(p, 262, 430, 276, 180),
    rect(198, 286, 404, 100, p.accent, { rx: 22, ...outline(p) }),
    stroke(
      Array.from({ length: 18 }, (_, i) => `M${222 + i * 20} 300 L${222 + i * 20} 372`).join(' '),
      '#000000',
      3,
      { opacity: 0.12 },
    ),
    shine('M214 296 L586 296 L586 312 L214 312 Z', 0.3),
  ]);

const soapBar: Painter = (p) => {
  const top = 'translate(400 430) rotate(-12) scale(1 0.62)';
  const face = (dy: number, fill: string, extra = {}) =>
    rect(-200, -150 + dy, 400, 300, fill, { rx: 80, transform: top, ...extra });
  const layers: string[] = [];
  for (let dy = 130; dy > 0; dy -= 10) layers.push(face(dy, dy > 120 ? p.darker : p.dark));
  const speckles: string[] = [];
  if (luminance(p.base) < 0.3) {
    for (let i = 0; i < 40; i++) {
      const x = -170 + ((i * 97) % 340);
      const y = -120 + ((i * 61) % 240);
      speckles.push(circle(x, y, 3 + (i % 3) * 2, p.lighter, { opacity: 0.45 }));
    }
  }
  return g([
    shadow(400, 560, 270, 30),
    ...layers,
    face(0, p.base, outline(p, 4)),
    g(speckles, { transform: top }),
    rect(-150, -100, 300, 200, p.light, { rx: 50, transform: top, opacity: 0.5 }),
    p.label
      ? g([labelText(0, 0, p.label, 56, 260, luminance(p.base) < 0.3 ? p.lighter : p.dark)], {
          transform: 'translate(400 430) rotate(-12)',
        })
      : '',
    ...[
      [190, 250, 34],
      [250, 190, 22],
      [600, 240, 40],
      [660, 320, 20],
      [560, 170, 18],
      [150, 360, 16],
    ].map(([x, y, r]) =>
      g([
        circle(x ?? 0, y ?? 0, r ?? 0, '#ffffff', {
          opacity: 0.5,
          stroke: '#9FD3EA',
          'stroke-width': 3,
        }),
        circle((x ?? 0) - (r ?? 0) * 0.35, (y ?? 0) - (r ?? 0) * 0.35, (r ?? 0) * 0.22, '#ffffff'),
      ]),
    ),
  ]);
};

function pumpOrCap(p: Palette, pump: boolean): string {
  return pump
    ? g([
        rect(388, 184, 24, 80, p.accentDark),
        path('M346 150 L454 150 Q462 150 462 160 L462 200 L346 200 Z', p.accent, outline(p, 4)),
        path('M346 158 L262 158 Q250 158 250 170 L250 184 L346 184 Z', p.accent, outline(p, 4)),
        rect(352, 252, 96, 50, p.accent, { rx: 8, ...outline(p, 4) }),
      ])
    : g([
        rect(350, 196, 100, 100, p.accent, { rx: 14, ...outline(p, 4) }),
        stroke('M350 226 L450 226', p.accentDark, 4),
        rect(380, 184, 40, 20, p.accent, { rx: 6, ...outline(p, 3) }),
      ]);
}

const bottleShape = (p: Palette, pump: boolean) =>
  g([
    shadow(400, 712, 170, 16),
    pumpOrCap(p, pump),
    path(
      'M272 700 L272 380 Q272 310 340 296 L460 296 Q528 310 528 380 L528 700 Q528 714 512 714 L288 714 Q272 714 272 700 Z',
      p.base,
      outline(p),
    ),
    shade('M496 320 Q528 340 528 380 L528 700 Q528 714 512 714 L496 714 Z'),
    shine('M292 370 L318 346 L318 690 L292 690 Z', 0.35),
    labelPanel(p, 300, 420, 200, 230),
  ]);

const pumpBottle: Painter = (p) => bottleShape(p, true);
const bottle: Painter = (p) => bottleShape(p, false);

const toothpaste: Painter = (p) =>
  g([
    shadow(400, 640, 260, 18),
    g(
      [
        path(
          'M560 290 L250 330 Q220 334 220 360 L220 440 Q220 466 250 470 L560 510 Z',
          p.base,
          outline(p),
        ),
        rect(556, 280, 60, 240, p.base, { rx: 6, ...outline(p, 4) }),
        stroke('M570 294 L570 506 M586 292 L586 508 M602 290 L602 510', '#000000', 3, {
          opacity: 0.2,
        }),
        path('M220 356 L178 374 L178 426 L220 444 Z', p.base, outline(p, 4)),
        rect(104, 364, 78, 72, p.accent, { rx: 10, ...outline(p, 4) }),
        stroke(
          'M120 372 L120 428 M136 372 L136 428 M152 372 L152 428 M168 372 L168 428',
          '#000000',
          3,
          {
            opacity: 0.2,
          },
        ),
        path('M250 360 L550 330 L550 350 L250 380 Z', p.accent),
        path('M250 440 L550 470 L550 490 L250 460 Z', p.accent),
        shine('M260 336 L540 300 L540 310 L260 346 Z', 0.4),
        p.label ? labelText(390, 404, p.label, 40, 240, labelInk(p, p.base)) : '',
      ],
      { transform: 'rotate(-14 400 400) translate(0 -30)' },
    ),
    rect(190, 560, 330, 30, p.accent, { rx: 15, ...outline(p, 4) }),
    rect(520, 556, 110, 38, p.accentLight, { rx: 10, ...outline(p, 4) }),
    stroke(
      Array.from({ length: 9 }, (_, i) => `M${530 + i * 11} 556 L${530 + i * 11} 526`).join(' '),
      '#ffffff',
      7,
    ),
    path('M522 522 Q540 500 560 516 Q580 496 600 514 Q620 500 634 520 Z', '#ffffff', outline(p, 3)),
    stroke('M540 514 Q570 504 610 512', p.accent, 5),
  ]);

const rollOn: Painter = (p) =>
  g([
    shadow(420, 712, 220, 16),
    g(
      [
        path('M-70 0 L-70 -170 Q-70 -230 0 -230 Q70 -230 70 -170 L70 0 Z', p.accent, outline(p)),
        shine('M-52 -170 Q-50 -206 -20 -214 L-28 -10 L-52 -10 Z', 0.25),
      ],
      { transform: 'translate(590 700) rotate(8)' },
    ),
    circle(330, 300, 62, '#E6ECF0', outline(p, 4)),
    path('M296 270 A40 40 0 0 1 330 254', 'none', {
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    rect(246, 330, 168, 50, p.accent, { rx: 10, ...outline(p, 4) }),
    path(
      'M258 378 L402 378 Q470 440 466 560 Q462 708 330 712 Q198 708 194 560 Q190 440 258 378 Z',
      p.base,
      outline(p),
    ),
    shine('M222 500 Q226 450 254 420 L246 650 Q222 610 222 500 Z', 0.35),
    labelPanel(p, 236, 470, 188, 170),
  ]);

export const care = {
  'jar-cream': jarCream,
  'soap-bar': soapBar,
  'pump-bottle': pumpBottle,
  bottle,
  toothpaste,
  'roll-on': rollOn,
};
