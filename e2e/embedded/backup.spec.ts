import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { reads, type ReadName } from '@/lib/content/contract';
import { readPath } from '@/lib/content/routes';
import { bodyEditor, PASSWORD, signIn } from '../support/editing';
import { storedSubmissions } from '../support/helpers';
import { formCredentials, sendContact } from '../support/hostile';
import { ownServer } from '../support/own-server';

/**
 * Issue 29: `npm run backup` copies the embedded store while the site serves and
 * posts arrive; `npm run restore` rebuilds a wiped data directory from the copy,
 * and the site answers as before. The operator's own commands are run, as an
 * operator would run them.
 */
const own = ownServer(52, '.data/e2e-backup');
const FILE = '.data/e2e-backup.file';

/** Runs one of the operator's commands; resolves with its exit code and output. */
function command(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out: out.trim() }));
  });
}

/** Every contract read, with the published article's own slug, category and author. */
async function everyRead(request: APIRequestContext, article: Record<string, string>) {
  const media = (await (await request.get(`${own.base}/api/media/news-videos`)).json()) as {
    data?: { slug?: string }[];
  };
  const params: Record<string, string> = {
    slug: article.slug!,
    category_slug: article.category_slug!,
    author_id: article.author_id!,
  };
  const answers: Record<string, unknown> = {};
  for (const name of Object.keys(reads) as ReadName[]) {
    const path = readPath(name, {
      ...params,
      ...(name === 'mediaDetails' && media.data?.[0]?.slug ? { slug: media.data[0].slug } : {}),
    });
    const answer = await request.get(`${own.base}${path}`);
    answers[path] = { status: answer.status(), body: await answer.json() };
  }
  return answers;
}

test.describe.configure({ mode: 'serial' });
test.afterAll(() => own.kill());

