import { expect, test } from '@playwright/test';
import { fixture } from '../support/fixture';
import {
  CONTRACT_URL,
  csrfTokenOf,
  formHeaders,
  setContractMode as setMode,
} from '../support/helpers';

test.describe.configure({ mode: 'serial' });

const pages = ['/', '/knitting', '/blogs', `/blogs/details/${fixture.blog.slug}`];
const figureOf = (label: string) =>
  `xpath=//dt[normalize-space()="${label}"]/following-sibling::dd`;

test.describe('pages and /api on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setMode(request, 'ok'));

  test("pages and /api show the upstream's values", async ({ page, request }) => {
    await setMode(request, 'ok');
    await page.goto('/knitting');
    await expect(page.locator(figureOf('Circular machines'))).toHaveText('131');
    await expect(page.locator(figureOf('Flat-bed machines'))).toHaveText('17');
    await expect(page.locator(figureOf('Monthly capacity'))).toHaveText('1,850 tons');
    const certificate = page.getByRole('img', {
      name: 'Masco Industries Ltd — Knitting certificate',
    });
    await expect(certificate).toHaveAttribute('src', /knit-cert\.png/);

    await page.goto('/');
    await expect(
      page.getByRole('link', { name: fixture.headlineBlogs.blogs[0]!.title }),
    ).toBeVisible();

    const api = await request.get('/api/apparel/knitting');
    expect(api.status()).toBe(200);
    expect(await api.json()).toEqual(fixture.knitting);
  });

  test('CMS HTML is sanitised', async ({ request }) => {
    await setMode(request, 'ok');
    const html = await (await request.get(`/blogs/details/${fixture.blog.slug}`)).text();
    expect(html).toContain('Body from the upstream CMS.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('onclick');
  });

  for (const mode of ['error', 'malformed'] as const) {
    test(`with the upstream answering ${mode === 'error' ? '500' : 'malformed JSON'}, every page answers 200 with its fallbacks`, async ({
      page,
      request,
    }) => {
      await setMode(request, mode);
      for (const path of pages.slice(0, 3)) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
      }
      // The home page's lists fell back to empty: their blocks are not rendered at all.
      const home = await (await request.get('/')).text();
      for (const block of [
        'aria-label="Latest news"',
        'id="clients"',
        'id="awards"',
        'id="certifications"',
      ])
        expect(home, block).not.toContain(block);
      expect(home).toContain('id="get-in-touch"');
      expect(home).toContain('99<!-- -->% +');
      await page.goto('/knitting');
      await expect(page.locator(figureOf('Circular machines'))).toHaveText('0');
      await expect(
        page.getByRole('img', { name: 'Masco Industries Ltd — Knitting certificate' }),
      ).toHaveAttribute('src', /placeholders\/certificate\.svg/);
      const api = await request.get('/api/apparel/knitting');
      expect(api.status()).toBe(200);
      expect(api.headers()['x-content-fallback']).toBeTruthy();
      expect(await api.json()).toEqual({ data: {} });
      expect((await request.get(`/blogs/details/${fixture.blog.slug}`)).status()).toBeLessThan(500);
    });
  }

  test('with the upstream not answering, pages still answer 200 within 4 s', async ({
    request,
  }) => {
    await setMode(request, 'hang');
    for (const path of pages.slice(0, 3)) {
      const response = await request.get(path, { timeout: 4_000 });
      expect(response.status(), path).toBe(200);
    }
    const api = await request.get('/api/posts/get-blogs', { timeout: 4_000 });
    expect(api.status()).toBe(200);
  });

  test('once the upstream recovers, real content is back within seconds', async ({ request }) => {
    await setMode(request, 'error');
    expect(await (await request.get('/knitting')).text()).not.toContain('>131<');
    // Recovery without any revalidation call: the fallback page is kept for 2 s only here.
    await request.post(`${CONTRACT_URL}/__mode`, { data: { mode: 'ok' } });
    await expect
      .poll(async () => (await (await request.get('/knitting')).text()).includes('>131<'), {
        timeout: 10_000,
        intervals: [500],
      })
      .toBe(true);
  });

  test('a contact message is forwarded with only the visitor fields', async ({ request }) => {
    await setMode(request, 'ok');
    const token = await csrfTokenOf(request);
    const message = {
      name: 'Rina Akter',
      phone: '+8801700000000',
      email: 'rina@example.com',
      subject: 'Sampling',
      note: 'Hello',
    };
    const response = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: message,
    });
    expect(response.status()).toBe(200);
    const { writes } = await (await request.get(`${CONTRACT_URL}/__writes`)).json();
    expect(writes.at(-1)).toEqual({ path: '/api/store/contact-us', body: message });
  });

  test('a write the upstream cannot take is not reported as saved', async ({ request }) => {
    await setMode(request, 'error');
    const token = await csrfTokenOf(request);
    const response = await request.post('/api/store/subscribers', {
      headers: formHeaders(token),
      data: { email: 'a@example.com' },
    });
    expect(response.status()).toBe(502);
    expect((await response.json()).message).toMatch(/try again/);
  });
});
