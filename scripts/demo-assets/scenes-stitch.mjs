/**
 * Scenes of making: sewing, embroidery and screen printing.
 * Each draws into box b = {x, y, w, h, u} with the random source r and the
 * theme th (see drawScene in scenes.mjs), and returns its SVG.
 */
import { C, shade, tint } from './palette.mjs';
import { circle, f, pathEl, rect, smooth } from './svg.mjs';
import { background } from './themes.mjs';
import { fabricFill, needle } from './motifs.mjs';
import { spool } from './yarn.mjs';

export function sceneSewing(s, r, b, th) {
  const cols = th.cols;
  const fa = fabricFill(
    s,
    r.pick(['stripe', 'check', 'rib', 'dots']),
    th.dark ? th.bg[1] : tint(th.bg[0], 0.2),
    r.pick(cols),
    r.range(30, 54),
  );
  let out = rect(b.x, b.y, b.w, b.h, fa);
  out += rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.lin(
      [
        [0, '#000', 0.05],
        [1, '#000', 0.3],
      ],
      [0, 0, 1, 1],
    ),
  );
  const x0 = b.x + b.w * r.range(0.42, 0.58);
  const pts = [];
  for (let k = 0; k <= 5; k++)
    pts.push([
      x0 + Math.sin(k * 1.3 + r.range(0, 2)) * b.w * 0.05,
      b.y - 20 + ((b.h + 40) * k) / 5,
    ]);
  const edge = smooth(pts);
  const region = `${edge} L${f(b.x + b.w + 20)},${f(b.y + b.h + 20)} L${f(b.x + b.w + 20)},${f(b.y - 20)}Z`;
  const fb = fabricFill(
    s,
    r.pick(['plain', 'zigzag', 'check', 'stripe']),
    r.pick(cols.filter((c) => c !== th.bg[0])),
    th.bg[0],
    r.range(30, 50),
  );
  out += pathEl(region, '#000', `opacity="0.3" transform="translate(-10 6)"`);
  out += pathEl(region, fb);
  out += pathEl(
    region,
    s.lin(
      [
        [0, '#fff', 0.18],
        [0.3, '#fff', 0],
        [1, '#000', 0.15],
      ],
      [0, 0, 1, 0],
    ),
  );
  const stitchCol = r.pick([C.saff, C.off, C.navy]);
  out += `<path d="${edge}" transform="translate(${f(b.w * 0.035)} 0)" stroke="${stitchCol}" stroke-width="${f(b.u * 0.008)}" fill="none" stroke-dasharray="${f(
    b.u * 0.028,
  )} ${f(b.u * 0.018)}" stroke-linecap="round"/>`;
  // needle with thread, resting at the lower end of the seam
  const nx = x0 + b.w * 0.035;
  const ny = b.y + b.h * 0.62;
  const len = b.u * 0.42;
  const rot = r.range(-40, -20);
  const [ex, ey] = [
    nx + Math.cos((rot * Math.PI) / 180) * len * 0.9,
    ny + Math.sin((rot * Math.PI) / 180) * len * 0.9,
  ];
  const spX = b.x + b.w * 0.82;
  const spY = b.y + b.h * 0.9;
  out += `<path d="${smooth([
    [ex, ey],
    [ex + b.w * 0.06, ey - b.h * 0.1],
    [spX - b.w * 0.02, spY - b.h * 0.55],
    [spX, spY - b.h * 0.3],
  ])}" stroke="${stitchCol}" stroke-width="2.5" fill="none"/>`;
  out += needle(nx, ny, len, rot, s);
  out += spool(s, spX, spY, b.u * 0.22, b.u * 0.3, stitchCol, r.pick([C.kraft, C.navy3, C.slate2]));
  return out;
}

export function sceneHoop(s, r, b, th) {
  const linen = s.pattern(
    12,
    12,
    rect(0, 0, 12, 12, th.bg[0]) +
      rect(0, 0, 12, 2, '#fff', `opacity="${th.dark ? 0.05 : 0.25}"`) +
      rect(0, 0, 2, 12, '#000', 'opacity="0.04"'),
  );
  let out = rect(b.x, b.y, b.w, b.h, linen);
  out += rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.rad(
      [
        [0, '#fff', 0.1],
        [1, '#000', 0.25],
      ],
      0.5,
      0.5,
      0.8,
    ),
  );
  const R = b.u * 0.38;
  const cx = b.x + b.w * r.range(0.35, 0.62);
  const cy = b.y + b.h * 0.53;
  out += circle(cx + 10, cy + 14, R + 16, '#000', 'opacity="0.22"');
  out += circle(cx, cy, R, C.off);
  out += circle(
    cx,
    cy,
    R,
    s.pattern(10, 10, rect(0, 0, 10, 10, C.off) + rect(0, 0, 10, 1.5, C.slateT)),
  );
  // cross-stitch motif
  const g = R / 11;
  const motif = r.int(0, 3);
  const colsA = [C.teal, C.saff, C.navy, C.teal2];
  let xs = '';
  const byCol = {};
  for (let i = -10; i <= 10; i++)
    for (let j = -10; j <= 10; j++) {
      const x = i * g;
      const y = j * g;
      const d = Math.hypot(x, y);
      if (d > R * 0.78) continue;
      let col = null;
      const md = Math.abs(i) + Math.abs(j);
      if (motif === 0) col = md % 4 === 0 ? colsA[(md / 4) % 3] : null;
      else if (motif === 1) {
        const th2 = Math.atan2(y, x);
        const pr = R * 0.72 * Math.abs(Math.cos(3 * th2));
        col = d < pr ? (d < R * 0.25 ? C.saff : C.teal) : null;
      } else if (motif === 2) {
        const hx = x / (R * 0.62);
        const hy = -y / (R * 0.62) + 0.2;
        const v = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy * hy * hy;
        col = v < 0 ? (j < -2 ? C.saff : C.teal) : null;
      } else
        col = Math.abs(i) === Math.abs(j) || i === 0 || j === 0 ? (md < 8 ? C.saff : C.navy) : null;
      if (!col) continue;
      const p = g * 0.36;
      byCol[col] =
        (byCol[col] || '') +
        `M${f(cx + x - p)},${f(cy + y - p)} l${f(2 * p)},${f(2 * p)} M${f(cx + x + p)},${f(cy + y - p)} l${f(-2 * p)},${f(2 * p)} `;
    }
  for (const [col, d] of Object.entries(byCol))
    xs += `<path d="${d}" stroke="${col}" stroke-width="${f(g * 0.26)}" stroke-linecap="round"/>`;
  out += xs;
  const wood = s.lin(
    [
      [0, '#E8CFA0'],
      [1, '#B98E55'],
    ],
    [0, 0, 1, 1],
  );
  out += circle(cx, cy, R + 8, 'none', `stroke="${wood}" stroke-width="20"`);
  out += circle(cx, cy, R + 8, 'none', `stroke="#8C6A3D" stroke-width="1.5" opacity="0.5"`);
  out +=
    rect(cx - 18, cy - R - 36, 36, 26, wood, 'rx="4"') +
    rect(cx - 6, cy - R - 54, 12, 22, C.slate2, 'rx="3"');
  // needle resting beside the hoop
  out += needle(cx + R * 0.8, cy + R * 0.95, R * 0.9, r.range(-30, -10), s);
  return out;
}

