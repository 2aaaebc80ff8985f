import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BANGLA_BODY_HINT, BANGLA_HINT } from '@/lib/admin/bangla-fields';
import type { Messages } from '@/lib/i18n/messages';
import { makeAccount, publishNewArticle, signIn } from '../support/editing';

/**
 * Issue 49, what staff get: the editing area edits both languages (a বাংলা tab of
 * the translatable fields), publishes one without waiting for the other, previews
 * both, marks and filters what lacks Bangla; a message sent in Bangla arrives whole.
 */

// Read, not imported: Node loads a JSON module only with an import attribute.
const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;

/** The বাংলা tab (a radio button under its label: the label is what is clicked). */
const banglaTab = (page: Page) => page.locator('fieldset label').filter({ hasText: 'বাংলা' });
const englishTab = (page: Page) => page.locator('fieldset label').filter({ hasText: 'English' });
const banglaBody = (page: Page) =>
  page.locator('[contenteditable="true"]').and(page.getByRole('textbox', { name: 'Body (বাংলা)' }));
const status = (page: Page) => page.locator('main form > [role=status]');

/** The language a screen reader reads an element in: its own or its nearest ancestor's `lang`. */
const langOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

/** A new article published in English only; its editing address and its page's path. */
async function englishArticle(page: Page, title: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = await page.getByLabel('Address', { exact: true }).inputValue();
  const editing = await publishNewArticle(page);
  return { editing, path: `/blogs/details/${slug}` };
}

test('an article is published in English, then in Bangla: /bn shows the Bangla, the English page stays', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Knit exports ${stamp}`;
  const banglaTitle = `নিট রপ্তানি ${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts');
  const { editing, path } = await englishArticle(page, title);

  // Published without waiting for its Bangla: /bn shows the English, marked English.
  await page.goto(`/bn${path}`);
  await expect(page.locator('h1')).toHaveText(title);
  expect(await langOf(page, 'h1')).toBe('en');

  // The list says what it lacks, and the filter finds it.
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await expect(page.locator('main li').filter({ hasText: title })).toContainText('No Bangla');
  await page.getByLabel('Missing Bangla').check();
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/bangla=missing/);
  await expect(page.getByText('1 article, newest first.')).toBeVisible();

  // The বাংলা tab: only the translatable fields, none required.
  await page.goto(editing);
  // Its title and body have English and no Bangla (it has no summary: none is missing).
  await expect(banglaTab(page)).toContainText('2 missing');
  await expect(page.getByLabel('Title (বাংলা)')).toBeHidden();
  await banglaTab(page).click();
  await expect(page.getByLabel('Title', { exact: true })).toBeHidden();
  await expect(page.getByLabel('Title (বাংলা)')).toHaveAccessibleDescription(BANGLA_HINT);
  await expect(page.getByLabel('Summary (বাংলা)')).toBeVisible();
  // A Bangla body stands for all of the English body: it says so where it is typed.
  await expect(banglaBody(page)).toHaveAccessibleDescription(new RegExp(`^${BANGLA_BODY_HINT}`));
  await expect(page.getByLabel('Tags')).toBeHidden();
  await page.getByLabel('Title (বাংলা)').fill(banglaTitle);
  await banglaBody(page).click();
  await page.keyboard.type('র‍্যাব ও ক্ষুদ্র শিল্পের কথা।');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published at');
  // Drawn again after the save on the tab it was saved from.
  await expect(page.getByLabel('Title (বাংলা)')).toHaveValue(banglaTitle);
  await expect(banglaBody(page)).toBeVisible();

  await page.goto(`/bn${path}`);
  await expect(page.locator('h1')).toHaveText(banglaTitle);
  expect(await langOf(page, 'h1')).toBe('bn');
  await expect(page.locator('main')).toContainText('র‍্যাব ও ক্ষুদ্র শিল্পের কথা।');
  await page.goto(path);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.locator('main')).toContainText('A body.');
  expect(await (await request.get(path)).text()).not.toContain(banglaTitle);

  // Switching tabs changes nothing of the article: leaving asks nothing.
  await page.goto(editing);
  await banglaTab(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Articles', exact: true }).click();
  await expect(page).toHaveURL('/admin/blog-posts');

  // A draft of the Bangla: the site keeps the published one; the preview shows it in Bangla.
  await page.goto(editing);
  await banglaTab(page).click();
  await page.getByLabel('Title (বাংলা)').fill(`${banglaTitle} খসড়া`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(page)).toContainText('Draft saved at');
  await page.goto(`/bn${path}`);
  await expect(page.locator('h1')).toHaveText(banglaTitle);
  await page.goto(editing);
  await expect(page.getByRole('link', { name: 'Preview in বাংলা (new tab)' })).toHaveAttribute(
    'href',
    `/admin/preview?path=${encodeURIComponent(`/bn${path}`)}`,
  );
  await page.goto(`/admin/preview?path=${encodeURIComponent(`/bn${path}`)}`);
  await expect(page.locator('h1')).toHaveText(`${banglaTitle} খসড়া`);
  await page.goto(`/admin/preview?path=${encodeURIComponent(path)}`);
  await expect(page.locator('h1')).toHaveText(title);
  await page.goto('/admin/preview/exit');

  // Complete now: marked so, and out of the filter.
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await expect(page.locator('main li').filter({ hasText: title })).toContainText('বাংলা ✓');
  await page.goto(`/admin/blog-posts?q=${stamp}&bangla=missing`);
  await expect(page.getByText('0 articles, newest first.')).toBeVisible();
});

