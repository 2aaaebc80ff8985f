import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { contractBody } from '../support/fixture';
import { setContractMode } from '../support/helpers';

/** /career on an upstream CMS (spec part 2: career page; section 3, job post). */
test.describe.configure({ mode: 'serial' });

type Job = {
  title: string;
  job_location: string;
  employment_status: string;
  vacancy: string;
  application_deadline: string;
  link: string;
};
const { career } = contractBody<{ career: Job[] }>('/api/career/job-post');
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

test.describe('/career on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test('each job card shows its fields and opens its application in a new tab', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    const cards = page.locator('#open-positions li');
    await expect(cards).toHaveCount(career.length);
    for (const [i, job] of career.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(`Post Name: ${job.title}`);
      const field = (label: string) =>
        card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
      await expect(field('Location')).toHaveText(job.job_location);
      await expect(field('Job Type')).toHaveText(job.employment_status);
      await expect(field('Vacancy')).toHaveText(job.vacancy);
      await expect(field('Last Apply Date')).toHaveText(ddmmyyyy(job.application_deadline));
      const apply = card.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute('href', job.link);
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('open posts carry JobPosting data in the server HTML; closed ones do not', async ({
    request,
  }) => {
    await setContractMode(request, 'ok');
    const html = await (await request.get('/career')).text();
    const postings = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!))
      .filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual([career[0]!.title]);
    expect(postings[0].validThrough).toBe(career[0]!.application_deadline);
    expect(postings[0].employmentType).toBe('FULL_TIME');
    expect(postings[0].hiringOrganization.name).toBe('Masco Group');
  });

  test('with the CMS answering 500 the page answers 200 with a helpful empty state', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const response = await page.goto('/career');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No open positions right now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send your CV' })).toHaveAttribute(
      'href',
      /^mailto:.+@.+\?subject=Open%20application$/,
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
