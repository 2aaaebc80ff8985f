import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineCriticalCss, withCriticalCss } from './critical-css.mjs';

/** A build folder with one stylesheet, as Next writes it. */
function build() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(
    path.join(dir, 'static', 'chunks', 'site.css'),
    '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:optional}' +
      '.used{color:red;font-family:var(--font-inter)}.unused{color:blue}@media (min-width:768px){.md\\:used{color:green}}',
  );
  return dir;
}

const SHEET = '/_next/static/chunks/site.css';
const PAYLOAD = '<script>self.__next_f.push([1,"<p class=\\"unused\\">&amp;</p>"])</script>';
const page = (sheet = SHEET) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="${sheet}" data-precedence="next"/></head><body><p class="used md:used">Tom &amp; Jerry</p>${PAYLOAD}</body></html>`;

describe('critical CSS of a kept page (issue 48)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('inlines the rules the markup uses and loads the whole sheet without blocking, or from <noscript>', async () => {
    const html = await inlineCriticalCss(page(), build());
    const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.used{color:red;');
    // Every face, though no rule names its family but through a custom property.
    expect(style).toContain(
      '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:optional}',
    );
    expect(style).toContain('.md\\:used{color:green}');
    // Only markup counts: the payload's copy of a class is data, not an element.
    expect(style).not.toContain('.unused');
    expect(html).toContain(
      `<link rel="stylesheet" href="${SHEET}" data-precedence="next" media="print" onload="this.media='all'">`,
    );
    expect(html).toContain(
      `<noscript><link rel="stylesheet" href="${SHEET}" data-precedence="next"></noscript>`,
    );
    expect(html).toContain('<html lang="en"><head>');
    // The rest of the page as it was: its text, its payload byte for byte.
    expect(html).toContain('Tom &amp; Jerry');
    expect(html).toContain(PAYLOAD);
  });

  it('leaves a page as it is when it links no sheet of the build, or the sheet cannot be read', async () => {
    const dir = build();
    const none = page().replace(/<link[^>]*>/, '');
    expect(await inlineCriticalCss(none, dir)).toBe(none);
    const missing = page('/_next/static/chunks/gone.css');
    expect(await inlineCriticalCss(missing, dir)).not.toContain('<style>');
  });

  it('changes only the HTML of a page entry, and nothing with CRITICAL_CSS=0', async () => {
    vi.stubEnv('CRITICAL_CSS', '0');
    const dir = build();
    const entry = { kind: 'APP_PAGE', html: page(), rscData: Buffer.from('x'), status: 200 };
    expect(await withCriticalCss(entry, dir)).toBe(entry);
    vi.stubEnv('CRITICAL_CSS', '');
    const kept = await withCriticalCss(entry, dir);
    expect(kept.html).toContain('.used{color:red;');
    expect(kept.rscData).toBe(entry.rscData);
    expect(entry.html).toBe(page());
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x') };
    expect(await withCriticalCss(route, dir)).toBe(route);
  });
});
