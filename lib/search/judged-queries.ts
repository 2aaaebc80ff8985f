/**
 * The judged set: what visitors type, and the pages that answer it. Written from
 * the pages' content (the demo store's articles, news, jobs and publications, and
 * the site's own pages) and from how buyers, job seekers, neighbours and the press
 * word things: navigation words, questions, a brand or a place, typos. A query is
 * answered when one of its pages is among the first three results (hrefs, as the
 * results link to them; a job's result links to /career, a video's to /blogs/video).
 * `npm run bench:search` and lib/search/evaluation.test.ts score both engines on it.
 */
export type JudgedQuery = { q: string; pages: string[] };

const article = (slug: string) => `/blogs/details/${slug}`;
const news = (slug: string) => `/media-details/${slug}`;

// prettier-ignore
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Job seekers.
  { q: 'careers', pages: ['/career'] },
  { q: 'job openings', pages: ['/career'] },
  { q: 'work at masco', pages: ['/career'] },
  { q: 'apply for a job', pages: ['/career'] },
  { q: 'merchandiser job', pages: ['/career'] },
  { q: 'vacancies in gazipur', pages: ['/career'] },
  { q: 'quality inspector job', pages: ['/career'] },
  { q: 'etp operator', pages: ['/career'] },
  { q: 'compliance officer vacancy', pages: ['/career'] },
  { q: 'merchendiser', pages: ['/career'] },
  // Getting in touch.
  { q: 'contact', pages: ['/contact-us'] },
  { q: 'email address', pages: ['/contact-us'] },
  { q: 'head office dhaka', pages: ['/contact-us'] },
  { q: 'factory location', pages: ['/contact-us'] },
  { q: 'telephone', pages: ['/contact-us'] },
  { q: 'gulshan office', pages: ['/contact-us'] },
  // Buyers and the curious: who the group is.
  { q: 'about masco', pages: ['/masco-at-a-glance'] },
  { q: 'company profile', pages: ['/masco-at-a-glance', '/publications'] },
  { q: 'who are your customers', pages: ['/clients-logo'] },
  { q: 'brands you make for', pages: ['/clients-logo'] },
  { q: 'our clients', pages: ['/clients-logo'] },
  { q: 'chairman message', pages: ['/management-message'] },
  { q: 'managing director', pages: ['/management-message'] },
  { q: 'awards won', pages: ['/awards'] },
  { q: 'achievements', pages: ['/awards'] },
  // Buyers: what the factories do.
  { q: 'yarn dyeing unit', pages: ['/yarn-dyeing'] },
  { q: 'fabric dyeing capacity', pages: ['/dyeing'] },
  { q: 'garment wash', pages: ['/washing'] },
  { q: 'enzyme wash', pages: ['/washing'] },
  { q: 'thread manufacturer', pages: ['/sewing-thread'] },
  { q: 'sewing lines', pages: ['/sewing'] },
  { q: 'stitching', pages: ['/sewing'] },
  { q: 'circular knitting machines', pages: ['/knitting'] },
  { q: 'knit fabric production', pages: ['/knitting'] },
  { q: 'knittng', pages: ['/knitting'] },
  { q: 'screen printing', pages: ['/printing-embroidery'] },
  { q: 'embroidery machines', pages: ['/printing-embroidery'] },
  { q: 'embroidary', pages: ['/printing-embroidery'] },
  { q: 'fabric research and development', pages: ['/fabric-r&d'] },
  { q: 'fabric r&d', pages: ['/fabric-r&d'] },
  { q: 'design studio', pages: ['/design-hub'] },
  { q: 'pattern making and sampling', pages: ['/design-hub'] },
  // The group's other businesses.
  { q: 'cricket', pages: ['/masco-cricket-academy'] },
  { q: 'cricket coaching for kids', pages: ['/masco-cricket-academy'] },
  { q: 'school admission', pages: ['/masco-school'] },
  { q: 'cambridge school', pages: ['/masco-school'] },
  { q: 'milk production', pages: ['/masco-dairy-firm'] },
  { q: 'cow farm', pages: ['/masco-dairy-firm'] },
  { q: 'motorcycle dealer', pages: ['/masminu-motors'] },
  { q: 'motor cycle instalment', pages: ['/masminu-motors'] },
  { q: 'real estate', pages: ['/masco-properties'] },
  { q: 'apartment construction', pages: ['/masco-properties'] },
  { q: 'stock broker', pages: ['/masco-share&security'] },
  { q: 'capital market investment', pages: ['/masco-share&security'] },
  // Sustainability, visits, news and reading.
  { q: 'environment', pages: ['/sustainability'] },
  { q: 'sustainablity', pages: ['/sustainability'] },
  { q: 'leed building visit', pages: ['/green-tour'] },
  { q: 'book a factory tour', pages: ['/green-tour'] },
  { q: 'news', pages: ['/media'] },
  { q: 'press releases', pages: ['/media'] },
  { q: 'masco magazine', pages: ['/media'] },
  { q: 'sustainability report pdf', pages: ['/publications'] },
  { q: 'brochure download', pages: ['/publications'] },
  { q: 'blog posts', pages: ['/blogs'] },
  { q: 'watch videos', pages: ['/blogs/video'] },
  { q: 'corporate film', pages: ['/media', '/blogs/video'] },
  { q: 'author farhana rahman', pages: ['/blogs/author/1'] },
  // Articles and news, by their subject as a reader would put it.
  { q: 'recycled polyester', pages: [article('recycled-polyester-in-knitwear')] },
  { q: 'water recycling in dyeing', pages: [article('closing-the-loop-on-water-in-dyeing'), '/blogs/video'] },
  { q: 'solar panels on factory roofs', pages: [article('rooftop-solar-on-working-factories')] },
  { q: 'zdhc chemical inventory', pages: [article('zdhc-mrsl-level-3-chemical-inventory'), '/publications'] },
  { q: 'polo shirt trends', pages: [article('pique-polo-and-the-classic-knit-shirt')] },
  { q: 'shorter lead times', pages: [article('lead-times-and-vertical-integration')] },
  { q: 'day care for working mothers', pages: [article('mothers-at-work-day-care-and-nursing-breaks')] },
  { q: 'harassment at work', pages: [article('gbav-workplaces-free-from-harassment'), '/publications'] },
  { q: 'oxygen cylinder donation', pages: [news('nasal-cannula-oxygen-cylinder-donation')] },
  { q: 'tree plantation', pages: [news('tree-plantation-drive-4000-trees')] },
  { q: 'eid bonus', pages: [news('eid-ul-adha-2026-bonuses-and-holidays')] },
  { q: 'sanitary napkins', pages: [news('subsidised-sanitary-napkins-10-taka')] },
  { q: 'annual sports day', pages: [news('annual-sports-2026')] },
  { q: 'women leaders', pages: ['/blogs/video', '/publications', article('gbav-workplaces-free-from-harassment')] },
  // From a stranger's try (2026-11-27): certificates shown only as pictures, Bangladeshi job words, figures.
  { q: 'iso 9001', pages: ['/sustainability'] },
  { q: 'wrap certificate', pages: ['/sustainability'] },
  { q: 'oeko-tex', pages: ['/sustainability'] },
  { q: 'job circular', pages: ['/career'] },
  { q: 'salary', pages: ['/career'] },
  { q: 'thread count', pages: ['/sewing-thread'] },
  { q: 'monthly production capacity', pages: ['/masco-at-a-glance'] },
];

