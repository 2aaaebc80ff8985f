/** Certificates: a bordered page with an emblem, a guilloche and a gold seal. */
import { leaf } from './motifs.mjs';
import { C } from './palette.mjs';
import { prng } from './prng.mjs';
import { circle, f, pathEl, polar, rect, Svg } from './svg.mjs';
import { fitSize, text } from './text.mjs';

const CERTS = [
  ['OEKO-TEX', 'STANDARD 100'],
  ['GOTS', 'Global Organic Textile Standard'],
  ['ISO 14001', 'Environmental Management'],
  ['amfori BSCI', 'Social Compliance Audit'],
  ['WRAP', 'Worldwide Responsible Accredited Production'],
  ['Higg FEM', 'Facility Environmental Module'],
  ['ZDHC', 'Wastewater Guidelines'],
  ['Bluesign', 'System Partner'],
  ['SEDEX', 'SMETA Four-Pillar Audit'],
  ['LEED Platinum', 'Green Building Certification'],
  ['GRS', 'Global Recycled Standard'],
  ['OCS', 'Organic Content Standard'],
  ['ISO 45001', 'Occupational Health & Safety'],
  ['Better Work', 'Factory Assessment'],
  ['ACCORD', 'Fire & Building Safety'],
  ['SLCP', 'Converged Assessment'],
  ['Fair Trade', 'Certified Factory'],
  ['ISO 9001', 'Quality Management'],
];

function sealPath(cx, cy, R, points) {
  let d = '';
  for (let k = 0; k < points * 2; k++) {
    const [x, y] = polar(cx, cy, k % 2 ? R * 0.9 : R, (k * 180) / points);
    d += `${k ? 'L' : 'M'}${f(x)},${f(y)} `;
  }
  return `${d}Z`;
}

