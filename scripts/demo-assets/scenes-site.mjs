/**
 * Scenes of the group: sustainability, the factory and its people.
 * Each draws into box b = {x, y, w, h, u} with the random source r and the
 * theme th (see drawScene in scenes.mjs), and returns its SVG.
 */
import { C, mix } from './palette.mjs';
import { arcPath, circle, f, pathEl, polar, rect, smooth } from './svg.mjs';
import { background, THEMES } from './themes.mjs';
import { cottonBoll, leaf } from './motifs.mjs';

export function sceneSustain(s, r, b, th0) {
  const th = th0;
  let out = background(s, b, th, r);
  const sunX = b.x + b.w * r.range(0.6, 0.8);
  const sunY = b.y + b.h * r.range(0.3, 0.4);
  out += circle(sunX, sunY, b.u * 0.3, th.dark ? C.saff : C.saffT, 'opacity="0.9"');
  // circular arrows behind the branch
  const ar = b.u * 0.4;
  const cx = b.x + b.w * 0.5;
  const cy = b.y + b.h * 0.5;
  const ringCol = th.dark ? C.off : C.teal;
  for (const a0 of [20, 200]) {
    out += `<path d="${arcPath(cx, cy, ar, a0, a0 + 140)}" stroke="${ringCol}" stroke-width="${f(b.u * 0.012)}" fill="none" opacity="0.55" stroke-linecap="round"/>`;
    const [hx, hy] = polar(cx, cy, ar, a0 + 140);
    out += `<g transform="translate(${f(hx)} ${f(hy)}) rotate(${a0 + 140})"><path d="M0,0 l${f(-b.u * 0.035)},${f(-b.u * 0.03)} M0,0 l${f(
      -b.u * 0.035,
    )},${f(b.u * 0.03)}" stroke="${ringCol}" stroke-width="${f(b.u * 0.012)}" stroke-linecap="round" opacity="0.55"/></g>`;
  }
  // branch
  const p0 = [b.x + b.w * 0.18, b.y + b.h * 0.95];
  const p1 = [b.x + b.w * 0.35, b.y + b.h * r.range(0.5, 0.7)];
  const p2 = [b.x + b.w * 0.55, b.y + b.h * r.range(0.25, 0.45)];
  const p3 = [b.x + b.w * 0.82, b.y + b.h * r.range(0.15, 0.3)];
  const bez = (t) => {
    const u = 1 - t;
    return [0, 1].map(
      (i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i],
    );
  };
  const stemCol = th.dark ? C.off : C.navy;
  out += `<path d="M${f(p0[0])},${f(p0[1])} C${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(p3[0])},${f(p3[1])}" stroke="${stemCol}" stroke-width="${f(
    b.u * 0.012,
  )}" fill="none" stroke-linecap="round"/>`;
  const leafCols = th.dark
    ? [C.tealT, C.off, C.saff2, '#9ED3CB']
    : [C.teal, C.teal2, '#0E6A63', C.navy3];
  const n = 9;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const [x, y] = bez(t);
    const [x2, y2] = bez(t + 0.01);
    const ang = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI + 90;
    const side = i % 2 ? 1 : -1;
    const L = b.u * r.range(0.14, 0.22) * (1 - t * 0.35);
    out += leaf(
      x,
      y,
      L,
      L * 0.5,
      ang + side * r.range(45, 70),
      leafCols[i % leafCols.length],
      th.dark ? C.teal : C.off,
    );
  }
  const [ex, ey] = bez(1);
  out += cottonBoll(ex, ey - b.u * 0.02, b.u * 0.07, th.dark ? C.navy : C.teal);
  const [mx, my] = bez(0.52);
  out += cottonBoll(mx + b.u * 0.02, my - b.u * 0.05, b.u * 0.05, th.dark ? C.navy : C.teal);
  return out;
}

