// Skills programmes: each course is shown by the tools of its trade (a cake for baking,
// a sewing machine for fashion, ...) or by the certificate the trainee takes home.

import {
  BRAND,
  circle,
  ellipse,
  g,
  labelText,
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
const SKIN = '#7A4E34';

const makeup: Painter = (p) => {
  const shades = ['#E8B89A', '#C97B5A', '#8E4A3A', '#E8A317', '#B3261E', '#5A3A6B'];
  return g([
    shadow(400, 672, 270, 16),
    g(
      [
        rect(-190, -140, 380, 280, p.base, { rx: 28, ...outline(p) }),
        rect(-170, -120, 340, 240, p.dark, { rx: 18 }),
        ...shades.map((c, i) =>
          g([
            circle(-110 + (i % 3) * 110, -55 + Math.floor(i / 3) * 110, 44, c, outline(p, 3)),
            circle(-124 + (i % 3) * 110, -70 + Math.floor(i / 3) * 110, 12, '#ffffff', {
              opacity: 0.3,
            }),
          ]),
        ),
      ],
      { transform: 'translate(350 420) rotate(-6)' },
    ),
    g(
      [
        rect(-14, 0, 28, 230, p.accent, { rx: 12, ...outline(p, 4) }),
        rect(-18, -60, 36, 70, STEEL, { rx: 4, ...outline(p, 3) }),
        path('M-18 -58 Q-40 -130 0 -190 Q40 -130 18 -58 Z', '#3B2A20', outline(p, 3)),
        path('M-12 -150 Q0 -196 12 -150 Q0 -140 -12 -150 Z', '#C97B5A'),
      ],
      { transform: 'translate(610 390) rotate(24)' },
    ),
    rect(560, 560, 70, 110, BRAND.gold, { rx: 8, ...outline(p, 4) }),
    rect(570, 500, 50, 66, '#D8A030', { ...outline(p, 3) }),
    path('M572 504 L572 450 Q580 420 618 430 L618 504 Z', BRAND.red, outline(p, 3)),
  ]);
};

const gele: Painter = (p) => {
  const pleats: string[] = [];
  for (let a = -66; a <= 66; a += 22) {
    pleats.push(
      ellipse(400, 220, 64, 120, p.fill, {
        transform: `rotate(${a} 400 330)`,
        ...outline(p, 4),
      }),
    );
  }
  return g([
    path('M200 800 Q210 650 330 620 L470 620 Q590 650 600 800 Z', p.accent, outline(p)),
    rect(360, 520, 80, 110, SKIN),
    path('M360 600 Q400 640 440 600 L440 630 L360 630 Z', '#000000', { opacity: 0.2 }),
    ...pleats,
    ellipse(400, 450, 96, 118, SKIN),
    ellipse(306, 460, 14, 24, SKIN),
    ellipse(494, 460, 14, 24, SKIN),
    circle(304, 500, 12, BRAND.gold),
    circle(496, 500, 12, BRAND.gold),
    path('M296 420 Q300 310 400 300 Q500 310 504 420 Q400 360 296 420 Z', p.fill, outline(p)),
    path('M296 420 Q400 360 504 420 L508 396 Q400 336 292 396 Z', '#000000', { opacity: 0.15 }),
    path('M470 330 Q560 320 590 260 Q600 330 520 370 Z', p.fill, outline(p, 4)),
  ]);
};

const beads: Painter = (p) => {
  const colours = [p.base, p.accent, p.detail, BRAND.paper];
  const strand = (rx: number, ry: number, r: number, offset: number) => {
    const parts: string[] = [];
    const n = Math.round((Math.PI * (rx + ry)) / 2 / (r * 2.05));
    for (let i = 0; i <= n; i++) {
      const t = Math.PI * (0.04 + (0.92 * i) / n);
      const x = 400 + rx * Math.cos(t);
      const y = 200 + ry * Math.sin(t);
      const c = colours[(i + offset) % colours.length] ?? p.base;
      parts.push(
        circle(x, y, r, c, outline(p, 2.5)),
        circle(x - r * 0.35, y - r * 0.35, r * 0.3, '#ffffff', { opacity: 0.45 }),
      );
    }
    return parts.join('');
  };
  const loose: [number, number, number][] = [
    [260, 680, 16],
    [300, 700, 12],
    [520, 690, 14],
    [560, 670, 18],
    [600, 700, 12],
    [230, 710, 12],
  ];
  return g([
    shadow(400, 714, 240, 14),
    strand(250, 430, 18, 0),
    strand(190, 340, 16, 1),
    strand(130, 250, 14, 2),
    stroke('M175 208 L165 170 M625 208 L635 170', p.line, 4),
    circle(165, 160, 12, 'none', { stroke: BRAND.gold, 'stroke-width': 6 }),
    circle(635, 160, 12, 'none', { stroke: BRAND.gold, 'stroke-width': 6 }),
    ...loose.map(([x, y, r], i) => circle(x, y, r, colours[i % 4] ?? p.base, outline(p, 2.5))),
  ]);
};

const phoneTools: Painter = (p) => {
  const crack =
    'M390 330 L330 270 M390 330 L460 250 M390 330 L470 380 M390 330 L340 430 L300 460 M390 330 L400 460 M330 270 L290 280 M460 250 L480 210';
  return g([
    shadow(420, 700, 260, 16),
    g(
      [
        rect(250, 120, 280, 540, BRAND.ink, { rx: 40, ...outline(p, 4) }),
        rect(266, 150, 248, 470, p.base, { rx: 20 }),
        rect(266, 150, 248, 470, '#ffffff', { rx: 20, opacity: 0.08 }),
        stroke(crack, '#ffffff', 4, { opacity: 0.85 }),
        rect(360, 134, 60, 8, '#444', { rx: 4 }),
        circle(390, 638, 10, '#444'),
      ],
      { transform: 'rotate(-10 390 390)' },
    ),
    g(
      [
        rect(-34, 0, 68, 170, p.accent, { rx: 24, ...outline(p, 4) }),
        stroke('M-16 20 L-16 150 M0 20 L0 150 M16 20 L16 150', '#000000', 4, { opacity: 0.2 }),
        rect(-8, -190, 16, 194, STEEL, outline(p, 3)),
        polygon('-8,-190 8,-190 3,-214 -3,-214', STEEL, outline(p, 3)),
      ],
      { transform: 'translate(600 460) rotate(32)' },
    ),
    stroke('M150 560 L260 690 M170 548 L272 680', '#8A8F95', 10),
    circle(158, 550, 10, '#8A8F95'),
    ...[
      [560, 690],
      [600, 680],
      [640, 700],
    ].map(([x, y]) =>
      g([
        circle(x ?? 0, y ?? 0, 9, STEEL, outline(p, 2)),
        line((x ?? 0) - 5, y ?? 0, (x ?? 0) + 5, y ?? 0, p.line, 2),
      ]),
    ),
  ]);
};

const cake: Painter = (p) => {
  const drips = (x1: number, x2: number, y: number) => {
    let d = `M${x1} ${y} L${x2} ${y} L${x2} ${y + 30}`;
    for (let x = x2; x > x1; x -= 40) {
      d += ` Q${x - 10} ${y + 30} ${x - 12} ${y + 50} Q${x - 20} ${y + 66} ${x - 28} ${y + 50} Q${x - 30} ${y + 28} ${x - 40} ${y + 30}`;
    }
    return path(`${d} Z`, p.accent, outline(p, 3));
  };
  return g([
    shadow(400, 722, 210, 14),
    path('M330 720 L470 720 L430 670 L370 670 Z', STEEL, outline(p, 4)),
    ellipse(400, 660, 250, 28, STEEL, outline(p, 4)),
    rect(206, 470, 388, 180, p.base, { rx: 10, ...outline(p) }),
    rect(206, 570, 388, 16, p.detail, { opacity: 0.9 }),
    drips(206, 594, 470),
    rect(276, 330, 248, 150, p.base, { rx: 10, ...outline(p) }),
    rect(276, 410, 248, 14, p.detail, { opacity: 0.9 }),
    drips(276, 524, 330),
    ...[230, 270, 310, 350, 390, 430, 470, 510, 550].map((x) =>
      circle(x + 10, 640, 9, BRAND.paper, outline(p, 2)),
    ),
    ...[330, 400, 470].map((x) =>
      g([
        circle(x, 316, 22, BRAND.red, outline(p, 3)),
        circle(x - 7, 309, 6, '#ffffff', { opacity: 0.5 }),
        stroke(`M${x} 296 Q${x + 6} 270 ${x + 20} 262`, BRAND.green, 4),
      ]),
    ),
  ]);
};

const sewingMachine: Painter = (p) =>
  g([
    shadow(400, 660, 300, 16),
    rect(130, 570, 540, 70, p.dark, { rx: 12, ...outline(p) }),
    path(
      'M480 572 L500 330 L240 330 Q204 330 204 294 L204 270 Q204 234 240 234 L560 234 Q610 234 610 284 L600 572 Z',
      p.base,
      outline(p),
    ),
    rect(208, 300, 96, 170, p.base, { rx: 14, ...outline(p) }),
    shine('M240 246 L560 246 Q590 246 596 270 L240 270 Z', 0.35),
    stroke('M522 300 L510 540', BRAND.gold, 6, { opacity: 0.8 }),
    circle(556, 420, 30, p.accent, outline(p, 4)),
    line(556, 420, 556, 396, p.accentLight, 6),
    rect(236, 470, 12, 70, STEEL),
    rect(258, 470, 8, 86, STEEL),
    rect(224, 540, 52, 14, STEEL, outline(p, 2)),
    rect(180, 550, 200, 22, STEEL, { rx: 4, opacity: 0.9 }),
    ellipse(630, 300, 24, 64, p.darker, outline(p, 4)),
    ellipse(626, 300, 14, 48, p.accent),
    rect(430, 190, 12, 44, STEEL),
    rect(408, 150, 56, 46, p.accent, { rx: 6, ...outline(p, 3) }),
    stroke('M412 164 L460 164 M412 176 L460 176', '#000000', 2, { opacity: 0.25 }),
    stroke('M436 172 Q340 150 260 236 L262 470', p.accent, 2.5),
    p.label ? labelText(380, 290, p.label, 28, 180, p.lighter) : '',
    rect(150, 640, 60, 14, BRAND.ink, { rx: 4 }),
    rect(590, 640, 60, 14, BRAND.ink, { rx: 4 }),
  ]);

const scissorsComb: Painter = (p) => {
  const teeth: string[] = [];
  for (let x = -210; x <= 200; x += 18) teeth.push(`M${x} 0 L${x} 64`);
  return g([
    shadow(400, 700, 250, 14),
    g(
      [
        rect(-230, -40, 460, 50, p.base, { rx: 12, ...outline(p, 4) }),
        stroke(teeth.join(' '), p.base, 9, { 'stroke-linecap': 'butt' }),
      ],
      { transform: 'translate(400 560) rotate(-12)' },
    ),
    g(
      [
        path('M0 0 L-22 -300 Q-14 -320 -4 -300 L16 10 Z', STEEL, outline(p, 4)),
        path('M-8 0 L38 -296 Q50 -312 54 -290 L20 8 Z', '#DDE1E5', outline(p, 4)),
        stroke('M-6 -40 L-18 -280', '#ffffff', 4, { opacity: 0.6 }),
        stroke('M4 30 L-60 150 M4 30 L70 150', p.accent, 16),
        circle(-80, 190, 50, 'none', { stroke: p.accent, 'stroke-width': 22 }),
        circle(90, 190, 50, 'none', { stroke: p.accent, 'stroke-width': 22 }),
        circle(4, 10, 14, '#8A8F95', outline(p, 3)),
      ],
      { transform: 'translate(390 390) rotate(8)' },
    ),
  ]);
};

const laptop: Painter = (p) =>
  g([
    shadow(400, 610, 300, 16),
    rect(180, 140, 440, 320, p.base, { rx: 20, ...outline(p) }),
    rect(204, 162, 392, 270, '#1E3A5F', { rx: 6 }),
    rect(204, 162, 392, 26, '#E9E9EC'),
    ...[222, 240, 258].map((x, i) =>
      circle(x, 175, 6, ['#E5484D', '#E8A317', '#46C35A'][i] ?? '#fff'),
    ),
    rect(226, 206, 150, 100, '#ffffff', { rx: 6 }),
    rect(240, 222, 120, 10, p.accent, { rx: 5 }),
    ...[246, 264, 282].map((y) => rect(240, y, 100, 8, '#C9CDD2', { rx: 4 })),
    rect(396, 206, 180, 206, '#2B4F7A', { rx: 6 }),
    ...[226, 254, 282, 310, 338, 366].map((y, i) =>
      rect(414, y, 60 + ((i * 37) % 80), 12, i % 2 ? '#46C35A' : '#9FD3EA', { rx: 6 }),
    ),
    rect(226, 326, 150, 86, BRAND.gold, { rx: 6, opacity: 0.9 }),
    path('M120 560 L680 560 L620 460 L180 460 Z', p.light, outline(p)),
    ...Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 12 }, (_, c) => {
        const y = 470 + r * 18;
        const inset = (560 - y) * 0.6;
        const x0 = 120 + inset + 26;
        const w = (560 - 2 * inset - 52) / 12;
        return rect(x0 + c * w + 2, y, w - 5, 13, p.dark, { rx: 2 });
      }).join(''),
    ),
    rect(350, 540, 100, 14, p.dark, { rx: 3 }),
    path('M100 560 L700 560 L690 580 L110 580 Z', p.dark, outline(p, 4)),
  ]);

