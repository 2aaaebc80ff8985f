import { describe, expect, it } from 'vitest';
import { strictlyParsed } from '@/test/xml';
import { sitemapAlternates, sitemapDate, sitemapLoc, staticRoutes } from './sitemap-routes';

describe('sitemap entries', () => {
  it('write every static route as XML a strict parser reads back to the route', () => {
    const base = 'https://www.mascobd.com';
    const xml = `<urlset>${staticRoutes()
      .map((path) => `<url><loc>${sitemapLoc(base, path)}</loc></url>`)
      .join('')}</urlset>`;
    const locs = strictlyParsed(xml, 'loc');
    expect(locs).toContain(`${base}/fabric-r&d`);
    expect(locs).toContain(`${base}/masco-share&security`);
    expect(locs).toHaveLength(staticRoutes().length);
  });

  it('leave out an address that cannot be encoded, not the whole sitemap', () => {
    expect(sitemapLoc('https://x.example', '/blogs/details/bad-\uD800-slug')).toBeNull();
    expect(sitemapLoc('https://x.example', '/blogs/details/ok')).toBe(
      'https://x.example/blogs/details/ok',
    );
  });

  it('give a W3C date, or none for a value that is not a date', () => {
    expect(sitemapDate('2026-11-25 10:30:00')).toMatch(/^2026-11-25T\d\d:30:00\.000Z$/);
    expect(sitemapDate('not a date')).toBeUndefined();
    expect(sitemapDate(null)).toBeUndefined();
  });
});

describe('sitemap alternates (issue 49)', () => {
  it('name the English address, its Bangla twin and x-default, escaped as the loc is', () => {
    expect(sitemapAlternates('https://x.example', '/fabric-r&d')).toEqual({
      en: 'https://x.example/fabric-r&amp;d',
      bn: 'https://x.example/bn/fabric-r&amp;d',
      'x-default': 'https://x.example/fabric-r&amp;d',
    });
    expect(sitemapAlternates('https://x.example', '/')).toEqual({
      en: 'https://x.example/',
      bn: 'https://x.example/bn',
      'x-default': 'https://x.example/',
    });
  });

  it('leave out a page whose address cannot be encoded', () => {
    expect(sitemapAlternates('https://x.example', '/blogs/details/bad-\uD800-slug')).toBeNull();
  });
});