async function editorOn(browser: Browser, email: string, editing: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, editing);
  await banglaTab(page).click();
  await expect(banglaBody(page)).toBeVisible();
  return page;
}

async function typeAtEnd(page: Page, text: string) {
  await banglaBody(page).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test('a conflict on the Bangla body: the other editor’s change is shown, never dropped', async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now();
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts');
  const { editing } = await englishArticle(page, `Bangla conflict ${stamp}`);
  await page.goto(editing);
  await banglaTab(page).click();
  await banglaBody(page).click();
  await page.keyboard.type('প্রথম অনুচ্ছেদ।');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published at');

  const theirs = await editorOn(browser, await makeAccount(request, 'editor', 'theirs'), editing);
  const mine = await editorOn(browser, await makeAccount(request, 'editor', 'mine'), editing);
  await typeAtEnd(theirs, ' তাদের বাক্য।');
  await theirs.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(theirs)).toContainText('Draft saved at');

  await typeAtEnd(mine, ' আমার বাক্য।');
  await mine.getByRole('button', { name: 'Save draft' }).click();
  const notice = mine.locator('main form > [role=alert]');
  await expect(notice).toContainText('saved this after you opened it');
  await expect(notice).toContainText('Body (বাংলা)');
  await expect(notice).toContainText('you both changed it');
  const diff = notice.locator('[data-diff]');
  // Word by word: the word both sentences share is no change.
  await expect(diff.locator('del')).toHaveText(['[removed: তাদের]']);
  await expect(diff.locator('ins')).toHaveText(['[added: আমার]']);
  // Still on the বাংলা tab, with what I typed.
  await expect(banglaBody(mine)).toContainText('প্রথম অনুচ্ছেদ। আমার বাক্য।');

  // Seen theirs, I keep it too, and save on their version.
  await typeAtEnd(mine, ' তাদের বাক্য।');
  await mine.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(mine)).toContainText('Draft saved at');
  await mine.reload();
  expect(await mine.locator('textarea[name="bn.description"]').inputValue()).toContain(
    'প্রথম অনুচ্ছেদ। আমার বাক্য। তাদের বাক্য।',
  );
  await theirs.context().close();
  await mine.context().close();
});

