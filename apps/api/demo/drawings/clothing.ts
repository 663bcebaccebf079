// Garments, drawn flat from the front like a shop's product photo on a white table.

import {
  BRAND,
  circle,
  g,
  outline,
  type Painter,
  type Palette,
  path,
  rect,
  shadow,
  stroke,
} from './shared.ts';

/** Trim colour (collars, cuffs, waistbands): plain black on printed fabric, else a darker shade. */
const trim = (p: Palette) => (p.fill === p.base ? p.dark : BRAND.ink);

/** Collar colour: on printed fabric a plain collar in the accent colour reads better. */
const collar = (p: Palette) => (p.fill === p.base ? p.fill : p.accent);

/** Semi-transparent shading that works over plain colour and fabric prints alike. */
const shade = (d: string, opacity = 0.22) => path(d, '#000000', { opacity });

const buttons = (p: Palette, x: number, ys: number[]) =>
  ys.map((y) => circle(x, y, 8, p.detail, { stroke: p.line, 'stroke-width': 2.5 })).join('');

const tshirt: Painter = (p) => {
  const body =
    'M335 170 Q400 228 465 170 L560 196 Q610 215 640 262 L692 352 L602 402 L555 330 L555 640 Q400 656 245 640 L245 330 L198 402 L108 352 L160 262 Q190 215 240 196 Z';
  return g([
    shadow(400, 660, 230),
    path(body, p.fill, outline(p)),
    path('M335 170 Q400 204 465 170 Q400 232 335 170 Z', p.darker, { opacity: 0.75 }),
    stroke('M335 170 Q400 228 465 170', trim(p), 14),
    shade('M245 330 L245 640 Q262 643 282 645 L280 350 Z', 0.16),
    shade('M555 330 L555 640 Q540 643 520 645 L522 350 Z', 0.16),
    stroke('M123 330 L212 381', p.line, 4, { opacity: 0.5 }),
    stroke('M677 330 L588 381', p.line, 4, { opacity: 0.5 }),
    stroke('M250 616 Q400 632 550 616', p.line, 4, { opacity: 0.45 }),
    stroke('M252 336 Q270 300 262 262', p.line, 3, { opacity: 0.35 }),
    stroke('M548 336 Q530 300 538 262', p.line, 3, { opacity: 0.35 }),
  ]);
};

const polo: Painter = (p) => {
  const body =
    'M335 170 Q400 205 465 170 L560 196 Q610 215 640 262 L692 352 L602 402 L555 330 L555 640 Q400 656 245 640 L245 330 L198 402 L108 352 L160 262 Q190 215 240 196 Z';
  return g([
    shadow(400, 660, 230),
    path(body, p.fill, outline(p)),
    shade('M245 330 L245 640 Q262 643 282 645 L280 350 Z', 0.16),
    shade('M555 330 L555 640 Q540 643 520 645 L522 350 Z', 0.16),
    path('M108 352 L198 402 L210 380 L122 330 Z', trim(p), outline(p, 4)),
    path('M692 352 L602 402 L590 380 L678 330 Z', trim(p), outline(p, 4)),
    rect(382, 196, 36, 130, p.fill, { ...outline(p, 4), rx: 4 }),
    buttons(p, 400, [235, 270, 305]),
    path('M335 168 Q400 150 465 168 L470 180 Q400 200 330 180 Z', p.dark, outline(p, 4)),
    path('M332 172 L398 200 L372 262 L300 214 Z', p.fill, outline(p, 4)),
    path('M468 172 L402 200 L428 262 L500 214 Z', p.fill, outline(p, 4)),
    stroke('M250 616 Q400 632 550 616', p.line, 4, { opacity: 0.45 }),
  ]);
};

