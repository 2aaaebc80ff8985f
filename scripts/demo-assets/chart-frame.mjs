/** The frame every chart shares, and the horizontal bar chart. */
import { C } from './palette.mjs';
import { rect, Svg } from './svg.mjs';
import { text } from './text.mjs';

export function chartFrame(title, subtitle) {
  const s = new Svg(1400, 800);
  s.add(rect(0, 0, 1400, 800, '#FBFAF7'));
  s.add(rect(0, 0, 12, 800, C.navy));
  s.add(text(80, 92, title, { size: 40, weight: 700, fill: C.navy }));
  s.add(text(80, 132, subtitle, { size: 22, fill: C.slate }));
  s.add(
    text(1320, 758, 'MASCO GROUP', {
      size: 16,
      weight: 700,
      fill: C.slate2,
      anchor: 'end',
      spacing: 4,
    }),
  );
  return s;
}

export function hbar(title, subtitle, rows, col) {
  const s = chartFrame(title, subtitle);
  const x0 = 520;
  const max = 720;
  const step = Math.min(78, 500 / rows.length);
  rows.forEach(([lbl, v], i) => {
    const y = 210 + i * step;
    s.add(text(80, y + 30, lbl, { size: 24, fill: C.navy }));
    s.add(rect(x0, y + 8, max, 30, C.slateT, 'rx="15"'));
    s.add(rect(x0, y + 8, (max * v) / 100, 30, i === 0 ? C.saff : col, 'rx="15"'));
    s.add(
      text(x0 + (max * v) / 100 - 16, y + 31, `${v}%`, {
        size: 19,
        weight: 700,
        fill: i === 0 ? C.navy : '#fff',
        anchor: 'end',
      }),
    );
  });
  s.add(text(80, 758, 'Worker survey, 2023. Source: Masco Group.', { size: 16, fill: C.slate2 }));
  return s;
}
