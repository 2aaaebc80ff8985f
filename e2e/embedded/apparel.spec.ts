import { expect, test } from '@playwright/test';

/** The about and apparel unit pages: their static facts, metadata, breadcrumbs and accessibility. */
const routes: [path: string, h1: string, title: string][] = [
  ['/masco-at-a-glance', 'Masco at a Glance', 'Masco Group || MASCO AT A GLANCE'],
  ['/management-message', 'Message from the Chairman', 'Masco Group || MANAGEMENT MESSAGE'],
  ['/clients-logo', 'Our Clients', 'Masco Group || CLIENTS LOGO'],
  ['/awards', 'Awards & Achievements', 'Masco Group || AWARDS'],
  ['/yarn-dyeing', 'Yarn Dyeing', 'Masco Group || YARN DYEING'],
  ['/sewing-thread', 'Sewing Thread', 'Masco Group || SEWING THREAD'],
  ['/knitting', 'Knitting', 'Masco Group || KNITTING'],
  ['/dyeing', 'Dyeing', 'Masco Group || DYEING'],
  ['/sewing', 'Sewing', 'Masco Group || SEWING'],
  ['/green-tour', 'GREEN BUILDING TOUR', 'Masco Group || GREEN TOUR'],
  ['/printing-embroidery', 'Printing & Embroidery', 'Masco Group || PRINTING EMBROIDERY'],
  ['/washing', 'Washing', 'Masco Group || WASHING'],
  ['/fabric-r&d', 'Fabric R&D', 'Masco Group || FABRIC R&D'],
  ['/design-hub', 'Design Hub', 'Masco Group || DESIGN HUB'],
];

// Spec part 1 section 9 and part 2 section 2: the year each unit was established.
const established: [path: string, section: string, year: string][] = [
  ['/yarn-dyeing', 'yarn-dyeing', '2020'],
  ['/sewing-thread', 'sewing-thread', '2020'],
  ['/knitting', 'knitting', '2010'],
  ['/dyeing', 'concept-knitting', '2003 (part of the group since November 2010)'],
  ['/dyeing', 'exports', '2014'],
  ['/dyeing', 'industries', '2014'],
  ['/sewing', 'shanta-expressions', '2012'],
  ['/sewing', 'concept-knitting', '2003 (part of the group since November 2010)'],
  ['/sewing', 'tasniah-fabrics', '2010'],
  ['/sewing', 'cottons', '2011'],
  ['/sewing', 'mascotex', '2009'],
  ['/sewing', 'industries-g1', '2001'],
  ['/sewing', 'composite-knit', '2006'],
  ['/sewing', 'mpl-wear', '2012'],
  ['/sewing', 'sample-cad', '2001'],
  ['/printing-embroidery', 'printing', '2014'],
  ['/printing-embroidery', 'printing-embroidery', '2019'],
  ['/washing', 'washing', '2021'],
];

test.describe('about and apparel unit pages', () => {
  test('each page has its h1, its title by the rule, a description, Open Graph tags and a breadcrumb', async ({
    page,
  }) => {
    for (const [path, h1, title] of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(60);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        description!,
      );
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveCount(2);
      await expect(crumbs.first().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.last().locator('[aria-current="page"]')).toBeVisible();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const trail = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'BreadcrumbList');
      expect(trail?.itemListElement?.length, path).toBe(2);
      expect(trail.itemListElement[1].item).toMatch(new RegExp(`${path.replace('&', '(&|%26)')}$`));
    }
  });

  test('each factory states its year of establishment', async ({ page }) => {
    let current = '';
    for (const [path, section, year] of established) {
      if (path !== current) await page.goto((current = path));
      const facts = page.locator(`section#${section}`);
      await expect(
        facts.locator('xpath=.//dt[normalize-space()="Established"]/following-sibling::dd[1]'),
        `${path}#${section}`,
      ).toHaveText(year);
    }
  });

  test('the knitting page lists the diameters and gauges of the spec', async ({ page }) => {
    await page.goto('/knitting');
    const table = page.getByRole('table', { name: 'Machine diameters and gauges' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toHaveText(/Single jersey\s*30–40 inch\s*14–36/);
    await expect(rows.nth(2)).toHaveText(/Interlock\s*34–38 inch\s*18–28/);
    await expect(rows.nth(3)).toHaveText(/Rib\s*34–40 inch\s*14–28/);
  });

  test('the sewing page has nine sections, with an index linking to each', async ({ page }) => {
    await page.goto('/sewing');
    const index = page.getByRole('navigation', { name: 'Factories on this page' });
    const titles = [
      'Shanta Expressions',
      'Concept Knitting',
      'Tasniah Fabrics',
      'Masco Cottons',
      'Mascotex',
      'Masco Industries G1',
      'Composite Knit Garments',
      'MPL Wear',
      'Sample & CAD Section',
    ];
    await expect(index.getByRole('link')).toHaveText(titles);
    await expect(page.locator('main section h2')).toHaveText(titles);
    await index.getByRole('link', { name: 'MPL Wear' }).click();
    await expect(page).toHaveURL(/#mpl-wear$/);
    await expect(page.locator('section#mpl-wear h2')).toBeInViewport();
  });

  test('the green tour states its schedule, rules and figures', async ({ page }) => {
    await page.goto('/green-tour');
    const main = page.locator('main');
    for (const text of [
      'first Saturday of every month, from 11:00 AM to 12:30 PM',
      'about 90 minutes',
      'only with prior confirmation',
      'at least two weeks in advance',
      '20%',
      'more than 30%',
    ])
      await expect(main).toContainText(text);
    await expect(page.getByRole('heading', { name: 'Tour rules', exact: true })).toBeVisible();
  });

  test('the Chairman signs his message; the old portrait link lands on it', async ({ page }) => {
    await page.goto('/mascoTopManagementImage');
    await expect(page).toHaveURL(/\/management-message$/);
    const message = page.locator('main article');
    await expect(message.locator('footer')).toContainText('Chairman, Masco Group');
    expect(await message.locator('p').count()).toBeGreaterThan(4);
    await expect(page.getByRole('img', { name: /Chairman, Masco Group/ })).toBeVisible();
  });

  test('/fabric-r&d answers with the ampersand encoded too, and lists its services', async ({
    page,
  }) => {
    await page.goto('/fabric-r%26d');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fabric R&D');
    expect(await page.locator('section#services li').count()).toBeGreaterThanOrEqual(4);
  });

  test('the client and award grids show the stored logos and awards', async ({ page, request }) => {
    const { clientLogo } = await (await request.get('/api/about/client-logo')).json();
    await page.goto('/clients-logo');
    await expect(page.locator('main ul li')).toHaveCount(clientLogo.length);
    const { awards } = await (await request.get('/api/about/awards')).json();
    await page.goto('/awards');
    await expect(page.locator('main ul li img')).toHaveCount(awards.length);
  });
});
