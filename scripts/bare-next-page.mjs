// The control of `npm run audit`: a bare Next.js App Router page (one heading, no
// CSS, no font, no client component), built with this project's Next.js into
// .data/bare-next-page and served by `next start` beside the site.
//
// The same app also serves each audited route's own markup (sameMarkupPage): the
// site's server HTML of that route (its body, stylesheet and font, its pictures
// fetched from the site) as one block of HTML on an otherwise bare page, so with
// Next's runtime and nothing of the site's components or islands. What a route costs
// beyond it is the site's; what that page costs beyond the bare one is the markup's
// and the framework's. The issue's
// timing budgets were set over such a page measured on this machine (performance
// 99, TBT 95 ms); measuring it in the same rounds as the site shows how much slower
// the machine is at that moment than when the budgets were set.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBin } from './next-server.mjs';

const root = process.cwd();
export const barePageDir = path.join(root, '.data', 'bare-next-page');
const markupDir = path.join(barePageDir, 'same-markup');

export const files = {
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  // Without a file of its own, Turbopack builds the site's instrumentation.ts (found at
  // its root, the project) into the bare page, whose server then opened the site's store
  // and started its telemetry as it started. An empty hook is Next's default.
  'instrumentation.js': `export function register() {}\n`,
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
  // A route's markup, written by sameMarkupPage before the server starts.
  'app/same-markup/[route]/page.jsx': `import { readFile } from 'node:fs/promises';
export const dynamic = 'force-dynamic';
export default async function SameMarkup({ params }) {
  const { route } = await params;
  const page = JSON.parse(
    await readFile(${JSON.stringify(markupDir)} + '/' + route.replace(/[^\\w-]/g, '') + '.json', 'utf8'),
  );
  return (
    <>
      {page.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} precedence="site" />)}
      {page.fonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />)}
      <div className={page.htmlClass} dangerouslySetInnerHTML={{ __html: page.body }} />
    </>
  );
}
`,
  // The site's files the markup asks for (stylesheet, font, pictures), from SITE_ORIGIN.
  'app/site/[...path]/route.js': `export async function GET(request, { params }) {
  const { path } = await params;
  const answer = await fetch(process.env.SITE_ORIGIN + '/' + path.join('/') + new URL(request.url).search);
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
`,
};

/**
 * Writes the markup of each route of the site at siteBase for the same-markup page;
 * returns the page's path for each route. Call before the bare page's server starts.
 */
export async function sameMarkupPage(siteBase, routes) {
  mkdirSync(markupDir, { recursive: true });
  const paths = {};
  for (const route of routes) {
    const html = await (await fetch(siteBase + route)).text();
    const onSite = (text) =>
      text.replace(/(["\s,])\/(_next\/(?:static|image)|media\/)/g, '$1/site/$2');
    const name = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const page = {
      // The document's and the body's classes (the font, the page's column) on one block.
      htmlClass: [/<html[^>]*class="([^"]*)"/, /<body[^>]*class="([^"]*)"/]
        .map((pattern) => pattern.exec(html)?.[1] ?? '')
        .join(' '),
      // Linked, or inlined by the site (experimental.inlineCss: a <style> that names its
      // file): the control links it, as a page without inlining does.
      stylesheets: [
        ...html.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style[^>]* data-href="([^"]+)"/g),
      ].map((m) => '/site' + (m[1] ?? m[2])),
      fonts: [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
        (m) => '/site' + m[1],
      ),
      // Without the framework's scripts; structured data (JSON-LD) is the page's own.
      body: onSite(
        (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(
          /<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g,
          '',
        ),
      ),
    };
    writeFileSync(path.join(markupDir, `${name}.json`), JSON.stringify(page));
    paths[route] = `/same-markup/${name}`;
  }
  return paths;
}

/** Builds the bare page once (the build is kept while Next.js stays the same). */
export function buildBarePage() {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(barePageDir, name)), { recursive: true });
    writeFileSync(path.join(barePageDir, name), text);
  }
  const { version: nextVersion } = JSON.parse(
    readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
  );
  const filesHash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  const stamp = path.join(barePageDir, '.next', `built-with-${nextVersion}-${filesHash}`);
  if (existsSync(stamp)) return;
  const { status } = spawnSync(process.execPath, [nextBin, 'build', barePageDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) throw new Error('the bare Next.js page did not build');
  const siteFile = siteCodeIn(path.join(barePageDir, '.next', 'server'));
  if (siteFile) throw new Error(`the bare Next.js page's build holds the site's code: ${siteFile}`);
  writeFileSync(stamp, '');
}

/**
 * The first file of a server build (dir) that names the site's instrumentation or its
 * server start, or null. (Turbopack compiles the site's proxy.ts into the bare page
 * too, but leaves it out of the middleware manifest: it never runs, its redirects 404.)
 */
export function siteCodeIn(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|map)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (SITE_MODULE.test(readFileSync(file, 'utf8'))) return path.relative(dir, file);
  }
  return null;
}
const SITE_MODULE = /\.\.\/instrumentation\.ts\b|\blib\/server-start\b/;
