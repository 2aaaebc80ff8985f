import { axe } from '../support/axe';
import { expect, test } from '@playwright/test';
import { contractBody } from '../support/fixture';
import { setContractMode } from '../support/helpers';
import { site } from '@/lib/site';

/**
 * /career on an upstream CMS (spec part 2: career page; section 3, job post), with the
 * known posts of e2e/support/contract/nonapparel.json: two open, one long closed (not shown).
 */
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

/** The cards' Last Apply Date (DD-MM-YYYY) of each known post. */
const shownDeadline: Record<string, string> = {
  'Upstream Knitting Manager': '31-03-2099',
  'Upstream Part-time Lab Technician': '30-06-2099',
};
const closed = ['Upstream Closed Post'];
const open = career.filter((job) => !closed.includes(job.title));

type JsonLd = Record<string, unknown> & { '@type'?: string };
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );

test.describe('/career on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test('each open job card shows Post Name, Location, Job Type, Vacancy and Last Apply Date, and applies in a new tab; a closed post is gone', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const response = await page.goto('/career');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    const cards = page.locator('#open-positions li');
    await expect(cards).toHaveCount(open.length);
    for (const [i, job] of open.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(`Post Name: ${job.title}`);
      const field = (label: string) =>
        card.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd`);
      await expect(field('Location')).toHaveText(job.job_location);
      await expect(field('Job Type')).toHaveText(job.employment_status);
      await expect(field('Vacancy')).toHaveText(job.vacancy);
      await expect(field('Last Apply Date')).toHaveText(shownDeadline[job.title]!);
      const apply = card.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute('href', job.link);
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const title of closed) await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.locator('a[href="https://jobs.example/closed"]')).toHaveCount(0);
  });

  test('open posts carry JobPosting data in the raw server HTML; the closed one does not', async ({
    request,
  }) => {
    await setContractMode(request, 'ok');
    const html = await (await request.get('/career')).text();
    const postings = jsonLdOf(html).filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual(open.map((job) => job.title));
    for (const [i, job] of open.entries()) {
      const posting = postings[i]!;
      expect(posting['@context']).toBe('https://schema.org');
      expect(posting.validThrough).toBe(job.application_deadline);
      expect(posting.url).toBe(job.link);
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.description).toContain(job.title);
      expect(posting.hiringOrganization).toMatchObject({ name: site.name });
      expect(posting.jobLocation).toMatchObject({
        address: { addressLocality: job.job_location, addressCountry: 'BD' },
      });
    }
    expect(postings.map((p) => p.employmentType)).toEqual(['FULL_TIME', 'PART_TIME']);
  });

  test('with the CMS answering 500 the page answers 200 with a helpful empty state and no JobPosting', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const html = await (await request.get('/career')).text();
    expect(jsonLdOf(html).filter((d) => d['@type'] === 'JobPosting')).toEqual([]);
    const response = await page.goto('/career');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    await expect(page.locator('#open-positions li')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No open positions right now' })).toBeVisible();
    await expect(page.locator('#open-positions')).toContainText(site.email);
    await expect(page.getByRole('link', { name: 'Send your CV' })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=Open%20application`,
    );
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
