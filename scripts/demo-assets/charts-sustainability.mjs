/** Charts of sustainability: the clock, the material mix and air emissions. */
import { chartFrame } from './chart-frame.mjs';
import { C } from './palette.mjs';
import { arcPath, circle, f, polar, rect } from './svg.mjs';
import { text } from './text.mjs';

export function sustainableClock() {
  const s = chartFrame('Sustainability clock', 'Milestones on our way to net zero');
  const cx = 700;
  const cy = 440;
  const R = 220;
  s.add(circle(cx + 6, cy + 10, R + 12, '#000', 'opacity="0.08"'));
  s.add(circle(cx, cy, R + 12, C.navy));
  s.add(
    circle(
      cx,
      cy,
      R,
      s.rad([
        [0, '#FFFFFF'],
        [1, C.off],
      ]),
    ),
  );
  s.add(circle(cx, cy, R * 0.62, C.tealT, 'opacity="0.6"'));
  let ticks = '';
  for (let k = 0; k < 60; k++) {
    const [x0, y0] = polar(cx, cy, R - (k % 5 ? 12 : 26), k * 6);
    const [x1, y1] = polar(cx, cy, R - 6, k * 6);
    ticks += `M${f(x0)},${f(y0)} L${f(x1)},${f(y1)} `;
  }
  s.add(
    `<path d="${ticks}" stroke="${C.navy}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
  );
  const ms = [
    ['2009', 'Effluent treatment plant'],
    ['2011', 'Rainwater harvesting'],
    ['2013', 'LED & energy retrofit'],
    ['2015', 'Rooftop solar'],
    ['2017', 'Organic cotton programme'],
    ['2019', 'Higg FEM verified'],
    ['2021', 'ZDHC wastewater'],
    ['2030', 'Net-zero target'],
  ];
  ms.forEach(([yr, label], i) => {
    const a = i * 45;
    const col = i === ms.length - 1 ? C.saff : C.teal;
    const [dx, dy] = polar(cx, cy, R + 6, a);
    const [lx, ly] = polar(cx, cy, R + 54, a);
    s.add(
      `<path d="M${f(dx)},${f(dy)} L${f(lx)},${f(ly)}" stroke="${C.slate2}" stroke-width="2"/>`,
    );
    s.add(circle(dx, dy, 11, col, 'stroke="#fff" stroke-width="3"'));
    let anchor = 'start';
    let tx = lx + 12;
    let ty = ly;
    if (a === 0) [anchor, tx, ty] = ['middle', lx, ly - 40];
    else if (a === 180) [anchor, tx, ty] = ['middle', lx, ly + 22];
    else if (a > 180) [anchor, tx] = ['end', lx - 12];
    if (a !== 0 && a !== 180) ty = ly - 6;
    s.add(
      text(tx, ty, yr, {
        size: 24,
        weight: 700,
        fill: col === C.saff ? '#C97F14' : C.teal,
        anchor,
      }),
    );
    s.add(text(tx, ty + 26, label, { size: 20, fill: C.navy, anchor }));
  });
  const hand = (deg, len, w, col) => {
    const [x, y] = polar(cx, cy, len, deg);
    return `<path d="M${cx},${cy} L${f(x)},${f(y)}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  s.add(
    text(cx + 2, cy + 66, 'SUSTAINABILITY', {
      size: 15,
      weight: 700,
      fill: C.teal,
      anchor: 'middle',
      spacing: 4,
    }),
  );
  s.add(text(cx, cy + 96, '2009 → 2030', { size: 20, fill: C.slate, anchor: 'middle' }));
  s.add(hand(305, R * 0.5, 12, C.navy));
  s.add(hand(60, R * 0.72, 8, C.navy));
  s.add(circle(cx, cy, 16, C.saff, `stroke="${C.navy}" stroke-width="4"`));
  return s;
}

