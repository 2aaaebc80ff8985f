import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeAccount, PASSWORD, signIn } from '../support/editing';

/**
 * What a careless or hostile client gets where the server once answered 500, and
 * the policy an uploaded file really arrives with.
 */

/** A server action of the build under test, by its function's name. */
function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { exportedName: string }> };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === name)?.[0];
  if (!id) throw new Error(`no server action named ${name} in this build`);
  return id;
}

const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const policiesOf = (headers: { name: string; value: string }[]) =>
  headers
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/^File \(JPEG/).setInputFiles(file);
  await page.getByLabel('What the picture shows (alt text)').fill('A test file');
  await page.getByRole('button', { name: 'Upload' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Uploaded: ' });
  return (await status.innerText()).replace('Uploaded: ', '').trim();
}

test('an uploaded SVG reaches the browser with the sandbox policy alone, and a PDF as a download', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const svg = await upload(page, {
    name: 'drawing.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="${Date.now() % 40}" height="40"/></svg>`,
    ),
  });
  expect(svg).toMatch(/^\/files\/[0-9a-f]{64}\/drawing\.svg$/);
  const opened = await page.goto(svg);
  expect(opened?.status()).toBe(200);
  expect(policiesOf(await opened!.headersArray())).toEqual([FILE_POLICY]);
  // The sandbox in effect: the document has an opaque origin, not the site's.
  expect(await page.evaluate(() => window.origin)).toBe('null');

  await page.goto('/admin/files');
  const pdf = await upload(page, {
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${Date.now()}\n%%EOF\n`),
  });
  const file = await page.request.get(pdf);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toBe('attachment; filename="report.pdf"');
  expect(policiesOf(file.headersArray())).toEqual([FILE_POLICY]);

  // Pages keep the site's policy.
  const home = await page.request.get('/');
  expect(policiesOf(home.headersArray())).toHaveLength(1);
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
});

const junkBodies: [string, string, string][] = [
  ['garbage text', 'text/plain', '%%%garbage'],
  ['JSON junk', 'text/plain;charset=UTF-8', '{"a":1}'],
  ['truncated JSON', 'application/json', '{"a":'],
  ['no arguments', 'text/plain;charset=UTF-8', '[]'],
  ['arguments that are no form', 'text/plain;charset=UTF-8', '[1,2]'],
  ['a broken multipart boundary', 'multipart/form-data; boundary=x', '--y\r\ngarbage'],
  [
    'multipart with junk at its root',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n%%%\r\n--x--\r\n',
  ],
  ['bytes', 'application/octet-stream', 'zzz'],
];

const actionCall = (
  request: APIRequestContext,
  path: string,
  id: string,
  contentType: string,
  body: string,
  origin: string | null,
) =>
  request.post(path, {
    headers: { 'next-action': id, 'content-type': contentType, ...(origin && { origin }) },
    data: Buffer.from(body),
    maxRedirects: 0,
  });

for (const [page, name] of [
  ['/contact-us', 'sendContactMessage'],
  ['/', 'subscribeToNewsletter'],
  ['/admin/sign-in', 'signIn'],
  ['/admin/lists/awards', 'moveItemForm'],
  ['/admin/lists/awards', 'deleteItemForm'],
] as const)
  test(`a junk body to ${name} on ${page}, signed out, is refused with a 400, never a 500`, async ({
    request,
    baseURL,
  }) => {
    const id = actionId(name);
    for (const [what, contentType, body] of junkBodies) {
      const answer = await actionCall(request, page, id, contentType, body, baseURL!);
      expect(answer.status(), `${what}: ${await answer.text()}`).toBe(400);
      const anonymous = await actionCall(request, page, id, contentType, body, null);
      expect(anonymous.status(), `${what}, no Origin`).toBeGreaterThanOrEqual(400);
      expect(anonymous.status(), `${what}, no Origin`).toBeLessThan(500);
    }
  });

for (const javaScriptEnabled of [true, false])
  test(`a sign-in whose next holds CR/LF lands on a clean address (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    const email = await makeAccount(request, 'editor');
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const next of ['%2Fadmin%0D%0ALocation:%20evil', '%2Fadmin%2F%0D%0ALocation:%20evil']) {
      const signInPage = `/admin/sign-in?next=${next}`;
      const shown = await page.goto(signInPage);
      expect(shown?.status(), next).toBe(200);
      await expect(page.locator('input[name=next]')).toHaveValue('/admin');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Signed in, the sign-in page sends the visitor on: to the same clean address.
      const onward = await page.request.get(signInPage, { maxRedirects: 0 });
      expect(onward.status(), next).toBe(307);
      expect(onward.headers().location).toBe('/admin');
      await context.clearCookies();
    }
    await context.close();
  });

test('the image optimiser refuses what is not an image of the site with a 4xx, and still serves images', async ({
  request,
}) => {
  for (const url of [
    '/about',
    '/admin',
    '/knitting',
    '/mascoTopManagementImage',
    '/opengraph-image',
  ]) {
    const answer = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(answer.status(), url).toBeGreaterThanOrEqual(400);
    expect(answer.status(), url).toBeLessThan(500);
  }
  for (const url of ['/demo/blog/blog-01.webp', '/media/hero-poster.webp']) {
    const answer = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['content-type'], url).toMatch(/^image\//);
  }
});
