// Footwear. Closed shoes are drawn from the side (toe to the right); open footwear (sandals,
// slides, flip-flops) as a pair seen from above, which is how a shopper recognises them.

import {
  circle,
  darken,
  fitText,
  g,
  outline,
  type Painter,
  type Palette,
  path,
  shadow,
  stroke,
} from './shared.ts';

const shade = (d: string, opacity = 0.2) => path(d, '#000000', { opacity });

/** Lacing along a straight eyestay from (x1, y1) to (x2, y2). */
function laces(p: Palette, x1: number, y1: number, x2: number, y2: number, n: number): string {
  const parts: string[] = [];
  const dx = (x2 - x1) / (n - 1);
  const dy = (y2 - y1) / (n - 1);
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * 20;
  const ny = (dx / len) * 20;
  for (let i = 0; i < n; i++) {
    const x = x1 + dx * i;
    const y = y1 + dy * i;
    if (i < n - 1) {
      parts.push(
        stroke(`M${x - nx} ${y - ny} L${x + dx + nx} ${y + dy + ny}`, p.detail, 7),
        stroke(`M${x + nx} ${y + ny} L${x + dx - nx} ${y + dy - ny}`, p.detail, 7),
      );
    }
    parts.push(circle(x - nx, y - ny, 5, p.darker), circle(x + nx, y + ny, 5, p.darker));
  }
  return parts.join('');
}

function sneakerShape(p: Palette, sporty: boolean): string {
  const sole = sporty
    ? 'M112 530 L692 530 Q722 534 720 568 Q716 612 680 612 L150 612 Q108 610 108 570 Z'
    : 'M116 540 L690 540 Q716 544 714 572 Q710 606 682 606 L142 606 Q114 604 114 572 Z';
  const upper =
    'M132 548 L126 420 Q124 368 164 362 Q236 374 300 376 Q332 378 346 348 L362 314 Q382 294 404 312 L422 340 Q520 390 612 430 Q702 462 712 548 Z';
  const stitch = { 'stroke-dasharray': '8 7', opacity: 0.55 };
  return g(
    [
      shadow(415, 616, 300, 18),
      path(upper, p.base, outline(p)),
      shade('M132 548 L126 420 Q124 384 142 370 L158 548 Z', 0.15),
      path('M346 350 L362 314 Q382 294 404 312 L424 344 Q380 380 346 350 Z', p.dark, outline(p, 4)),
      stroke('M292 378 Q270 460 318 540', p.line, 3, stitch),
      sporty
        ? path('M196 500 Q360 500 560 424 Q400 540 210 530 Z', p.accent, outline(p, 4))
        : path('M596 456 Q686 470 708 540 L606 540 Q588 500 596 456 Z', p.detail, outline(p, 4)),
      stroke('M394 340 L598 438', p.line, 46),
      stroke('M394 340 L598 438', p.dark, 38),
      laces(p, 398, 342, 590, 434, 5),
      path('M400 330 Q360 300 346 316 Q350 340 396 338 Z', p.detail, outline(p, 3)),
      path('M400 330 Q420 290 440 300 Q436 326 400 336 Z', p.detail, outline(p, 3)),
      stroke('M398 336 Q380 370 372 400 M402 336 Q420 372 430 392', p.detail, 6),
      path('M126 420 Q124 368 164 362 L170 404 Q138 410 134 452 Z', p.accent, outline(p, 3)),
      path(sole, p.detail, outline(p)),
      sporty
        ? stroke('M140 572 Q260 590 380 566 Q520 546 700 572', p.accent, 8)
        : stroke('M122 562 L708 562', p.accent, 6, { opacity: 0.8 }),
      path(
        sporty
          ? 'M150 600 L680 600 Q700 600 708 590 Q700 612 680 612 L150 612 Q120 610 112 592 Q124 600 150 600 Z'
          : 'M142 596 L682 596 Q702 596 710 590 Q706 606 682 606 L142 606 Q120 606 116 592 Z',
        darken(p.detail, 0.35),
      ),
    ],
    { transform: 'translate(0 -50)' },
  );
}

const sneaker: Painter = (p) => sneakerShape(p, false);
const trainer: Painter = (p) => sneakerShape(p, true);

const loafer: Painter = (p) =>
  g(
    [
      shadow(430, 596, 300, 16),
      path('M164 560 L272 560 L268 600 L168 600 Z', p.darker),
      path(
        'M140 540 L700 540 Q724 546 718 562 Q714 574 696 574 L150 574 Q134 570 140 540 Z',
        p.darker,
      ),
      path(
        'M146 550 L142 410 Q144 360 196 352 Q300 380 420 352 Q540 360 622 420 Q704 472 712 550 Z',
        p.base,
        outline(p),
      ),
      path('M194 354 Q300 382 424 353 Q400 370 300 374 Q230 374 194 354 Z', p.darker),
      stroke('M172 384 Q250 404 330 398', p.line, 3, { 'stroke-dasharray': '8 7', opacity: 0.5 }),
      shade('M146 550 L142 410 Q144 372 168 358 L174 550 Z', 0.15),
      stroke('M420 360 Q470 430 560 436 Q640 440 700 500', p.accent, 4, {
        'stroke-dasharray': '9 7',
      }),
      stroke('M426 356 Q476 420 562 424', p.line, 3, { opacity: 0.45 }),
      path('M372 358 Q420 350 462 356 L470 412 Q420 408 378 414 Z', p.dark, outline(p, 3)),
      path('M406 372 L420 364 L434 372 L420 382 Z', p.darker),
      path('M610 452 Q672 476 694 520', 'none', {
        stroke: p.lighter,
        'stroke-width': 9,
        opacity: 0.5,
      }),
      stroke('M150 528 L706 528', p.line, 3, { opacity: 0.35 }),
    ],
    { transform: 'translate(0 -70)' },
  );