export function sceneFactory(s, r, b, th0) {
  const dusk = r.chance(0.4);
  const th = dusk ? THEMES[0] : th0.dark ? THEMES[4] : th0;
  let out = rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.lin(
      dusk
        ? [
            [0, C.navy],
            [1, C.navy3],
          ]
        : [
            [0, th.bg[0]],
            [1, C.saffT],
          ],
      [0, 0, 0, 1],
    ),
  );
  out += circle(
    b.x + b.w * r.range(0.15, 0.85),
    b.y + b.h * r.range(0.22, 0.35),
    b.u * 0.12,
    C.saff,
    'opacity="0.95"',
  );
  const hill = (base, amp, col) => {
    const pts = [];
    for (let k = 0; k <= 5; k++)
      pts.push([b.x - 20 + ((b.w + 40) * k) / 5, base + amp * Math.sin(k * 1.4 + r.range(0, 2))]);
    return pathEl(
      `${smooth(pts)} L${f(b.x + b.w + 20)},${f(b.y + b.h)} L${f(b.x - 20)},${f(b.y + b.h)}Z`,
      col,
    );
  };
  out += hill(b.y + b.h * 0.55, b.h * 0.04, dusk ? C.navy2 : C.tealT);
  out += hill(b.y + b.h * 0.62, b.h * 0.03, dusk ? '#123258' : '#B9DAD4');
  const gy = b.y + b.h * 0.8;
  // main shed with saw-tooth roof
  const x0 = b.x + b.w * r.range(0.08, 0.2);
  const teeth = r.int(5, 7);
  const tw = (b.w * 0.5) / teeth;
  const th1 = b.u * 0.1;
  const wallTop = gy - b.u * 0.2;
  let roof = `M${f(x0)},${f(gy)} L${f(x0)},${f(wallTop)}`;
  for (let i = 0; i < teeth; i++)
    roof += ` L${f(x0 + i * tw)},${f(wallTop - th1)} L${f(x0 + (i + 1) * tw)},${f(wallTop)}`;
  roof += ` L${f(x0 + teeth * tw)},${f(gy)}Z`;
  const wall = dusk ? C.off : C.navy;
  out += pathEl(roof, wall);
  for (let i = 0; i < teeth; i++)
    out += rect(
      x0 + i * tw + 2,
      wallTop - th1 + 6,
      5,
      th1 - 8,
      dusk ? C.saff : C.teal2,
      `transform="skewY(0)"`,
    );
  const win = dusk ? C.saff : C.saffT;
  for (let i = 0; i < teeth * 2; i++)
    out += rect(
      x0 + tw * 0.2 + i * tw * 0.5,
      wallTop + b.u * 0.05,
      tw * 0.28,
      b.u * 0.07,
      win,
      'rx="2"',
    );
  // office block with solar panels
  const ox = x0 + teeth * tw + b.w * 0.04;
  const ow = b.w * 0.2;
  const oh = b.u * 0.3;
  out += rect(ox, gy - oh, ow, oh, dusk ? C.tealT : C.teal);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      out += rect(
        ox + ow * 0.1 + i * ow * 0.22,
        gy - oh + oh * 0.15 + j * oh * 0.26,
        ow * 0.14,
        oh * 0.14,
        win,
        'rx="2"',
      );
  for (let i = 0; i < 4; i++)
    out += pathEl(
      `M${f(ox + ow * 0.05 + i * ow * 0.23)},${f(gy - oh)} l${f(ow * 0.05)},${f(-oh * 0.14)} h${f(ow * 0.16)} l${f(-ow * 0.05)},${f(oh * 0.14)}Z`,
      C.navy3,
      `stroke="${C.navyT}" stroke-width="1.5"`,
    );
  // trees
  const tcol = dusk ? C.teal : C.teal2;
  for (let i = 0; i < r.int(4, 7); i++) {
    const tx = b.x + b.w * r.range(0.02, 0.98);
    const tr = b.h * r.range(0.04, 0.065);
    out += rect(tx - 3, gy - tr * 1.6, 6, tr * 1.6, C.navy3) + circle(tx, gy - tr * 1.9, tr, tcol);
  }
  // wind turbine
  const wx = b.x + b.w * r.range(0.8, 0.92);
  const wh = b.u * 0.42;
  out += pathEl(
    `M${f(wx - 4)},${f(gy)} L${f(wx - 1.5)},${f(gy - wh)} h3 L${f(wx + 4)},${f(gy)}Z`,
    dusk ? C.off : C.navy,
  );
  const rot = r.range(0, 120);
  for (let k = 0; k < 3; k++)
    out += `<path d="M0,0 C${f(wh * 0.06)},${f(-wh * 0.1)} ${f(wh * 0.03)},${f(-wh * 0.35)} 0,${f(-wh * 0.42)} C${f(-wh * 0.02)},${f(-wh * 0.3)} ${f(
      -wh * 0.02,
    )},${f(-wh * 0.1)} 0,0Z" fill="${dusk ? C.off : C.navy}" transform="translate(${f(wx)} ${f(gy - wh)}) rotate(${f(rot + k * 120)})"/>`;
  out += rect(b.x, gy, b.w, b.h, dusk ? C.navy2 : th.ground);
  out += rect(b.x, gy, b.w, b.h * 0.015, dusk ? C.teal : C.teal2);
  return out;
}

export function scenePeople(s, r, b, th) {
  let out = background(s, b, th, r);
  out += circle(
    b.x + b.w * 0.5,
    b.y + b.h * 0.98,
    b.u * 0.62,
    th.dark ? C.navy3 : C.saffT,
    'opacity="0.6"',
  );
  const cols = th.dark
    ? [C.teal, C.saff, C.off, C.teal2, C.saff2, C.navyT]
    : [C.navy, C.teal, C.saff, C.navy3, C.teal2, C.slate];
  const ground = b.y + b.h + 4;
  const person = (cx, by, h, col) => {
    const w = h * 0.46;
    const top = by - h * 0.55;
    const head = h * 0.15;
    return (
      pathEl(
        `M${f(cx - w / 2)},${f(ground)} L${f(cx - w / 2)},${f(top + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(cx + w / 2)},${f(top + w / 2)} L${f(cx + w / 2)},${f(ground)}Z`,
        col,
      ) + circle(cx, top - h * 0.03 - head, head, col)
    );
  };
  const order = r.shuffle(cols);
  const front = r.int(3, 4);
  const hf = b.u * r.range(0.54, 0.6);
  const step = hf * 0.5;
  for (let i = 0; i <= front; i++) {
    const x = b.x + b.w / 2 + (i - front / 2) * step;
    out += person(
      x,
      ground - b.u * 0.13,
      hf * 0.86,
      mix(order[(i + 3) % order.length], th.bg[0], 0.4),
    );
  }
  for (let i = 0; i < front; i++) {
    const x = b.x + b.w / 2 + (i - (front - 1) / 2) * step;
    out += person(x, ground, hf * r.range(0.94, 1.04), order[i % order.length]);
  }
  // bunting
  const by = b.y + b.h * 0.12;
  let flags = `<path d="M${f(b.x)},${f(by)} Q${f(b.x + b.w / 2)},${f(by + b.h * 0.1)} ${f(b.x + b.w)},${f(by)}" stroke="${th.ink}" stroke-width="2" fill="none" opacity="0.5"/>`;
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const x = b.x + b.w * t;
    const y = by + b.h * 0.2 * t * (1 - t);
    flags += pathEl(`M${f(x - 14)},${f(y)} h28 l-14,30Z`, [C.saff, C.teal, C.off, C.navy3][i % 4]);
  }
  out += flags;
  return out;
}
