/** Charts of the business: export turnover and export destinations. */
import { chartFrame } from './chart-frame.mjs';
import { C } from './palette.mjs';
import { f, pathEl, polar, rect } from './svg.mjs';
import { text } from './text.mjs';

export function businessOverview() {
  const s = chartFrame('Business overview', 'Export turnover, USD million, 2009–2021');
  const vals = [118, 131, 149, 166, 188, 209, 231, 252, 274, 301, 329, 347, 386];
  const x0 = 170;
  const x1 = 1320;
  const y0 = 680;
  const y1 = 220;
  const max = 400;
  for (let v = 0; v <= max; v += 100) {
    const y = y0 - ((y0 - y1) * v) / max;
    s.add(rect(x0, y, x1 - x0, v ? 1 : 2, v ? C.slateT : C.slate2));
    s.add(text(x0 - 18, y + 7, `${v}`, { size: 18, fill: C.slate, anchor: 'end' }));
  }
  const slot = (x1 - x0) / vals.length;
  const grad = s.lin(
    [
      [0, C.navy3],
      [1, C.navy],
    ],
    [0, 0, 0, 1],
  );
  vals.forEach((v, i) => {
    const h = ((y0 - y1) * v) / max;
    const x = x0 + slot * i + slot * 0.18;
    const bw = slot * 0.64;
    s.add(rect(x, y0 - h, bw, h, i === vals.length - 1 ? C.saff : grad, 'rx="4"'));
    s.add(
      text(x + bw / 2, y0 - h - 12, String(v), {
        size: 17,
        weight: 700,
        fill: C.navy,
        anchor: 'middle',
      }),
    );
    s.add(
      text(x + bw / 2, y0 + 32, String(2009 + i), { size: 18, fill: C.slate, anchor: 'middle' }),
    );
  });
  s.add(rect(1060, 60, 260, 84, C.tealT, 'rx="12"'));
  s.add(text(1084, 112, '3.3×', { size: 40, weight: 700, fill: C.teal }));
  s.add(text(1194, 98, 'growth', { size: 18, fill: C.navy }));
  s.add(text(1194, 122, 'since 2009', { size: 18, fill: C.navy }));
  s.add(text(80, 758, 'Figures rounded. Source: Masco Group.', { size: 16, fill: C.slate2 }));
  return s;
}

export function exportCountries() {
  const s = chartFrame('Export destinations', 'Share of export value by region, 2021');
  const data = [
    ['Europe', 62, C.navy],
    ['North America', 18, C.teal],
    ['Asia', 9, C.saff],
    ['Australia', 6, C.slate],
    ['Others', 5, C.slate2],
  ];
  const cx = 400;
  const cy = 450;
  const R = 250;
  const r0 = 150;
  let a = 0;
  for (const [, p, col] of data) {
    const a1 = a + p * 3.6;
    const g = 0.6;
    const [ox0, oy0] = polar(cx, cy, R, a + g);
    const [ox1, oy1] = polar(cx, cy, R, a1 - g);
    const [ix1, iy1] = polar(cx, cy, r0, a1 - g);
    const [ix0, iy0] = polar(cx, cy, r0, a + g);
    const large = a1 - a > 180 ? 1 : 0;
    s.add(
      pathEl(
        `M${f(ox0)},${f(oy0)} A${R},${R} 0 ${large} 1 ${f(ox1)},${f(oy1)} L${f(ix1)},${f(iy1)} A${r0},${r0} 0 ${large} 0 ${f(ix0)},${f(iy0)}Z`,
        col,
      ),
    );
    if (p >= 9) {
      const [lx, ly] = polar(cx, cy, (R + r0) / 2, (a + a1) / 2);
      s.add(
        text(lx, ly + 9, `${p}%`, {
          size: 26,
          weight: 700,
          fill: col === C.saff ? C.navy : '#fff',
          anchor: 'middle',
        }),
      );
    }
    a = a1;
  }
  s.add(text(cx, cy - 8, '62%', { size: 64, weight: 700, fill: C.navy, anchor: 'middle' }));
  s.add(text(cx, cy + 32, 'to Europe', { size: 22, fill: C.slate, anchor: 'middle' }));
  data.forEach(([name, p, col], i) => {
    const y = 250 + i * 96;
    s.add(rect(800, y - 26, 30, 30, col, 'rx="6"'));
    s.add(text(852, y, name, { size: 30, fill: C.navy }));
    s.add(text(1320, y, `${p}%`, { size: 32, weight: 700, fill: C.navy, anchor: 'end' }));
    s.add(rect(852, y + 22, 468, 8, C.slateT, 'rx="4"'));
    s.add(rect(852, y + 22, (468 * p) / 62, 8, col, 'rx="4"'));
  });
  return s;
}