test('a job opening in Bangla, without JavaScript: the tabs, the save, /bn/career and the list’s mark', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const stamp = Date.now();
  const title = `Knitting supervisor ${stamp}`;
  const banglaTitle = `নিটিং সুপারভাইজার ${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/jobs/new');
  await page.getByLabel('Position', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Gazipur');
  await page.getByLabel('Type', { exact: true }).fill('Full-time');
  await page.getByLabel('Vacancies').fill('2');
  await page
    .getByLabel('Application deadline')
    .fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Where to apply (address)').fill('https://jobs.example.com/knitting');
  // The tabs are CSS: the Bangla fields show, the English ones hide, and all are posted.
  await banglaTab(page).click();
  await expect(page.getByLabel('Position', { exact: true })).toBeHidden();
  await expect(page.getByLabel('Vacancies (বাংলা)')).toHaveCount(0);
  await page.getByLabel('Position (বাংলা)').fill(banglaTitle);
  await page.getByLabel('Location (বাংলা)').fill('গাজীপুর');
  await englishTab(page).click();
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/jobs\/\d+\?saved=published/);
  await expect(page.getByLabel('Position (বাংলা)')).toHaveValue(banglaTitle);
  await expect(page.getByLabel('Type (বাংলা)')).toHaveValue('');

  const career = await (await request.get('/bn/career')).text();
  expect(career).toContain(banglaTitle);
  expect(career).toContain('গাজীপুর');
  expect(await (await request.get('/career')).text()).not.toContain(banglaTitle);

  await page.goto(`/admin/lists/jobs?q=${stamp}`);
  await expect(page.locator('main li').filter({ hasText: title })).toContainText(
    'Bangla missing: Type',
  );
  await page.goto(`/admin/lists/jobs?q=${stamp}&bangla=missing`);
  await expect(page.getByText('1 item whose Bangla page shows some English.')).toBeVisible();
  await context.close();
});

test('a message sent from the Bangla contact page reaches the inbox and the CSV whole', async ({
  page,
  request,
}) => {
  const subject = `যোগাযোগ ${Date.now()}`;
  // Conjuncts, a ya-phala with a zero-width joiner, Bengali digits.
  const note = 'র‍্যাব-এর কাছে ক্ষুদ্র ঋণের স্বপ্ন: ১২৩৪৫৬৭৮৯০';
  await page.goto('/bn/contact-us');
  const form = page.getByRole('form', { name: bn.forms.contactLabel });
  await form.getByLabel(bn.forms.name).fill('রিনা আক্তার');
  await form.getByLabel(bn.forms.phone).fill('+8801700000000');
  await form.getByLabel(bn.forms.email).fill('rina@example.com');
  await form.getByLabel(bn.forms.subject).fill(subject);
  await form.getByLabel(bn.forms.note).fill(note);
  await form.getByRole('button', { name: bn.forms.send }).click();
  await expect(page.getByText(bn.forms.messages.received)).toBeVisible();

  await signIn(page, await makeAccount(request, 'editor'), '/admin/inbox');
  await page.getByLabel('Search').fill(subject);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.locator('main li h2').first()).toHaveText(subject);
  await expect(page.locator('main li').first()).toContainText(note);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const row = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .find((line) => line.includes(subject))!;
  const cells = row.match(/"(?:[^"]|"")*"/g)!;
  expect(cells[2]).toBe('"রিনা আক্তার"');
  expect(cells[5]).toBe(`"${subject}"`);
  expect(cells[6]).toBe(`"${note}"`);
});

test('a record’s Bangla: a draft previewed on /bn, then published; the figures and the English page unchanged', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const mark = `লিঙ্গভিত্তিক সহিংসতা প্রতিরোধ ${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/records/social');
  await banglaTab(page).click();
  const field = page.getByLabel('Gbav (বাংলা)');
  await expect(field).toHaveAccessibleDescription(/^English: Our GBAV/);
  // Only text has Bangla: the list of drivers' entries, not the record's figures.
  await expect(page.locator('[data-bangla-fields] [name^="bn."]').first()).toBeVisible();
  const original = await field.inputValue();
  await field.fill(mark);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status(page)).toContainText('Draft saved.');
  expect(await (await request.get('/bn/sustainability')).text()).not.toContain(mark);
  await page.goto(`/admin/preview?path=${encodeURIComponent('/bn/sustainability')}`);
  await expect(page.locator('main')).toContainText(mark);
  await page.goto('/admin/preview/exit');

  await page.goto('/admin/records/social');
  await banglaTab(page).click();
  await expect(page.getByLabel('Gbav (বাংলা)')).toHaveValue(mark);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published.');
  expect(await (await request.get('/bn/sustainability')).text()).toContain(mark);
  expect(await (await request.get('/sustainability')).text()).not.toContain(mark);

  // Put back as it was (the Bangla pages' own spec reads this record).
  await page.goto('/admin/records/social');
  await banglaTab(page).click();
  await page.getByLabel('Gbav (বাংলা)').fill(original);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(status(page)).toContainText('Published.');
});
