import { expect, test, type Page } from '@playwright/test';
import { site } from '@/lib/site';

/**
 * The non-apparel business pages, /career and /contact-us on the embedded store
 * (spec part 2, section 2; the contact form is spec part 1's).
 */
const businesses: [path: string, h1: string, title: string, facts: string[]][] = [
  [
    '/masco-cricket-academy',
    'Masco Cricket Academy',
    'Masco Group || MASCO CRICKET ACADEMY',
    ['2021', '16 bigha', '12 February 2021'],
  ],
  [
    '/masco-school',
    'Masco School',
    'Masco Group || MASCO SCHOOL',
    ['September 2014', '86 Cambridge-accredited schools', '50% tuition waiver'],
  ],
  [
    '/masco-dairy-firm',
    'Masco Dairy Farm',
    'Masco Group || MASCO DAIRY FIRM',
    ['2015 with ten cows on 14 bigha', 'about 200 cows', 'seven sheds', '15 breeds', '75,000'],
  ],
  [
    '/masco-properties',
    'Masco Properties',
    'Masco Group || MASCO PROPERTIES',
    ['founded in 2011', 'construction'],
  ],
  [
    '/masco-share&security',
    'Masco Share & Security',
    'Masco Group || MASCO SHARE&SECURITY',
    ['Exposure to capital market'],
  ],
  ['/masminu-motors', 'Masminu Motors', 'Masco Group || MASMINU MOTORS', ['motorcycle dealership']],
];

/** The JobPosting objects of the page's JSON-LD scripts. */
const jobPostings = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as { '@type': string; title: string; identifier?: unknown })
    .filter((d) => d['@type'] === 'JobPosting');

const breadcrumbCurrent = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');

