/** Author avatars: initials on a tinted disc. */
import { C, shade, tint } from './palette.mjs';
import { circle, rect, Svg } from './svg.mjs';
import { text } from './text.mjs';

const AUTHORS = [
  ['AR', C.navy, C.off],
  ['NH', C.teal, C.off],
  ['SK', C.saff, C.navy],
  ['TM', C.slate, C.off],
];

export function author(n) {
  const [ini, bg, fg] = AUTHORS[(n - 1) % AUTHORS.length];
  const s = new Svg(256, 256);
  s.add(rect(0, 0, 256, 256, tint(bg, 0.82)));
  s.add(
    circle(
      128,
      128,
      128,
      s.lin(
        [
          [0, tint(bg, 0.12)],
          [1, shade(bg, 0.12)],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  const clip = s.clip(circle(128, 128, 128, '#000'));
  const deco = [
    circle(228, 236, 110, '#fff', 'opacity="0.1"'),
    circle(20, 30, 70, '#fff', 'opacity="0.08"'),
    circle(128, 128, 128, tint(bg, 0.6), 'opacity="0.12"'),
  ];
  s.add(`<g clip-path="${clip}">${deco[n % 2]}${deco[2 - (n % 2)]}</g>`);
  s.add(
    text(129, 128 + 30, ini, { size: 82, weight: 700, fill: fg, anchor: 'middle', spacing: 2 }),
  );
  return s;
}
