import { expect, test, type Locator } from '@playwright/test';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadPage,
  washingPage,
  yarnDyeingPage,
  type Factory,
} from '@/lib/copy/units';
import { contractBody, fixture } from '../support/fixture';
import { setContractMode } from '../support/helpers';

/**
 * The about and apparel unit pages on an upstream CMS with known values (spec part 1
 * sections 2, 3, 4, 8; part 2 sections 2, 3): every field shows, and with the CMS
 * answering 500 every page answers 200 with 0, 'N/A' and placeholders.
 */
test.describe.configure({ mode: 'serial' });

type Unit = { path: string; factories: Factory<Record<string, unknown>>[] };
const units = [
  { page: yarnDyeingPage, api: '/api/apparel/yarn-dyeing' },
  { page: sewingThreadPage, api: '/api/apparel/sewing-thread' },
  { page: knittingPage, api: '/api/apparel/knitting' },
  { page: dyeingPage, api: '/api/apparel/dyeing' },
  { page: sewingPage, api: '/api/apparel/sewing' },
  { page: printingEmbroideryPage, api: '/api/apparel/printing-embroidery' },
  { page: washingPage, api: '/api/apparel/washing' },
] as unknown as { page: Unit; api: string }[];

const allRoutes = [
  '/masco-at-a-glance',
  '/management-message',
  '/clients-logo',
  '/awards',
  '/yarn-dyeing',
  '/sewing-thread',
  '/knitting',
  '/dyeing',
  '/sewing',
  '/green-tour',
  '/printing-embroidery',
  '/washing',
  '/fabric-r&d',
  '/design-hub',
];

const figureIn = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);

const asFigure = (value: unknown) =>
  Number(String(value).replace(/,/g, '')).toLocaleString('en-US');

