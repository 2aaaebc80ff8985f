/** Yarn motifs: knitted stitches, cones, balls and spools. */
import { C, shade, tint } from './palette.mjs';
import { circle, f, pathEl, rect } from './svg.mjs';

/** Stockinette knit: columns of V stitches; colourAt(col,row) picks each stitch's yarn. */
export function knitField(b, size, colourAt, gap) {
  const w = size;
  const h = size * 0.84;
  const cols = Math.ceil(b.w / w) + 1;
  const rows = Math.ceil(b.h / h) + 2;
  let out = rect(b.x, b.y, b.w, b.h, gap);
  const rx = w * 0.2;
  const ry = h * 0.62;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const face = colourAt(col, row);
      const edge = shade(face, 0.32);
      const hi = tint(face, 0.4);
      const x = b.x + col * w - w * 0.3;
      const y = b.y + row * h - h * 0.8;
      for (const side of [-1, 1]) {
        const cx = x + w * (0.5 + side * 0.2);
        const cy = y + h * 0.5;
        const tr = `transform="rotate(${side * 24} ${f(cx)} ${f(cy)})"`;
        out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${face}" stroke="${edge}" stroke-width="${f(
          w * 0.035,
        )}" ${tr}/>`;
        out += `<ellipse cx="${f(cx - side * w * 0.03)}" cy="${f(cy - h * 0.08)}" rx="${f(rx * 0.3)}" ry="${f(
          ry * 0.55,
        )}" fill="${hi}" opacity="0.45" ${tr}/>`;
      }
    }
  }
  return out;
}

/** Colour schemes for knitField. */
export function knitColours(r, base, alt, accent) {
  const kind = r.int(0, 3);
  const p = r.int(6, 9);
  if (kind === 0) return (c, row) => (row % p === 0 ? accent : row % p === 1 ? alt : base);
  if (kind === 1)
    return (c, row) => {
      const d = Math.abs((c % p) - Math.floor(p / 2)) + Math.abs((row % p) - Math.floor(p / 2));
      return d === Math.floor(p / 2) - 1 ? alt : d === 0 ? accent : base;
    };
  if (kind === 2)
    return (c, row) => (row % 12 >= 4 && row % 12 < 7 ? ((c + row) % 2 ? alt : accent) : base);
  return (c, row) => ((c + Math.floor(row / 2)) % 5 === 0 && row % 4 < 2 ? accent : base);
}

export function yarnCone(s, cx, by, h, col) {
  const tw = h * 0.3;
  const bw = h * 0.78;
  const ty = by - h;
  const e = h * 0.09;
  const d = `M${f(cx - tw / 2)},${f(ty)} L${f(cx - bw / 2)},${f(by)} A${f(bw / 2)},${f(e)} 0 0 0 ${f(cx + bw / 2)},${f(
    by,
  )} L${f(cx + tw / 2)},${f(ty)} A${f(tw / 2)},${f(e * 0.4)} 0 0 0 ${f(cx - tw / 2)},${f(ty)}Z`;
  const clip = s.clip(`<path d="${d}"/>`);
  let lines = '';
  const step = h / 14;
  for (let k = -12; k < 26; k++) {
    const x0 = cx - bw + k * step;
    lines += `M${f(x0)},${f(by + e * 2)} l${f(h * 0.45)},${f(-h - e * 4)} `;
    lines += `M${f(x0)},${f(by + e * 2)} l${f(-h * 0.45)},${f(-h - e * 4)} `;
  }
  const shadeG = s.lin(
    [
      [0, '#000', 0.38],
      [0.35, '#fff', 0.22],
      [0.55, '#fff', 0],
      [1, '#000', 0.42],
    ],
    [0, 0, 1, 0],
  );
  const tubeG = s.lin(
    [
      [0, shade(C.kraft, 0.3)],
      [0.4, tint(C.kraft, 0.3)],
      [1, shade(C.kraft, 0.35)],
    ],
    [0, 0, 1, 0],
  );
  return (
    `<ellipse cx="${f(cx + h * 0.06)}" cy="${f(by + e * 0.6)}" rx="${f(bw * 0.62)}" ry="${f(e * 1.4)}" fill="#000" opacity="0.18"/>` +
    pathEl(d, col) +
    `<g clip-path="${clip}"><path d="${lines}" stroke="${shade(col, 0.35)}" stroke-width="${f(h * 0.009)}" opacity="0.4" fill="none"/>` +
    rect(cx - bw / 2, ty - e, bw, h + e * 2, shadeG) +
    `</g>` +
    `<ellipse cx="${f(cx)}" cy="${f(ty)}" rx="${f(tw / 2)}" ry="${f(e * 0.4)}" fill="${tint(col, 0.25)}"/>` +
    pathEl(
      `M${f(cx - tw * 0.26)},${f(ty - h * 0.15)} L${f(cx - tw * 0.34)},${f(ty)} L${f(cx + tw * 0.34)},${f(ty)} L${f(
        cx + tw * 0.26,
      )},${f(ty - h * 0.15)}Z`,
      tubeG,
    ) +
    `<ellipse cx="${f(cx)}" cy="${f(ty - h * 0.15)}" rx="${f(tw * 0.26)}" ry="${f(e * 0.25)}" fill="${shade(C.kraft, 0.45)}"/>`
  );
}

