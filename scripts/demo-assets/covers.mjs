/** Covers of the quarterly publication and the magazine. */
import { headlineIndex, HEADLINES, issueLabel, TOPICS } from './issues.mjs';
import { C } from './palette.mjs';
import { drawScene } from './scenes.mjs';
import { rect, Svg } from './svg.mjs';
import { fitSize, text } from './text.mjs';

const COVER_SCENES = [
  'sustain',
  'dye',
  'people',
  'wash',
  'sewing',
  'swatches',
  'factory',
  'print',
  'knit',
  'hoop',
  'cones',
  'spools',
];

export function cover(kind, n) {
  const W = 600;
  const H = 800;
  const s = new Svg(W, H);
  const idx = headlineIndex(kind, n);
  const headline = HEADLINES[idx];
  const scene = COVER_SCENES[idx];
  const word = kind === 'publication' ? 'QUARTERLY' : 'MAGAZINE';
  if (kind === 'publication') {
    // corporate quarterly: masthead on paper, framed artwork
    const acc = [C.teal, C.saff, C.navy3][(n - 1) % 3];
    s.add(rect(0, 0, W, H, C.off));
    s.add(rect(0, 0, W, 14, acc));
    s.add(text(40, 132, 'MASCO', { size: 118, weight: 800, fill: C.navy, spacing: -3 }));
    s.add(text(44, 176, word, { size: 26, weight: 400, fill: C.slate, spacing: 14.5 }));
    s.add(rect(40, 198, W - 80, 2, C.navy));
    s.add(text(40, 226, issueLabel(kind, n), { size: 17, weight: 700, fill: C.navy }));
    s.add(text(W - 40, 226, TOPICS[idx], { size: 17, weight: 400, fill: C.slate, anchor: 'end' }));
    const box = { x: 40, y: 248, w: W - 80, h: 420 };
    s.add(drawScene(s, scene, `cover-${kind}-${n}`, box, n));
    s.add(rect(box.x, box.y + box.h - 6, box.w, 6, acc));
    const hs = fitSize(headline, W - 80, 34, 700);
    s.add(text(40, 722, headline, { size: hs, weight: 700, fill: C.navy }));
    s.add(text(40, 758, 'Knit composite garments since 1999', { size: 16, fill: C.slate }));
  } else {
    // magazine: full-bleed artwork, masthead over it
    const box = { x: 0, y: 0, w: W, h: H };
    s.add(drawScene(s, scene, `cover-${kind}-${n}`, box, n + 1));
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.lin(
          [
            [0, C.navy, 0.92],
            [0.3, C.navy, 0.55],
            [0.5, C.navy, 0],
            [0.72, C.navy, 0],
            [1, C.navy, 0.9],
          ],
          [0, 0, 0, 1],
        ),
      ),
    );
    s.add(
      text(W / 2, 128, 'MASCO', {
        size: 124,
        weight: 800,
        fill: C.off,
        anchor: 'middle',
        spacing: -2,
      }),
    );
    s.add(
      text(W / 2 + 9, 172, word, {
        size: 24,
        weight: 700,
        fill: C.saff,
        anchor: 'middle',
        spacing: 18,
      }),
    );
    s.add(rect(W / 2 - 110, 196, 220, 34, C.saff, 'rx="17"'));
    s.add(
      text(W / 2, 219, issueLabel(kind, n), {
        size: 16,
        weight: 700,
        fill: C.navy,
        anchor: 'middle',
        spacing: 1,
      }),
    );
    const words = headline.split(' ');
    let mid = 1;
    for (let k = 1; k < words.length; k++) {
      const longest = (i) =>
        Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
      if (longest(k) < longest(mid)) mid = k;
    }
    const lines =
      headline.length > 14
        ? [words.slice(0, mid).join(' '), words.slice(mid).join(' ')]
        : [headline];
    const hs = Math.min(...lines.map((l) => fitSize(l, W - 100, 50, 800)));
    lines.forEach((l, i) =>
      s.add(
        text(48, H - 60 - (lines.length - 1 - i) * (hs * 1.12), l, {
          size: hs,
          weight: 800,
          fill: C.off,
        }),
      ),
    );
    s.add(rect(48, H - 60 - (lines.length - 1) * hs * 1.12 - hs * 0.75 - 24, 60, 5, C.saff));
  }
  return s;
}
