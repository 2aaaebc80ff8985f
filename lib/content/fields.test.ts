import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { image, link, parseWithScope } from './fields';
import { placeholders } from './placeholders';

const schema = z.object({ url: link(), picture: image('photo') });
const parse = (value: unknown, base = '') =>
  parseWithScope(schema, { url: value, picture: value }, base) as {
    data: { url: string | null; picture: string };
    notes: string[];
  };

describe('URLs from the content source', () => {
  it.each([
    ['java\tscript:alert(1)', 'https://cms.example'],
    ['java\nscript:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['JAVASCRIPT:alert(1)', 'https://cms.example'],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['vbscript:msgbox', ''],
  ])('refuses %j whatever the parser strips (base %j)', (value, base) => {
    const { data, notes } = parse(value, base);
    expect(data.url).toBeNull();
    expect(data.picture).toBe(placeholders.photo);
    expect(notes.join(' ')).toContain('unsupported scheme');
  });

  it.each(['http://[x', 'https://exa mple.com/x', 'http://'])(
    'refuses %j, which is no URL, without throwing',
    (value) => {
      const { data, notes } = parse(value, 'https://cms.example');
      expect(data.url).toBeNull();
      expect(data.picture).toBe(placeholders.photo);
      expect(notes.join(' ')).toContain('is not a URL');
    },
  );

  it('resolves relative paths against the source base, or keeps them as paths without one', () => {
    expect(parse('/storage/a.png', 'https://cms.example/api').data.url).toBe(
      'https://cms.example/storage/a.png',
    );
    expect(parse('storage/a.png?v=2', 'https://cms.example').data.url).toBe(
      'https://cms.example/storage/a.png?v=2',
    );
    expect(parse('demo/blog/a.webp', '').data.url).toBe('/demo/blog/a.webp');
    expect(parse('/demo/blog/a.webp#top', '').data.url).toBe('/demo/blog/a.webp#top');
  });

  it('keeps absolute http and https URLs', () => {
    expect(parse('https://img.example/a.png', '').data.url).toBe('https://img.example/a.png');
    expect(parse('  http://img.example/a.png ', 'https://cms.example').data.url).toBe(
      'http://img.example/a.png',
    );
  });

  it('gives null for absent and empty values, the placeholder for an image', () => {
    expect(parse('', '').data).toEqual({ url: null, picture: placeholders.photo });
    expect(parse(null, '').data).toEqual({ url: null, picture: placeholders.photo });
  });
});

describe('URLs of the wrong type', () => {
  it('notes a number or an object and gives null', () => {
    const { data, notes } = parse(42, 'https://cms.example/');
    expect(data.url).toBeNull();
    expect(notes.join(' ')).toContain('42 is not a URL');
  });

  it('resolves against a base given with or without its trailing slash alike', () => {
    expect(parse('a.png', 'https://cms.example/api/').data.url).toBe(
      'https://cms.example/api/a.png',
    );
    expect(parse('a.png', 'https://cms.example/api').data.url).toBe(
      'https://cms.example/api/a.png',
    );
  });
});

describe('absolute URLs as written', () => {
  it('keeps an absolute URL exactly as the source wrote it', () => {
    expect(parse('https://one.example', '').data.url).toBe('https://one.example');
    expect(parse('https://two.example/brand?x=1', 'https://cms.example').data.url).toBe(
      'https://two.example/brand?x=1',
    );
  });

  it('gives the parsed form of one the parser had to clean', () => {
    expect(parse('https://one.exa\tmple/a', '').data.url).toBe('https://one.example/a');
  });
});

describe('a field the content source leaves out', () => {
  it('gets its default, as null does, and costs none of the item', async () => {
    const { count, flag, optionalText, text, textList } = await import('./fields');
    const item = z.object({
      title: text('Untitled'),
      alt: optionalText(),
      machines: count(),
      featured: flag(),
      tags: textList(),
      picture: image('photo'),
      url: link(),
    });
    const { data, notes } = parseWithScope(item, { title: 'Knitting' }, '');
    expect(data).toEqual({
      title: 'Knitting',
      alt: null,
      machines: 0,
      featured: false,
      tags: [],
      picture: placeholders.photo,
      url: null,
    });
    expect(notes).toEqual([]);
  });
});