export function yarnBall(s, cx, cy, R, col, r) {
  const fill = s.rad(
    [
      [0, tint(col, 0.35)],
      [0.7, col],
      [1, shade(col, 0.3)],
    ],
    0.38,
    0.35,
    0.75,
  );
  const clip = s.clip(circle(cx, cy, R, '#000'));
  const a1 = r.range(-50, -20);
  const a2 = a1 + r.range(70, 110);
  let strands = '';
  for (let k = 1; k <= 9; k++) {
    strands += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.02)}" ry="${f((R * k) / 9)}" transform="rotate(${f(a1)} ${f(cx)} ${f(
      cy,
    )})"/>`;
  }
  let strands2 = '';
  for (let k = 1; k <= 7; k++) {
    strands2 += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.02)}" ry="${f((R * k) / 7)}" transform="rotate(${f(a2)} ${f(cx)} ${f(
      cy,
    )})"/>`;
  }
  // a second layer of winding, bounded by an arc, wraps over the first
  const t = ((a2 + 90) * Math.PI) / 180;
  const ox = cx + Math.cos(t) * R * 0.75;
  const oy = cy + Math.sin(t) * R * 0.75;
  const layer = s.clip(circle(ox, oy, R * 1.05, '#000'));
  const st = `fill="none" stroke="${shade(col, 0.3)}" stroke-width="${f(R * 0.03)}"`;
  return (
    `<ellipse cx="${f(cx + R * 0.1)}" cy="${f(cy + R * 0.95)}" rx="${f(R * 0.9)}" ry="${f(R * 0.14)}" fill="#000" opacity="0.2"/>` +
    circle(cx, cy, R, fill) +
    `<g clip-path="${clip}"><g ${st} opacity="0.5">${strands}</g>` +
    `<g clip-path="${layer}">${circle(cx, cy, R, fill)}<g ${st} opacity="0.55">${strands2}</g></g>` +
    circle(
      ox,
      oy,
      R * 1.05,
      'none',
      `stroke="${shade(col, 0.35)}" stroke-width="${f(R * 0.045)}" opacity="0.6"`,
    ) +
    circle(
      cx,
      cy,
      R,
      s.rad([
        [0, '#fff', 0],
        [0.75, '#fff', 0],
        [1, '#000', 0.3],
      ]),
    ) +
    `</g>`
  );
}

export function spool(s, cx, by, w, h, col, flange = C.kraft) {
  const fh = h * 0.1;
  const bw = w * 0.78;
  const shadeG = s.lin(
    [
      [0, '#000', 0.35],
      [0.3, '#fff', 0.22],
      [0.55, '#fff', 0],
      [1, '#000', 0.4],
    ],
    [0, 0, 1, 0],
  );
  const fl = s.lin(
    [
      [0, shade(flange, 0.25)],
      [0.35, tint(flange, 0.3)],
      [1, shade(flange, 0.35)],
    ],
    [0, 0, 1, 0],
  );
  let lines = '';
  for (let y = by - h + fh + 5; y < by - fh; y += 6)
    lines += `M${f(cx - bw / 2)},${f(y)} h${f(bw)} `;
  return (
    `<ellipse cx="${f(cx + w * 0.1)}" cy="${f(by)}" rx="${f(w * 0.62)}" ry="${f(h * 0.04)}" fill="#000" opacity="0.2"/>` +
    rect(cx - bw / 2, by - h + fh * 0.8, bw, h - fh * 1.6, col) +
    `<path d="${lines}" stroke="${shade(col, 0.3)}" stroke-width="1.4" opacity="0.35"/>` +
    rect(cx - bw / 2, by - h + fh * 0.8, bw, h - fh * 1.6, shadeG) +
    rect(cx - w / 2, by - h, w, fh, fl, `rx="${f(fh * 0.3)}"`) +
    rect(cx - w / 2, by - fh, w, fh, fl, `rx="${f(fh * 0.3)}"`)
  );
}
