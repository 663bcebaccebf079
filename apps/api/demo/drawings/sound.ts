// Sound equipment for hire. color = cabinet / body, accent = light rings, grilles and trims.

import {
  BRAND,
  circle,
  el,
  ellipse,
  fitText,
  g,
  line,
  outline,
  type Painter,
  type Palette,
  path,
  polygon,
  rect,
  shadow,
  stroke,
} from './shared.ts';

const shine = (d: string, opacity = 0.18) => path(d, '#ffffff', { opacity });
const CONE = '#2A2A2F';

/** A loudspeaker cone with its surround, seen from the front. */
function cone(p: Palette, cx: number, cy: number, r: number, ring = true): string {
  return g([
    ring ? circle(cx, cy, r + 10, 'none', { stroke: p.accent, 'stroke-width': r * 0.09 }) : '',
    circle(cx, cy, r, p.darker, outline(p, 3)),
    circle(cx, cy, r * 0.9, '#3A3A40'),
    circle(cx, cy, r * 0.78, CONE),
    circle(cx, cy, r * 0.56, '#34343A', { stroke: '#44444A', 'stroke-width': 3 }),
    circle(cx, cy, r * 0.28, '#4A4A52'),
    path(
      `M${cx - r * 0.2} ${cy - r * 0.14} A${r * 0.22} ${r * 0.22} 0 0 1 ${cx + r * 0.12} ${cy - r * 0.22}`,
      'none',
      { stroke: '#ffffff', 'stroke-width': r * 0.05, opacity: 0.35, 'stroke-linecap': 'round' },
    ),
    ...[0, 90, 180, 270].map((a) => {
      const t = ((a + 45) * Math.PI) / 180;
      return circle(cx + r * 0.95 * Math.cos(t), cy + r * 0.95 * Math.sin(t), r * 0.035, '#777');
    }),
  ]);
}

const speaker: Painter = (p) =>
  g([
    shadow(400, 716, 200, 18),
    path('M330 120 L330 80 Q330 60 350 60 L450 60 Q470 60 470 80 L470 120', 'none', {
      stroke: p.dark,
      'stroke-width': 26,
      'stroke-linejoin': 'round',
    }),
    rect(226, 100, 348, 610, p.base, { rx: 34, ...outline(p) }),
    shine('M240 120 L270 120 L270 690 L240 690 Z', 0.08),
    rect(262, 130, 276, 54, p.dark, { rx: 12 }),
    ...[290, 322, 354].map((x) => circle(x, 157, 9, p.lighter)),
    rect(400, 147, 70, 20, BRAND.ink, { rx: 4 }),
    circle(500, 157, 12, p.accent),
    circle(296, 232, 26, CONE, outline(p, 3)),
    circle(504, 232, 26, CONE, outline(p, 3)),
    circle(296, 232, 10, '#55555c'),
    circle(504, 232, 10, '#55555c'),
    p.label ? fitText(400, 232, p.label, 30, 130, p.lighter) : '',
    cone(p, 400, 390, 112),
    cone(p, 400, 590, 92),
    rect(250, 700, 50, 16, BRAND.ink, { rx: 4 }),
    rect(500, 700, 50, 16, BRAND.ink, { rx: 4 }),
  ]);

const subwoofer: Painter = (p) =>
  g([
    shadow(400, 676, 260, 18),
    rect(156, 170, 488, 490, p.base, { rx: 22, ...outline(p) }),
    rect(176, 190, 448, 450, p.dark, { rx: 14 }),
    cone(p, 400, 415, 190, false),
    ...[
      [200, 214],
      [600, 214],
      [200, 616],
      [600, 616],
    ].map(([x, y]) => circle(x ?? 0, y ?? 0, 8, '#888')),
    rect(186, 600, 70, 26, BRAND.ink, { rx: 13 }),
    rect(544, 600, 70, 26, BRAND.ink, { rx: 13 }),
    rect(330, 130, 140, 30, p.accent, { rx: 10, ...outline(p, 3) }),
    rect(190, 660, 60, 20, BRAND.ink, { rx: 4 }),
    rect(550, 660, 60, 20, BRAND.ink, { rx: 4 }),
  ]);

