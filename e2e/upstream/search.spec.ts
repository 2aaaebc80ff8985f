import { expect, test } from '@playwright/test';
import { CONTRACT_URL, REVALIDATE_SECRET, revalidateAll } from '../support/helpers';
import { expectFoundThenGone, searchCases } from '../support/search-cases';

/** Issue 30: site search with an upstream CMS: the index this server builds from the contract's reads. */
searchCases({
  byKind: [
    { kind: 'article', query: 'trends', title: 'Upstream headline: knit trends for 2027' },
    {
      kind: 'media',
      query: 'dyehouse',
      title: 'Upstream news: Masco opens a new dyehouse in Gazipur',
    },
    { kind: 'job', query: 'lab technician', title: 'Upstream Part-time Lab Technician' },
    { kind: 'publication', query: 'magazine', title: 'Upstream Magazine, Issue 12' },
    { kind: 'author', query: 'second writer', title: 'Second Writer' },
    { kind: 'page', query: 'dairy farm', title: 'Masco Dairy Farm' },
  ],
  typo: {
    typo: 'recyled',
    word: 'recycled',
    stem: 'recycling',
    title: 'Upstream news: Masco opens a new dyehouse in Gazipur',
  },
  phrase: { words: 'knitting floor', title: 'Knitting' },
  paged: { query: 'upstream', kind: 'article' },
  misspelt: { typo: 'sustianabilty', suggestion: 'sustainability' },
  navigation: [
    { query: 'jobs', href: '/career' },
    { query: 'phone number', href: '/contact-us' },
    { query: 'buyers brands', href: '/clients-logo' },
    { query: 'knitwear', href: '/knitting' },
    { query: 'blog', href: '/blogs' },
    { query: 'bike showroom', href: '/masminu-motors' },
  ],
  leftOut: { query: 'dairy zebraquux', word: 'zebraquux', title: 'Masco Dairy Farm' },
  realWord: {
    query: 'dairy form',
    read: 'dairy farm',
    quoted: 'dairy "form"',
    title: 'Masco Dairy Farm',
  },
});

test('an article the CMS publishes is found once its reads are revalidated, and gone once taken down', async ({
  page,
  request,
}) => {
  const word = `wombat${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const title = `Upstream search finds ${word}`;
  const slug = `upstream-search-${word}`;
  const revalidate = () =>
    request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { tags: ['read:blogs'] },
    });
  try {
    await expectFoundThenGone(
      page,
      request,
      word,
      title,
      async () => {
        const added = await request.post(`${CONTRACT_URL}/__articles`, {
          data: {
            slug,
            title,
            short_description: 'Published in the CMS.',
            description: `<p>About ${word}.</p>`,
            thumbnail: '/images/blog.png',
            featured_image: '',
            featured: false,
            reading_time: '1 min read',
            published_date: '2026-11-01T10:00:00Z',
            author: 'Upstream Author',
            author_id: 7,
            tags: [],
            category_slug: 'knitwear',
          },
        });
        expect(added.ok()).toBe(true);
        expect((await revalidate()).ok()).toBe(true);
      },
      async () => {
        await request.delete(`${CONTRACT_URL}/__articles?slug=${slug}`);
        expect((await revalidate()).ok()).toBe(true);
      },
    );
  } finally {
    await request.delete(`${CONTRACT_URL}/__articles?slug=${slug}`);
    await revalidateAll(request);
  }
});
