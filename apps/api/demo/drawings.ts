// Locally drawn product pictures: each DrawingSpec names an object kind and its colours, and
// drawSvg turns it into a standalone flat-illustration SVG (800 x 800 view box). Pure functions.

import { appliances } from './drawings/appliances.ts';
import { care } from './drawings/care.ts';
import { cleaning } from './drawings/cleaning.ts';
import { clothing } from './drawings/clothing.ts';
import {
  backdrop,
  circle,
  type DrawingLook,
  fabricDefs,
  type Painter,
  palette,
  rect,
} from './drawings/shared.ts';
import { shoes } from './drawings/shoes.ts';
import { skills } from './drawings/skills.ts';
import { sound } from './drawings/sound.ts';
import { watches } from './drawings/watches.ts';

export type { FabricPattern } from './drawings/shared.ts';

const painters = {
  ...clothing,
  ...shoes,
  ...watches,
  ...appliances,
  ...sound,
  ...care,
  ...cleaning,
  ...skills,
} satisfies Record<string, Painter>;

export type DrawingKind = keyof typeof painters;

export const drawingKinds = Object.keys(painters) as DrawingKind[];

export interface DrawingSpec extends DrawingLook {
  kind: DrawingKind;
}

export function drawSvg(spec: DrawingSpec, size = 800): string {
  const { bg, disc } = backdrop(spec);
  const body = painters[spec.kind](palette(spec));
  const defs = fabricDefs(spec);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">`,
    defs ? `<defs>${defs}</defs>` : '',
    rect(0, 0, 800, 800, bg),
    circle(400, 400, 350, disc),
    body,
    '</svg>',
  ].join('');
}
