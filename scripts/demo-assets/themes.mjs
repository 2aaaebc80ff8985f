/** Five colour themes for the scenes, and the gradient backdrop they share. */
import { C } from './palette.mjs';
import { circle, rect } from './svg.mjs';

export const THEMES = [
  {
    name: 'navy',
    bg: [C.navy, C.navy2],
    ground: '#0E2C52',
    ink: C.off,
    cols: [C.teal, C.saff, C.off, C.teal2, C.saff2],
    dark: true,
  },
  {
    name: 'light',
    bg: [C.off, '#ECE6D9'],
    ground: '#E1D8C7',
    ink: C.navy,
    cols: [C.navy, C.teal, C.saff, C.slate, C.teal2],
    dark: false,
  },
  {
    name: 'teal',
    bg: ['#168C82', '#0D625B'],
    ground: '#0C5851',
    ink: C.off,
    cols: [C.off, C.saff, C.navy, C.tealT, C.saff2],
    dark: true,
  },
  {
    name: 'warm',
    bg: [C.saffT, C.saff2],
    ground: '#EBB465',
    ink: C.navy,
    cols: [C.navy, C.teal, C.off, C.navy3, C.slate],
    dark: false,
  },
  {
    name: 'mist',
    bg: [C.navyT, C.off],
    ground: '#C9D3DF',
    ink: C.navy,
    cols: [C.navy, C.saff, C.teal, C.slate, C.navy3],
    dark: false,
  },
];

export function background(s, b, th, r) {
  const g = s.lin(
    [
      [0, th.bg[0]],
      [1, th.bg[1]],
    ],
    [0, 0, r.range(0.2, 1), 1],
  );
  const glow = s.rad([
    [0, '#ffffff', th.dark ? 0.14 : 0.5],
    [1, '#ffffff', 0],
  ]);
  const gx = b.x + b.w * r.range(0.2, 0.8);
  const gy = b.y + b.h * r.range(0.1, 0.5);
  return rect(b.x, b.y, b.w, b.h, g) + circle(gx, gy, b.u * 0.8, glow);
}
