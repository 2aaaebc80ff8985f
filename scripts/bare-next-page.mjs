// The control of `npm run audit`: a bare Next.js App Router page (one heading, no
// CSS, no font, no client component), built with this project's Next.js into
// .data/bare-next-page and served by `next start` beside the site. The issue's
// timing budgets were set over such a page measured on this machine (performance
// 99, TBT 95 ms); measuring it in the same rounds as the site shows how much slower
// the machine is at that moment than when the budgets were set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBin } from './next-server.mjs';

const root = process.cwd();
export const barePageDir = path.join(root, '.data', 'bare-next-page');

const files = {
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.jsx': `export const metadata = { title: 'Bare', description: 'A bare Next.js page.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
    </main>
  );
}
`,
};

/** Builds the bare page once (the build is kept while Next.js stays the same). */
export function buildBarePage() {
  mkdirSync(path.join(barePageDir, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(barePageDir, name), text);
  const { version: nextVersion } = JSON.parse(
    readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
  );
  const stamp = path.join(barePageDir, '.next', `built-with-${nextVersion}`);
  if (existsSync(stamp)) return;
  const { status } = spawnSync(process.execPath, [nextBin, 'build', barePageDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) throw new Error('the bare Next.js page did not build');
  writeFileSync(stamp, '');
}
