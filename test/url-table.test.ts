import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { beforeFilesRewrites, careerAliases } from '@/lib/routing/rewrites';

/** README's "From a URL to its file": the table of public URLs and the files serving them. */
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(
  readme.indexOf('### From a URL to its file'),
  readme.indexOf('- **One content layer.**'),
);
const rows = section.split('\n').filter((line) => line.startsWith('| `') || line.startsWith('| a'));
const files = rows.flatMap((row) =>
  [...(row.split('|')[2] ?? '').matchAll(/`((?:app|components)\/[^`…{]+\.tsx?)`/g)].map(
    (m) => m[1]!,
  ),
);

/** The file a rewrite's destination path reaches. */
const SERVED_BY: Record<string, string> = {
  '/search/results/:kind/:page/:q': 'app/[lang]/(site)/search/results/[kind]/[page]/[q]/page.tsx',
  '/search/results/:kind/1/:q': 'app/[lang]/(site)/search/results/[kind]/[page]/[q]/page.tsx',
  '/search/results/all/:page/:q': 'app/[lang]/(site)/search/results/[kind]/[page]/[q]/page.tsx',
  '/search/results/all/1/:q': 'app/[lang]/(site)/search/results/[kind]/[page]/[q]/page.tsx',
  '/blogs/paged-view': 'app/[lang]/(site)/blogs/(shell)/paged-view/page.tsx',
  '/blogs/paged-view/:category':
    'app/[lang]/(site)/blogs/(shell)/paged-view/[category_slug]/page.tsx',
  '/_not-found': 'app/global-not-found.tsx',
  '/address-not-found': 'app/[lang]/(unaddressed)/address-not-found/page.tsx',
  '/career/opengraph-image': 'app/[lang]/(site)/career/opengraph-image.tsx',
  '/sustainability/opengraph-image': 'app/[lang]/(site)/sustainability/opengraph-image.tsx',
  '/blogs/opengraph-image': 'app/[lang]/(site)/blogs/(shell)/opengraph-image.tsx',
  '/blogs/details/:slug/opengraph-image':
    'app/[lang]/(site)/blogs/details/[slug]/opengraph-image.tsx',
  '/media-details/:slug/opengraph-image':
    'app/[lang]/(site)/media-details/[slug]/opengraph-image.tsx',
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(?:tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });

describe('the table from a URL to its file', () => {
  it('names files that exist', () => {
    expect(files.length).toBeGreaterThan(15);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('lists the file every rewrite of next.config.ts leads to', () => {
    for (const { destination } of beforeFilesRewrites) {
      // Each language's pages are the same files under app/[lang].
      // A share card's route is its file's, whatever Next's hash of the day.
      const route = destination
        .replace(/^\/(?:en|bn)(?=\/)/, '')
        .replace(/(\/opengraph-image)-\w+\/:id\*$/, '$1');
      expect(SERVED_BY[route], destination).toBeDefined();
      expect(files).toContain(SERVED_BY[route]);
    }
  });

  it('lists every address redirected to the career page', () => {
    const row = rows.find((line) => line.includes('redirect: 308 to `/career`')) ?? '';
    for (const alias of careerAliases) expect(row).toContain(`\`${alias}\``);
  });

  it('is not contradicted by a comment saying proxy.ts rewrites', () => {
    const saying = ['app', 'lib', 'components', 'proxy.ts']
      .flatMap((entry) => (entry.endsWith('.ts') ? [entry] : sources(entry)))
      .filter((file) =>
        /rewritten[^.]*by proxy\.ts|proxy\.ts rewrites/.test(readFileSync(file, 'utf8')),
      );
    expect(saying).toEqual([]);
  });
});