export function materialChart() {
  const s = chartFrame('Material mix', 'Share of fibre purchased by type, %');
  const series = [
    ['Conventional cotton', C.slate2, [70, 62, 54, 45, 36, 28]],
    ['BCI cotton', C.navy, [18, 21, 24, 26, 28, 29]],
    ['Organic cotton', C.teal, [8, 11, 14, 18, 22, 26]],
    ['Recycled polyester', C.saff, [4, 6, 8, 11, 14, 17]],
  ];
  const x0 = 160;
  const x1 = 900;
  const y0 = 680;
  const y1 = 200;
  for (let v = 0; v <= 100; v += 25) {
    const y = y0 - ((y0 - y1) * v) / 100;
    s.add(rect(x0, y, x1 - x0, v ? 1 : 2, v ? C.slateT : C.slate2));
    s.add(text(x0 - 16, y + 7, `${v}%`, { size: 18, fill: C.slate, anchor: 'end' }));
  }
  const years = [2018, 2019, 2020, 2021, 2022, 2023];
  const slot = (x1 - x0) / years.length;
  years.forEach((yr, i) => {
    let acc = 0;
    const x = x0 + slot * i + slot * 0.16;
    const bw = slot * 0.68;
    for (const [, col, vals] of series) {
      const v = vals[i];
      const yTop = y0 - ((y0 - y1) * (acc + v)) / 100;
      const h = ((y0 - y1) * v) / 100;
      s.add(rect(x, yTop, bw, h - 2, col));
      if (v >= 8)
        s.add(
          text(x + bw / 2, yTop + h / 2 + 7, `${v}`, {
            size: 18,
            weight: 700,
            fill: col === C.saff || col === C.slate2 ? C.navy : '#fff',
            anchor: 'middle',
          }),
        );
      acc += v;
    }
    s.add(text(x + bw / 2, y0 + 34, String(yr), { size: 20, fill: C.slate, anchor: 'middle' }));
  });
  s.add(text(990, 220, '2023', { size: 20, weight: 700, fill: C.slate, spacing: 2 }));
  series.forEach(([name, col, vals], i) => {
    const y = 290 + i * 96;
    s.add(rect(990, y - 24, 28, 28, col, 'rx="6"'));
    s.add(text(1036, y, name, { size: 26, fill: C.navy }));
    s.add(text(1036, y + 38, `${vals[vals.length - 1]}%`, { size: 28, weight: 700, fill: C.navy }));
  });
  return s;
}

export function airEmission() {
  const s = chartFrame(
    'Air emissions · Higg FEM',
    'Facility Environmental Module, verified results 2023',
  );
  const cx = 420;
  const cy = 560;
  const R = 250;
  const seg = (v0, v1, col) => {
    const a0 = -90 + (180 * v0) / 100;
    const a1 = -90 + (180 * v1) / 100;
    return `<path d="${arcPath(cx, cy, R, a0, a1)}" stroke="${col}" stroke-width="56" fill="none"/>`;
  };
  s.add(seg(0, 39.6, C.slateT) + seg(40.4, 69.6, C.saff2) + seg(70.4, 100, C.teal));
  const score = 86;
  const [nx, ny] = polar(cx, cy, R - 46, -90 + 1.8 * score);
  s.add(
    `<path d="M${cx},${cy} L${f(nx)},${f(ny)}" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>`,
  );
  s.add(circle(cx, cy, 16, C.navy));
  for (const [v, lbl] of [
    [0, '0'],
    [50, '50'],
    [100, '100'],
  ]) {
    const [tx, ty] = polar(cx, cy, R + 52, -90 + 1.8 * v);
    s.add(text(tx, ty + 8, lbl, { size: 18, fill: C.slate, anchor: 'middle' }));
  }
  s.add(
    text(cx, cy + 80, `${score} / 100`, {
      size: 48,
      weight: 700,
      fill: C.navy,
      anchor: 'middle',
    }),
  );
  s.add(
    text(cx, cy + 114, 'Air emissions score · Level 3', {
      size: 20,
      fill: C.slate,
      anchor: 'middle',
    }),
  );
  s.add(text(860, 230, 'Reduction since 2019', { size: 24, weight: 700, fill: C.navy }));
  const bars = [
    ['Boilers', 32],
    ['Generators', 41],
    ['Refrigerants', 58],
  ];
  const base = 640;
  bars.forEach(([lbl, v], i) => {
    const x = 880 + i * 150;
    const h = v * 5.4;
    s.add(rect(x, base - 313, 80, 313, C.slateT, 'rx="8"'));
    s.add(rect(x, base - h, 80, h, i === 2 ? C.saff : C.teal, 'rx="8"'));
    s.add(
      text(x + 40, base - h - 14, `−${v}%`, {
        size: 26,
        weight: 700,
        fill: C.navy,
        anchor: 'middle',
      }),
    );
    s.add(text(x + 40, base + 34, lbl, { size: 19, fill: C.slate, anchor: 'middle' }));
  });
  return s;
}
