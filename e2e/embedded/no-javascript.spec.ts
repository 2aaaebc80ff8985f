import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';
import { storedSubmissions } from '../support/helpers';

/** A visitor whose scripts are blocked, or not loaded yet on a slow phone. */
test.use({ javaScriptEnabled: false });

const NOT_FOUND = 'This page could not be found';
// Read, not imported: Node loads a JSON module only with an import attribute.
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages;

test.describe('not-found pages without JavaScript', () => {
  for (const [path, message] of [
    ['/blogs/details/no-such-post', en.articleMissing.body],
    ['/media-details/no-such-item', NOT_FOUND],
    ['/blogs/author/999999', NOT_FOUND],
    ['/blogs/no-such-category', NOT_FOUND],
    ['/blogs/details/%E0%A4%A', NOT_FOUND],
    ['/no-such-path', NOT_FOUND],
  ] as const) {
    test(`${path} answers 404 and shows the header, its message and the footer`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('banner').getByRole('link', { name: /home/i }).first(),
      ).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    });
  }
});

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter' });

/** No field of a form ever travels in an address. */
function expectNoFieldsIn(url: string) {
  expect(url).not.toMatch(/[?&](name|phone|email|subject|note|website)=/);
}

test.describe('the visitor forms without JavaScript', () => {
  test('both forms post, never get', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(contactForm(page)).toHaveAttribute('method', /post/i);
    await expect(newsletterForm(page)).toHaveAttribute('method', /post/i);
  });

  test('an empty contact form comes back with the four messages and the typed values', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = contactForm(page);
    await form.getByLabel('Message (optional)').fill('Keep this <b>note</b>');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    expectNoFieldsIn(page.url());
    for (const message of [
      'Name field is required',
      'Phone field is required',
      'Email field is required',
      'Subject field is required',
    ])
      await expect(contactForm(page).getByText(message)).toBeVisible();
    await expect(contactForm(page).getByLabel('Message (optional)')).toHaveValue(
      'Keep this <b>note</b>',
    );
    await expect(contactForm(page).getByLabel('Name')).toBeFocused();
  });

  test('a bad e-mail is refused with its message and the other values kept', async ({ page }) => {
    await page.goto('/contact-us');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Rina Akter');
    await form.getByLabel('Phone').fill('+880 1711 000000');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Subject').fill('Sampling');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    await expect(contactForm(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('Rina Akter');
    await expect(contactForm(page).getByLabel('Email')).toHaveValue('not-an-address');
  });

  test('on a phone the refused field comes back in sight with its message, below the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact-us');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Rina Akter');
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('Email').fill('rina@example.com');
    await form.getByLabel('Subject').fill('Sampling');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    const phone = contactForm(page).getByLabel('Phone');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const message = page.locator(`[id="${await phone.getAttribute('aria-describedby')}"]`);
    await expect(message).toBeInViewport({ ratio: 1 });
    await expect(contactForm(page).getByText('Phone', { exact: true })).toBeInViewport({
      ratio: 1,
    });
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await phone.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('a valid contact message is stored and the page says Successfully Saved', async ({
    page,
    request,
  }) => {
    const subject = `No script ${Date.now()}`;
    await page.goto('/contact-us');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Rina Akter');
    await form.getByLabel('Phone').fill('+880 1711 000000');
    await form.getByLabel('Email').fill('rina.noscript@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForLoadState();
    expectNoFieldsIn(page.url());
    const saved = contactForm(page).getByRole('status');
    await expect(saved).toContainText('Successfully Saved');
    await expect(saved).toContainText('Thank you, your message has been received.');
    await expect(saved).toBeFocused();
    const { contactMessages } = await storedSubmissions(request);
    expect(contactMessages.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  test('the newsletter stores a subscriber from any page, or says what is wrong', async ({
    page,
    request,
  }) => {
    await page.goto('/knitting');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    await expect(newsletterForm(page).getByText('This field is required')).toBeVisible();

    const email = `noscript-${Date.now()}@example.com`;
    await newsletterForm(page).getByLabel('Email').fill(email);
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState();
    expectNoFieldsIn(page.url());
    expect(new URL(page.url()).pathname).toBe('/knitting');
    await expect(newsletterForm(page).getByRole('status')).toContainText('Successfully Saved');
    const { subscribers } = await storedSubmissions(request);
    expect(subscribers.filter((s) => s.email === email)).toHaveLength(1);
  });

  test('a post from another site is refused and nothing is stored', async ({ request }) => {
    const page = await request.get('/contact-us');
    const html = await page.text();
    const fields = [
      ...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g),
    ];
    expect(fields.length).toBeGreaterThan(0);
    const subject = `Forged ${Date.now()}`;
    const multipart: Record<string, string> = Object.fromEntries(
      fields.map((m) => [m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')]),
    );
    const answer = await request.post('/contact-us', {
      headers: { origin: 'https://evil.example' },
      multipart: {
        ...multipart,
        name: 'Mallory',
        phone: '+880 1711 000000',
        email: 'mallory@example.com',
        subject,
      },
    });
    expect(answer.status()).toBeLessThan(500);
    const { contactMessages } = await storedSubmissions(request);
    expect(contactMessages.filter((m) => m.subject === subject)).toHaveLength(0);
  });
});

test('at 390 px the blog list’s category filter opens and filters without JavaScript', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blogs');
  const filter = page.locator('details[data-list-filter]');
  await expect(filter.locator('summary')).toContainText('All Articles');
  await filter.locator('summary').click();
  const options = page.locator('#category-filter a');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toHaveText('All Articles');
  await expect(options.first()).toHaveAttribute('aria-current', 'true');
  const chosen = options.nth(1);
  const name = (await chosen.textContent())!;
  const href = (await chosen.getAttribute('href'))!;
  expect(href).toMatch(/^\/blogs\?category=[a-z0-9-]+$/);
  await chosen.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('details[data-list-filter] summary')).toContainText(name);
  // The list as the server renders it for that category: its page's own list.
  const titles = await page.locator('#articles h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await page.goto(`/blogs/${href.split('=')[1]}`);
  expect(await page.locator('#articles h3').allTextContents()).toEqual(titles);
});
