/** Small motifs: leaves, cotton bolls, drops, needles and fabric swatches. */
import { C, shade } from './palette.mjs';
import { circle, f, rect } from './svg.mjs';

export function leaf(x, y, len, wid, rot, col, vein) {
  const d = `M0,0 C${f(wid * 0.65)},${f(-len * 0.25)} ${f(wid * 0.55)},${f(-len * 0.78)} 0,${f(-len)} C${f(-wid * 0.55)},${f(
    -len * 0.78,
  )} ${f(-wid * 0.65)},${f(-len * 0.25)} 0,0Z`;
  let veins = `M0,${f(len * 0.08)} L0,${f(-len * 0.9)}`;
  for (let k = 1; k <= 3; k++) {
    const yy = -len * (0.22 * k);
    veins += ` M0,${f(yy)} l${f(wid * 0.28)},${f(-len * 0.12)} M0,${f(yy)} l${f(-wid * 0.28)},${f(-len * 0.12)}`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${d}" fill="${col}"/><path d="${veins}" stroke="${vein}" stroke-width="${f(
    Math.max(1.5, wid * 0.035),
  )}" fill="none" stroke-linecap="round" opacity="0.7"/></g>`;
}

export function cottonBoll(x, y, R, sepal) {
  let out = '';
  for (let k = 0; k < 4; k++) {
    const a = -150 + k * 40;
    out += leaf(x, y + R * 0.4, R * 1.2, R * 0.5, a + 60, sepal, shade(sepal, 0.3));
  }
  const puffs = [
    [0, -R * 0.35, R * 0.62],
    [-R * 0.55, -R * 0.05, R * 0.55],
    [R * 0.55, -R * 0.05, R * 0.55],
    [-R * 0.25, R * 0.35, R * 0.5],
    [R * 0.25, R * 0.35, R * 0.5],
  ];
  for (const [dx, dy, pr] of puffs)
    out += circle(
      x + dx,
      y + dy,
      pr,
      '#FFFFFF',
      `stroke="${C.slate2}" stroke-width="${f(Math.max(1.5, R * 0.04))}"`,
    );
  return out;
}

export function drop(x, y, sz, col) {
  const d = `M0,${f(-sz)} C${f(sz * 0.15)},${f(-sz * 0.6)} ${f(sz * 0.55)},${f(-sz * 0.15)} ${f(sz * 0.55)},${f(sz * 0.25)} A${f(
    sz * 0.55,
  )},${f(sz * 0.55)} 0 0 1 ${f(-sz * 0.55)},${f(sz * 0.25)} C${f(-sz * 0.55)},${f(-sz * 0.15)} ${f(-sz * 0.15)},${f(-sz * 0.6)} 0,${f(
    -sz,
  )}Z`;
  return `<g transform="translate(${f(x)} ${f(y)})"><path d="${d}" fill="${col}"/><ellipse cx="${f(-sz * 0.2)}" cy="${f(
    sz * 0.15,
  )}" rx="${f(sz * 0.1)}" ry="${f(sz * 0.2)}" fill="#fff" opacity="0.5"/></g>`;
}

export function needle(x, y, len, rot, s) {
  const t = len * 0.028;
  const g = s.lin(
    [
      [0, '#F4F6F9'],
      [0.5, '#C3CBD6'],
      [1, '#7F8B9B'],
    ],
    [0, 0, 0, 1],
  );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0,0 L${f(len * 0.12)},${f(-t)} L${f(len)},${f(
    -t * 0.8,
  )} Q${f(len + t)},0 ${f(len)},${f(t * 0.8)} L${f(len * 0.12)},${f(t)}Z" fill="${g}" stroke="#6E7A8A" stroke-width="1"/><ellipse cx="${f(
    len * 0.9,
  )}" cy="0" rx="${f(len * 0.045)}" ry="${f(t * 0.38)}" fill="#3a4350"/></g>`;
}

/** A few fabric fills for swatches. */
export function fabricFill(s, kind, a, b, sz) {
  if (kind === 'stripe')
    return s.pattern(sz, sz, rect(0, 0, sz, sz, a) + rect(0, 0, sz, sz * 0.38, b));
  if (kind === 'dots')
    return s.pattern(
      sz,
      sz,
      rect(0, 0, sz, sz, a) +
        circle(sz / 4, sz / 4, sz * 0.13, b) +
        circle((sz * 3) / 4, (sz * 3) / 4, sz * 0.13, b),
    );
  if (kind === 'check')
    return s.pattern(
      sz,
      sz,
      rect(0, 0, sz, sz, a) +
        rect(0, 0, sz / 2, sz, b, 'opacity="0.45"') +
        rect(0, 0, sz, sz / 2, b, 'opacity="0.45"'),
    );
  if (kind === 'rib')
    return s.pattern(
      sz / 2,
      sz,
      rect(0, 0, sz / 2, sz, a) + rect(0, 0, sz * 0.12, sz, shade(a, 0.18)),
    );
  if (kind === 'zigzag')
    return s.pattern(
      sz,
      sz / 2,
      rect(0, 0, sz, sz / 2, a) +
        `<path d="M0,${f(sz * 0.35)} L${f(sz / 2)},${f(sz * 0.1)} L${f(sz)},${f(sz * 0.35)}" stroke="${b}" stroke-width="${f(
          sz * 0.1,
        )}" fill="none"/>`,
    );
  return a;
}
export const FABRICS = ['stripe', 'dots', 'check', 'rib', 'zigzag', 'plain'];

export function swatch(s, x, y, w, h, rot, fill, stitch) {
  const z = Math.min(w, h) * 0.07;
  let zig = `M0,0 H${f(w)} V${f(h)}`;
  const n = Math.round(w / (z * 1.2));
  for (let i = 1; i <= n; i++)
    zig += ` L${f(w - (i - 0.5) * (w / n))},${f(h - z * 0.6)} L${f(w - i * (w / n))},${f(h)}`;
  zig += 'Z';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})"><path d="${zig}" fill="#000" opacity="0.2" transform="translate(${f(
    z * 0.5,
  )} ${f(z * 0.7)})"/><path d="${zig}" fill="${fill}"/>${rect(0, 0, w, h * 0.45, '#fff', 'opacity="0.06"')}<rect x="${f(z * 1.1)}" y="${f(
    z * 1.1,
  )}" width="${f(w - z * 2.2)}" height="${f(h - z * 2.8)}" rx="2" fill="none" stroke="${stitch}" stroke-width="${f(
    Math.max(2, z * 0.14),
  )}" stroke-dasharray="${f(z * 0.6)} ${f(z * 0.4)}"/></g>`;
}
