/** The Masco palette and colour arithmetic. */

export const C = {
  navy: '#0B2545',
  navy2: '#16375F',
  navy3: '#2C4F7A',
  navyT: '#DCE3EC',
  teal: '#13837A',
  teal2: '#4FA89F',
  tealT: '#D3EAE6',
  saff: '#F2A541',
  saff2: '#F6C27A',
  saffT: '#FBE8CC',
  off: '#F7F5F0',
  slate: '#5B6B7F',
  slate2: '#A9B4C2',
  slateT: '#E6E9EE',
  white: '#FFFFFF',
  kraft: '#E3CDA4',
  ink: '#2B2F36',
};

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}
export const shade = (c, t) => mix(c, '#000000', t);
export const tint = (c, t) => mix(c, '#ffffff', t);
