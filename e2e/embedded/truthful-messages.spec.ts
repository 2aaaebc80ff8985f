import { expect, test } from '@playwright/test';
import { wallTimeInWords } from '../../lib/dates';
import { bodyEditor, makeAccount, signIn } from '../support/editing';

/**
 * Issue 45, item 12: a save is confirmed as what it did. A scheduled article is
 * "Scheduled for" its Bangladesh date (its button says Schedule); a job past its
 * deadline is saved but not listed. (Sign out everywhere: editing-kept.spec.ts.)
 */

test('an article dated in the future is scheduled, says so with its Bangladesh date and time, and its button says Schedule', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const title = `Scheduled article ${Date.now()}`;
  const when = '2099-12-31T10:00';
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await bodyEditor(page).click();
  await page.keyboard.type('Not before the end of the century.');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  const schedule = page.getByRole('button', { name: 'Schedule', exact: true });
  await expect(publish).toBeVisible();
  await page.getByLabel('Published on (Bangladesh time)').fill(when);
  await expect(schedule).toBeVisible();
  await expect(publish).toHaveCount(0);

  await schedule.click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  const words = `Scheduled for ${wallTimeInWords(when)} (Bangladesh time)`;
  expect(words).toBe('Scheduled for Thursday, 31 December 2099, 10:00 (Bangladesh time)');
  // Its ticker box unticked: the home page's news ticker is not among the places named.
  await expect(page.getByLabel('In the home page’s news ticker')).not.toBeChecked();
  await expect(page.getByRole('status')).toHaveText(
    `${words}: /blogs, the article and the feed show it from then, not before.`,
  );
  await expect(page.getByText(`${words}, not on the site until then.`)).toBeVisible();
  await expect(page.getByText(/^On the site/)).toHaveCount(0);
  // Its page answers "not found" until then: no link to view it yet, a preview instead.
  await expect(page.getByRole('link', { name: 'View the article (new tab)' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Preview the saved version (new tab)' }),
  ).toBeVisible();
  await expect(schedule).toBeVisible();

  // Saved again from the form, now in the ticker: the same truth, the ticker named; a past
  // date makes it Publish again.
  await page.getByLabel('In the home page’s news ticker').check();
  await schedule.click();
  await expect(page.getByRole('status')).toHaveText(
    `${words}: /blogs, the article, the home ticker and the feed show it from then, not before.`,
  );
  await page.getByLabel('Published on (Bangladesh time)').fill('2020-01-01T10:00');
  await expect(publish).toBeVisible();

  await page.getByText('Delete this article').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
});

test('a job past its deadline is saved, and the notice says /career does not list it', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/jobs/new');
  const title = `Expired job ${Date.now()}`;
  await page.getByLabel('Position', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Gazipur');
  await page.getByLabel('Type', { exact: true }).fill('Full-time');
  await page.getByLabel('Vacancies').fill('1');
  await page.getByLabel('Application deadline').fill('2020-01-31');
  await page.getByLabel('Where to apply (address)').fill('https://example.com/apply');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/jobs\/\d+\?saved=published/);
  const notice =
    'Saved, but not listed on /career: its application deadline (Friday, 31 January 2020) has passed. Give it a later deadline to list it again.';
  await expect(page.getByRole('status')).toHaveText(notice);
  expect(await (await request.get('/career')).text()).not.toContain(title);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(notice);

  await page.getByText('Delete a job opening').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/lists/jobs?deleted=1');
});
