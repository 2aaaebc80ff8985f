/** Awards: a trophy, plaque, medal or crystal star over its title and year. */
import { leaf } from './motifs.mjs';
import { C } from './palette.mjs';
import { prng } from './prng.mjs';
import { circle, f, pathEl, polar, rect, Svg } from './svg.mjs';
import { fitSize, text } from './text.mjs';

// The same awards as the seed's titles (lib/store/seed/collections.ts), shortened.
const AWARDS = [
  ['Export Trophy Gold', '2019-20', 'cup'],
  ['Green Factory Award', '2020', 'plaque'],
  ['Export Trophy Silver', '2016-17', 'medal'],
  ['Best Compliant Factory', '2018', 'crystal'],
  ['Knitwear Export Excellence', '2022', 'cup'],
  ['Safety and Health', '2023', 'plaque'],
  ['Export Trophy Bronze', '2012-13', 'crystal'],
  ['Best Employer for Women', '2024', 'medal'],
];

export function award(n) {
  const W = 358;
  const H = 460;
  const [title, year, kind] = AWARDS[(n - 1) % AWARDS.length];
  const r = prng(`award-${n}`);
  const s = new Svg(W, H);
  const bgPairs = [
    [C.navy, C.navy3],
    [C.teal, '#0B4F4A'],
    [C.navy2, C.navy],
    ['#1B4C6B', C.navy],
  ];
  const [b0, b1] = bgPairs[(n - 1) % bgPairs.length];
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, b1],
          [1, b0],
        ],
        [0, 0, 0.3, 1],
      ),
    ),
  );
  s.add(
    circle(
      W / 2,
      170,
      170,
      s.rad([
        [0, '#fff', 0.22],
        [1, '#fff', 0],
      ]),
    ),
  );
  // rays
  let rays = '';
  for (let k = 0; k < 16; k++) {
    const a = k * 22.5;
    const [x1, y1] = polar(W / 2, 170, 60, a - 4);
    const [x2, y2] = polar(W / 2, 170, 230, a);
    const [x3, y3] = polar(W / 2, 170, 60, a + 4);
    rays += `M${f(x1)},${f(y1)} L${f(x2)},${f(y2)} L${f(x3)},${f(y3)}Z `;
  }
  s.add(pathEl(rays, '#fff', 'opacity="0.05"'));
  const gold = s.lin(
    [
      [0, '#FFE2A8'],
      [0.45, C.saff],
      [1, '#B8731A'],
    ],
    [0, 0, 1, 1],
  );
  const goldV = s.lin(
    [
      [0, '#FFE7B8'],
      [1, '#C27E22'],
    ],
    [0, 0, 0, 1],
  );
  const cx = W / 2;
  let art = '';
  // plinth
  art += `<ellipse cx="${cx}" cy="300" rx="92" ry="12" fill="#000" opacity="0.3"/>`;
  art += rect(
    cx - 74,
    262,
    148,
    36,
    s.lin(
      [
        [0, '#23272E'],
        [1, '#0F1216'],
      ],
      [0, 0, 0, 1],
    ),
    'rx="3"',
  );
  art += rect(
    cx - 58,
    242,
    116,
    22,
    s.lin(
      [
        [0, '#30353D'],
        [1, '#181B20'],
      ],
      [0, 0, 0, 1],
    ),
    'rx="2"',
  );
  art += rect(cx - 40, 272, 80, 16, goldV, 'rx="2"');
  if (kind === 'cup') {
    art += pathEl(
      `M${cx - 62},70 h124 c0,62 -22,98 -52,108 v24 h-20 v-24 c-30,-10 -52,-46 -52,-108Z`,
      gold,
    );
    art += pathEl(
      `M${cx - 62},84 c-40,0 -40,58 6,70 M${cx + 62},84 c40,0 40,58 -6,70`,
      'none',
      `stroke="${C.saff}" stroke-width="9" stroke-linecap="round"`,
    );
    art +=
      rect(cx - 40, 210, 80, 14, goldV, 'rx="3"') + rect(cx - 50, 224, 100, 18, gold, 'rx="3"');
    art += `<ellipse cx="${cx}" cy="70" rx="62" ry="10" fill="#FFE9BF"/>`;
    art += pathEl(
      `M${cx - 44},92 c2,40 10,62 26,76`,
      'none',
      'stroke="#fff" stroke-width="6" opacity="0.45" stroke-linecap="round"',
    );
    const [sx, sy] = [cx, 128];
    let star = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(sx, sy, k % 2 ? 10 : 24, k * 36);
      star += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    art += pathEl(`${star}Z`, '#fff', 'opacity="0.85"');
  } else if (kind === 'plaque') {
    art = '';
    art += rect(cx - 108, 52, 216, 252, '#000', 'rx="10" opacity="0.3" transform="translate(6 8)"');
    art += rect(
      cx - 108,
      52,
      216,
      252,
      s.lin(
        [
          [0, '#3A2A1C'],
          [1, '#20160E'],
        ],
        [0, 0, 1, 1],
      ),
      'rx="10"',
    );
    art += rect(cx - 88, 72, 176, 212, gold, 'rx="4"');
    art += rect(
      cx - 80,
      80,
      160,
      196,
      'none',
      `stroke="#8A5A12" stroke-width="1.5" opacity="0.6" rx="2"`,
    );
    art += circle(cx, 150, 42, 'none', `stroke="#8A5A12" stroke-width="3"`);
    art += leaf(cx, 178, 62, 36, 0, '#8A5A12', '#FFE2A8');
    for (let k = 0; k < 3; k++)
      art += rect(
        cx - 56 + k * 6,
        218 + k * 16,
        112 - k * 12,
        6,
        '#8A5A12',
        'rx="3" opacity="0.55"',
      );
    for (const [x, y] of [
      [cx - 96, 62],
      [cx + 96, 62],
      [cx - 96, 294],
      [cx + 96, 294],
    ])
      art += circle(x, y, 4, '#C9A15A');
  } else if (kind === 'medal') {
    art = '';
    art += pathEl(`M${cx - 54},40 L${cx - 16},40 L${cx + 16},150 L${cx - 18},150Z`, C.teal);
    art += pathEl(`M${cx + 54},40 L${cx + 16},40 L${cx - 16},150 L${cx + 18},150Z`, C.saff);
    art += pathEl(`M${cx - 30},40 L${cx - 22},40 L${cx + 8},150 h-8Z`, '#fff', 'opacity="0.35"');
    art += circle(cx + 5, 213, 80, '#000', 'opacity="0.25"');
    art += circle(cx, 206, 80, gold);
    art += circle(cx, 206, 64, 'none', `stroke="#FFF1D2" stroke-width="3" opacity="0.8"`);
    let laurel = '';
    for (let k = 0; k < 7; k++) {
      const a = 200 + k * 18;
      const [lx, ly] = polar(cx, 206, 50, a);
      laurel += leaf(lx, ly, 22, 11, a - 120, '#9A6418', '#FFE2A8');
      const [rx2, ry2] = polar(cx, 206, 50, 160 - k * 18);
      laurel += leaf(rx2, ry2, 22, 11, 160 - k * 18 + 120, '#9A6418', '#FFE2A8');
    }
    art += laurel;
    art += text(cx, 222, '1', { size: 46, weight: 700, fill: '#8A5A12', anchor: 'middle' });
  } else {
    // crystal star trophy
    art += rect(
      cx - 10,
      200,
      20,
      44,
      s.lin(
        [
          [0, '#DDE8F0'],
          [1, '#8FA3B6'],
        ],
        [0, 0, 1, 0],
      ),
    );
    let star = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(cx, 128, k % 2 ? 40 : 92, k * 36);
      star += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    art += pathEl(
      `${star}Z`,
      s.lin(
        [
          [0, '#FFFFFF', 0.95],
          [0.5, '#BFE3DE', 0.85],
          [1, '#6FB8AE', 0.9],
        ],
        [0, 0, 1, 1],
      ),
      `stroke="#fff" stroke-width="2"`,
    );
    let facets = '';
    for (let k = 0; k < 10; k += 2) {
      const [px, py] = polar(cx, 128, 92, k * 36);
      facets += `M${cx},128 L${f(px)},${f(py)} `;
    }
    art += `<path d="${facets}" stroke="#fff" stroke-width="2" opacity="0.7"/>`;
    art += circle(cx - 22, 98, 5, '#fff', 'opacity="0.9"');
  }
  s.add(art);
  // title
  const sz = fitSize(title, 300, 26, 700);
  s.add(rect(40, 336, W - 80, 2, C.saff, 'opacity="0.8"'));
  s.add(text(W / 2, 378, title, { size: sz, weight: 700, fill: C.off, anchor: 'middle' }));
  s.add(
    text(W / 2, 414, year, { size: 22, weight: 400, fill: C.saff, anchor: 'middle', spacing: 6 }),
  );
  s.add(
    rect(12, 12, W - 24, H - 24, 'none', `stroke="#fff" stroke-width="1.5" opacity="0.2" rx="4"`),
  );
  r.next();
  return s;
}