const boot: Painter = (p) =>
  g([
    shadow(440, 606, 290, 16),
    path('M182 560 L292 560 L288 602 L186 602 Z', p.darker),
    path(
      'M168 548 L702 548 Q726 552 720 568 Q716 580 698 580 L176 580 Q164 576 168 548 Z',
      p.darker,
    ),
    path(
      'M182 556 L194 240 Q196 218 218 218 L352 214 Q372 214 372 236 L378 360 Q392 410 470 432 Q560 450 640 466 Q712 484 716 556 Z',
      p.base,
      outline(p),
    ),
    path('M196 222 L200 172 Q202 158 218 160 L238 162 L234 222 Z', p.dark, outline(p, 3)),
    path('M262 222 L334 220 L302 402 Z', p.accent, outline(p, 3)),
    stroke('M276 234 L300 388 M292 234 L302 388 M308 234 L304 388 M322 234 L306 388', p.line, 3, {
      opacity: 0.5,
    }),
    shade('M182 556 L194 240 Q196 222 212 219 L212 556 Z', 0.15),
    path('M560 452 Q670 470 700 520', 'none', {
      stroke: p.lighter,
      'stroke-width': 9,
      opacity: 0.5,
    }),
    stroke('M186 530 L708 530', p.line, 3, { opacity: 0.4, 'stroke-dasharray': '8 6' }),
  ]);

// ---------------------------------------------------------------- pairs seen from above

const FOOT =
  'M-20 -215 C40 -228 88 -190 92 -120 C96 -50 70 10 68 80 C66 150 56 215 -2 218 C-58 220 -70 160 -70 100 C-70 30 -92 -50 -90 -120 C-88 -180 -65 -208 -20 -215 Z';

/** Draws `one` (a right foot at the origin) twice: mirrored on the left and tilted apart. */
const pair = (one: string, unmirrored = '') =>
  g([
    shadow(400, 640, 250, 20),
    g([one], { transform: 'translate(285 400) rotate(-7) scale(-1 1)' }),
    g([unmirrored], { transform: 'translate(285 400) rotate(-7)' }),
    g([one, unmirrored], { transform: 'translate(515 400) rotate(7)' }),
  ]);

const sandal: Painter = (p) =>
  pair(
    [
      path(FOOT, p.darker, { transform: 'translate(0 16)' }),
      path(FOOT, p.base, outline(p)),
      path(FOOT, p.light, { transform: 'scale(0.82)', opacity: 0.6 }),
      stroke('M-30 -178 Q-20 -200 -4 -180', p.accent, 12),
      path('M-96 -120 Q0 -150 96 -120 L94 -30 Q0 -50 -88 -30 Z', p.accent, outline(p, 4)),
      path('M-82 10 Q0 -10 72 10 L70 60 Q0 44 -72 60 Z', p.accent, outline(p, 4)),
      ...[-56, 0, 56].map((x) =>
        g([
          circle(x, -80, 17, p.detail, { stroke: darken(p.detail, 0.3), 'stroke-width': 3 }),
          circle(x, -80, 7, darken(p.detail, 0.3)),
        ]),
      ),
      stroke('M-60 35 L60 35', p.detail, 5, { 'stroke-dasharray': '6 8' }),
    ].join(''),
  );

const slide: Painter = (p) =>
  pair(
    [
      path(FOOT, p.darker, { transform: 'translate(0 14)' }),
      path(FOOT, p.base, outline(p)),
      path(FOOT, p.dark, { transform: 'translate(0 10) scale(0.86)', opacity: 0.35 }),
      path('M-98 -150 Q0 -185 98 -150 L92 -10 Q0 -40 -90 -10 Z', p.accent, outline(p, 4)),
      path('M-92 -140 Q0 -170 92 -140 L90 -120 Q0 -150 -92 -118 Z', '#ffffff', { opacity: 0.2 }),
    ].join(''),
    p.label ? fitText(0, -82, p.label, 34, 150, p.detail) : '',
  );

const flipflop: Painter = (p) =>
  pair(
    [
      path(FOOT, p.darker, { transform: 'translate(0 12)' }),
      path(FOOT, p.base, outline(p)),
      path(FOOT, p.light, { transform: 'scale(0.84)', opacity: 0.5 }),
      stroke('M-26 -160 Q-50 -60 -84 -40 M-26 -160 Q30 -70 84 -44', p.accent, 20),
      circle(-26, -160, 12, p.accentDark),
    ].join(''),
  );

export const shoes = { sneaker, trainer, loafer, boot, sandal, slide, flipflop };
