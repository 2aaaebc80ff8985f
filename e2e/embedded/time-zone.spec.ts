import { createHash } from 'node:crypto';
import { rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newOperatorToken } from '../../scripts/operator-token.mjs';
import { PASSWORD, publishButton, signIn } from '../support/editing';
import { ownServer } from '../support/own-server';

/**
 * Issue 45, item 11: every date the site shows or compares is Bangladesh's. A
 * server of its own with its clock set (e2e/support/server-clock.mjs), and the
 * page's clock set to the same moment, on either side of a midnight in Dhaka.
 */
const own = ownServer(56, '.data/e2e-time-zone');
const FILES = '.data/e2e-time-zone-files';
/** 23:30 on 15 December 2026 in Dhaka: the last half hour of the first job's last day. */
const LAST_EVENING = '2026-12-15T17:30:00Z';
/** 01:00 on 16 December in Dhaka, still the 15th in UTC (and on a server in UTC). */
const NEXT_NIGHT = '2026-12-15T19:00:00Z';

const ARTICLE = {
  id: 1,
  slug: 'knit-fabric-trends-spring-summer-2027',
  title: 'Knit Fabric Trends for Spring/Summer 2027',
};
/** 05:33 on 27 November 2026 in Dhaka, as the pages' `<time datetime>` carries it. */
const PUBLISHED = 'time[datetime="2026-11-26T23:33:00.000Z"]';
/** Seeded with 15 December 2026 as its last day to apply. */
const JOB = {
  title: 'Senior Merchandiser (Knit)',
  link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1318426',
};

async function startAt(page: Page, moment: string) {
  own.start(1000, {
    NODE_OPTIONS: `--import ${path.resolve('e2e/support/server-clock.mjs')}`,
    SERVER_CLOCK_AT: moment,
    FILE_CACHE_DIR: FILES,
    SIGN_IN_RATE_LIMIT: '1000',
    SEARCH_RATE_LIMIT: '1000',
  });
  await own.waitUntilUp(page.request);
  await page.clock.install({ time: new Date(moment) });
}

/**
 * An editor made as `makeAccount` makes one, its one-time token's file dated by
 * the server's clock (the server takes only a token written in its last ten minutes).
 */
async function makeEditorAt(request: APIRequestContext, moment: string) {
  const token = newOperatorToken();
  const file = path.join('.data/operator-tokens', createHash('sha256').update(token).digest('hex'));
  utimesSync(file, new Date(moment), new Date(moment));
  const email = `time-zone-${Date.now()}@example.com`;
  const answer = await request.post('/api/store/accounts', {
    headers: { 'x-operator-token': token },
    data: { email, name: 'Test editor', role: 'editor', password: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

const jobCard = (page: Page) =>
  page
    .locator('#open-positions li')
    .filter({ has: page.getByRole('heading', { name: JOB.title }) });

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: own.base });
test.beforeAll(() => {
  for (const dir of [own.dataDir, FILES]) rmSync(dir, { recursive: true, force: true });
});
test.afterAll(() => own.kill());

test('an article published at 05:33 on 27 November in Dhaka is dated the 27th everywhere; a job is open through its last day in Dhaka', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startAt(page, LAST_EVENING);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await makeEditorAt(request, LAST_EVENING), `/admin/blog-posts/${ARTICLE.id}`);
  await page.getByLabel('Published on (Bangladesh time)').fill('2026-11-27T05:33');
  await publishButton(page).click();
  await expect(page.getByRole('status')).toContainText('Published');

  const article = `/blogs/details/${ARTICLE.slug}`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(article);
    // The detail page's long form, as a news item's (spec part 2, section 9).
    await expect(page.locator(PUBLISHED).first()).toHaveText('27th November 2026, 5:33:00 am');
  }
  await page.goto('/blogs');
  await expect(page.locator(PUBLISHED).first()).toHaveText('27-11-2026');
  await expect(page.getByText('26-11-2026')).toHaveCount(0);
  await page.goto('/search?q=knit+fabric+trends');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="${article}"]`) })
      .locator('time'),
  ).toHaveText('27-11-2026');
  await page.goto('/admin/blog-posts');
  await expect(page.getByRole('listitem').filter({ hasText: ARTICLE.title })).toContainText(
    '27 Nov 2026',
  );
  const feed = await (await request.get('/blogs/feed.xml')).text();
  expect(feed).toContain('<pubDate>Fri, 27 Nov 2026 05:33:00 +0600</pubDate>');

  // 23:30 on its last day in Dhaka: still listed, and open to applications.
  await page.goto('/career');
  await expect(jobCard(page).getByRole('link', { name: /^Apply Now/ })).toHaveAttribute(
    'href',
    JOB.link,
  );
  await expect(jobCard(page).getByText('15-12-2026')).toBeVisible();
});

test('past midnight in Dhaka, though still the same day in UTC, the job is gone from Current openings, its Apply Now and search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await own.stop();
  await startAt(page, NEXT_NIGHT);
  await page.goto('/career');
  await expect(page.getByRole('heading', { name: 'Current openings' })).toBeVisible();
  await expect(page.locator('#open-positions li').first()).toBeVisible();
  await expect(jobCard(page)).toHaveCount(0);
  await expect(page.locator(`a[href="${JOB.link}"]`)).toHaveCount(0);
  await expect(
    page.locator('#open-positions li').filter({ hasText: 'Dyeing Master' }),
  ).toContainText('20-12-2026');
  await page.goto('/search?q=senior+merchandiser');
  await expect(page.getByRole('link', { name: JOB.title })).toHaveCount(0);
  // The article is dated as before, whichever day the server is on.
  await page.goto(`/blogs/details/${ARTICLE.slug}`);
  await expect(page.locator(PUBLISHED).first()).toHaveText('27th November 2026, 5:33:00 am');
});