const shirt: Painter = (p) => {
  const body =
    'M340 165 L460 165 L560 194 Q612 214 640 262 L688 372 L604 410 L557 330 L557 630 Q530 652 470 648 Q430 662 400 668 Q370 662 330 648 Q270 652 243 630 L243 330 L196 410 L112 372 L160 262 Q188 214 240 194 Z';
  return g([
    shadow(400, 680, 230),
    path(body, p.fill, outline(p)),
    shade('M243 330 L243 630 Q258 642 280 646 L279 350 Z', 0.16),
    shade('M557 330 L557 630 Q542 642 520 646 L521 350 Z', 0.16),
    stroke('M124 346 L208 386', p.line, 4, { opacity: 0.55 }),
    stroke('M676 346 L592 386', p.line, 4, { opacity: 0.55 }),
    path('M340 165 L400 215 L460 165 L448 152 Q400 142 352 152 Z', p.darker, outline(p, 4)),
    path('M338 160 L400 214 L365 268 L306 205 Z', collar(p), outline(p, 4)),
    path('M462 160 L400 214 L435 268 L494 205 Z', collar(p), outline(p, 4)),
    shade('M338 160 L400 214 L365 268 L306 205 Z', 0.12),
    rect(388, 214, 24, 450, p.fill, { ...outline(p, 3) }),
    buttons(p, 400, [250, 320, 390, 460, 530, 600]),
    path('M448 300 L522 300 L522 372 Q485 385 448 372 Z', p.fill, outline(p, 4)),
    stroke('M448 318 L522 318', p.line, 3, { opacity: 0.6 }),
  ]);
};

const smock: Painter = (p) => {
  const body =
    'M345 160 L455 160 L592 180 Q655 200 702 330 L642 402 L565 345 L602 680 L198 680 L235 345 L158 402 L98 330 Q145 200 208 180 Z';
  return g([
    shadow(400, 700, 260),
    path(body, p.fill, outline(p)),
    shade('M235 345 L198 680 L232 680 L262 360 Z', 0.2),
    shade('M565 345 L602 680 L568 680 L538 360 Z', 0.2),
    shade('M98 330 L158 402 L175 380 L118 310 Z', 0.18),
    shade('M702 330 L642 402 L625 380 L682 310 Z', 0.18),
    path('M345 160 L400 272 L455 160 Z', p.darker, outline(p, 4)),
    stroke('M338 160 L400 288 L462 160', p.accent, 10),
    stroke('M326 160 L400 306 L474 160', p.accent, 4, { 'stroke-dasharray': '10 8' }),
    path('M265 520 L345 520 L345 610 L265 610 Z', p.fill, outline(p, 4)),
    path('M455 520 L535 520 L535 610 L455 610 Z', p.fill, outline(p, 4)),
    stroke('M265 536 L345 536 M455 536 L535 536', p.accent, 5),
    stroke('M205 660 L595 660', p.line, 4, { opacity: 0.4 }),
  ]);
};

const hoodie: Painter = (p) => {
  const body =
    'M330 185 L470 185 L560 205 Q612 226 630 290 L692 588 L622 610 L560 362 L560 630 L240 630 L240 362 L178 610 L108 588 L170 290 Q188 226 240 205 Z';
  const t = trim(p);
  return g([
    shadow(400, 690, 250),
    path('M292 222 Q280 118 400 108 Q520 118 508 222 Z', p.fill, outline(p)),
    shade('M292 222 Q280 118 400 108 Q520 118 508 222 Z', 0.15),
    path(body, p.fill, outline(p)),
    path('M330 195 Q330 140 400 136 Q470 140 470 195 Q400 250 330 195 Z', p.darker, outline(p, 4)),
    shade('M240 362 L240 630 L275 630 L275 380 Z', 0.16),
    shade('M560 362 L560 630 L525 630 L525 380 Z', 0.16),
    stroke('M378 236 L372 340 M422 236 L428 340', p.lighter, 7),
    circle(372, 346, 7, p.lighter),
    circle(428, 346, 7, p.lighter),
    path('M300 480 L500 480 L530 590 L270 590 Z', p.fill, outline(p, 4)),
    shade('M300 480 L500 480 L505 498 L295 498 Z', 0.15),
    path('M240 630 L560 630 L560 672 L240 672 Z', t, outline(p, 4)),
    path('M108 588 L178 610 L166 650 L96 628 Z', t, outline(p, 4)),
    path('M692 588 L622 610 L634 650 L704 628 Z', t, outline(p, 4)),
    stroke(
      'M265 636 L265 666 M295 636 L295 666 M325 636 L325 666 M355 636 L355 666 M385 636 L385 666 M415 636 L415 666 M445 636 L445 666 M475 636 L475 666 M505 636 L505 666 M535 636 L535 666',
      '#000000',
      3,
      { opacity: 0.2 },
    ),
  ]);
};

