/**
 * Scenes of yarn: a knitted field, cones, swatches and spools.
 * Each draws into box b = {x, y, w, h, u} with the random source r and the
 * theme th (see drawScene in scenes.mjs), and returns its SVG.
 */
import { C, mix, shade, tint } from './palette.mjs';
import { f, rect, circle, smooth } from './svg.mjs';
import { background } from './themes.mjs';
import { fabricFill, FABRICS, swatch } from './motifs.mjs';
import { knitColours, knitField, spool, yarnBall, yarnCone } from './yarn.mjs';

export function sceneKnit(s, r, b, th) {
  const [c0, c1, c2] = r.shuffle(th.cols.slice(0, 3));
  const base = th.dark ? mix(c0, th.bg[0], 0.15) : c0;
  const size = b.u / r.range(8, 11);
  let out = knitField(b, size, knitColours(r, base, c1, c2), shade(th.bg[0], 0.55));
  const left = r.chance(0.5);
  const fade = s.lin(
    [
      [0, th.bg[0], 0.96],
      [0.45, th.bg[0], 0.75],
      [0.75, th.bg[0], 0],
    ],
    left ? [0, 0, 1, 0] : [1, 0, 0, 0],
  );
  out += rect(b.x, b.y, b.w, b.h, fade);
  const R = b.u * r.range(0.22, 0.28);
  const bx = left ? b.x + b.w * 0.24 : b.x + b.w * 0.76;
  const by = b.y + b.h * r.range(0.45, 0.58);
  const ballCol = r.pick(th.cols.filter((c) => c !== th.bg[0]));
  const tail = [
    [bx + (left ? R * 0.7 : -R * 0.7), by + R * 0.7],
    [bx + (left ? R * 1.6 : -R * 1.6), by + R * 1.05],
    [bx + (left ? R * 2.6 : -R * 2.6), by + R * 0.5],
    [left ? b.x + b.w + 10 : b.x - 10, by + R * 0.2],
  ];
  out += `<path d="${smooth(tail)}" stroke="${ballCol}" stroke-width="${f(R * 0.05)}" fill="none" stroke-linecap="round"/>`;
  out += yarnBall(s, bx, by, R, ballCol, r);
  return out;
}

export function sceneCones(s, r, b, th) {
  let out = background(s, b, th, r);
  const shelfY = b.y + b.h * r.range(0.76, 0.84);
  out +=
    rect(b.x, shelfY, b.w, b.h, th.ground) +
    rect(b.x, shelfY, b.w, b.u * 0.012, tint(th.ground, 0.25));
  const n = r.int(3, 5);
  const cols = r.shuffle(th.cols.filter((c) => c !== th.bg[0]));
  const topY = b.y + b.h * 0.04;
  const guideX = b.x + b.w * r.range(0.35, 0.65);
  const cones = [];
  for (let i = 0; i < n; i++) {
    const h = b.u * r.range(0.4, 0.52);
    const cx = b.x + (b.w * (i + 0.5 + r.range(-0.12, 0.12))) / n;
    cones.push([cx, h, cols[i % cols.length]]);
  }
  for (const [cx, h, col] of cones) {
    const tipY = shelfY - h * 1.15;
    out += `<path d="M${f(cx)},${f(tipY)} Q${f(cx)},${f(topY + b.h * 0.2)} ${f(guideX + (cx - guideX) * 0.15)},${f(topY)}" stroke="${col}" stroke-width="2.2" fill="none" opacity="0.75"/>`;
  }
  out += circle(guideX, topY + 4, b.u * 0.02, th.ink, 'opacity="0.5"');
  for (const [cx, h, col] of cones) out += yarnCone(s, cx, shelfY + b.h * 0.02, h, col);
  return out;
}

export function sceneSwatches(s, r, b, th) {
  let out = background(s, b, th, r);
  const n = r.int(4, 6);
  const kinds = r.shuffle(FABRICS);
  const sw = b.u * 0.5;
  const sh = b.u * 0.6;
  const cols = [...th.cols, C.off, C.saffT, C.tealT];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const x = b.x + b.w * 0.5 - sw / 2 + (t - 0.5) * b.w * 0.62 + r.range(-20, 20);
    const y = b.y + b.h * 0.5 - sh / 2 + r.range(-b.h * 0.08, b.h * 0.08);
    const a = r.pick(cols.filter((c) => c !== th.bg[0]));
    const bb = r.pick(cols.filter((c) => c !== a));
    out += swatch(
      s,
      x,
      y,
      sw,
      sh,
      (t - 0.5) * 40 + r.range(-8, 8),
      fabricFill(s, kinds[i % kinds.length], a, bb, r.range(28, 46)),
      tint(bb, 0.2),
    );
  }
  // tape measure across the front
  const ty = b.y + b.h * r.range(0.72, 0.82);
  const rot = r.range(-8, 8);
  let ticks = '';
  for (let x = b.x - 50, k = 0; x < b.x + b.w + 50; x += 14, k++)
    ticks += `M${f(x)},${f(ty)} v${k % 5 === 0 ? 16 : 9} `;
  out += `<g transform="rotate(${f(rot)} ${f(b.x + b.w / 2)} ${f(ty)})">${rect(b.x - 50, ty - 4, b.w + 100, b.u * 0.075, '#000', 'opacity="0.15"')}${rect(
    b.x - 50,
    ty - 10,
    b.w + 100,
    b.u * 0.075,
    C.saff,
  )}<path d="${ticks}" stroke="${C.navy}" stroke-width="2" transform="translate(0 -10)"/></g>`;
  return out;
}

export function sceneSpools(s, r, b, th) {
  let out = background(s, b, th, r);
  const ground = b.y + b.h * 0.78;
  out += rect(b.x, ground, b.w, b.h, th.ground);
  const n = r.int(4, 6);
  const cols = r.shuffle(
    [C.saff, C.teal, C.navy3, C.off, C.teal2, C.saff2, C.slate, C.navy].filter(
      (c) => c !== th.bg[0],
    ),
  );
  const w = Math.min(b.u * 0.22, (b.w * 0.62) / n);
  for (let i = 0; i < n; i++) {
    const cx = b.x + b.w * 0.08 + w * 0.6 + i * w * 1.15;
    const h = w * r.range(1.15, 1.5);
    const col = cols[i % cols.length];
    const wy = b.y + b.h * (0.3 + i * 0.05);
    out += `<path d="${smooth([
      [cx + w * 0.3, ground - h * 0.5],
      [cx + w * 0.9, ground - h * 0.2],
      [b.x + b.w * 0.7, wy + b.h * 0.08],
      [b.x + b.w * 0.86, wy - b.h * 0.05],
      [b.x + b.w + 20, wy + b.h * 0.03],
    ])}" stroke="${col}" stroke-width="${f(b.u * 0.006)}" fill="none"/>`;
    out += spool(s, cx, ground + b.h * 0.04, w, h, col, r.pick([C.kraft, C.kraft, C.slate2]));
  }
  return out;
}
