import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { runUntilVisible, stopClock } from '../support/clock';
import { hydrated } from '../support/phone';

const CONTACT = '**/api/store/contact-us';
const SUBSCRIBE = '**/api/store/subscribers';
const visitor = {
  Name: 'Rahima Akter',
  Phone: '+880 1711 000000',
  Email: 'rahima@example.com',
  Subject: 'Sampling request',
  'Message (optional)': 'Please send your knit capacity for 2027.',
};

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter' });
const successPopup = (page: Page) => page.getByRole('dialog', { name: 'Successfully Saved' });
const errorToast = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Something went wrong!' });

async function fillContact(page: Page) {
  const form = contactForm(page);
  for (const [label, value] of Object.entries(visitor)) await form.getByLabel(label).fill(value);
}

async function expectContactValues(page: Page, values: Record<string, string>) {
  const form = contactForm(page);
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
}

/** The field's error is shown and announced with it. */
async function expectFieldError(
  page: Page,
  form: ReturnType<Page['getByRole']>,
  label: string,
  message: string,
) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const errorId = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

/**
 * The home page with both forms listening: these tests test what the forms' script
 * does (without it, a form posts and the page comes back: no-javascript.spec.ts).
 */
async function openForms(page: Page) {
  await page.goto('/');
  await hydrated(contactForm(page).getByRole('button', { name: 'Send message' }));
  await hydrated(newsletterForm(page).getByRole('button', { name: 'Subscribe' }));
}