const trousers: Painter = (p) => {
  const legs = 'M262 150 L538 150 L566 690 L428 690 L400 330 L372 690 L234 690 Z';
  const stitch = { 'stroke-dasharray': '9 7', opacity: 0.9 };
  return g([
    shadow(400, 700, 210),
    path(legs, p.fill, outline(p)),
    shade('M400 330 L428 690 L450 690 L410 330 Z', 0.25),
    shade('M234 690 L262 150 L282 150 L262 690 Z', 0.14),
    shade('M566 690 L538 150 L518 150 L538 690 Z', 0.14),
    rect(262, 132, 276, 40, p.dark, outline(p, 4)),
    ...[290, 360, 440, 510].map((x) => rect(x - 7, 126, 14, 52, p.dark, outline(p, 3))),
    circle(400, 152, 10, p.accent, { stroke: p.line, 'stroke-width': 3 }),
    stroke('M274 180 Q330 190 336 250', p.accent, 4, stitch),
    stroke('M526 180 Q470 190 464 250', p.accent, 4, stitch),
    stroke('M418 176 L418 286 Q418 310 400 318', p.accent, 4, stitch),
    stroke('M242 660 L372 660 M428 660 L558 660', p.accent, 4, stitch),
    stroke('M318 360 L312 640 M482 360 L488 640', p.line, 3, { opacity: 0.3 }),
  ]);
};

const joggers: Painter = (p) => {
  const legs =
    'M265 150 L535 150 L560 400 Q566 520 536 628 L430 628 L400 330 L370 628 L264 628 Q234 520 240 400 Z';
  const t = trim(p);
  return g([
    shadow(400, 696, 200),
    path(legs, p.fill, outline(p)),
    shade('M400 330 L430 628 L452 628 L410 330 Z', 0.25),
    shade('M240 400 Q234 520 264 628 L290 628 Q262 520 266 400 Z', 0.14),
    shade('M560 400 Q566 520 536 628 L510 628 Q538 520 534 400 Z', 0.14),
    p.fill === p.base
      ? stroke(
          'M268 176 L260 400 Q256 520 280 622 M532 176 L540 400 Q544 520 520 622',
          p.accent,
          10,
        )
      : '',
    path('M266 628 L370 628 L366 682 L272 682 Z', t, outline(p, 4)),
    path('M430 628 L536 628 L528 682 L434 682 Z', t, outline(p, 4)),
    rect(262, 118, 276, 50, t, outline(p, 4)),
    stroke(
      'M290 124 L290 162 M320 124 L320 162 M350 124 L350 162 M450 124 L450 162 M480 124 L480 162 M510 124 L510 162',
      '#000000',
      3,
      { opacity: 0.25 },
    ),
    stroke('M388 160 Q370 200 360 240 M412 160 Q430 200 440 240', BRAND.paper, 6),
    stroke('M278 190 Q320 200 330 250 M522 190 Q480 200 470 250', p.line, 4, { opacity: 0.5 }),
  ]);
};

const kaftan: Painter = (p) => {
  const body =
    'M340 160 Q400 185 460 160 L570 185 Q622 205 650 282 L702 470 L630 492 L575 332 L592 700 L208 700 L225 332 L170 492 L98 470 L150 282 Q178 205 230 185 Z';
  const em = p.accent;
  return g([
    shadow(400, 718, 240),
    path(body, p.fill, outline(p)),
    shade('M225 332 L208 700 L240 700 L252 350 Z', 0.16),
    shade('M575 332 L592 700 L560 700 L548 350 Z', 0.16),
    path('M340 160 Q400 210 460 160 Q400 186 340 160 Z', p.darker),
    stroke('M400 196 L400 320', p.line, 5),
    stroke('M334 162 Q400 226 466 162', em, 10),
    stroke('M376 196 L376 350 Q400 372 424 350 L424 196', em, 8),
    stroke('M362 190 L362 370 Q400 404 438 370 L438 190', em, 3, { 'stroke-dasharray': '8 7' }),
    stroke('M104 448 L174 472 M696 448 L626 472', em, 8),
    stroke('M214 672 L586 672', em, 8),
  ]);
};

export const clothing = { tshirt, polo, shirt, smock, hoodie, trousers, joggers, kaftan };
