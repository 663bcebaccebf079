// Building blocks shared by every product drawing: colour maths, the palette a drawing paints
// with, tiny SVG element helpers and the fabric patterns (kente, ankara, fugu stripes).
// Every drawing works in an 800 x 800 frame with the object centred around (400, 400).

import { BRAND_COLOURS } from '@adepa/contract/brand';

export type FabricPattern = 'kente' | 'ankara' | 'stripes';

/** Everything about a drawing except which object it is. */
export interface DrawingLook {
  /** Main colour of the product, `#rrggbb`. */
  color: string;
  /** Second colour: soles, straps, caps, trims, light rings. */
  accent?: string;
  /** Third colour where a drawing has one: watch dials, contents, lining. */
  detail?: string;
  /** Fabric print for clothing (and the gele). */
  pattern?: FabricPattern;
  /** Short text printed on the product (bottle labels, sizes); keep it under ~14 characters. */
  label?: string;
  /** Second, smaller text such as a size or volume ("5L", "2 kg"). */
  badge?: string;
  /** Background tint; by default a light tint of the product colour. */
  background?: string;
}

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Outline colour for silhouettes. */
  line: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  detail: string;
  /** `base`, or the fabric pattern when the look has one. */
  fill: string;
  label: string | undefined;
  badge: string | undefined;
}

export type Painter = (p: Palette) => string;

export const BRAND = BRAND_COLOURS;

// ---------------------------------------------------------------- colour

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const n = Number.parseInt(full.slice(0, 6), 16);
  if (Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Blend `a` towards `b`; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative brightness 0 (black) .. 1 (white). */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Any colour string, normalised to `#rrggbb` (so it is always safe inside an attribute). */
const norm = (c: string) => hex(rgb(c));

export function palette(look: DrawingLook): Palette {
  const base = norm(look.color);
  const lum = luminance(base);
  const accent = norm(look.accent ?? (lum > 0.55 ? BRAND.ink : BRAND.paper));
  // Very dark colours get lifted for highlights, very light ones get a visible outline.
  const light = lum < 0.15 ? mix(base, '#ffffff', 0.22) : lighten(base, 0.25);
  return {
    base,
    light,
    lighter: lum < 0.15 ? mix(base, '#ffffff', 0.4) : lighten(base, 0.5),
    dark: lum < 0.15 ? mix(base, '#000000', 0.35) : darken(base, 0.18),
    darker: lum < 0.15 ? '#000000' : darken(base, 0.35),
    line:
      lum < 0.15
        ? mix(base, '#ffffff', 0.3)
        : lum > 0.8
          ? mix(base, BRAND.ink, 0.45)
          : mix(base, BRAND.ink, 0.6),
    accent,
    accentLight: lighten(accent, 0.35),
    accentDark: luminance(accent) < 0.15 ? mix(accent, '#ffffff', 0.18) : darken(accent, 0.25),
    detail: norm(look.detail ?? BRAND.paper),
    fill: look.pattern ? 'url(#fabric)' : base,
    label: look.label,
    badge: look.badge,
  };
}

/** Text colour for a printed label on `paper`: the accent's dark shade, or white on dark paper. */
export function labelInk(p: Palette, paper = p.detail): string {
  if (luminance(paper) < 0.5) return '#ffffff';
  return luminance(p.accentDark) < 0.5
    ? p.accentDark
    : luminance(p.dark) < 0.5
      ? p.dark
      : BRAND.ink;
}

/** Background colours: a light tint of the first mid-tone colour of the look. */
export function backdrop(look: DrawingLook): { bg: string; disc: string } {
  const mid = (c: string | undefined) =>
    c !== undefined && luminance(c) > 0.12 && luminance(c) < 0.8 ? c : undefined;
  const tint = norm(look.background ?? mid(look.color) ?? mid(look.accent) ?? BRAND.gold);
  return { bg: mix(tint, BRAND.paper, 0.88), disc: mix(tint, BRAND.paper, 0.74) };
}

// ---------------------------------------------------------------- svg elements

type Attrs = Record<string, string | number | undefined>;

export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined) out += ` ${k}="${v}"`;
  return out;
}

export const el = (tag: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
export const polygon = (points: string, fill: string, a: Attrs = {}) =>
  el('polygon', { points, fill, ...a });
export const g = (inner: string[], a: Attrs = {}) => el('g', a, inner.join(''));
export const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-family': 'sans-serif',
      'font-size': size,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      fill,
      ...a,
    },
    esc(s),
  );

/** Stroke attributes for a silhouette outline. */
export const outline = (p: Palette, width = 5): Attrs => ({
  stroke: p.line,
  'stroke-width': width,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
});