export function certificate(n) {
  const W = 600;
  const H = 848;
  const [heading, sub] = CERTS[(n - 1) % CERTS.length];
  const r = prng(`cert-${n}`);
  const accents = [C.navy, C.teal, '#7A5418', C.navy3];
  const acc = accents[(n - 1) % accents.length];
  const s = new Svg(W, H);
  s.add(rect(0, 0, W, H, '#FCFBF7'));
  // guilloche watermark
  let g = '';
  const gk = r.int(9, 14);
  for (let i = 0; i < 7; i++) {
    let d = '';
    for (let k = 0; k <= 180; k++) {
      const t = (k / 180) * Math.PI * 2;
      const rr = 130 + i * 9 + 12 * Math.sin(gk * t + i * 0.6);
      d += `${k ? 'L' : 'M'}${f(W / 2 + rr * Math.cos(t))},${f(480 + rr * Math.sin(t))}`;
    }
    g += `<path d="${d}Z" fill="none" stroke="${acc}" stroke-width="1" opacity="0.07"/>`;
  }
  s.add(g);
  // borders and corner ornaments
  s.add(rect(18, 18, W - 36, H - 36, 'none', `stroke="${acc}" stroke-width="6"`));
  s.add(rect(32, 32, W - 64, H - 64, 'none', `stroke="${C.saff}" stroke-width="1.5"`));
  s.add(rect(38, 38, W - 76, H - 76, 'none', `stroke="${acc}" stroke-width="0.8" opacity="0.5"`));
  for (const [x, y] of [
    [32, 32],
    [W - 32, 32],
    [32, H - 32],
    [W - 32, H - 32],
  ])
    s.add(pathEl(`M${x},${y - 12} l12,12 l-12,12 l-12,-12Z`, acc));
  // emblem
  const ey = 128;
  s.add(pathEl(sealPath(W / 2, ey, 54, 24), acc));
  s.add(circle(W / 2, ey, 42, 'none', `stroke="#fff" stroke-width="2"`));
  const icon = (n - 1) % 4;
  if (icon === 0)
    s.add(
      `<path d="M${W / 2 - 18},${ey} l12,13 l24,-26" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  else if (icon === 1) s.add(leaf(W / 2, ey + 24, 48, 28, 0, '#fff', acc));
  else if (icon === 2)
    s.add(
      circle(W / 2, ey, 22, 'none', 'stroke="#fff" stroke-width="3"') +
        `<ellipse cx="${W / 2}" cy="${ey}" rx="10" ry="22" fill="none" stroke="#fff" stroke-width="3"/>` +
        rect(W / 2 - 22, ey - 1.5, 44, 3, '#fff'),
    );
  else {
    let st = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(W / 2, ey, k % 2 ? 9 : 22, k * 36);
      st += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    s.add(pathEl(`${st}Z`, '#fff'));
  }
  s.add(
    text(W / 2 + 4, 230, 'CERTIFICATE', {
      size: 17,
      weight: 400,
      fill: C.slate,
      anchor: 'middle',
      spacing: 8,
    }),
  );
  const hs = fitSize(heading, 440, 58, 700);
  s.add(text(W / 2, 302, heading, { size: hs, weight: 700, fill: C.navy, anchor: 'middle' }));
  const ss = fitSize(sub, 440, 22, 400);
  s.add(
    text(W / 2, 340, sub, {
      size: ss,
      weight: 400,
      fill: acc === C.navy ? C.teal : acc,
      anchor: 'middle',
    }),
  );
  s.add(rect(W / 2 - 50, 364, 100, 3, C.saff));
  s.add(
    text(W / 2, 416, 'This is to certify that', {
      size: 17,
      style: 'italic',
      fill: C.slate,
      anchor: 'middle',
    }),
  );
  s.add(
    text(W / 2 + 3, 462, 'MASCO GROUP', {
      size: 32,
      weight: 700,
      fill: C.navy,
      anchor: 'middle',
      spacing: 3,
    }),
  );
  // faint body lines
  const widths = [420, 380, 400, 300];
  widths.forEach((w, i) =>
    s.add(
      rect(W / 2 - w / 2 + r.range(-6, 6), 500 + i * 24, w, 8, C.slate2, 'rx="4" opacity="0.45"'),
    ),
  );
  s.add(
    text(W / 2, 628, `No. MG-${2015 + ((n * 7) % 10)}-${String(100 + n * 37).padStart(4, '0')}`, {
      size: 14,
      fill: C.slate,
      anchor: 'middle',
      spacing: 2,
    }),
  );
  // signatures
  for (const x0 of [90, 270]) {
    let sig = `M${x0},${722}`;
    for (let k = 0; k < 4; k++)
      sig += ` q${f(r.range(5, 10))},${f(-r.range(14, 28))} ${f(r.range(12, 18))},0 t${f(r.range(6, 12))},${f(r.range(-5, 5))}`;
    s.add(
      `<path d="${sig}" stroke="${C.navy}" stroke-width="2" fill="none" opacity="0.75" stroke-linecap="round"/>`,
    );
    s.add(rect(x0 - 10, 738, 140, 1.5, C.slate2));
    s.add(rect(x0 + 10, 750, 100, 6, C.slate2, 'rx="3" opacity="0.6"'));
  }
  // gold seal with ribbons
  const sx = 480;
  const sy = 722;
  s.add(pathEl(`M${sx - 24},${sy + 20} l-12,62 l18,-12 l12,18 l10,-60Z`, C.teal));
  s.add(pathEl(`M${sx + 24},${sy + 20} l12,62 l-18,-12 l-12,18 l-10,-60Z`, C.navy));
  s.add(
    pathEl(
      sealPath(sx, sy, 50, 30),
      s.lin(
        [
          [0, '#FFE2A8'],
          [0.5, C.saff],
          [1, '#B8731A'],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  s.add(circle(sx, sy, 38, 'none', 'stroke="#FFF1D2" stroke-width="2"'));
  s.add(circle(sx, sy, 32, 'none', 'stroke="#A86A1A" stroke-width="1" opacity="0.7"'));
  s.add(
    text(sx, sy + 7, 'MG', {
      size: 20,
      weight: 700,
      fill: '#7A4E12',
      anchor: 'middle',
      spacing: 1,
    }),
  );
  return s;
}