test.describe('about and apparel unit pages on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test('every figure of every unit shows its upstream value with its unit, and its certificate', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    for (const { page: unit, api } of units) {
      const record =
        api === '/api/apparel/knitting'
          ? fixture.knitting.data
          : contractBody<{ data: Record<string, unknown> }>(api).data;
      await page.goto(unit.path);
      const shown = new Set<string>();
      for (const factory of unit.factories) {
        const section = page.locator(`section#${factory.id}`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(factory.title);
        for (const figure of factory.figures) {
          const expected = `${asFigure(record[figure.field])}${figure.unit ? ` ${figure.unit}` : ''}`;
          await expect(figureIn(section, figure.label), `${unit.path} ${figure.field}`).toHaveText(
            expected,
          );
          shown.add(figure.field);
        }
        if (factory.certificate) {
          const file = String(record[factory.certificate]).split('/').pop()!;
          await expect(
            section.getByRole('img', { name: `${factory.name} certificate` }),
          ).toHaveAttribute('src', new RegExp(file.replace('.', '\\.')));
          shown.add(factory.certificate);
        }
      }
      if (unit.path === '/washing') {
        for (const field of ['eco_cloud', 'save_water']) {
          const file = String(record[field]).split('/').pop()!;
          await expect(page.locator(`img[src*="${file}"]`)).toHaveCount(1);
          shown.add(field);
        }
      }
      // Every field of the record is on the page.
      expect([...shown].sort(), unit.path).toEqual(Object.keys(record).sort());
    }
  });

  test('/masco-at-a-glance shows the eight tiles, their Read More targets and the business texts', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const { data } = contractBody<{ data: Record<string, string> }>(
      '/api/apparel/masco-at-a-glance',
    );
    await page.goto('/masco-at-a-glance');
    const overview = page.locator('section#overview');
    const tiles = overview.getByRole('listitem');
    await expect(tiles).toHaveCount(8);
    const expected: [string, string, string | null][] = [
      ['Man Power', data.man_power!, null],
      ['Knitting Capacity', data.knitting_capacity!, '/knitting'],
      ['Dyeing Capacity', data.dyeing_capacity!, '/dyeing'],
      ['Printing Capacity', data.printing_capacity!, '/printing-embroidery'],
      ['Embroidery Capacity', data.embroidery_capacity!, '/printing-embroidery'],
      ['Sewing Capacity', data.sewing_capacity!, '/sewing'],
      ['Washing Capacity', data.washing_capacity!, '/washing'],
      ['Export Capacity', data.export_capacity!, '/sewing'],
    ];
    for (const [i, [label, value, href]] of expected.entries()) {
      const tile = tiles.nth(i);
      await expect(tile.getByRole('heading')).toHaveText(label);
      await expect(tile).toContainText(value);
      const readMore = tile.getByRole('link', { name: /^Read More/ });
      if (href) await expect(readMore).toHaveAttribute('href', href);
      else await expect(readMore).toHaveCount(0); // the man power tile goes nowhere
    }
    const business = page.locator('section#business');
    for (const [title, field] of [
      ['Product Mix', 'product_mix'],
      ['RSL', 'rsl'],
      ['Empowerment By The Clients', 'empowerment_by_clients'],
      ['On-Time Shipment', 'on_time_shipment'],
    ] as const) {
      const block = business
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await expect(block).toContainText(data[field]!);
    }
    const practices = page.locator('section#best-practices');
    for (const name of ['TQM', 'Kaizen', 'Kanban', '5S'])
      await expect(practices.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test('client logos link out in a new tab; awards are 358x460 with their titles as alt text', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const { clientLogo } = contractBody<{
      clientLogo: { title: string; link: string; feature_image: string }[];
    }>('/api/about/client-logo');
    await page.goto('/clients-logo');
    for (const logo of clientLogo) {
      const link = page.getByRole('link', { name: new RegExp(`^${logo.title}`) });
      await expect(link).toHaveAttribute('href', logo.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.getByRole('img', { name: logo.title })).toBeVisible();
    }
    const { awards } = contractBody<{ awards: { title: string }[] }>('/api/about/awards');
    await page.goto('/awards');
    for (const award of awards) {
      const image = page.getByRole('img', { name: award.title });
      await expect(image).toHaveAttribute('width', '358');
      await expect(image).toHaveAttribute('height', '460');
    }
  });

  test('the Tasniah section leads to /green-tour, whose e-mail link has the tour subject', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await page.goto('/sewing');
    await page
      .locator('section#tasniah-fabrics')
      .getByRole('link', { name: /green building tour/i })
      .click();
    await expect(page).toHaveURL(/\/green-tour$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GREEN BUILDING TOUR');
    const mail = page.getByRole('link', { name: /book a tour by e-mail/i });
    await expect(mail).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=Green%20Building%20Tour$/,
    );
  });

  test('with the CMS answering 500 every page answers 200 with 0, N/A and placeholders', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    for (const route of allRoutes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
    }
    for (const { page: unit } of units) {
      await page.goto(unit.path);
      for (const factory of unit.factories) {
        const section = page.locator(`section#${factory.id}`);
        for (const figure of factory.figures)
          await expect(figureIn(section, figure.label), `${unit.path} ${figure.field}`).toHaveText(
            figure.unit ? `0 ${figure.unit}` : '0',
          );
        if (factory.certificate)
          await expect(
            section.getByRole('img', { name: `${factory.name} certificate` }),
          ).toHaveAttribute('src', /placeholders\/certificate\.svg/);
      }
    }
    await page.goto('/masco-at-a-glance');
    const values = page.locator('section#overview li > p:first-of-type');
    await expect(values).toHaveCount(8);
    await expect(values).toHaveText(Array(8).fill('N/A'));
    // The business section keeps its own words rather than going blank.
    for (const block of await page.locator('section#business article').all())
      await expect(block.locator('p')).not.toBeEmpty();

    await page.goto('/clients-logo');
    await expect(page.getByText('Our client list is being updated.')).toBeVisible();
    await page.goto('/awards');
    await expect(page.getByText('Our awards are being updated.')).toBeVisible();
  });
});
