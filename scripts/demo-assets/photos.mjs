/** Photographic kinds: blog, news and gallery pictures, and video posters. */
import { C } from './palette.mjs';
import { drawScene, TEXTILE } from './scenes.mjs';
import { circle, rect, Svg } from './svg.mjs';
import { text } from './text.mjs';
import { THEMES } from './themes.mjs';

export function artwork(kind, n, w, h, sceneList) {
  const s = new Svg(w, h);
  const name = sceneList[(n - 1) % sceneList.length];
  const round = Math.floor((n - 1) / sceneList.length);
  const theme = (n * 3 + round) % THEMES.length;
  s.add(drawScene(s, name, `${kind}-${n}`, { x: 0, y: 0, w, h }, theme, round % 2 === 1));
  return s;
}

export const BLOG_SCENES = TEXTILE;
export const NEWS_SCENES = [
  'factory',
  'knit',
  'cones',
  'people',
  'dye',
  'sustain',
  'print',
  'sewing',
  'hoop',
  'swatches',
  'spools',
  'wash',
];
export const PHOTO_SCENES = [
  'people',
  'factory',
  'wash',
  'sustain',
  'knit',
  'cones',
  'people',
  'wash',
  'sewing',
  'factory',
  'dye',
  'hoop',
];
const VIDEO_SCENES = [
  'knit',
  'factory',
  'dye',
  'cones',
  'people',
  'sewing',
  'wash',
  'sustain',
  'print',
  'spools',
];

export function videoPoster(n) {
  const w = 1280;
  const h = 720;
  const s = artwork('video', n, w, h, VIDEO_SCENES);
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin(
        [
          [0, '#000', 0.15],
          [0.35, '#000', 0],
          [0.7, '#000', 0],
          [1, '#000', 0.45],
        ],
        [0, 0, 0, 1],
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0.55, '#000', 0],
          [1, '#000', 0.35],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  const m = 28;
  const L = 44;
  const corners = `M${m},${m + L} V${m} H${m + L} M${w - m - L},${m} H${w - m} V${m + L} M${w - m},${h - m - L} V${h - m} H${w - m - L} M${m + L},${h - m} H${m} V${h - m - L}`;
  s.add(
    `<path d="${corners}" stroke="#fff" stroke-width="4" fill="none" opacity="0.75" stroke-linecap="round"/>`,
  );
  s.add(rect(m + 26, m + 24, 134, 40, C.saff, 'rx="20"'));
  s.add(circle(m + 48, m + 44, 6, C.navy));
  s.add(text(m + 62, m + 51, 'VIDEO', { size: 19, weight: 700, fill: C.navy, spacing: 2 }));
  return s;
}
