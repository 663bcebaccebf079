// Watches, seen from the front with the strap running up and down the frame.
// color = case / metal (or the strap for smart watches), accent = strap or trim, detail = dial.

import {
  BRAND,
  circle,
  darken,
  fitText,
  g,
  line,
  luminance,
  outline,
  type Painter,
  type Palette,
  path,
  polygon,
  rect,
  shadow,
  stroke,
  text,
} from './shared.ts';

const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
const at = (cx: number, cy: number, r: number, deg: number) =>
  [cx + r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))] as const;

/** Round dial at (400, 400) showing 10:10, the classic shop-window time. */
function dial(p: Palette, r: number): string {
  const ink = luminance(p.detail) > 0.5 ? BRAND.ink : '#ffffff';
  const parts = [circle(400, 400, r, p.detail, { stroke: darken(p.base, 0.2), 'stroke-width': 4 })];
  for (let h = 0; h < 12; h++) {
    const major = h % 3 === 0;
    const [x1, y1] = at(400, 400, r - 10, h * 30);
    const [x2, y2] = at(400, 400, r - (major ? 34 : 22), h * 30);
    parts.push(line(x1, y1, x2, y2, major ? p.accent : ink, major ? 9 : 5));
  }
  if (p.label) parts.push(fitText(400, 400 - r * 0.42, p.label, 20, r * 0.8, ink));
  const hand = (deg: number, len: number, w: number, col: string) => {
    const [x, y] = at(400, 400, len, deg);
    const [bx, by] = at(400, 400, 18, deg + 180);
    return line(bx, by, x, y, col, w);
  };
  parts.push(
    hand(305, r * 0.55, 12, ink),
    hand(60, r * 0.8, 8, ink),
    hand(200, r * 0.85, 3, BRAND.red),
    circle(400, 400, 11, ink),
    circle(400, 400, 5, BRAND.red),
  );
  return parts.join('');
}

function metalBand(p: Palette, y1: number, y2: number): string {
  const parts: string[] = [];
  const rows = 5;
  const h = (y2 - y1) / rows;
  for (let i = 0; i < rows; i++) {
    const y = y1 + i * h;
    parts.push(
      rect(330, y + 2, 44, h - 4, p.dark, { rx: 6, ...outline(p, 3) }),
      rect(376, y + 2, 48, h - 4, p.light, { rx: 6, ...outline(p, 3) }),
      rect(426, y + 2, 44, h - 4, p.dark, { rx: 6, ...outline(p, 3) }),
    );
  }
  return parts.join('');
}

const caseAndCrown = (p: Palette, r: number) =>
  g([
    polygon('318,250 482,250 462,300 338,300', p.dark, outline(p, 3)),
    polygon('318,550 482,550 462,500 338,500', p.dark, outline(p, 3)),
    rect(568, 382, 34, 36, p.dark, { rx: 6, ...outline(p, 3) }),
    circle(400, 400, r, p.base, outline(p)),
    circle(400, 400, r - 8, p.light),
    path(`M${400 - r + 14} 400 A${r - 14} ${r - 14} 0 0 1 ${400 + r - 14} 400`, '#ffffff', {
      opacity: 0.25,
    }),
  ]);

const watchAnalogue: Painter = (p) =>
  g([
    shadow(400, 770, 120, 10),
    metalBand(p, 40, 262),
    metalBand(p, 538, 760),
    caseAndCrown(p, 178),
    dial(p, 148),
  ]);

const watchLeather: Painter = (p) => {
  const strap = (d: string) => path(d, p.accent, { ...outline(p, 4) });
  return g([
    shadow(400, 770, 120, 10),
    strap('M336 264 L340 40 L460 40 L464 264 Z'),
    strap('M336 536 L340 742 Q400 768 460 742 L464 536 Z'),
    stroke(
      'M350 60 L352 250 M450 60 L448 250 M352 550 L354 730 M448 550 L446 730',
      p.accentLight,
      3,
      {
        'stroke-dasharray': '8 7',
      },
    ),
    ...[610, 650, 690].map((y) => circle(400, y, 7, darken(p.accent, 0.5))),
    rect(326, 60, 148, 34, 'none', { stroke: p.base, 'stroke-width': 10, rx: 8 }),
    caseAndCrown(p, 178),
    dial(p, 148),
  ]);
};

// Seven-segment digits for the LCD watches.
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

function digit(ch: string, x: number, y: number, w: number, h: number, col: string): string {
  const t = w * 0.2;
  const half = h / 2;
  const seg: Record<string, [number, number, number, number]> = {
    a: [x + t / 2, y, w - t, t],
    b: [x + w - t, y + t / 2, t, half - t],
    c: [x + w - t, y + half + t / 2, t, half - t],
    d: [x + t / 2, y + h - t, w - t, t],
    e: [x, y + half + t / 2, t, half - t],
    f: [x, y + t / 2, t, half - t],
    g: [x + t / 2, y + half - t / 2, w - t, t],
  };
  return [...(SEGMENTS[ch] ?? '')]
    .map((s) => {
      const r = seg[s];
      return r ? rect(r[0], r[1], r[2], r[3], col, { rx: t / 2 }) : '';
    })
    .join('');
}

