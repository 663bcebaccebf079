// Dev preview of the demo catalogue pictures: renders every category and product drawing to PNG
// and composes a contact sheet (sheet.png) so a person can check them at a glance.
// Usage: npx tsx apps/api/scripts/preview-drawings.ts /tmp/drawings

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { demoCategories, demoProducts } from '../demo/catalogue.ts';
import { type DrawingSpec, drawSvg } from '../demo/drawings.ts';

const TILE = 160;
const CAPTION = 40;
const COLUMNS = 10;
const FULL = 800;

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npx tsx apps/api/scripts/preview-drawings.ts <output folder>');
  process.exit(1);
}

interface Item {
  file: string;
  caption: string;
  spec: DrawingSpec;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const items: Item[] = [
  ...demoCategories.map((c) => ({
    file: `category-${slug(c.name)}.png`,
    caption: `[${c.name}]`,
    spec: c.drawing,
  })),
  ...demoProducts.flatMap((p) =>
    p.drawings.map((spec, i) => ({ file: `${slug(p.name)}-${i + 1}.png`, caption: p.name, spec })),
  ),
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Caption under a tile: the name on up to two lines, cut with an ellipsis if longer. */
function caption(text: string): Buffer {
  const max = 24;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && `${current} ${word}`.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  const shown = lines.slice(0, 2);
  if (lines.length > 2) shown[1] = `${(shown[1] ?? '').slice(0, max - 1)}…`;
  const tspans = shown
    .map((l, i) => `<text x="${TILE / 2}" y="${15 + i * 15}">${esc(l)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${CAPTION}"><rect width="100%" height="100%" fill="#ffffff"/><g font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1C1B1F">${tspans}</g></svg>`,
  );
}

await mkdir(outDir, { recursive: true });
const started = performance.now();
const tiles: OverlayOptions[] = [];
for (const [i, item] of items.entries()) {
  await sharp(Buffer.from(drawSvg(item.spec, FULL)))
    .png()
    .toFile(join(outDir, item.file));
  const left = (i % COLUMNS) * TILE;
  const top = Math.floor(i / COLUMNS) * (TILE + CAPTION);
  tiles.push(
    {
      input: await sharp(Buffer.from(drawSvg(item.spec, TILE)))
        .png()
        .toBuffer(),
      left,
      top,
    },
    { input: caption(item.caption), left, top: top + TILE },
  );
}
const rows = Math.ceil(items.length / COLUMNS);
await sharp({
  create: {
    width: COLUMNS * TILE,
    height: rows * (TILE + CAPTION),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(join(outDir, 'sheet.png'));
console.log(
  `${items.length} drawings (${demoCategories.length} categories, ${demoProducts.length} products) in ${outDir}, ${Math.round(performance.now() - started)} ms`,
);