/** A stroke-only path (stitching, folds, wires). */
export const stroke = (d: string, color: string, width: number, a: Attrs = {}) =>
  path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });

/** A white gloss over part of an object. */
export const shine = (d: string, opacity = 0.3) => path(d, '#ffffff', { opacity });
/** A dark shade over part of an object. */
export const shade = (d: string, opacity = 0.14) => path(d, '#000000', { opacity });

/** Soft shadow on the ground under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.1) =>
  ellipse(cx, cy, rx, ry, BRAND.ink, { opacity: 0.13 });

/** The size, at most `maxSize`, at which `chars` bold capitals (0.72em each) fit `maxWidth`. */
const fittedSize = (maxSize: number, maxWidth: number, chars: number) =>
  Math.min(maxSize, maxWidth / (Math.max(1, chars) * 0.72));

/** Label text that shrinks to fit `maxWidth`. */
export function fitText(
  x: number,
  y: number,
  s: string,
  maxSize: number,
  maxWidth: number,
  fill: string,
  a: Attrs = {},
): string {
  const size = fittedSize(maxSize, maxWidth, s.length);
  return text(x, y + size * 0.35, s, Math.round(size), fill, a);
}

/** Label text centred on (x, y), broken over up to three lines at spaces, shrunk to fit. */
export function labelText(
  x: number,
  y: number,
  s: string,
  maxSize: number,
  maxWidth: number,
  fill: string,
  a: Attrs = {},
): string {
  const words = s.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + w).length < 9) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const size = fittedSize(maxSize, maxWidth, Math.max(...lines.map((l) => l.length)));
  const lead = size * 1.1;
  const top = y - (lead * (lines.length - 1)) / 2;
  return lines
    .map((l, i) => text(x, top + i * lead + size * 0.35, l, Math.round(size), fill, a))
    .join('');
}

// ---------------------------------------------------------------- fabric patterns

function kente(look: DrawingLook): string {
  const a = look.color;
  const b = look.accent ?? BRAND.gold;
  const c = look.detail ?? BRAND.ink;
  const third = [BRAND.green, BRAND.red, BRAND.gold].find((x) => x !== a && x !== b) ?? BRAND.red;
  // A woven block of horizontal bands next to a block of vertical bands, swapped on the next row.
  const bands = (x: number, y: number, vertical: boolean) => {
    const parts = [rect(x, y, 60, 60, a)];
    const stripes: [number, number, string][] = [
      [6, 8, c],
      [18, 6, b],
      [28, 4, third],
      [36, 6, b],
      [48, 8, c],
    ];
    for (const [o, w, col] of stripes) {
      parts.push(vertical ? rect(x + o, y, w, 60, col) : rect(x, y + o, 60, w, col));
    }
    return parts.join('');
  };
  return el(
    'pattern',
    { id: 'fabric', width: 120, height: 120, patternUnits: 'userSpaceOnUse' },
    bands(0, 0, false) + bands(60, 0, true) + bands(0, 60, true) + bands(60, 60, false),
  );
}

function ankara(look: DrawingLook): string {
  const a = look.color;
  const b = look.accent ?? BRAND.gold;
  const c = look.detail ?? BRAND.paper;
  return el(
    'pattern',
    { id: 'fabric', width: 110, height: 110, patternUnits: 'userSpaceOnUse' },
    [
      rect(0, 0, 110, 110, a),
      circle(27, 27, 22, b),
      circle(27, 27, 13, c),
      circle(27, 27, 6, a),
      circle(82, 82, 22, b),
      circle(82, 82, 13, c),
      circle(82, 82, 6, a),
      path('M82 10 L96 27 L82 44 L68 27 Z', c),
      path('M27 65 L41 82 L27 99 L13 82 Z', c),
      circle(82, 27, 4, b),
      circle(27, 82, 4, b),
    ].join(''),
  );
}

function stripes(look: DrawingLook): string {
  const a = look.color;
  const b = look.accent ?? BRAND.paper;
  const c = look.detail ?? darken(a, 0.3);
  return el(
    'pattern',
    { id: 'fabric', width: 30, height: 30, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 30, 30, a) + rect(14, 0, 8, 30, b) + rect(24, 0, 3, 30, c),
  );
}

export function fabricDefs(look: DrawingLook): string {
  const safe: DrawingLook = {
    color: norm(look.color),
    accent: look.accent === undefined ? undefined : norm(look.accent),
    detail: look.detail === undefined ? undefined : norm(look.detail),
  };
  if (look.pattern === 'kente') return kente(safe);
  if (look.pattern === 'ankara') return ankara(safe);
  if (look.pattern === 'stripes') return stripes(safe);
  return '';
}
