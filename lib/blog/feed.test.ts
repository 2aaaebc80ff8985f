import { describe, expect, it } from 'vitest';
import type { Blog } from '@/lib/content/contract';
import { xmlText } from '@/lib/text';
import { strictlyParsed } from '@/test/xml';
import { rssFeed } from './feed';

const blog = (changes: Partial<Blog>): Blog => ({
  slug: 'knitting-news',
  title: 'Knitting news',
  short_description: 'What the mill knitted',
  description: '<p>Body</p>',
  thumbnail: '/files/a/thumb.webp',
  featured_image: '/files/a/featured.webp',
  thumbnail_alt: null,
  featured_image_alt: null,
  featured: false,
  reading_time: '2 min read',
  published_date: '2025-03-01T09:00:00Z',
  author: 'An Editor',
  author_id: '1',
  tags: ['knitting'],
  category_slug: 'news',
  ...changes,
});

describe('the RSS feed', () => {
  it('stays well-formed XML with control characters in a title, summary, author or tag', () => {
    const xml = rssFeed([
      blog({
        title: 'Knit\u0001ting\u000B news & <more>',
        short_description: 'Summary\u0000\u007F\u0085\uFFFE',
        author: 'An\u001F Editor',
        tags: ['kni\uD800tting'],
        slug: 'odd\u0002-slug',
      }),
    ]);
    expect(strictlyParsed(xml, 'title')).toEqual(['Masco Group blog', 'Knitting news & <more>']);
    expect(strictlyParsed(xml, 'description')[1]).toBe('Summary');
    expect(strictlyParsed(xml, 'dc:creator')).toEqual(['An Editor']);
    expect(strictlyParsed(xml, 'category')).toEqual(['knitting']);
    expect(strictlyParsed(xml, 'link')[1]).toMatch(/\/blogs\/details\/odd-slug$/);
  });

  it('gives a renamed article the id of its first address, and others their own address', () => {
    const xml = rssFeed(
      [blog({ slug: 'knitting-news-2026' }), blog({ slug: 'dyeing-news' })],
      new Map([['knitting-news-2026', 'knitting-news']]),
    );
    expect(strictlyParsed(xml, 'guid')).toEqual([
      'http://localhost:3000/blogs/details/knitting-news',
      'http://localhost:3000/blogs/details/dyeing-news',
    ]);
    expect(strictlyParsed(xml, 'link')[1]).toBe(
      'http://localhost:3000/blogs/details/knitting-news-2026',
    );
  });

  it('has a Bangla twin: its own title, language and addresses under /bn (issue 49)', () => {
    const english = rssFeed([blog({ slug: 'knitting-news' })]);
    expect(strictlyParsed(english, 'language')).toEqual(['en']);
    const xml = rssFeed([blog({ slug: 'knitting-news' })], new Map(), 'bn');
    expect(strictlyParsed(xml, 'language')).toEqual(['bn']);
    expect(strictlyParsed(xml, 'title')[0]).toBe('মাসকো গ্রুপের ব্লগ');
    expect(strictlyParsed(xml, 'description')[0]).toMatch(/^মাসকো গ্রুপের গল্প/);
    expect(strictlyParsed(xml, 'link')).toEqual([
      'http://localhost:3000/bn/blogs',
      'http://localhost:3000/bn/blogs/details/knitting-news',
    ]);
    expect(strictlyParsed(xml, 'guid')).toEqual([
      'http://localhost:3000/bn/blogs/details/knitting-news',
    ]);
    expect(xml).toContain('href="http://localhost:3000/bn/blogs/feed.xml" rel="self"');
    // RSS dates are RFC 822's, in English, in every language.
    expect(strictlyParsed(xml, 'pubDate')).toEqual(strictlyParsed(english, 'pubDate'));
  });

  it('gives a translated article its Bangla in the Bangla feed, and marks one in English xml:lang="en"', () => {
    const xml = rssFeed(
      [
        blog({ slug: 'in-bangla', title: 'বাংলায় লেখা', short_description: 'বাংলায় সারসংক্ষেপ' }),
        blog({ slug: 'in-english', title: 'Only in English' }),
      ],
      new Map(),
      'bn',
    );
    expect(strictlyParsed(xml, 'title')).toEqual([
      'মাসকো গ্রুপের ব্লগ',
      'বাংলায় লেখা',
      'Only in English',
    ]);
    expect(strictlyParsed(xml, 'description')[1]).toBe('বাংলায় সারসংক্ষেপ');
    expect(xml).toContain('<item><title>বাংলায় লেখা</title>');
    expect(xml).toContain('<item xml:lang="en"><title>Only in English</title>');
    expect(strictlyParsed(xml, 'link')[2]).toBe(
      'http://localhost:3000/bn/blogs/details/in-english',
    );
    // The English feed marks nothing: all of it is in the channel's language.
    expect(rssFeed([blog({ title: 'Only in English' })])).not.toContain('xml:lang');
  });

  it('is checked by a strict parser: a raw control character is refused', () =>
    expect(() => strictlyParsed('<rss><title>Knit\u0001ting</title></rss>', 'title')).toThrow(
      /disallowed character/,
    ));
});

describe('xmlText', () => {
  it('escapes markup and drops what XML forbids', () =>
    expect(xmlText(`a<b>&'"\u0001\u000B\tc`)).toBe('a&lt;b&gt;&amp;&apos;&quot;\tc'));
});