function lcdTime(x: number, y: number, w: number, h: number, time: string, col: string): string {
  const parts: string[] = [];
  let cx = x;
  for (const ch of time) {
    if (ch === ':') {
      parts.push(circle(cx + w * 0.2, y + h * 0.3, w * 0.1, col));
      parts.push(circle(cx + w * 0.2, y + h * 0.7, w * 0.1, col));
      cx += w * 0.45;
    } else {
      parts.push(digit(ch, cx, y, w, h, col));
      cx += w * 1.3;
    }
  }
  return parts.join('');
}

const watchDigital: Painter = (p) => {
  const lcd = p.detail === BRAND.paper ? '#C8D2B4' : p.detail;
  return g([
    shadow(400, 770, 120, 10),
    path('M318 262 L330 40 L470 40 L482 262 Z', p.base, outline(p, 4)),
    path('M318 538 L330 742 Q400 766 470 742 L482 538 Z', p.base, outline(p, 4)),
    stroke('M334 80 L466 80 M333 120 L467 120 M332 160 L468 160 M331 200 L469 200', p.dark, 5),
    ...[620, 660, 700].map((y) => circle(400, y, 7, p.darker)),
    rect(236, 340, 30, 34, p.dark, { rx: 5, ...outline(p, 3) }),
    rect(236, 426, 30, 34, p.dark, { rx: 5, ...outline(p, 3) }),
    rect(534, 340, 30, 34, p.dark, { rx: 5, ...outline(p, 3) }),
    rect(534, 426, 30, 34, p.dark, { rx: 5, ...outline(p, 3) }),
    rect(250, 248, 300, 304, p.base, { rx: 44, ...outline(p) }),
    rect(276, 272, 248, 256, p.accent, { rx: 26, ...outline(p, 3) }),
    rect(290, 286, 220, 228, p.darker, { rx: 18 }),
    p.label ? fitText(400, 312, p.label, 28, 180, '#ffffff') : '',
    rect(308, 344, 184, 118, lcd, { rx: 8, stroke: '#000000', 'stroke-width': 3 }),
    lcdTime(318, 376, 32, 66, '10:58', BRAND.ink),
    text(332, 368, 'PM', 14, BRAND.ink),
    text(400, 492, 'ALARM CHRONOGRAPH', 13, p.accentLight),
  ]);
};

const smartwatch: Painter = (p) =>
  g([
    shadow(400, 770, 120, 10),
    path('M320 290 L330 40 Q400 30 470 40 L480 290 Z', p.base, outline(p, 4)),
    path('M320 510 L330 740 Q400 770 470 740 L480 510 Z', p.base, outline(p, 4)),
    ...[600, 640, 680].map((y) => circle(400, y, 7, p.darker)),
    rect(544, 350, 30, 60, p.accentDark, { rx: 10 }),
    rect(256, 246, 292, 308, p.accent, { rx: 70, ...outline(p, 5) }),
    rect(274, 264, 256, 272, BRAND.ink, { rx: 56 }),
    circle(340, 330, 34, 'none', {
      stroke: '#E5484D',
      'stroke-width': 9,
      'stroke-dasharray': '160 60',
    }),
    circle(340, 330, 22, 'none', {
      stroke: '#46C35A',
      'stroke-width': 9,
      'stroke-dasharray': '90 60',
    }),
    circle(340, 330, 10, 'none', {
      stroke: '#3B9FE8',
      'stroke-width': 8,
      'stroke-dasharray': '40 30',
    }),
    text(450, 344, '72', 34, '#ffffff'),
    path('M420 316 q-8 -10 -14 0 q-6 10 14 22 q20 -12 14 -22 q-6 -10 -14 0 Z', '#E5484D'),
    text(400, 450, '10:09', 76, '#ffffff'),
    text(400, 494, 'MON 12', 22, p.accentLight),
    path('M300 280 Q400 268 506 282 L500 300 Q400 288 306 300 Z', '#ffffff', { opacity: 0.12 }),
  ]);

const fitnessBand: Painter = (p) =>
  g([
    shadow(400, 770, 110, 10),
    path('M338 250 Q336 120 350 40 L450 40 Q464 120 462 250 Z', p.base, outline(p, 4)),
    path('M338 550 Q336 680 350 750 L450 750 Q464 680 462 550 Z', p.base, outline(p, 4)),
    ...[610, 650, 690].map((y) => circle(400, y, 6, p.darker)),
    rect(318, 220, 164, 360, p.accent, { rx: 80, ...outline(p, 5) }),
    rect(338, 250, 124, 300, BRAND.ink, { rx: 60 }),
    text(400, 352, '10:09', 36, '#ffffff'),
    path('M400 420 q-12 -16 -22 0 q-10 16 22 36 q32 -20 22 -36 q-10 -16 -22 0 Z', '#E5484D'),
    text(400, 500, '8,421', 26, '#46C35A'),
    circle(400, 530, 8, p.accentLight),
  ]);

export const watches = {
  'watch-analogue': watchAnalogue,
  'watch-leather': watchLeather,
  'watch-digital': watchDigital,
  smartwatch,
  'fitness-band': fitnessBand,
};
