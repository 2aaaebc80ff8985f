import type { APIRequestContext, Page } from '@playwright/test';
import { CONTRACT_URL } from './servers';

export { CONTRACT_URL };
export const REVALIDATE_SECRET = 'e2e-secret-of-the-test-servers-0123456789';

/** Drops every cached page of the site under test. */
export async function revalidateAll(request: APIRequestContext) {
  const response = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  if (!response.ok()) throw new Error(`revalidate failed: ${response.status()}`);
}

/** Switches the contract server (ok, 500 for everything, broken JSON, no answer) and drops the site's cached pages. */
export async function setContractMode(
  request: APIRequestContext,
  mode: 'ok' | 'error' | 'malformed' | 'hang',
) {
  const response = await request.post(`${CONTRACT_URL}/__mode`, { data: { mode } });
  if (!response.ok()) throw new Error(`contract mode answered ${response.status()}`);
  await revalidateAll(request);
}

/** The path and query of every URL the site's sitemap lists. */
export async function sitemapPaths(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`GET /sitemap.xml answered ${response.status()}`);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(({ 1: loc }) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** A CSRF token for the form posts; the answer also sets the cookie it is bound to in `request`. */
export async function csrfTokenOf(request: APIRequestContext, base = '') {
  const response = await request.get(`${base}/api/csrf`);
  if (!response.ok()) throw new Error(`GET /api/csrf answered ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The form posts stored by the embedded store, through the secret-protected export. */
export async function storedSubmissions(request: APIRequestContext, base = '') {
  const response = await request.get(`${base}/api/store/submissions?format=json`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  if (!response.ok()) throw new Error(`submissions answered ${response.status()}`);
  return (await response.json()) as {
    contactMessages: { name: string; email: string; subject: string; note: string }[];
    subscribers: { email: string }[];
  };
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