const trolleySpeaker: Painter = (p) =>
  g([
    shadow(400, 716, 190, 16),
    stroke('M340 250 L340 90 M460 250 L460 90', '#A8ADB3', 14),
    rect(318, 64, 164, 40, p.dark, { rx: 18, ...outline(p, 4) }),
    rect(250, 230, 300, 460, p.base, { rx: 30, ...outline(p) }),
    shine('M264 250 L290 250 L290 670 L264 670 Z', 0.08),
    polygon('330,300 470,300 440,360 360,360', CONE, outline(p, 3)),
    ellipse(400, 330, 28, 14, '#4A4A52'),
    rect(280, 384, 240, 34, p.dark, { rx: 8 }),
    ...[304, 336, 368].map((x) => circle(x, 401, 7, p.lighter)),
    rect(410, 392, 80, 18, BRAND.ink, { rx: 3 }),
    cone(p, 400, 550, 104),
    circle(278, 690, 30, BRAND.ink, { stroke: '#555', 'stroke-width': 8 }),
    circle(522, 690, 30, BRAND.ink, { stroke: '#555', 'stroke-width': 8 }),
  ]);

const mic = (p: Palette) => {
  const mesh: string[] = [];
  for (let i = -60; i <= 60; i += 14)
    mesh.push(`M${i} -240 L${i} -100 M-70 ${-170 + i} L70 ${-170 + i}`);
  return g([
    path('M-48 -96 L-30 190 Q0 204 30 190 L48 -96 Z', p.base, outline(p)),
    path('M-36 -90 L-22 184 L-10 186 L-20 -90 Z', '#ffffff', { opacity: 0.2 }),
    rect(-14, 20, 28, 44, p.dark, { rx: 8 }),
    circle(0, 80, 6, '#46C35A'),
    rect(-36, 170, 72, 36, p.accent, { rx: 12, ...outline(p, 3) }),
    rect(-56, -118, 112, 30, p.accent, { rx: 10, ...outline(p, 4) }),
    circle(0, -172, 76, '#9AA0A6', outline(p)),
    stroke(mesh.join(' '), '#5F656B', 3, { 'clip-path': 'url(#mic-head)' }),
    path('M-50 -210 A60 60 0 0 1 10 -236', 'none', {
      stroke: '#ffffff',
      'stroke-width': 12,
      opacity: 0.45,
      'stroke-linecap': 'round',
    }),
  ]);
};

const microphone: Painter = (p) =>
  g([
    el('clipPath', { id: 'mic-head' }, circle(0, -172, 74, '#000')),
    shadow(400, 690, 220, 16),
    g([mic(p)], { transform: 'translate(300 440) rotate(-16)' }),
    g([mic(p)], { transform: 'translate(500 440) rotate(16)' }),
  ]);

/** A PA speaker on a tripod stand, centred on x. */
function paStand(p: Palette, x: number): string {
  return g([
    stroke(`M${x} 520 L${x - 70} 716 M${x} 520 L${x + 70} 716 M${x} 520 L${x} 716`, '#55595E', 10),
    stroke(`M${x - 40} 620 L${x + 40} 620`, '#55595E', 8),
    rect(x - 9, 380, 18, 160, '#8A8F95'),
    path(`M${x - 100} 130 L${x + 100} 130 L${x + 92} 410 L${x - 92} 410 Z`, p.base, outline(p)),
    polygon(`${x - 60},150 ${x + 60},150 ${x + 36},200 ${x - 36},200`, CONE, outline(p, 3)),
    cone(p, x, 300, 74, false),
  ]);
}

const paSystem: Painter = (p) =>
  g([
    shadow(400, 720, 340, 14),
    paStand(p, 196),
    paStand(p, 604),
    rect(316, 560, 168, 140, p.dark, { rx: 12, ...outline(p, 4) }),
    rect(330, 574, 140, 40, BRAND.ink, { rx: 6 }),
    ...[0, 1, 2, 3, 4, 5].map((i) => circle(344 + i * 22, 594, 7, i < 4 ? '#46C35A' : '#E5484D')),
    ...[0, 1, 2, 3, 4].map((i) => circle(348 + i * 26, 636, 9, p.accent)),
    ...[0, 1, 2, 3, 4].map((i) => rect(344 + i * 26, 656, 8, 32, BRAND.ink, { rx: 3 })),
    stroke('M400 540 L400 330', '#8A8F95', 8),
    stroke('M400 330 L440 300', '#8A8F95', 6),
    g(
      [
        rect(-9, -10, 18, 60, BRAND.ink, { rx: 6 }),
        circle(0, -22, 20, '#9AA0A6', outline(p, 3)),
        stroke('M-12 -30 L12 -30 M-14 -20 L14 -20 M-12 -10 L12 -10', '#5F656B', 2),
      ],
      { transform: 'translate(450 292) rotate(40)' },
    ),
  ]);

