/** Client logos (fictional brands). */
import { leaf } from './motifs.mjs';
import { C } from './palette.mjs';
import { arcPath, circle, pathEl, rect, Svg } from './svg.mjs';
import { fitSize, FONT, text, textWidth } from './text.mjs';

const INK = C.ink;
const INK2 = '#767C86';

/** Places a mark of width mw left of a text block of width tw, centred in the canvas. */
const rowStart = (W, mw, gap, tw) => (W - (mw + gap + tw)) / 2;

const LOGOS = [
  // 1 NORDLYS: wide bold caps under three aurora arcs
  (s, W) => {
    const sz = fitSize('NORDLYS', 250, 44, 700, 10);
    let o = '';
    for (let k = 0; k < 3; k++)
      o += `<path d="${arcPath(W / 2, 78, 16 + k * 12, -62, 62)}" stroke="${k === 1 ? INK2 : INK}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
    return (
      o +
      text(W / 2 + 5, 122, 'NORDLYS', {
        size: sz,
        weight: 700,
        fill: INK,
        anchor: 'middle',
        spacing: 10,
      })
    );
  },
  // 2 Atelier Vale: light, spaced, thin ring monogram
  (s, W, H) => {
    const tw = textWidth('Atelier Vale', 34, 300, 1);
    const x = rowStart(W, 56, 16, tw);
    return (
      circle(x + 28, H / 2, 27, 'none', `stroke="${INK}" stroke-width="2"`) +
      text(x + 28, H / 2 + 9, 'V', { size: 26, weight: 300, fill: INK, anchor: 'middle' }) +
      text(x + 72, H / 2 + 12, 'Atelier Vale', { size: 34, weight: 300, fill: INK, spacing: 1 })
    );
  },
  // 3 KOVA: heavy tight caps with a cut square
  (s, W, H) => {
    const tw = textWidth('KOVA', 64, 800, -2);
    const x = rowStart(W, 54, 18, tw);
    return (
      pathEl(`M${x},${H / 2 - 27} h54 v34 l-20,20 h-34Z`, INK) +
      text(x + 72, H / 2 + 23, 'KOVA', { size: 64, weight: 800, fill: INK, spacing: -2 })
    );
  },
  // 4 Halden & Rowe: two linked rings, mixed case
  (s, W) =>
    circle(W / 2 - 12, 54, 20, 'none', `stroke="${INK}" stroke-width="4"`) +
    circle(W / 2 + 12, 54, 20, 'none', `stroke="${INK2}" stroke-width="4"`) +
    text(W / 2, 128, 'Halden & Rowe', {
      size: fitSize('Halden & Rowe', 290, 34, 600),
      weight: 600,
      fill: INK,
      anchor: 'middle',
    }),
  // 5 MERIDIAN / KNITWEAR: half-disc mark, tagline
  (s, W, H) => {
    const sz = fitSize('MERIDIAN', 220, 40, 700, 4);
    const tw = textWidth('MERIDIAN', sz, 700, 4);
    const x = rowStart(W, 50, 16, tw);
    return (
      pathEl(`M${x},${H / 2 + 8} a25,25 0 0 1 50,0Z`, INK) +
      rect(x, H / 2 + 14, 50, 4, INK) +
      text(x + 66, H / 2 + 4, 'MERIDIAN', { size: sz, weight: 700, fill: INK, spacing: 4 }) +
      text(x + 68, H / 2 + 30, 'KNITWEAR', { size: 15, weight: 400, fill: INK2, spacing: 7 })
    );
  },
  // 6 lumen/wear: lowercase bold with a grey slash
  (s, W, H) => {
    const sz = 46;
    return `<text x="${W / 2}" y="${H / 2 + 16}" font-family="${FONT}" font-size="${sz}" text-anchor="middle" fill="${INK}"><tspan font-weight="700">lumen</tspan><tspan font-weight="300" fill="${INK2}">/</tspan><tspan font-weight="400">wear</tspan></text>`;
  },
  // 7 Oakridge Supply Co.: mountain triangles, two lines
  (s, W, H) => {
    const tw = textWidth('Oakridge', 40, 700);
    const x = rowStart(W, 64, 16, tw);
    return (
      pathEl(`M${x},${H / 2 + 22} l22,-40 l14,24 l8,-12 l20,28Z`, INK) +
      text(x + 80, H / 2 + 4, 'Oakridge', { size: 40, weight: 700, fill: INK }) +
      text(x + 82, H / 2 + 30, 'SUPPLY CO.', { size: 15, weight: 600, fill: INK2, spacing: 5 })
    );
  },
  // 8 FJELL: chevron over heavy spaced caps
  (s, W) =>
    pathEl(
      `M${W / 2 - 34},70 l34,-28 l34,28`,
      'none',
      `stroke="${INK}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
    ) +
    text(W / 2 + 8, 128, 'FJELL', {
      size: 54,
      weight: 800,
      fill: INK,
      anchor: 'middle',
      spacing: 16,
    }),
  // 9 corvo studio: diamond, light lowercase
  (s, W, H) => {
    const tw = textWidth('corvo studio', 36, 300);
    const x = rowStart(W, 34, 18, tw);
    return (
      pathEl(`M${x + 17},${H / 2 - 20} l17,20 l-17,20 l-17,-20Z`, INK) +
      `<text x="${x + 52}" y="${H / 2 + 12}" font-family="${FONT}" font-size="36" fill="${INK}" xml:space="preserve"><tspan font-weight="700">corvo</tspan><tspan font-weight="300"> studio</tspan></text>`
    );
  },
  // 10 SANDVIK LANE: spaced caps between hairlines
  (s, W, H) => {
    const sz = fitSize('SANDVIK LANE', 300, 30, 400, 6);
    return (
      rect(40, 60, W - 80, 2, INK) +
      text(W / 2 + 3, H / 2 + sz * 0.36, 'SANDVIK LANE', {
        size: sz,
        weight: 400,
        fill: INK,
        anchor: 'middle',
        spacing: 6,
      }) +
      rect(40, 118, W - 80, 2, INK)
    );
  },
  // 11 Petra Mode: italic with a pebble
  (s, W, H) => {
    const tw = textWidth('Petra Mode', 36, 700) * 0.92;
    const x = rowStart(W, 40, 14, tw);
    return (
      `<ellipse cx="${x + 20}" cy="${H / 2 - 2}" rx="20" ry="15" fill="${INK}" transform="rotate(-18 ${x + 20} ${H / 2})"/>` +
      text(x + 54, H / 2 + 12, 'Petra Mode', { size: 36, weight: 700, fill: INK, style: 'italic' })
    );
  },
  // 12 ARVEN: heavy caps beside a thick ring
  (s, W, H) => {
    const tw = textWidth('ARVEN', 56, 800, 2);
    const x = rowStart(W, 52, 16, tw);
    return (
      circle(x + 26, H / 2, 21, 'none', `stroke="${INK}" stroke-width="10"`) +
      text(x + 68, H / 2 + 20, 'ARVEN', { size: 56, weight: 800, fill: INK, spacing: 2 })
    );
  },
  // 13 Tidewell: waves mark
  (s, W, H) => {
    const tw = textWidth('Tidewell', 46, 600);
    const x = rowStart(W, 52, 14, tw);
    let o = '';
    for (let k = 0; k < 3; k++)
      o += `<path d="M${x},${H / 2 - 12 + k * 12} q13,-10 26,0 t26,0" stroke="${k === 1 ? INK2 : INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    return o + text(x + 66, H / 2 + 16, 'Tidewell', { size: 46, weight: 600, fill: INK });
  },
  // 14 BRAMBLE & CO.: boxed two-line stamp
  (s, W, H) =>
    rect(70, 38, W - 140, H - 76, 'none', `stroke="${INK}" stroke-width="3"`) +
    rect(78, 46, W - 156, H - 92, 'none', `stroke="${INK}" stroke-width="1"`) +
    text(W / 2 + 3, H / 2 + 2, 'BRAMBLE', {
      size: 30,
      weight: 700,
      fill: INK,
      anchor: 'middle',
      spacing: 5,
    }) +
    text(W / 2 + 2, H / 2 + 28, '& CO. · 1987', {
      size: 15,
      weight: 400,
      fill: INK2,
      anchor: 'middle',
      spacing: 4,
    }),
  // 15 KESTREL ACTIVE: italic heavy with speed slashes
  (s, W, H) => {
    const sz = fitSize('KESTREL', 220, 50, 800, 1);
    const tw = textWidth('KESTREL', sz, 800, 1);
    const x = rowStart(W, 48, 12, tw);
    return (
      pathEl(
        `M${x + 16},${H / 2 - 22} h32 l-10,14 h-32Z M${x + 8},${H / 2 - 2} h32 l-10,14 h-32Z`,
        INK,
      ) +
      text(x + 62, H / 2 + 8, 'KESTREL', {
        size: sz,
        weight: 800,
        fill: INK,
        style: 'italic',
        spacing: 1,
      }) +
      text(x + 64, H / 2 + 32, 'ACTIVE', {
        size: 15,
        weight: 700,
        fill: INK2,
        style: 'italic',
        spacing: 8,
      })
    );
  },
  // 16 fernhill kids: leaf and rounded lowercase
  (s, W, H) => {
    const tw = textWidth('fernhill', 44, 700);
    const x = rowStart(W, 40, 12, tw);
    return (
      leaf(x + 20, H / 2 + 24, 52, 30, 18, INK, '#fff') +
      text(x + 52, H / 2 + 10, 'fernhill', { size: 44, weight: 700, fill: INK }) +
      text(x + 54 + tw - textWidth('kids', 16, 700, 3), H / 2 + 36, 'kids', {
        size: 16,
        weight: 700,
        fill: INK2,
        spacing: 3,
      })
    );
  },
];

export function clientLogo(n) {
  const W = 360;
  const H = 180;
  const s = new Svg(W, H);
  s.add(rect(0, 0, W, H, '#FFFFFF'));
  s.add(LOGOS[(n - 1) % LOGOS.length](s, W, H));
  return s;
}