const certificate: Painter = (p) =>
  g([
    shadow(400, 650, 290, 16),
    g(
      [
        rect(130, 180, 540, 420, BRAND.paper, { ...outline(p, 4) }),
        rect(150, 200, 500, 380, 'none', { stroke: p.base, 'stroke-width': 10 }),
        rect(166, 216, 468, 348, 'none', { stroke: p.accent, 'stroke-width': 3 }),
        text(400, 290, 'CERTIFICATE', 46, p.base, { 'letter-spacing': 3 }),
        text(400, 326, p.label ?? 'OF COMPLETION', 20, p.line),
        rect(250, 360, 300, 12, '#C9CDD2', { rx: 6 }),
        rect(220, 394, 360, 10, '#DDE1E5', { rx: 5 }),
        rect(260, 420, 280, 10, '#DDE1E5', { rx: 5 }),
        stroke('M200 520 Q230 490 260 520 T320 510', BRAND.ink, 3),
        line(190, 532, 340, 532, p.line, 3),
      ],
      { transform: 'rotate(-4 400 390)' },
    ),
    polygon('520,560 500,680 540,650 570,690 580,570', BRAND.red, outline(p, 3)),
    polygon('580,560 600,690 620,650 650,680 620,560', BRAND.red, outline(p, 3)),
    circle(568, 530, 70, BRAND.gold, outline(p, 4)),
    circle(568, 530, 52, '#F2C14E', { stroke: '#C98A0C', 'stroke-width': 4 }),
    path(
      'M568 496 L578 518 L602 520 L584 536 L590 560 L568 548 L546 560 L552 536 L534 520 L558 518 Z',
      '#C98A0C',
    ),
  ]);

export const skills = {
  makeup,
  gele,
  beads,
  'phone-tools': phoneTools,
  cake,
  'sewing-machine': sewingMachine,
  'scissors-comb': scissorsComb,
  laptop,
  certificate,
};
