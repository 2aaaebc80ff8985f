import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bodyEditor, makeAccount, signIn } from '../support/editing';

/** Issue 18: the lists the pages show, edited through forms made from one description each. */

const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

const save = (page: Page, name: 'Publish' | 'Save hidden from the site' | 'Save') =>
  page.getByRole('button', { name, exact: true }).click();

/** A future date as the date input takes it. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a job opening is published to /career, hidden again and deleted', async ({
  page,
  request,
}) => {
  const title = `Knitting supervisor ${Date.now()}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/jobs/new');
  await page.getByLabel('Position', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Gazipur');
  await page.getByLabel('Type', { exact: true }).fill('Full-time');
  await page.getByLabel('Vacancies').fill('2');
  await page.getByLabel('Application deadline').fill(inDays(20));
  await page.getByLabel('Where to apply (address)').fill('https://jobs.example.com/knitting');
  await save(page, 'Publish');
  await expect(page).toHaveURL(/\/admin\/lists\/jobs\/\d+\?saved=published/);
  await expect(page.getByRole('status')).toContainText('Published: /career shows it');
  expect(await html(request, '/career')).toContain(title);

  await save(page, 'Save hidden from the site');
  await expect(page.getByRole('status')).toContainText('Saved, hidden from the site.');
  expect(await html(request, '/career')).not.toContain(title);

  await page.getByText('Delete a job opening').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  // The browser asks for the confirmation box first; ticked, the row goes.
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/lists/jobs?deleted=1');
  await page.goto(`/admin/lists/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('0 items.')).toBeVisible();
});

test('bad input is refused field by field, and what was typed is kept', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/jobs/new');
  await page.getByLabel('Position', { exact: true }).fill('A job with a bad address');
  await page.getByLabel('Where to apply (address)').fill('javascript:alert(1)');
  await save(page, 'Publish');
  const notice = page.locator('form [role=alert]');
  await expect(notice).toContainText('Nothing was saved');
  // By each field, and in the notice as a link to it.
  await expect(page.getByLabel('Where to apply (address)')).toHaveAccessibleDescription(
    /^An address starting with https:\/\//,
  );
  await expect(page.getByLabel('Location', { exact: true })).toHaveAccessibleDescription(
    /^Enter the location\./,
  );
  await expect(notice.getByRole('listitem')).toContainText([
    'Location: Enter the location.',
    'Where to apply (address): An address starting with https://',
  ]);
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue(
    'A job with a bad address',
  );

  await page.goto('/admin/lists/publications/new');
  await page.getByLabel('Title', { exact: true }).fill('A report that is not a PDF');
  await page.getByLabel('Or upload a new PDF').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await save(page, 'Publish');
  await expect(page.getByLabel('Or upload a new PDF')).toHaveAccessibleDescription(
    'Upload a PDF file.',
  );
});

test('a publication with an uploaded PDF is on /publications, and the file is served by its hash', async ({
  page,
  request,
}) => {
  const title = `Sustainability report ${Date.now()}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/publications/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Or upload a new PDF').setInputFiles({
    name: 'Report 2026.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`),
  });
  await save(page, 'Publish');
  await expect(page.getByRole('status')).toContainText('Published');
  const address = await page.getByLabel('Address of the file').inputValue();
  expect(address).toMatch(/^\/files\/[0-9a-f]{64}\/report-2026\.pdf$/);
  const file = await request.get(address);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const list = await html(request, '/publications');
  expect(list).toContain(title);
  expect(list).toContain(address);
});

test('awards are reordered with the arrows, and /awards shows the new order', async ({
  page,
  request,
}) => {
  const order = async () =>
    [...(await html(request, '/awards')).matchAll(/<p aria-hidden="true"[^>]*>([^<]+)<\/p>/g)].map(
      (m) => m[1]!.replace(/&amp;/g, '&'),
    );
  const before = await order();
  expect(before.length).toBeGreaterThan(2);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/awards');
  await page.getByRole('button', { name: `Move up: ${before[1]}` }).click();
  await expect.poll(async () => (await order()).slice(0, 2)).toEqual([before[1], before[0]]);
  await page.getByRole('button', { name: `Move down: ${before[1]}` }).click();
  // Both moves land on the same address: the order on the page is what tells they are done.
  await expect.poll(order).toEqual(before);
});

test('a news item is saved hidden, previewed on its page with its video, then published to /media', async ({
  page,
  request,
  context,
}) => {
  const stamp = Date.now();
  const title = `Open day at the knitting unit ${stamp}`;
  const slug = `open-day-${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/media/new');
  await page.getByLabel('Kind').selectOption('news');
  await page.getByLabel('Short title (cards)', { exact: true }).fill(`Open day ${stamp}`);
  await page.getByLabel('Full title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await expect(page.getByLabel('Video address (YouTube)')).toBeHidden();
  const body = bodyEditor(page);
  await body.click();
  await page.keyboard.type('Families toured the knitting floor.');
  await page.getByRole('button', { name: 'YouTube video' }).click();
  await page.getByLabel('YouTube address').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await save(page, 'Save hidden from the site');
  await expect(page).toHaveURL(/\/admin\/lists\/media\/\d+\?saved=hidden/);
  expect((await request.get(`/media-details/${slug}`)).status()).toBe(404);

  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Preview its page as saved/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByText('Families toured the knitting floor.')).toBeVisible();
  // The video waits for a click: no YouTube frame before the visitor asks for it.
  await expect(preview.locator('iframe')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Play video: Video' }).click();
  await expect(
    preview.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
  ).toHaveCount(1);
  await preview.close();

  await save(page, 'Publish');
  await expect(page.getByRole('status')).toContainText('Published');
  expect(await html(request, '/media')).toContain(`/media-details/${slug}`);
  const article = await html(request, `/media-details/${slug}`);
  expect(article).toContain('Families toured the knitting floor.');
  expect(article).toContain('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  expect(article).not.toContain('<iframe');
});

test('with the session gone, no editing form changes anything: saves keep what was typed, uploads, moves and deletions are refused', async ({
  page,
  request,
  context,
}) => {
  const awards = async () =>
    (await html(request, '/awards')).match(/<p aria-hidden="true"[^>]*>([^<]+)</)?.[1];
  const firstAward = await awards();
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/awards/1');
  await page.getByLabel('Title', { exact: true }).fill('Typed after the session ended');
  const alt = page.getByLabel('What the new picture shows (alt text)').first();
  await alt.fill('An alt text typed after the session ended');
  await context.clearCookies();
  await save(page, 'Publish');
  await expect(page.locator('form [role=alert]')).toContainText('Your session has ended');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Typed after the session ended',
  );
  await expect(alt).toHaveValue('An alt text typed after the session ended');
  // The dialog that offers to sign in again here is put aside.
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();

  // The delete form of the same page, its box ticked: sent to sign in, the award stays.
  await page.getByText('Delete an award').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect(await awards()).toBe(firstAward);

  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/awards');
  await context.clearCookies();
  await page
    .getByRole('button', { name: /^Move down: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect(await awards()).toBe(firstAward);

  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill('An article typed after the session ended');
  await alt.fill('A picture described after the session ended');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('form [role=alert]')).toContainText('Your session has ended');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'An article typed after the session ended',
  );
  await expect(alt).toHaveValue('A picture described after the session ended');

  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  await context.clearCookies();
  await page.getByLabel(/^File \(JPEG/).setInputFiles('public/demo/blog/blog-03.webp');
  await page.getByLabel('What the picture shows (alt text)').fill('Refused');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('form [role=alert]')).toContainText('Your session has ended');
});
