import { expect, test } from '@playwright/test';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';
import { searchHref } from '../../lib/search/search-href';
import { expectFoundThenGone, searchCases } from '../support/search-cases';

/** Issue 30: site search on the store's own full-text search (run on PGlite and PostgreSQL). */
searchCases({
  byKind: [
    {
      kind: 'article',
      query: 'effluent',
      title:
        'Closing the Loop on Water: How Our Dyeing Units Recycle Treated Effluent Back Into Production',
    },
    {
      kind: 'media',
      query: 'cows',
      title: 'From Ten Cows to Two Hundred: Masco Dairy Marks a Decade of Growth',
    },
    { kind: 'job', query: 'auditor', title: 'Quality Auditor (Final Inspection)' },
    {
      kind: 'publication',
      query: 'water issue',
      title: 'Masco Magazine, Issue 12: The Water Issue (July 2026)',
    },
    { kind: 'author', query: 'rezaul', title: 'Md. Rezaul Karim' },
    { kind: 'page', query: 'dairy farm', title: 'Masco Dairy Farm' },
  ],
  typo: {
    typo: 'stirpes',
    word: 'stripes',
    stem: 'striped',
    title: 'Auto-Stripe Knitting: Engineering Stripes Without the Yarn-Dyed Compromises',
  },
  phrase: { words: 'knitting floor', title: 'Knitting' },
  paged: { query: 'knit', kind: 'article' },
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

test('a word visitors use for a page is never read as another: "engineer post" is not "engineer cost" (issue 46)', async ({
  page,
}) => {
  await page.goto(searchHref('engineer post'));
  // Each word is in some result, none in all: said so, each result naming what it lacks.
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for some of “engineer post”\.$/);
  await expect(page.getByText('No result has every word: each says which it lacks.')).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
});

test('an article published in the editing area is found at once, and gone once deleted', async ({
  page,
  request,
}) => {
  // Letters only, new each run: a word no other content uses.
  const word = `quokka${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const title = `Search finds ${word} at once`;
  const slug = `search-${word}`;
  // Tall enough that the body's editor, which loads as it nears the viewport, is in it.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await expectFoundThenGone(
    page,
    request,
    word,
    title,
    async () => {
      await page.goto('/admin/blog-posts/new');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Address', { exact: true }).fill(slug);
      await page.getByLabel('Category').selectOption({ index: 1 });
      await page.getByLabel('Author').selectOption({ index: 1 });
      await page.getByLabel('Summary', { exact: true }).fill('Written to be searched for.');
      await bodyEditor(page).click();
      await page.keyboard.type('Found by the site search as soon as it is published.');
      await publishButton(page).click();
      await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
    },
    async () => {
      await page.goBack();
      await page.getByText('Delete this article').click();
      await page.getByLabel('Yes, move it to the bin').check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
    },
  );
});

test('staff add a synonym without JavaScript; visitors find the page by it; a failed search is listed, one click from a synonym', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Letters only, new each run: words no content uses.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const failed = `wombat${stamp}`;
  const visitor = await context.newPage();
  const visitorSees = async (q: string) => {
    await visitor.goto(searchHref(q));
    return visitor.getByRole('status');
  };
  await expect(await visitorSees(failed)).toHaveText(`No results for “${failed}”.`);

  await signIn(page, await makeAccount(request, 'editor'), '/admin/search');
  await expect(page.getByRole('heading', { name: 'Site search', level: 1 })).toBeVisible();
  // Counted after the page was sent: the list shows it once it is written.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: `Add a synonym for ${failed}` })).toBeVisible();
  }).toPass();
  await page.getByRole('link', { name: `Add a synonym for ${failed}` }).click();
  await expect(page.getByLabel('Words', { exact: true })).toHaveValue(failed);
  await page.getByLabel('Lead to', { exact: true }).selectOption('/masminu-motors');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Added. The pages are found by these words now.',
  );
  await expect(page.getByText(`${failed} → Masminu Motors`)).toBeVisible();

  await expect(await visitorSees(failed)).toHaveText(`1 result for “${failed}”.`);
  await expect(
    visitor.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Masminu Motors' }),
  ).toHaveAttribute('href', '/masminu-motors');

  await page.getByRole('button', { name: `Remove ${failed}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Removed. The pages are no longer found by those words.',
  );
  await expect(await visitorSees(failed)).toHaveText(`No results for “${failed}”.`);
  await context.close();
});
