import { expect, test } from '@playwright/test';
import { makeAccount, PASSWORD } from '../support/editing';

/**
 * Failed sign-ins in a row, in the browser, as a person makes them: the pauses grow
 * (0.5, 1, 2, 4, 4 s; their schedule is unit-tested in lib/auth/sign-in-limit.test.ts)
 * and the fifth locks the account. Runs once, on PGlite: its 12 s are the server's
 * own pauses, and the lock as the store keeps it runs on both stores in
 * editing-area.spec.ts ("twenty guesses at once").
 */
test('after five failures in a row, even the right password waits a quarter of an hour', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await makeAccount(request, 'editor', 'locked');
  await page.goto('/admin/sign-in');
  const started = Date.now();
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('do not match an account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  // 0.5 + 1 + 2 + 4 + 4 s of pauses.
  expect(Date.now() - started).toBeGreaterThan(11_000);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(/Too many sign-in attempts\. Try again in 1[45] minutes\./),
  ).toBeVisible();
});
