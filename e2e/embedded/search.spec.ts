import { expect, test } from '@playwright/test';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';
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
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Address', { exact: true }).fill(slug);
      await page.getByLabel('Category').selectOption({ index: 1 });
      await page.getByLabel('Author').selectOption({ index: 1 });
      await page.getByLabel('Summary').fill('Written to be searched for.');
      await bodyEditor(page).click();
      await page.keyboard.type('Found by the site search as soon as it is published.');
      await publishButton(page).click();
      await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
    },
    async () => {
      await page.goBack();
      await page.getByText('Delete this article').click();
      await page.getByLabel('Yes, delete it for good').check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
    },
  );
});
