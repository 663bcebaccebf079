// Household electrical appliances. color = body, accent = trim (handles, knobs, bases),
// detail = contents or glass (blender smoothie, lantern glow).

import {
  BRAND,
  circle,
  ellipse,
  fitText,
  g,
  line,
  outline,
  type Painter,
  path,
  polygon,
  rect,
  shadow,
  shine,
  stroke,
  text,
} from './shared.ts';

const STEEL = '#C9CDD2';
const GLASS = '#DDEFF7';
const shade = (d: string, opacity = 0.18) => path(d, '#000000', { opacity });

const fan: Painter = (p) => {
  const blade = 'M0 -6 C50 -48 150 -70 176 -16 C190 26 96 52 0 12 Z';
  const spokes: string[] = [];
  for (let a = 0; a < 360; a += 15) {
    const r = (a * Math.PI) / 180;
    spokes.push(
      `M${400 + 44 * Math.cos(r)} ${290 + 44 * Math.sin(r)} L${400 + 196 * Math.cos(r)} ${290 + 196 * Math.sin(r)}`,
    );
  }
  return g([
    shadow(400, 728, 170, 18),
    ellipse(400, 712, 160, 36, p.dark, outline(p)),
    ellipse(400, 700, 150, 30, p.base),
    ...[340, 375, 410, 445].map((x) => rect(x, 690, 26, 14, p.accent, { rx: 4 })),
    rect(384, 470, 32, 232, p.base, outline(p, 4)),
    rect(391, 470, 8, 232, '#ffffff', { opacity: 0.3 }),
    rect(372, 456, 56, 40, p.dark, { rx: 10, ...outline(p, 4) }),
    circle(400, 290, 204, p.lighter, { opacity: 0.45 }),
    ...[0, 120, 240].map((deg) =>
      path(blade, p.accent, { transform: `translate(400 290) rotate(${deg})`, opacity: 0.9 }),
    ),
    stroke(spokes.join(' '), p.base, 3),
    ...[70, 110, 150, 190].map((r) =>
      circle(400, 290, r, 'none', { stroke: p.base, 'stroke-width': 3 }),
    ),
    circle(400, 290, 204, 'none', { stroke: p.base, 'stroke-width': 14 }),
    circle(400, 290, 211, 'none', { stroke: p.line, 'stroke-width': 3 }),
    circle(400, 290, 42, p.base, outline(p, 4)),
    circle(400, 290, 30, p.light),
    p.label ? fitText(400, 290, p.label, 16, 54, p.line) : '',
  ]);
};

const cooker: Painter = (p) => {
  const burner = (cx: number) => {
    const flames: string[] = [];
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      const x = cx + 56 * Math.cos(a);
      const y = 390 + 25 * Math.sin(a);
      flames.push(
        path(`M${x - 7} ${y} Q${x} ${y - 34} ${x + 7} ${y} Z`, '#3B9FE8', { opacity: 0.9 }),
      );
    }
    return g([
      ellipse(cx, 392, 100, 46, '#000000', { opacity: 0.25 }),
      ellipse(cx, 392, 50, 22, '#3a3a3a'),
      ellipse(cx, 388, 36, 15, '#55575c'),
      ...flames,
      ellipse(cx, 392, 96, 44, 'none', { stroke: BRAND.ink, 'stroke-width': 10 }),
      stroke(
        `M${cx - 96} 392 L${cx - 60} 392 M${cx + 96} 392 L${cx + 60} 392 M${cx} 348 L${cx} 366 M${cx} 436 L${cx} 418`,
        BRAND.ink,
        9,
      ),
    ]);
  };
  const knob = (cx: number) =>
    g([
      circle(cx, 530, 32, p.accent, outline(p, 4)),
      circle(cx, 530, 22, p.accentLight),
      line(cx, 512, cx, 530, p.accentDark, 7),
    ]);
  return g([
    shadow(400, 606, 310, 18),
    rect(128, 580, 40, 18, BRAND.ink, { rx: 4 }),
    rect(632, 580, 40, 18, BRAND.ink, { rx: 4 }),
    polygon('170,300 630,300 700,470 100,470', p.base, outline(p)),
    shine('M180 310 L300 310 L240 460 L116 460 Z', 0.2),
    burner(280),
    burner(520),
    rect(100, 470, 600, 114, p.dark, { rx: 10, ...outline(p) }),
    knob(190),
    knob(610),
    p.label ? fitText(400, 530, p.label, 34, 220, p.lighter) : '',
  ]);
};