/** Where a query's first judged page is among `hrefs` (1-based), or null. */
export const rankOf = (hrefs: string[], pages: readonly string[]) => {
  const index = hrefs.findIndex((href) => pages.includes(href));
  return index < 0 ? null : index + 1;
};

export type Evaluation = {
  queries: number;
  /** Share of queries with a judged page in the first three results. */
  p3: number;
  /** Mean reciprocal rank of the first judged page (0 when none is on the first page). */
  mrr: number;
  /** Queries that answered nothing at all. */
  zero: number;
  /** Each query missing the first three, with its rank (null: not on the first page). */
  misses: { q: string; rank: number | null; top: string[] }[];
};

/** Scores `search` (the first page's hrefs, best first) on the judged queries. */
export async function evaluate(
  search: (q: string) => Promise<string[]>,
  queries: readonly JudgedQuery[] = JUDGED_QUERIES,
): Promise<Evaluation> {
  let inTop3 = 0;
  let reciprocal = 0;
  let zero = 0;
  const misses: Evaluation['misses'] = [];
  for (const { q, pages } of queries) {
    const hrefs = await search(q);
    if (hrefs.length === 0) zero += 1;
    const rank = rankOf(hrefs, pages);
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== null && rank <= 3) inTop3 += 1;
    else misses.push({ q, rank, top: hrefs.slice(0, 3) });
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    queries: queries.length,
    p3: round(inTop3 / queries.length),
    mrr: round(reciprocal / queries.length),
    zero,
    misses,
  };
}
