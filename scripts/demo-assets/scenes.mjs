/** The twelve scenes by name, and drawScene, which places one in a box. */
import { prng } from './prng.mjs';
import { f, rect } from './svg.mjs';
import { THEMES } from './themes.mjs';
import { sceneFactory, scenePeople, sceneSustain } from './scenes-site.mjs';
import { sceneHoop, scenePrint, sceneSewing } from './scenes-stitch.mjs';
import { sceneDye, sceneWash } from './scenes-wet.mjs';
import { sceneCones, sceneKnit, sceneSpools, sceneSwatches } from './scenes-yarn.mjs';

const SCENES = {
  knit: sceneKnit,
  cones: sceneCones,
  swatches: sceneSwatches,
  dye: sceneDye,
  sewing: sceneSewing,
  sustain: sceneSustain,
  spools: sceneSpools,
  hoop: sceneHoop,
  print: scenePrint,
  factory: sceneFactory,
  people: scenePeople,
  wash: sceneWash,
};
export const TEXTILE = [
  'knit',
  'cones',
  'swatches',
  'dye',
  'sewing',
  'sustain',
  'spools',
  'hoop',
  'print',
];

/**
 * Draws scene `name` into box b. Positions follow the box; sizes follow its
 * unit u (the height, capped for tall boxes so portrait covers stay in scale).
 * `mirror` flips the scene left to right for variety.
 */
export function drawScene(s, name, seed, b0, themeIndex, mirror = false) {
  const r = prng(seed);
  const th = THEMES[themeIndex % THEMES.length];
  const b = { ...b0, u: Math.min(b0.h, b0.w * 0.75) };
  const clip = s.clip(rect(b.x, b.y, b.w, b.h, '#000'));
  const flip = mirror ? ` transform="translate(${f(2 * b.x + b.w)} 0) scale(-1 1)"` : '';
  return `<g clip-path="${clip}"><g${flip}>${SCENES[name](s, r, b, th)}</g></g>`;
}