const kettle: Painter = (p) =>
  g([
    shadow(400, 704, 190, 20),
    ellipse(400, 676, 170, 30, p.accentDark),
    rect(230, 640, 340, 40, p.accent, { rx: 14, ...outline(p, 4) }),
    path(
      'M496 256 Q662 250 662 420 Q662 586 530 596 L526 540 Q606 530 606 420 Q606 308 496 306 Z',
      p.accent,
      outline(p, 4),
    ),
    path('M300 300 L204 250 Q188 244 194 262 L292 392 Z', p.base, outline(p)),
    path(
      'M270 646 L296 300 Q302 236 364 232 L450 232 Q500 236 508 300 L534 646 Q400 668 270 646 Z',
      p.base,
      outline(p),
    ),
    shade('M490 300 Q500 250 460 236 Q500 240 508 300 L534 646 Q516 650 500 652 Z', 0.15),
    shine('M320 300 Q326 260 352 250 L340 620 Q320 622 300 620 Z', 0.25),
    rect(430, 330, 36, 250, GLASS, { rx: 16, stroke: p.line, 'stroke-width': 3 }),
    rect(434, 440, 28, 136, '#8FC7E8', { rx: 12 }),
    stroke('M436 380 L452 380 M436 420 L452 420 M436 460 L452 460 M436 500 L452 500', p.line, 3),
    ellipse(402, 234, 92, 20, p.accent, outline(p, 4)),
    rect(376, 200, 52, 30, p.accent, { rx: 10, ...outline(p, 4) }),
    rect(540, 560, 40, 26, BRAND.red, { rx: 6 }),
  ]);

