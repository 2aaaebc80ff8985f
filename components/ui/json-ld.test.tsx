import { ArticleJsonLd, BreadcrumbJsonLd } from 'next-seo';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, SeoJsonLd, jsonForScript } from './json-ld';

const breakouts = [
  '</script><p id="x">',
  '</script ><p id="x">',
  '</script/><p id="x">',
  '</SCRIPT\t>',
  '<!--<script>',
  'a & b > c',
  'line\u2028separator\u2029',
];

/** The text between the block's opening tag and the first `</script` that follows it. */
function scriptBodies(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>/g)].map((m) => {
    const start = m.index + m[0].length;
    return html.slice(start, html.toLowerCase().indexOf('</script', start));
  });
}

describe('JSON-LD in the HTML', () => {
  it.each(breakouts)('escapes %j so the block stays one element and parses back', (text) => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: text }} />);
    const [body, ...rest] = scriptBodies(html);
    expect(rest).toHaveLength(0);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body!)).toEqual({ name: text });
    expect(html.endsWith('</script>')).toBe(true);
  });

  it('writes every < > & as a \\u escape', () => {
    expect(jsonForScript({ a: '<>&' })).toBe('{"a":"\\u003c\\u003e\\u0026"}');
  });

  it("takes next-seo's schema and writes it escaped", () => {
    const html = renderToStaticMarkup(
      <SeoJsonLd
        of={ArticleJsonLd}
        type="BlogPosting"
        headline={'Knits </script ><p id="x">'}
        url="https://example.com/a"
        author={[{ '@type': 'Person', name: '</script/>' }]}
      />,
    );
    const [body, ...rest] = scriptBodies(html);
    expect(rest).toHaveLength(0);
    expect(JSON.parse(body!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Knits </script ><p id="x">',
      author: [{ '@type': 'Person', name: '</script/>' }],
    });
  });

  it('escapes breadcrumb names', () => {
    const html = renderToStaticMarkup(
      <SeoJsonLd of={BreadcrumbJsonLd} items={[{ name: '<!--x', item: 'https://e.x/' }]} />,
    );
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scriptBodies(html)[0]!)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1, name: '<!--x' }],
    });
  });
});
