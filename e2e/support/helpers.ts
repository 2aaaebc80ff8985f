import type { APIRequestContext, Page } from '@playwright/test';

export const CONTRACT_URL = process.env.E2E_CONTRACT_URL ?? 'http://127.0.0.1:3199';
export const REVALIDATE_SECRET = 'e2e-secret';

/** Drops every cached page of the site under test. */
export async function revalidateAll(request: APIRequestContext) {
  const response = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  if (!response.ok()) throw new Error(`revalidate failed: ${response.status()}`);
}

/** The CSRF token a page publishes for the form posts. */
export async function csrfTokenOf(request: APIRequestContext, path = '/') {
  const html = await (await request.get(path)).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no csrf-token meta on the page');
  return token;
}

export const formHeaders = (token: string) => ({
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-csrf-token': token,
});

export async function textOf(page: Page, path: string) {
  await page.goto(path);
  return page.locator('main').innerText();
}