const blender: Painter = (p) =>
  g([
    shadow(400, 712, 180, 18),
    path('M486 220 Q584 220 584 300 L574 450 Q566 500 478 500', 'none', {
      stroke: p.line,
      'stroke-width': 30,
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
    path('M300 180 L500 180 L470 540 L330 540 Z', GLASS, { ...outline(p, 4), opacity: 0.9 }),
    path('M314 350 L486 350 L470 540 L330 540 Z', p.detail),
    path('M314 350 Q360 336 400 350 Q440 364 486 350 L484 370 L316 370 Z', '#ffffff', {
      opacity: 0.25,
    }),
    ...[230, 280, 330, 380, 430].map((y, i) =>
      line(312 + i * 2.8, y, 340 + i * 2.8, y, p.line, 3, { opacity: 0.6 }),
    ),
    shine('M440 200 L470 200 L448 520 L430 520 Z', 0.45),
    stroke('M360 520 L440 500 M360 500 L440 520', STEEL, 8),
    rect(282, 150, 236, 38, p.accent, { rx: 10, ...outline(p, 4) }),
    rect(368, 126, 64, 28, p.accent, { rx: 8, ...outline(p, 4) }),
    rect(318, 536, 164, 28, p.dark, { rx: 6, ...outline(p, 4) }),
    path('M290 560 L510 560 L546 700 L254 700 Z', p.base, outline(p)),
    shine('M300 572 L340 572 L320 690 L276 690 Z', 0.2),
    circle(400, 628, 30, p.accent, outline(p, 4)),
    line(400, 628, 400, 606, p.accentLight, 7),
    rect(320, 618, 34, 20, p.dark, { rx: 5 }),
    rect(446, 618, 34, 20, p.dark, { rx: 5 }),
  ]);

const iron: Painter = (p) =>
  g([
    shadow(400, 612, 270, 16),
    stroke('M652 500 Q720 520 712 600 Q704 680 760 720', BRAND.ink, 12),
    path('M122 560 Q240 420 420 398 L610 398 Q656 398 656 448 L656 560 Z', p.base, outline(p)),
    path(
      'M300 410 Q326 300 406 290 L602 290 Q644 290 644 334 L644 404 L592 404 L592 356 Q592 340 576 340 L428 340 Q384 346 360 410 Z',
      p.base,
      outline(p),
    ),
    shade('M122 560 Q240 420 420 398 L430 440 Q260 470 170 560 Z', 0.1),
    shine('M420 300 L600 300 Q620 300 626 316 L430 316 Z', 0.35),
    ellipse(480, 470, 52, 34, p.accent, outline(p, 4)),
    line(480, 470, 504, 452, p.accentLight, 6),
    rect(312, 370, 40, 22, p.accent, { rx: 8, transform: 'rotate(-30 332 381)' }),
    path('M112 560 L666 560 L666 590 L150 590 Q112 586 112 560 Z', STEEL, outline(p, 4)),
    stroke('M150 572 L650 572', '#ffffff', 4, { opacity: 0.6 }),
    circle(612, 470, 9, BRAND.red),
  ]);

const lantern: Painter = (p) => {
  const rays: string[] = [];
  for (const a of [-60, -30, 0, 30, 60, 120, 150, 180, 210, 240]) {
    const r = (a * Math.PI) / 180;
    rays.push(
      `M${400 + 150 * Math.cos(r)} ${390 + 210 * Math.sin(r)} L${400 + 190 * Math.cos(r)} ${390 + 250 * Math.sin(r)}`,
    );
  }
  return g([
    shadow(400, 660, 170, 18),
    stroke(rays.join(' '), BRAND.gold, 9, { opacity: 0.8 }),
    stroke('M326 190 Q400 70 474 190', p.accent, 16),
    rect(290, 214, 220, 348, p.detail === BRAND.paper ? '#FFE6A0' : p.detail, {
      rx: 30,
      ...outline(p, 4),
    }),
    ellipse(400, 388, 80, 130, '#FFF8DC', { opacity: 0.9 }),
    rect(386, 290, 28, 200, '#ffffff', { rx: 12 }),
    stroke('M322 220 L322 556 M400 220 L400 250 M478 220 L478 556', p.base, 8),
    stroke('M292 300 L508 300 M292 476 L508 476', p.base, 6, { opacity: 0.8 }),
    polygon('330,150 470,150 524,222 276,222', p.base, outline(p)),
    shine('M338 158 L380 158 L360 216 L300 216 Z', 0.25),
    polygon('276,556 524,556 546,644 254,644', p.base, outline(p)),
    ...[0, 1, 2, 3].map((i) =>
      rect(350 + i * 26, 592, 18, 24, i < 3 ? '#46C35A' : p.dark, { rx: 3 }),
    ),
    circle(484, 604, 14, p.accent, outline(p, 3)),
  ]);
};

const riceCooker: Painter = (p) =>
  g([
    shadow(400, 668, 220, 18),
    rect(256, 640, 40, 22, BRAND.ink, { rx: 6 }),
    rect(504, 640, 40, 22, BRAND.ink, { rx: 6 }),
    path('M178 400 Q150 400 150 430 Q150 460 180 460', 'none', {
      stroke: p.accent,
      'stroke-width': 18,
    }),
    path('M622 400 Q650 400 650 430 Q650 460 620 460', 'none', {
      stroke: p.accent,
      'stroke-width': 18,
    }),
    path(
      'M200 360 Q200 330 232 330 L568 330 Q600 330 600 360 L610 616 Q610 648 578 648 L222 648 Q190 648 190 616 Z',
      p.base,
      outline(p),
    ),
    shine('M220 350 L260 350 L250 630 L212 630 Z', 0.3),
    rect(196, 360, 408, 34, p.accent, { opacity: 0.9 }),
    path('M210 344 Q214 210 400 200 Q586 210 590 344 Z', p.light, outline(p)),
    shine('M260 300 Q280 236 360 222 Q300 250 290 300 Z', 0.4),
    rect(356, 176, 88, 34, p.accent, { rx: 14, ...outline(p, 4) }),
    circle(490, 262, 14, p.dark),
    rect(334, 444, 132, 128, p.accent, { rx: 16, ...outline(p, 4) }),
    rect(384, 462, 32, 60, p.dark, { rx: 8 }),
    circle(360, 548, 9, BRAND.red),
    circle(440, 548, 9, '#46C35A'),
    text(400, 600, p.label ?? '', 20, p.line),
  ]);

const extension: Painter = (p) => {
  const socket = (x: number) =>
    g([
      rect(x, 338, 96, 114, p.light, { rx: 12, ...outline(p, 3) }),
      rect(x + 42, 354, 13, 34, BRAND.ink, { rx: 2 }),
      rect(x + 14, 408, 30, 13, BRAND.ink, { rx: 2 }),
      rect(x + 53, 408, 30, 13, BRAND.ink, { rx: 2 }),
    ]);
  return g([
    shadow(400, 520, 290, 16),
    stroke('M668 420 Q760 440 720 540 Q690 610 600 620 Q520 626 480 650', BRAND.ink, 14),
    rect(360, 620, 100, 120, BRAND.ink, { rx: 12, transform: 'rotate(-12 410 680)' }),
    rect(385, 600, 14, 34, STEEL, { transform: 'rotate(-12 410 680)' }),
    rect(425, 600, 14, 34, STEEL, { transform: 'rotate(-12 410 680)' }),
    rect(110, 330, 570, 170, p.dark, { rx: 26 }),
    rect(110, 316, 570, 164, p.base, { rx: 26, ...outline(p) }),
    shine('M136 326 L654 326 L654 336 L136 336 Z', 0.5),
    rect(136, 360, 64, 84, BRAND.red, { rx: 10, ...outline(p, 3) }),
    rect(144, 368, 48, 34, '#E5484D', { rx: 6 }),
    ...[220, 330, 440, 550].map(socket),
  ]);
};

const microwave: Painter = (p) =>
  g([
    shadow(400, 600, 300, 16),
    rect(170, 570, 50, 20, BRAND.ink, { rx: 6 }),
    rect(580, 570, 50, 20, BRAND.ink, { rx: 6 }),
    rect(110, 230, 580, 350, p.base, { rx: 22, ...outline(p) }),
    rect(130, 252, 400, 306, p.dark, { rx: 12, ...outline(p, 3) }),
    rect(158, 280, 316, 250, '#2A2B30', { rx: 10 }),
    ellipse(316, 480, 120, 26, '#3A3B42'),
    path('M180 290 L260 290 L190 520 L168 520 Z', '#ffffff', { opacity: 0.1 }),
    path('M290 290 L330 290 L250 520 L216 520 Z', '#ffffff', { opacity: 0.07 }),
    rect(488, 290, 16, 230, p.light, { rx: 8 }),
    rect(548, 262, 120, 48, BRAND.ink, { rx: 8 }),
    text(608, 296, '12:00', 28, '#46C35A'),
    circle(608, 380, 40, p.accent, outline(p, 4)),
    line(608, 380, 608, 350, p.accentLight, 7),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(560 + (i % 2) * 52, 440 + Math.floor(i / 2) * 32, 44, 22, p.dark, { rx: 5 }),
    ),
    rect(556, 538, 104, 26, p.accent, { rx: 8 }),
  ]);

export const appliances = {
  fan,
  cooker,
  kettle,
  blender,
  iron,
  lantern,
  'rice-cooker': riceCooker,
  extension,
  microwave,
};
