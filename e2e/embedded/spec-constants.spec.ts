import { expect, test } from '@playwright/test';
import { site } from '@/lib/site';

/**
 * The figures and fixed texts of the "Business constants and limits" sections of
 * both specification documents (part 1 and part 2, section 9) that a page shows,
 * read from each page's server HTML, so that a copy edit that drops or changes one
 * fails here. Durations and speeds of the same sections (ticker, popups, sliders)
 * are behaviour, held by the specs of their screens.
 */
type Fact = { route: string; text: string; in?: string };

const facts: Fact[] = [
  // Part 1: home counters and the business overview.
  { route: '/', text: '5 Star' },
  { route: '/', text: '99% +' },
  { route: '/', text: '30 +' },
  { route: '/', text: '2009 to 2021' },
  // Part 1: the green tour.
  { route: '/green-tour', text: 'about 90 minutes' },
  { route: '/green-tour', text: 'first Saturday of every month' },
  { route: '/green-tour', text: '11:00 AM to 12:30 PM' },
  { route: '/green-tour', text: 'prior confirmation' },
  { route: '/green-tour', text: 'at least two weeks' },
  { route: '/green-tour', text: site.email },
  { route: '/green-tour', text: 'Green Building Tour' },
  { route: '/green-tour', text: '20%' },
  { route: '/green-tour', text: 'more than 30%' },
  // Part 1: unit establishment years, each in its own factory's section.
  { route: '/yarn-dyeing', in: 'Yarn dyeing unit', text: 'Since 2020' },
  { route: '/sewing-thread', in: 'Sewing thread unit', text: 'Since 2020' },
  { route: '/knitting', in: 'Knitting unit', text: 'Since 2010' },
  { route: '/dyeing', in: 'Concept Knitting', text: 'Since 2003' },
  { route: '/dyeing', in: 'Concept Knitting', text: 'November 2010' },
  { route: '/dyeing', in: 'Masco Exports', text: 'Since 2014' },
  { route: '/dyeing', in: 'Masco Industries', text: 'Since 2014' },
  { route: '/sewing', in: 'Shanta Expressions', text: 'Since 2012' },
  { route: '/sewing', in: 'Concept Knitting', text: 'Since 2003' },
  { route: '/sewing', in: 'Tasniah Fabrics', text: 'Since 2010' },
  { route: '/sewing', in: 'Masco Cottons', text: 'Since 2011' },
  { route: '/sewing', in: 'Mascotex', text: 'Since 2009' },
  { route: '/sewing', in: 'Masco Industries G1', text: 'Since 2001' },
  { route: '/sewing', in: 'Composite Knit Garments', text: 'Since 2006' },
  { route: '/sewing', in: 'MPL Wear', text: 'Since 2012' },
  { route: '/sewing', in: 'Sample &amp; CAD Section', text: 'Since 2001' },
  // Part 1: knitting diameters and gauges.
  ...[
    ['Single jersey', '30-40 inch', '14-36'],
    ['Interlock', '34-38 inch', '18-28'],
    ['Rib', '34-40 inch', '14-28'],
  ].flatMap(([fabric, diameter, gauge]) => [
    { route: '/knitting', text: `${fabric} ${diameter} ${gauge}` },
  ]),
  // Part 1: the sewing thread unit's yarn counts and laboratory.
  ...['50/2', '40/2', '60/2', '20/2', '20/3', '20/4', '20/9', '150D', '100D', '75D'].map(
    (count) => ({ route: '/sewing-thread', in: 'Thread types', text: count }),
  ),
  { route: '/sewing-thread', text: 'below 5 gm of yarn' },
  { route: '/sewing-thread', text: '50 kg and below' },
  { route: '/sewing-thread', text: 'Four photo digitizer sets' },
  // Part 2: static facts.
  { route: '/sustainability', text: '18,000' },
];

/** Visible text of server HTML: no scripts, tags or entities; dashes and spaces plain. */
function textOf(html: string) {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<template[\s\S]*?<\/template>/g,
      ' ',
    )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&rsquo;|’/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ');
}

/** The server HTML of the `<section>` whose text names `heading`. */
function sectionNaming(html: string, heading: string) {
  const sections = html.split(/<section\b/).slice(1);
  return sections.find((s) => textOf(s.split(/<\/section>/)[0]!).includes(heading)) ?? '';
}

const byRoute = new Map<string, Fact[]>();
for (const fact of facts) byRoute.set(fact.route, [...(byRoute.get(fact.route) ?? []), fact]);

test.describe('the business constants of the specification, in the server HTML', () => {
  for (const [route, routeFacts] of byRoute) {
    test(`${route} shows ${routeFacts.length} of them`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const missing = routeFacts.filter((fact) => {
        const scope = fact.in ? sectionNaming(html, fact.in.replace(/&amp;/g, '&')) : html;
        return !textOf(scope).includes(fact.text);
      });
      expect(missing.map((f) => `${f.in ? `${f.in}: ` : ''}${f.text}`)).toEqual([]);
    });
  }
});

test.describe('what the specification says the pages link to or must not say', () => {
  test('/sewing-thread names no count the specification does not list', async ({ request }) => {
    const text = textOf(await (await request.get('/sewing-thread')).text());
    expect(text).not.toContain('60/3');
  });

  test('the home page body links to /career and to the virtual tour in a new tab', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<a[^>]+href="\/career"/);
    expect(main).toMatch(
      new RegExp(
        `<a[^>]+href="${site.external.virtualTour}"[^>]+target="_blank"[^>]+rel="noopener noreferrer"`,
      ),
    );
  });
});
