import { expect, test, type Page } from '@playwright/test';
import { FIVE_WRONG_ANSWERS, makeAccount, PASSWORD } from '../support/editing';

/**
 * Failed sign-ins in a row, in the browser, as a person makes them: the pauses grow
 * (0.5, 1, 2, 4, 4 s; their schedule is unit-tested in lib/auth/sign-in-limit.test.ts)
 * and the fifth locks the account. Runs once, on PGlite: its 12 s are the server's
 * own pauses, and the lock as the store keeps it runs on both stores in
 * editing-area.spec.ts ("twenty guesses at once").
 */

/** Five wrong passwords for `email` on the sign-in page: the answers, and how long they took. */
async function fiveWrong(page: Page, email: string) {
  await page.goto('/admin/sign-in');
  const started = Date.now();
  const answers: string[] = [];
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answer = page.getByText(/^That e-mail address and password/);
    await expect(answer).toHaveText(FIVE_WRONG_ANSWERS[i]!);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    answers.push(await answer.innerText());
  }
  return { answers, took: Date.now() - started };
}

test('after five failures in a row, even the right password waits a quarter of an hour; the last tries are announced, in the same words for an address with no account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await makeAccount(request, 'editor', 'locked');
  const { answers, took } = await fiveWrong(page, email);
  // 0.5 + 1 + 2 + 4 + 4 s of pauses.
  expect(took).toBeGreaterThan(11_000);
  // An address with no account: the same answers, the same pauses, nothing told.
  const unknown = await fiveWrong(page, `nobody-${Date.now()}@example.com`);
  expect(unknown.answers).toEqual(answers);
  expect(unknown.took).toBeGreaterThan(11_000);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(/Too many sign-in attempts\. Try again in 1[45] minutes\./),
  ).toBeVisible();
});