test('a backup taken while posts arrive restores a wiped store: the same contract JSON, the same picture bytes, the editor signs in, no acknowledged post is missing', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  rmSync(own.dataDir, { recursive: true, force: true });
  rmSync(FILE, { force: true });
  own.start(10_000);
  await own.waitUntilUp(request);

  // An editor, made with the operator's command; an article with a picture, published.
  const editor = `backup-editor-${Date.now()}@example.com`;
  const made = await command(
    'scripts/admin-create.mjs',
    ['--email', editor, '--role', 'editor', '--url', own.base],
    { ADMIN_PASSWORD: PASSWORD },
  );
  expect(made.code, made.out).toBe(0);
  const slug = `backed-up-${Date.now()}`;
  await signIn(page, editor, `${own.base}/admin/blog-posts/new`);
  await page.getByLabel('Title', { exact: true }).fill(`An article kept in the backup ${slug}`);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('Written before the backup.');
  await page
    .getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)')
    .first()
    .setInputFiles('public/demo/blog/blog-05.webp');
  await page.getByLabel('What the new picture shows (alt text)').first().fill('A knitting floor');
  await bodyEditor(page).click();
  await page.keyboard.type('Kept across a backup and a restore.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  await page.context().clearCookies();

  const details = (await (
    await request.get(`${own.base}/api/posts/blog/${slug}/details`)
  ).json()) as { details: Record<string, string> };
  const article = details.details;
  expect(article.thumbnail).toMatch(/^\/files\//);
  const picture = await (await request.get(`${own.base}${article.thumbnail}`)).body();
  expect(picture.length).toBeGreaterThan(1000);
  const before = await everyRead(request, article);

  // Contact posts arrive, four at a time, before, during and after the backup.
  const credentials = await formCredentials(own.base);
  const acknowledged: { subject: string; at: number }[] = [];
  let posting = true;
  const poster = async (lane: number) => {
    for (let i = 0; posting; i++) {
      const subject = `Before or during the backup ${lane}-${i} ${Date.now()}`;
      const answer = await sendContact(own.base, credentials, subject);
      expect(answer.status, answer.error).toBe(200);
      acknowledged.push({ subject, at: performance.now() });
    }
  };
  const posters = [1, 2, 3, 4].map(poster);
  await expect
    .poll(() => acknowledged.length, { intervals: [50], timeout: 60_000 })
    .toBeGreaterThan(20);
  const backupStarted = performance.now();
  const backup = await command('scripts/backup.mjs', ['--out', FILE, '--url', own.base]);
  const afterBackup = acknowledged.length;
  await expect
    .poll(() => acknowledged.length, { intervals: [50], timeout: 60_000 })
    .toBeGreaterThan(afterBackup + 8);
  posting = false;
  await Promise.all(posters);
  expect(backup.code, backup.out).toBe(0);
  expect(backup.out).toMatch(
    /^Backed up the store as of \S+ \([\d.]+ MB, schema of \d+ migrations\) to /,
  );
  const mustBeKept = acknowledged.filter((post) => post.at < backupStarted).map((p) => p.subject);
  expect(mustBeKept.length).toBeGreaterThan(20);

  // The store is in use: a restore is refused, with one sentence, and changes nothing.
  const whileRunning = await command('scripts/restore.mjs', [FILE, '--data-dir', own.dataDir]);
  expect(whileRunning.code).toBe(1);
  expect(whileRunning.out).toMatch(
    /^The site is running on .*e2e-backup \(process \d+\): stop it, then restore\.$/,
  );

  expect(await own.stop()).toBe(0);
  const notEmpty = await command('scripts/restore.mjs', [FILE, '--data-dir', own.dataDir]);
  expect(notEmpty.code).toBe(1);
  expect(notEmpty.out).toMatch(/holds a store already: add --replace to keep it aside/);

  rmSync(own.dataDir, { recursive: true, force: true });
  const restored = await command('scripts/restore.mjs', [FILE, '--data-dir', own.dataDir]);
  expect(restored.code, restored.out).toBe(0);
  expect(restored.out).toMatch(/^Restored the store as of .* Start the site\.$/);

  own.start(10_000);
  await own.waitUntilUp(request);
  expect(await everyRead(request, article)).toEqual(before);
  const restoredPicture = await (await request.get(`${own.base}${article.thumbnail}`)).body();
  expect(Buffer.compare(restoredPicture, picture)).toBe(0);
  const kept = new Set(
    (await storedSubmissions(request, own.base)).contactMessages.map((m) => m.subject),
  );
  expect(mustBeKept.filter((subject) => !kept.has(subject))).toEqual([]);
  await signIn(page, editor, `${own.base}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('restore refuses a file that is not a backup, and a backup of a newer schema, with one sentence', async () => {
  const bytes = readFileSync(FILE);
  const [magic, manifest] = bytes.toString('latin1').split('\n', 2) as [string, string];
  const head = `${magic}\n${manifest}\n`;
  const parsed = JSON.parse(manifest) as { schema: { migrations: number } };
  const newer = JSON.stringify({
    ...parsed,
    schema: { ...parsed.schema, migrations: parsed.schema.migrations + 1 },
  });
  writeFileSync(
    `${FILE}.newer`,
    Buffer.concat([Buffer.from(`${magic}\n${newer}\n`), bytes.subarray(head.length)]),
  );
  writeFileSync(`${FILE}.other`, 'not a backup\n');
  const dir = '.data/e2e-backup-refused';
  rmSync(dir, { recursive: true, force: true });

  const newerAnswer = await command('scripts/restore.mjs', [`${FILE}.newer`, '--data-dir', dir]);
  expect(newerAnswer.code).toBe(1);
  expect(newerAnswer.out).toBe(
    `The backup holds a newer schema (${parsed.schema.migrations + 1} migrations) than this copy of the site knows (${parsed.schema.migrations}): update the site, then restore.`,
  );
  const otherAnswer = await command('scripts/restore.mjs', [`${FILE}.other`, '--data-dir', dir]);
  expect(otherAnswer.code).toBe(1);
  expect(otherAnswer.out).toBe('This file is not a backup of the site’s store.');
});
