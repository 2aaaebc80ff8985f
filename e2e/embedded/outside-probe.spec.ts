import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeAccount, PASSWORD, signIn } from '../support/editing';

/**
 * Issue 43, the second probe from outside: what a client with no account (or a
 * member of staff sent a crafted link) could make the site do. Each test failed
 * on the main branch before the fix.
 */

/** The classic open-redirect payloads: each must leave every Location on the site. */
const PAYLOADS = [
  '//evil.example/phish',
  '/\\evil.example',
  '/./\\/evil.example',
  '/.//evil.example/phish',
  '/..//evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '%5C%5Cevil.example',
  '/%5C%5Cevil.example',
  '\t//evil.example',
  '/\t//evil.example',
  '\n//evil.example',
  'https://evil.example',
  'https:evil.example',
];

const stays = (location: string | undefined, base: string) => {
  expect(location, 'a redirect').toBeTruthy();
  expect(new URL(location!, `${base}/admin/preview`).origin).toBe(new URL(base).origin);
};

test('no redirect of the preview or the sign-in leads off the site, signed in or out', async ({
  page,
  request,
  baseURL,
}) => {
  for (const payload of PAYLOADS) {
    const signedOut = await request.get(`/admin/preview?path=${encodeURIComponent(payload)}`, {
      maxRedirects: 0,
    });
    stays(signedOut.headers().location, baseURL!);
  }
  await signIn(page, await makeAccount(request, 'editor'));
  for (const payload of PAYLOADS) {
    const preview = await page.request.get(`/admin/preview?path=${encodeURIComponent(payload)}`, {
      maxRedirects: 0,
    });
    expect(preview.status(), payload).toBe(307);
    stays(preview.headers().location, baseURL!);
    const next = `/admin/preview?path=${encodeURIComponent(payload)}`;
    const signInPage = await page.request.get(`/admin/sign-in?next=${encodeURIComponent(next)}`, {
      maxRedirects: 0,
    });
    stays(signInPage.headers().location, baseURL!);
  }
  // The probe's own chain: /.//evil.example used to answer 307 to //evil.example/phish.
  const probe = await page.request.get('/admin/preview?path=%2F.%2F%2Fevil.example%2Fphish', {
    maxRedirects: 0,
  });
  expect(probe.headers().location).toBe('/');
});

test('a real sign-in with a crafted next= ends on the site', async ({
  browser,
  request,
  baseURL,
}) => {
  const email = await makeAccount(request, 'editor');
  for (const payload of ['/.//evil.example/phish', '/./\\/evil.example']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Requests to other hosts would fail offline anyway; this records any attempt.
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin) elsewhere.push(r.url());
    });
    const next = `/admin/preview?path=${encodeURIComponent(payload)}`;
    await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/admin\/sign-in/);
    expect(new URL(page.url()).origin, payload).toBe(new URL(baseURL!).origin);
    expect(elsewhere, payload).toEqual([]);
    await context.close();
  }
});

const image = (url: string, w = 640) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`;

test('the image optimiser takes one spelling of each picture: a made-up query or path is a 400, never a new resize', async ({
  request,
}) => {
  const picture = '/demo/news/news-08.webp';
  for (const url of [
    `${picture}?v=${Date.now()}`,
    `${picture}?`,
    '/demo/news/./news-08.webp',
    '/demo//news/news-08.webp',
    '/demo/news/news-08%2Ewebp',
    '/demo/news/../news/news-08.webp',
    '/\\evil.example/media/x.webp',
    '/%5Cevil.example/media/x.webp',
  ]) {
    const answer = await request.get(image(url));
    expect(answer.status(), url).toBe(400);
  }
  // The probe's 500 ("internal image response failed").
  const probe = await request.get(
    '/_next/image?url=%2F%5Cevil.example%2Fmedia%2Fx.webp&w=640&q=75',
  );
  expect(probe.status()).toBe(400);
  // The one spelling is resized once, then answered from the optimiser's cache.
  const width = 828;
  const first = await request.get(image(picture, width));
  expect(first.status()).toBe(200);
  const again = await request.get(image(picture, width));
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
});

test("the rewrites' own targets, asked for directly, redirect to the address that is counted", async ({
  request,
  baseURL,
}) => {
  // Issue 43: /search/results/... rendered a new search per made-up query, uncounted.
  for (const [path, location] of [
    ['/search/results/all/1/knit', '/search?q=knit'],
    ['/search/results/job/2/knit%20wear', '/search?q=knit+wear&kind=job&page=2'],
    ['/search/results/all/1/made-up-1', '/search?q=made-up-1'],
    ['/blogs/paged-view?page=2', '/blogs?page=2'],
    ['/blogs/paged-view/industry-insights?page=2', '/blogs/industry-insights?page=2'],
  ]) {
    const answer = await request.get(path!, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(308);
    const { pathname, search } = new URL(answer.headers().location!, baseURL);
    expect(`${pathname}${search}`, path).toBe(location);
  }
  // The public addresses still render, through the rewrites.
  expect((await request.get('/search?q=knit')).status()).toBe(200);
  expect((await request.get('/blogs?page=2')).status()).toBe(200);
});

test("the build's preview id in x-prerender-revalidate does not skip the page cache", async ({
  request,
}) => {
  // Anyone who ever previewed holds this value (the draft cookie's).
  const { preview } = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    preview: { previewModeId: string };
  };
  const headers = { 'x-prerender-revalidate': preview.previewModeId };
  // A cached copy first (another spec may just have revalidated the page).
  await expect
    .poll(async () => (await request.get('/knitting')).headers()['x-nextjs-cache'])
    .toBe('HIT');
  for (let i = 0; i < 3; i++) {
    const answer = await request.get('/knitting', { headers });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-nextjs-cache'], `request ${i}`).toBe('HIT');
  }
});

test('a capital letter in /search does not skip the search limit: it is sent to /search', async ({
  request,
}) => {
  // The stranger's probe: /SEARCH?q=dyeing answered 200 when /search?q=dyeing answered 429.
  for (const [path, location] of [
    ['/SEARCH?q=dyeing', '/search?q=dyeing'],
    ['/Search?q=Dyeing&kind=page', '/search?q=Dyeing&kind=page'],
    ['/sEaRcH/results/all/1/knit', '/search/results/all/1/knit'],
    ['/Blogs/Paged-View?page=2', '/blogs/paged-view?page=2'],
  ]) {
    const answer = await request.get(path!, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(308);
    expect(answer.headers().location, path).toBe(location);
  }
});

test("draft mode's cookie without a session does not skip the page cache either", async ({
  request,
}) => {
  await expect
    .poll(async () => (await request.get('/awards')).headers()['x-nextjs-cache'])
    .toBe('HIT');
  // The real value: every editor who ever previewed holds it (it is the build's preview id).
  const { preview } = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    preview: { previewModeId: string };
  };
  for (let i = 0; i < 3; i++) {
    const answer = await request.get('/awards', {
      headers: { cookie: `__prerender_bypass=${preview.previewModeId}` },
    });
    expect(answer.status()).toBe(200);
    // A draft-mode render says `private, no-store` (and still HIT); the cached page says s-maxage.
    expect(answer.headers()['cache-control'], `request ${i}`).toMatch(/^s-maxage=/);
  }
});
