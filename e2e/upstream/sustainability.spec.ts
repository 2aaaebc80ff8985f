import { expect, test } from '@playwright/test';
import { complianceFactoryDefaults, higgDefaultRows } from '../../lib/copy/sustainability';
import { contractBody } from '../support/fixture';
import { setContractMode } from '../support/helpers';

/** /sustainability on an upstream CMS with known values (spec part 2). */
test.describe.configure({ mode: 'serial' });

type Rec = Record<string, string | string[]>;
const inner = (path: string) => contractBody<{ data: { data: Rec } }>(path).data.data;
const social = inner('/api/sustainability/sustainability_social');
const material = inner('/api/sustainability/sustainability_material');
const environmental = inner('/api/sustainability/sustainability_environmental');
const futurePlan = inner('/api/sustainability/sustainability_future-plan');
const certificates = contractBody<Record<string, { title: string; feature_image: string }[]>>(
  '/api/sustainability/category-wise/certificates',
);

const rowsOf = (page: import('@playwright/test').Page, caption: string, within = 'main') =>
  page.locator(within).getByRole('table', { name: caption }).locator('tbody tr');

test.describe('/sustainability on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test('the compliance table shows the factories by five programmes, N/A cells blank', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await page.goto('/sustainability');
    const table = page.getByRole('table', {
      name: 'Social BSCI, Sedex, Betterwork, SLCP, and Higg Index Status',
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Factory',
      'amfori BSCI',
      'Sedex',
      'Better Work',
      'SLCP',
      'Higg Index',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(11);
    const factories = social.factory_name as string[];
    for (const [i, name] of factories.entries()) {
      const expected = ['amfori_bsci', 'sedex', 'better_work', 'social_labor', 'higg_index'].map(
        (field) => {
          // 'N/A' and a missing entry (higg_index has ten) both show blank.
          const value = (social[field] as string[])[i] ?? '';
          return value === 'N/A' ? '' : value;
        },
      );
      await expect(rows.nth(i).locator('th, td')).toHaveText([name, ...expected]);
    }
    await expect(page.locator('#social')).toContainText(social.gbav as string);
    await expect(page.locator('#social')).toContainText(social.we_women as string);
    for (const driver of social.main_driver_satisfaction as string[])
      await expect(page.locator('#social')).toContainText(driver);
  });

  test('the Higg FEM table, environmental topics and tables, future plans and certificates show their values', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await page.goto('/sustainability');
    const higgTable = page.getByRole('table', { name: 'Verification Summary of Higg FEM-2021-22' });
    // Visible words in correct English; the wire keeps its spellings.
    await expect(higgTable.getByRole('columnheader')).toHaveText([
      'SL NO',
      'Factory Name',
      'Higg ID',
      'Self Assessment Date',
      'Verification Date',
      'Verified Score',
    ]);
    await expect(
      page.locator('#environmental').getByRole('heading', { name: 'Air Emission', exact: true }),
    ).toBeVisible();
    const higg = rowsOf(page, 'Verification Summary of Higg FEM-2021-22');
    await expect(higg).toHaveCount((material.factory_name as string[]).length);
    await expect(higg.first().locator('th, td')).toHaveText([
      '1',
      ...[
        'factory_name',
        'higg_id',
        'self_assessment_date',
        'verification_date',
        'verified_score',
      ].map((f) => (material[f] as string[])[0]!),
    ]);
    for (const field of [
      'energy_content',
      'water_content',
      'waste_water_content',
      'air_emmision_content',
      'waste_content',
    ]) {
      await expect(page.locator('#environmental')).toContainText(
        (environmental[field] as string[])[0]!,
      );
      await expect(page.locator('#futurePlan')).toContainText((futurePlan[field] as string[])[0]!);
    }
    const wasteWater = rowsOf(page, 'Waste Water', '#environmental');
    await expect(wasteWater).toHaveCount(2);
    await expect(wasteWater.nth(1).locator('th, td')).toHaveText(
      [
        'waste_water_unit_name',
        'waste_eater_foundational',
        'waste_water_progressive',
        'waste_water_aspirational',
        'waste_water_mrsl_company',
      ].map((f) => (environmental[f] as string[])[1]!),
    );
    await expect(
      rowsOf(page, 'Chemical Management', '#environmental').first().locator('th, td'),
    ).toHaveText(
      [
        'chemical_unit_name',
        'chemical_zdhc',
        'chemical_gots',
        'chemical_bluesign',
        'chemical_oekotex',
      ].map((f) => (environmental[f] as string[])[0]!),
    );
    await expect(
      rowsOf(page, 'Chemical Management', '#futurePlan').first().locator('th, td'),
    ).toHaveText(
      ['chemical_name', 'zdhc_level', 'execution_time'].map((f) => (futurePlan[f] as string[])[0]!),
    );
    await expect(
      page.locator('#futurePlan').getByRole('columnheader', { name: 'ZDHC Level 3 Compliant' }),
    ).toBeVisible();
    const certs = page.locator('#certifications');
    for (const [category, items] of Object.entries(certificates)) {
      await expect(certs.getByRole('heading', { name: category })).toBeVisible();
      for (const item of items) {
        const link = certs.getByRole('link', { name: new RegExp(`^${item.title}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`${item.feature_image.replace('.', '\\.')}$`),
        );
      }
    }
    // And a click really opens the certificate in a new tab, this page staying put.
    const first = Object.values(certificates)[0]![0]!;
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      certs.getByRole('link', { name: new RegExp(`^${first.title}`) }).click(),
    ]);
    await expect(tab).toHaveURL(new RegExp(`${first.feature_image.replace('.', '\\.')}$`));
    await tab.close();
    await expect(page).toHaveURL(/\/sustainability$/);
  });

  test('with the CMS answering 500 the page answers 200 with the ten default Higg rows', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const response = await page.goto('/sustainability');
    expect(response?.status()).toBe(200);
    const higg = rowsOf(page, 'Verification Summary of Higg FEM-2021-22');
    await expect(higg).toHaveCount(10);
    for (const [i, row] of higgDefaultRows.entries()) {
      await expect(higg.nth(i).locator('th, td')).toHaveText([String(i + 1), ...row]);
    }
    // The compliance table keeps its eleven default factories, every cell blank.
    const compliance = rowsOf(page, 'Social BSCI, Sedex, Betterwork, SLCP, and Higg Index Status');
    await expect(compliance.locator('th')).toHaveText(complianceFactoryDefaults);
    await expect(compliance.locator('td')).toHaveText(Array(11 * 5).fill(''));
    // Tables and lists without data say N/A; no certificates, a note instead.
    await expect(rowsOf(page, 'Waste Water', '#environmental')).toHaveText(['N/A']);
    await expect(page.locator('#futurePlan')).toContainText('N/A');
    await expect(page.locator('#environmental')).toContainText('N/A');
    await expect(
      page.getByRole('img', { name: 'Chemical management certificate' }),
    ).toHaveAttribute('src', /placeholders\/certificate\.svg/);
    await expect(page.locator('#certifications')).toContainText('being updated');
    await expect(page.locator('#certifications').getByRole('link')).toHaveCount(0);
  });
});
