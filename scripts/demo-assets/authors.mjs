/** Author avatars: initials on a tinted disc. */
import { C, shade, tint } from './palette.mjs';
import { circle, rect, Svg } from './svg.mjs';
import { text } from './text.mjs';

/**
 * The demo authors, in the seed's order (lib/store/seed/collections/blog-people.ts;
 * test/author-initials.test.ts holds the two together): each avatar shows its own
 * author's initials (issue 51: Tanvir Ahmed Chowdhury's showed "NH").
 */
export const AUTHOR_NAMES = [
  'Farhana Rahman',
  'Tanvir Ahmed Chowdhury',
  'Nusrat Jahan Mitu',
  'Md. Rezaul Karim',
];

const COLOURS = [
  [C.navy, C.off],
  [C.teal, C.off],
  [C.saff, C.navy],
  [C.slate, C.off],
];

/**
 * A name's initials: its first and last words' first letters ("Tanvir Ahmed
 * Chowdhury": "TC"), an abbreviated prefix left out ("Md. Rezaul Karim": "RK",
 * as "Md." for Mohammad is written before many Bangladeshi names).
 */
export function initialsOf(name) {
  const words = name.replace(/\p{L}+\.\s+(?=\p{L})/gu, '').match(/\p{L}+/gu) ?? [];
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

export function author(n) {
  const i = (n - 1) % AUTHOR_NAMES.length;
  const ini = initialsOf(AUTHOR_NAMES[i]);
  const [bg, fg] = COLOURS[i];
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