const mixer: Painter = (p) => {
  const knobColours = ['#E5484D', '#E8A317', '#46C35A', '#3B9FE8'];
  const strips: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = 168 + i * 50;
    strips.push(
      ...[250, 296, 342, 388].map((y, k) =>
        g([circle(x, y, 14, BRAND.ink), circle(x, y, 8, knobColours[k] ?? p.accent)]),
      ),
      rect(x - 4, 430, 8, 140, BRAND.ink, { rx: 4 }),
      rect(x - 15, 470 + ((i * 37) % 70), 30, 18, '#E9E9EC', { rx: 3, ...outline(p, 2) }),
    );
  }
  const meter: string[] = [];
  for (let k = 0; k < 10; k++) {
    const col = k < 2 ? '#E5484D' : k < 4 ? '#E8A317' : '#46C35A';
    meter.push(
      rect(588, 236 + k * 18, 20, 12, col, { rx: 2 }),
      rect(618, 236 + k * 18, 20, 12, col, { rx: 2 }),
    );
  }
  return g([
    shadow(400, 650, 300, 16),
    rect(110, 600, 580, 40, p.darker, { rx: 10 }),
    rect(110, 200, 580, 420, p.base, { rx: 20, ...outline(p) }),
    line(560, 220, 560, 600, p.line, 3),
    ...strips,
    ...meter,
    rect(594, 430, 8, 140, BRAND.ink, { rx: 4 }),
    rect(632, 430, 8, 140, BRAND.ink, { rx: 4 }),
    rect(583, 480, 30, 18, BRAND.red, { rx: 3 }),
    rect(621, 480, 30, 18, BRAND.red, { rx: 3 }),
    p.label ? fitText(614, 596, p.label, 18, 90, p.lighter) : '',
  ]);
};

const platter = (p: Palette, cx: number) =>
  g([
    circle(cx, 400, 118, BRAND.ink, outline(p, 4)),
    circle(cx, 400, 104, '#33333A'),
    ...[90, 74, 58].map((r) =>
      circle(cx, 400, r, 'none', { stroke: '#45454D', 'stroke-width': 3 }),
    ),
    circle(cx, 400, 36, p.accent),
    circle(cx, 400, 8, BRAND.ink),
    line(cx, 400, cx + 30, 370, BRAND.ink, 6),
    path(`M${cx - 80} 340 A100 100 0 0 1 ${cx - 20} 302`, 'none', {
      stroke: '#ffffff',
      'stroke-width': 8,
      opacity: 0.25,
      'stroke-linecap': 'round',
    }),
  ]);

const djController: Painter = (p) => {
  const pads = (x: number) =>
    [0, 1, 2, 3].map((i) =>
      rect(x + i * 46, 552, 38, 30, ['#E5484D', '#E8A317', '#46C35A', '#3B9FE8'][i] ?? p.accent, {
        rx: 6,
      }),
    );
  return g([
    shadow(400, 632, 320, 16),
    rect(90, 250, 620, 360, p.base, { rx: 30, ...outline(p) }),
    shine('M110 262 L690 262 L690 274 L110 274 Z', 0.12),
    platter(p, 226),
    platter(p, 574),
    rect(360, 270, 80, 300, p.dark, { rx: 10 }),
    ...[300, 340].map((y) => g([circle(382, y, 11, BRAND.ink), circle(418, y, 11, BRAND.ink)])),
    rect(376, 380, 8, 110, BRAND.ink, { rx: 4 }),
    rect(416, 380, 8, 110, BRAND.ink, { rx: 4 }),
    rect(366, 420, 28, 16, '#E9E9EC', { rx: 3 }),
    rect(406, 450, 28, 16, '#E9E9EC', { rx: 3 }),
    rect(370, 530, 60, 8, BRAND.ink, { rx: 4 }),
    rect(390, 522, 20, 24, '#E9E9EC', { rx: 3 }),
    ...pads(136),
    ...pads(484),
  ]);
};

export const sound = {
  speaker,
  subwoofer,
  'trolley-speaker': trolleySpeaker,
  microphone,
  'pa-system': paSystem,
  mixer,
  'dj-controller': djController,
};
