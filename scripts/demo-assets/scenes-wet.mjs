/**
 * Scenes of wet processing: dyeing and washing.
 * Each draws into box b = {x, y, w, h, u} with the random source r and the
 * theme th (see drawScene in scenes.mjs), and returns its SVG.
 */
import { C } from './palette.mjs';
import { arcPath, circle, f, pathEl, smooth } from './svg.mjs';
import { background } from './themes.mjs';
import { drop } from './motifs.mjs';

export function sceneDye(s, r, b, th) {
  let out = background(s, b, th, r);
  const pal = [C.navy, C.navy3, C.teal, C.teal2, C.saff, C.saff2, C.tealT, C.off];
  const start = r.int(0, 3);
  const n = r.int(5, 6);
  for (let i = 0; i < n; i++) {
    const base = b.y + b.h * (0.1 + (i * 0.85) / n);
    const amp = b.h * r.range(0.04, 0.1);
    const ph = r.range(0, Math.PI * 2);
    const pts = [];
    for (let k = 0; k <= 6; k++)
      pts.push([b.x - 20 + ((b.w + 40) * k) / 6, base + amp * Math.sin(ph + k * 1.1)]);
    const d = `${smooth(pts)} L${f(b.x + b.w + 20)},${f(b.y + b.h + 20)} L${f(b.x - 20)},${f(b.y + b.h + 20)}Z`;
    const ca = pal[(start + i) % pal.length];
    const cb = pal[(start + i + 2) % pal.length];
    out += pathEl(d, '#000', `opacity="0.12" transform="translate(0 -6)"`);
    out += pathEl(
      d,
      s.lin(
        [
          [0, ca],
          [1, cb],
        ],
        [0, 0, 1, 0],
      ),
    );
  }
  const dn = r.int(3, 6);
  for (let i = 0; i < dn; i++) {
    out += drop(
      b.x + b.w * r.range(0.08, 0.92),
      b.y + b.h * r.range(0.1, 0.4),
      b.u * r.range(0.035, 0.08),
      r.pick([C.saff, C.teal, C.off, C.navy3]),
    );
  }
  return out;
}

export function sceneWash(s, r, b, th) {
  let out = background(s, b, th, r);
  const R = b.u * 0.4;
  const cx = b.x + b.w * r.range(0.3, 0.7);
  const cy = b.y + b.h * 0.5;
  out += circle(cx + 12, cy + 16, R * 1.18, '#000', 'opacity="0.18"');
  out += circle(
    cx,
    cy,
    R * 1.18,
    s.lin(
      [
        [0, '#F3F5F8'],
        [1, '#AEB8C5'],
      ],
      [0, 0, 1, 1],
    ),
  );
  out += circle(
    cx,
    cy,
    R * 1.02,
    s.lin(
      [
        [0, '#7E8A9A'],
        [1, '#E8ECF1'],
      ],
      [0, 0, 1, 1],
    ),
  );
  out += circle(
    cx,
    cy,
    R * 0.92,
    s.rad(
      [
        [0, C.navy3],
        [1, C.navy],
      ],
      0.4,
      0.35,
      0.8,
    ),
  );
  const clip = s.clip(circle(cx, cy, R * 0.92, '#000'));
  const pts = [];
  for (let k = 0; k <= 6; k++)
    pts.push([
      cx - R + (2 * R * k) / 6,
      cy + R * 0.05 + R * 0.1 * Math.sin(k * 1.5 + r.range(0, 3)),
    ]);
  const water = `${smooth(pts)} L${f(cx + R)},${f(cy + R)} L${f(cx - R)},${f(cy + R)}Z`;
  let inside = pathEl(
    water,
    s.lin(
      [
        [0, C.teal2],
        [1, C.teal],
      ],
      [0, 0, 0, 1],
    ),
    'opacity="0.9"',
  );
  for (const [col, w0] of [
    [C.saff, 0.25],
    [C.off, 0.16],
  ]) {
    const a = r.range(0, 360);
    inside += `<path d="${arcPath(cx, cy, R * (0.45 + w0), a, a + 120)}" stroke="${col}" stroke-width="${f(R * w0 * 0.6)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
  for (let k = 0; k < 14; k++)
    inside += circle(
      cx + r.range(-R, R) * 0.8,
      cy + r.range(-0.1, 0.8) * R,
      r.range(4, 14),
      'none',
      `stroke="#fff" stroke-width="2" opacity="0.6"`,
    );
  out += `<g clip-path="${clip}">${inside}</g>`;
  out += pathEl(
    `M${f(cx - R * 0.6)},${f(cy - R * 0.55)} A${f(R * 0.8)},${f(R * 0.8)} 0 0 1 ${f(cx + R * 0.1)},${f(cy - R * 0.8)}`,
    'none',
    'stroke="#fff" stroke-width="10" opacity="0.25" stroke-linecap="round"',
  );
  for (let k = 0; k < 5; k++)
    out += drop(
      b.x + b.w * r.range(0.05, 0.95),
      b.y + b.h * r.range(0.15, 0.85),
      b.u * r.range(0.03, 0.06),
      r.pick([C.teal, C.teal2, C.off]),
    );
  return out;
}