export function scenePrint(s, r, b, th) {
  let out = background(s, b, th, r);
  const sp = b.u / 22;
  const dot = r.pick(th.cols.filter((c) => c !== th.bg[0]));
  let dots = '';
  const ang = r.range(0, Math.PI);
  for (let y = b.y + sp / 2; y < b.y + b.h; y += sp)
    for (let x = b.x + sp / 2; x < b.x + b.w; x += sp) {
      const t = ((x - b.x) / b.w) * Math.cos(ang) + ((y - b.y) / b.h) * Math.sin(ang);
      const rr = sp * 0.45 * Math.max(0, Math.min(1, 0.5 + 0.9 * Math.sin(t * 3)));
      if (rr > 1.2)
        dots += `M${f(x - rr)},${f(y)} a${f(rr)},${f(rr)} 0 1 0 ${f(2 * rr)},0 a${f(rr)},${f(rr)} 0 1 0 ${f(-2 * rr)},0 `;
    }
  out += `<path d="${dots}" fill="${dot}" opacity="0.55"/>`;
  // screen frame
  const fw = b.w * 0.46;
  const fh = b.h * 0.62;
  const fx = b.x + b.w * r.range(0.1, 0.2);
  const fy = b.y + b.h * 0.18;
  const rot = r.range(-6, 6);
  const mesh = s.pattern(
    8,
    8,
    rect(0, 0, 8, 8, '#F4F1EA') +
      rect(0, 0, 8, 1, C.slate2, 'opacity="0.5"') +
      rect(0, 0, 1, 8, C.slate2, 'opacity="0.5"'),
  );
  const ink = r.pick([C.saff, C.teal, C.navy]);
  const motif = [];
  for (let k = 0; k < 3; k++)
    motif.push(
      circle(
        fx + fw * (0.3 + k * 0.2),
        fy + fh * 0.5,
        fh * (0.2 - k * 0.03),
        ink,
        `opacity="${0.9 - k * 0.2}"`,
      ),
    );
  out += `<g transform="rotate(${f(rot)} ${f(fx + fw / 2)} ${f(fy + fh / 2)})">${rect(fx + 12, fy + 16, fw, fh, '#000', 'opacity="0.22"')}${rect(
    fx,
    fy,
    fw,
    fh,
    mesh,
  )}${motif.join('')}${rect(fx, fy, fw, fh, 'none', `stroke="${C.navy3}" stroke-width="${f(b.u * 0.03)}"`)}</g>`;
  // squeegee resting across the lower part of the screen, ink pooled along its blade
  const qw = fw * 0.8;
  const qh = b.u * 0.07;
  const qx = fx + fw * 0.32;
  const qy = fy + fh * 0.74;
  const wood = s.lin(
    [
      [0, tint(C.kraft, 0.3)],
      [1, shade(C.kraft, 0.25)],
    ],
    [0, 0, 0, 1],
  );
  out += `<g transform="rotate(${f(rot + r.range(-10, -4))} ${f(qx + qw / 2)} ${f(qy)})">${rect(qx + 8, qy + 10, qw, qh * 1.5, '#000', 'rx="8" opacity="0.25"')}${rect(
    qx - qw * 0.04,
    qy + qh * 0.9,
    qw * 1.08,
    qh * 0.55,
    ink,
    `rx="${f(qh * 0.27)}"`,
  )}${rect(qx, qy + qh * 0.85, qw, qh * 0.32, '#2B2F36', 'rx="2"')}${rect(qx, qy - qh * 0.1, qw, qh, wood, `rx="${f(qh * 0.3)}"`)}${rect(
    qx + qw * 0.05,
    qy + qh * 0.12,
    qw * 0.9,
    qh * 0.12,
    '#fff',
    'rx="2" opacity="0.3"',
  )}</g>`;
  return out;
}