test.describe('the visitor forms', () => {
  test('the newsletter with an empty e-mail shows "This field is required"', async ({ page }) => {
    let posted = false;
    await page.route(SUBSCRIBE, (route) => ((posted = true), route.continue()));
    await openForms(page);
    const form = newsletterForm(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectFieldError(page, form, 'Email', 'This field is required');
    expect(posted).toBe(false);
  });

  test('an empty contact form shows the four required messages', async ({ page }) => {
    await openForms(page);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(page, form, 'Name', 'Name field is required');
    await expectFieldError(page, form, 'Phone', 'Phone field is required');
    await expectFieldError(page, form, 'Email', 'Email field is required');
    await expectFieldError(page, form, 'Subject', 'Subject field is required');
    await expect(form.getByLabel('Message (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    // A corrected field loses its message on the next submit.
    await form.getByLabel('Name').fill('Rahima');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name field is required')).toHaveCount(0);
    await expect(form.getByText('Phone field is required')).toBeVisible();
  });

  test('a valid contact submit shows "Successfully Saved" for 1.5 s, then the fields are empty', async ({
    page,
  }) => {
    await stopClock(page);
    await openForms(page);
    await fillContact(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT, async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest(CONTACT);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    // Disabled while sending.
    await expect(contactForm(page).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();

    const body = (await request).postDataJSON();
    expect(body).toEqual({
      name: visitor.Name,
      phone: visitor.Phone,
      email: visitor.Email,
      subject: visitor.Subject,
      note: visitor['Message (optional)'],
      website: '',
    });
    await expect(successPopup(page)).toBeVisible();
    await expectContactValues(page, {
      Name: '',
      Phone: '',
      Email: '',
      Subject: '',
      'Message (optional)': '',
    });
    await page.clock.runFor(1_200);
    await expect(successPopup(page)).toBeVisible();
    await page.clock.runFor(400);
    await expect(successPopup(page)).toBeHidden();
    await expect(contactForm(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
    // The popup is gone, the confirmation is not: it stays in the form, announced.
    await expect(contactForm(page).getByRole('status')).toHaveText(
      'Successfully SavedThank you, your message has been received.',
    );
    await page.clock.runFor(60_000);
    await expect(contactForm(page).getByRole('status')).toBeVisible();
  });

  test('a phone number nobody can call is refused on the field, and nothing typed is lost', async ({
    page,
  }) => {
    let posted = false;
    await page.route(CONTACT, (route) => ((posted = true), route.continue()));
    await openForms(page);
    await fillContact(page);
    await contactForm(page).getByLabel('Phone').fill('hello');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(
      page,
      contactForm(page),
      'Phone',
      'Please enter a phone number we can call, in digits.',
    );
    await expectContactValues(page, { ...visitor, Phone: 'hello' });
    expect(posted).toBe(false);
  });

  test('a failing contact POST toasts "Something went wrong!" at bottom-right and keeps the values', async ({
    page,
  }) => {
    await stopClock(page);
    await page.route(CONTACT, (route) => route.fulfill({ status: 500, body: '{}' }));
    await openForms(page);
    await fillContact(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();

    const toast = errorToast(page);
    await runUntilVisible(page, toast);
    await expect(toast.locator('[data-icon] svg')).toBeVisible();
    await expect(
      page.locator('[data-sonner-toaster][data-y-position="bottom"][data-x-position="right"]'),
    ).toContainText('Something went wrong!');
    await expect(successPopup(page)).toBeHidden();
    await expectContactValues(page, visitor);

    // Closes by itself after 5 s.
    await page.clock.runFor(4_500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toBeHidden();
  });

  test('the error toast pauses on hover and while the window has lost focus', async ({ page }) => {
    await stopClock(page);
    await page.route(SUBSCRIBE, (route) => route.fulfill({ status: 503, body: '{}' }));
    await openForms(page);
    await newsletterForm(page).getByLabel('Email').fill('buyer@example.com');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    const toast = errorToast(page);
    await runUntilVisible(page, toast);
    await expect(newsletterForm(page).getByLabel('Email')).toHaveValue('buyer@example.com');

    await toast.hover();
    await page.clock.runFor(7_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);

    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.runFor(7_000);
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.clock.runFor(5_500);
    await expect(toast).toBeHidden();

    // A later toast is not left paused.
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await runUntilVisible(page, toast);
    await page.clock.runFor(5_500);
    await expect(toast).toBeHidden();
  });

  test('the error toast can be swiped away (page clock)', async ({ page }) => {
    await page.route(SUBSCRIBE, (route) => route.fulfill({ status: 500, body: '{}' }));
    await stopClock(page); // the toast cannot close by its own timer during the drag
    await openForms(page);
    await newsletterForm(page).getByLabel('Email').fill('buyer@example.com');
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    const toast = errorToast(page);
    await runUntilVisible(page, toast);
    // sonner takes the swipe's direction from the first move and applies later moves
    // once React has rendered that; React renders in a message-channel task, so a
    // message posted after a move arrives after that render.
    const rendered = () =>
      page.evaluate(
        () =>
          new Promise((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = done;
            channel.port2.postMessage(null);
          }),
      );
    await toast.hover(); // waits for the toast to stop sliding in
    const box = (await toast.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.down();
    for (const dx of [10, 60, 120, 160]) {
      await page.mouse.move(x + dx, y);
      await rendered();
    }
    await expect(toast).toHaveAttribute('data-swiped', 'true');
    await page.mouse.up();
    await page.clock.runFor(1_000); // the swipe-out and the removal
    await expect(toast).toBeHidden();
  });

  test('a 422 puts the server messages on the fields', async ({ page }) => {
    await page.route(CONTACT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Please correct the highlighted fields.',
          errors: { phone: ['Not a phone number'] },
        }),
      }),
    );
    await openForms(page);
    await fillContact(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(errorToast(page)).toBeVisible();
    await expectFieldError(page, contactForm(page), 'Phone', 'Not a phone number');
    await expectContactValues(page, visitor);
  });

  test('a newsletter subscription shows "Successfully Saved" and clears the e-mail', async ({
    page,
  }) => {
    await openForms(page);
    const form = newsletterForm(page);
    await form.getByLabel('Email').fill(`reader-${Date.now()}@example.com`);
    const response = page.waitForResponse(SUBSCRIBE);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(200);
    await expect(successPopup(page)).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(successPopup(page)).toBeHidden();
  });

  test('the honeypot is out of sight and out of reach, and its value is sent as "website"', async ({
    page,
  }) => {
    await openForms(page);
    const honeypot = contactForm(page).locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    await expect(contactForm(page).getByRole('textbox')).toHaveCount(5);
    await honeypot.fill('https://spam.example');
    await fillContact(page);
    await page.route(CONTACT, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"ok"}' }),
    );
    const request = page.waitForRequest(CONTACT);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    expect((await request).postDataJSON().website).toBe('https://spam.example');
  });

  test('the popup closes on Escape, its close button and a click outside, and gives focus back', async ({
    page,
  }) => {
    await stopClock(page);
    await page.route(SUBSCRIBE, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"ok"}' }),
    );
    await openForms(page);
    const form = newsletterForm(page);
    const submit = form.getByRole('button', { name: 'Subscribe' });
    const open = async () => {
      await form.getByLabel('Email').fill('reader@example.com');
      await submit.click();
      await expect(successPopup(page)).toBeVisible();
    };

    await open();
    // The page behind is inert: Tab stays in the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(successPopup(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(successPopup(page)).toBeHidden();
    await expect(submit).toBeFocused();

    await open();
    await successPopup(page).getByRole('button', { name: 'Close' }).click();
    await expect(successPopup(page)).toBeHidden();

    await open();
    await page.mouse.click(8, 8);
    await expect(successPopup(page)).toBeHidden();
  });

  test('axe finds no serious or critical violation with both forms in their error state', async ({
    page,
  }) => {
    await openForms(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Subject field is required')).toBeVisible();
    const { violations } = await axe(page).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