test.describe('non-apparel business pages', () => {
  test('each page answers 200 with its h1, title, description, Open Graph, breadcrumb and the spec’s facts', async ({
    page,
  }) => {
    for (const [path, h1, title, facts] of businesses) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(80);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      await expect(breadcrumbCurrent(page)).toHaveText(h1);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
      ).toHaveAttribute('href', '/');
      const text = (await page.locator('main').innerText()).toLowerCase();
      for (const fact of facts) expect(text, `${path}: ${fact}`).toContain(fact.toLowerCase());
      // The closing invitation goes to the contact page in the same tab.
      const invite = page.locator('section[aria-labelledby="contact-invite-heading"]');
      await expect(invite.getByRole('link')).toHaveAttribute('href', '/contact-us');
      await expect(invite.getByRole('link')).not.toHaveAttribute('target', /./);
    }
  });

  test('the cricket academy: established 2021 on 16 bigha, opened 12 February 2021, five programmes, imported equipment, eight facilities', async ({
    page,
  }) => {
    await page.goto('/masco-cricket-academy');
    const story = page.locator('#story');
    await expect(story).toContainText('In 2021 the group set aside 16 bigha');
    await expect(story).toContainText('opened on 12 February 2021');
    const programmes = page.locator('#programmes li');
    await expect(programmes.locator('h3')).toHaveText([
      'Regular',
      'Weekly',
      'Monthly',
      'Summer',
      'Winter',
    ]);
    await expect(programmes.nth(0)).toContainText('4 days a week for 1 year');
    await expect(programmes.nth(1)).toContainText('1 day at weekends');
    await expect(programmes.nth(2)).toContainText('Twice, covering a month');
    await expect(programmes.nth(3)).toContainText('1 month with boarding');
    await expect(programmes.nth(4)).toContainText('2 months with boarding');
    const equipment = page.getByRole('table', { name: /Equipment/ });
    await expect(equipment.getByRole('columnheader')).toHaveText(['Equipment', 'Origin']);
    expect(await equipment.locator('tbody tr').count()).toBeGreaterThan(0);
    // Two columns fit a phone: the table needs no sideways scrolling at 390 px.
    await page.setViewportSize({ width: 390, height: 900 });
    const region = page.getByRole('region', { name: /Equipment/ });
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.locator('#other-facilities li h3')).toHaveText([
      'Restaurant and cafeteria',
      'Art training',
      'Membership',
      'Gymnasium',
      'Dormitory',
      'World-class coaching staff',
      'Ground facilities',
      'Others',
    ]);
  });

  test('the properties page has its completed and ongoing projects tables with their headers', async ({
    page,
  }) => {
    await page.goto('/masco-properties');
    for (const [name, last] of [
      ['Completed projects', 'Completed'],
      ['Ongoing projects', 'Expected by'],
    ] as const) {
      const table = page.getByRole('table', { name });
      await expect(table.getByRole('columnheader')).toHaveText(['Project', 'Location', last]);
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      // Every row fills every column, the project heading its row.
      for (const row of await rows.all()) {
        await expect(row.getByRole('rowheader')).not.toBeEmpty();
        await expect(row.getByRole('cell')).toHaveCount(2);
      }
      // The whole table is readable on a phone, without sideways scrolling.
      await page.setViewportSize({ width: 390, height: 900 });
      const region = page.getByRole('region', { name });
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('the percent-encoded share & security address answers too', async ({ page }) => {
    await page.goto('/masco-share%26security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masco Share & Security');
  });
});

test.describe('/career on the embedded store', () => {
  test('shows the demo posts as cards, with JobPosting data for every open one', async ({
    page,
    request,
  }) => {
    await page.goto('/career');
    await expect(page).toHaveTitle('Masco Group || CAREER');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    await expect(breadcrumbCurrent(page)).toHaveText('Career');
    const cards = page.locator('#open-positions li');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      for (const label of ['Location', 'Job Type', 'Vacancy', 'Last Apply Date'])
        await expect(card.locator('dt', { hasText: label })).toHaveCount(1);
      await expect(card.locator('dd').last()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
      const apply = card.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute('href', /^https:\/\//);
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const openTitles = (await cards.locator('h3').allInnerTexts()).map((t) =>
      t.replace(/^Post Name:\s*/, ''),
    );
    const html = await (await request.get('/career')).text();
    const postings = jobPostings(html);
    expect(postings.map((p) => p.title)).toEqual(openTitles);
    // Google's recommended fields: the job's own id, and applications leave the site.
    const ids = new Set();
    for (const posting of postings) {
      expect(posting).toMatchObject({
        identifier: {
          '@type': 'PropertyValue',
          name: 'Masco Group',
          value: expect.stringMatching(/^job-[0-9a-f]{8}$/),
        },
        directApply: false,
      });
      ids.add((posting.identifier as { value: string }).value);
    }
    expect(ids.size).toBe(postings.length);
  });
});

test.describe('/contact-us', () => {
  test('has its title, banner, breadcrumb, the contact form, the phones, e-mail and addresses, and a map on request', async ({
    page,
  }) => {
    const response = await page.goto('/contact-us');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Masco Group || CONTACT US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(breadcrumbCurrent(page)).toHaveText('Contact Us');
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form).toBeVisible();
    for (const field of ['Name', 'Phone', 'Email', 'Subject'])
      await expect(form.getByLabel(field, { exact: true })).toBeVisible();
    const details = page.locator('main address');
    for (const phone of site.phones)
      await expect(details.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(details).toContainText(site.addresses.corporate);
    await expect(details).toContainText(site.addresses.factory);
    // No third-party frame until the visitor asks for the map.
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(site.addresses.gazipurOffice);
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ body: '<html></html>' }));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('main iframe')).toHaveAttribute('src', site.map.embed);
    await expect(page.locator('main iframe')).toHaveAttribute('title', /Gazipur/);
  });

  test('its quick answers link to the career, tour and media pages in the same tab', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const links = page.locator('#quick-answers a');
    await expect(links).toHaveCount(4);
    for (const href of ['/masco-at-a-glance', '/career', '/green-tour', '/media']) {
      const link = page.locator(`#quick-answers a[href="${href}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).not.toHaveAttribute('target', /./);
    }
  });
});
