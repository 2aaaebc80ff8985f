import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from './helpers';

export const PASSWORD = 'a-long-enough-test-password';

/** An account made the way `npm run admin:create` makes one; unique per run. */
export async function makeAccount(
  request: APIRequestContext,
  role: 'admin' | 'editor',
  label: string = role,
): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const answer = await request.post('/api/store/accounts', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: { email, name: `Test ${role}`, role, password: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

/** Signs in through the form and waits for the page it leads to. */
export async function signIn(page: Page, email: string, from = '/admin', password = PASSWORD) {
  await page.goto(from);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

export const publishButton = (page: Page) =>
  page.getByRole('button', { name: 'Publish', exact: true });
