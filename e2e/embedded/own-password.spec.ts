import { expect, test, type Page } from '@playwright/test';
import {
  GUESSABLE_PASSWORD,
  PASSWORD_CHANGED,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
} from '../../lib/auth/messages';
import { makeAccount, openAdminMenu, PASSWORD, signIn } from '../support/editing';

/** Issue 45, item 14: an editor changes their own password, asking for the current one. */
const NEW_PASSWORD = 'violet kettle harbour marching';

const fields = (page: Page) => ({
  current: page.getByLabel('Current password'),
  next: page.getByRole('textbox', { name: 'New password', exact: true }),
  again: page.getByLabel('New password, again'),
  submit: page.getByRole('button', { name: 'Change password' }),
});

for (const width of [390, 1280]) {
  test(`at ${width} px an editor changes their own password: a wrong current one is refused with what was typed kept, the change signs out their other devices and leaves nothing typed in the page`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = await makeAccount(page.request, 'editor', `own-password-${width}`);
    await signIn(page, email);
    // Another device, signed in to the same account.
    const other = await browser.newPage();
    await signIn(other, email);

    await openAdminMenu(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/admin\/password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your password');
    const form = fields(page);

    // The rules of a first password: length, then guessability.
    await form.current.fill(PASSWORD);
    await form.next.fill('short');
    await form.again.fill('short');
    await form.submit.click();
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(form.next).toHaveAttribute('aria-invalid', 'true');
    await form.next.fill('password1234');
    await form.again.fill('password1234');
    await form.submit.click();
    await expect(page.getByText(GUESSABLE_PASSWORD)).toBeVisible();
    await form.next.fill(NEW_PASSWORD);
    await form.again.fill(`${NEW_PASSWORD}!`);
    await form.submit.click();
    await expect(page.getByText('This is not the same as the new password.')).toBeVisible();

    await form.current.fill('not my password at all');
    await form.again.fill(NEW_PASSWORD);
    await form.submit.click();
    await expect(form.current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD);
    await expect(form.current).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost.
    await expect(form.current).toHaveValue('not my password at all');
    await expect(form.next).toHaveValue(NEW_PASSWORD);
    await expect(form.again).toHaveValue(NEW_PASSWORD);
    await page.screenshot({
      path: test.info().outputPath(`change-password-refused-${width}.png`),
      fullPage: true,
    });

    await form.current.fill(PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('status')).toHaveText(PASSWORD_CHANGED);
    for (const field of [form.current, form.next, form.again]) await expect(field).toHaveValue('');
    await expect(page.locator('input[type="password"]')).toHaveCount(3);
    for (const value of await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      expect([PASSWORD, NEW_PASSWORD, 'not my password at all']).not.toContain(value);
    await page.screenshot({
      path: test.info().outputPath(`change-password-${width}.png`),
      fullPage: true,
    });

    // This device stays signed in; the other one is signed out.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await other.goto('/admin');
    await expect(other).toHaveURL(/\/admin\/sign-in/);
    // The old password opens nothing; the new one does.
    await other.getByLabel('E-mail address').fill(email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other.getByText(WRONG_CREDENTIALS)).toBeVisible();
    await signIn(other, email, '/admin', NEW_PASSWORD);
    await other.close();
  });
}

test('wrong current passwords are limited as sign-in attempts are: after five, the next is refused unchecked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(
    page,
    await makeAccount(page.request, 'editor', 'own-password-limit'),
    '/admin/password',
  );
  const form = fields(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await form.current.fill(`wrong guess number ${attempt}`);
    await form.next.fill(NEW_PASSWORD);
    await form.again.fill(NEW_PASSWORD);
    // The button is disabled until the answer (a wrong password's waits longer each
    // time): the next click waits for it.
    await form.submit.click();
    await expect(form.current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD);
  }
  // Even the right password is refused now, unchecked.
  await form.current.fill(PASSWORD);
  await form.submit.click();
  await expect(form.current).toHaveAccessibleDescription(
    /^Too many attempts\. Try again in 15 minutes\.$/,
  );
});
