import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { authSecret } from '@/lib/auth/secret';
import { newOperatorToken } from '../../scripts/operator-token.mjs';
import { REVALIDATE_SECRET } from './helpers';

export const PASSWORD = 'a-long-enough-test-password';

/** An account made the way `npm run admin:create` makes one (a one-time operator token); unique per run. */
export async function makeAccount(
  request: APIRequestContext,
  role: 'admin' | 'editor',
  label: string = role,
): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const answer = await request.post('/api/store/accounts', {
    headers: { 'x-operator-token': newOperatorToken() },
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

/**
 * The body's rich-text editor, never the textarea it takes over from: that one
 * hides once the editor shows, and a click that resolved it first would wait on
 * a hidden element for good (Playwright resolves again only an element that
 * left the page).
 */
export const bodyEditor = (page: Page) =>
  page.locator('[contenteditable="true"]').and(page.getByRole('textbox', { name: 'Body' }));

/**
 * On a phone the editing area's sections and account actions are behind the
 * header's "Menu" (a disclosure): opens it; on a wider screen there is none.
 */
export async function openAdminMenu(page: Page) {
  const menu = page.locator('header summary');
  if (!(await menu.isVisible())) return;
  if ((await page.locator('header details[open]').count()) === 0) await menu.click();
  await expect(page.locator('header details[open]')).toHaveCount(1);
}

export const publishButton = (page: Page) =>
  page.getByRole('button', { name: 'Publish', exact: true });

/**
 * A session cookie signed as the test servers sign theirs (their key derives from
 * REVALIDATE_SECRET), for a session that does not exist: what a client that once
 * had a real one still sends after it ended.
 */
export function endedSessionCookie() {
  const token = 'a-session-that-has-ended';
  const signature = createHmac('sha256', authSecret({ REVALIDATE_SECRET }))
    .update(token)
    .digest('base64');
  return `masco.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Posts the sign-in form as a browser without JavaScript would (its hidden
 * action fields read from the page) and answers with the page it gets back.
 */
export async function postSignIn(
  request: APIRequestContext,
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const form = await (await request.get(`${origin}/admin/sign-in`)).text();
  const multipart: Record<string, string> = { email, password };
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
  ))
    multipart[name!] = (value ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const answer = await request.post(`${origin}/admin/sign-in`, {
    headers: { origin },
    multipart,
    maxRedirects: 0,
  });
  return answer.status() === 303 ? `redirect ${answer.headers().location}` : answer.text();
}

/** Every screen of the editing area, one of each kind. */
export const EDITING_PAGES = [
  '/admin',
  '/admin/records',
  '/admin/records/knitting',
  '/admin/blog-posts',
  '/admin/blog-posts/new',
  '/admin/blog-posts/1',
  '/admin/lists',
  '/admin/lists/certificates',
  '/admin/lists/media/new',
  '/admin/lists/media/1',
  '/admin/lists/jobs/1',
  '/admin/files',
  '/admin/inbox',
  '/admin/search',
  '/admin/settings',
  '/admin/history',
  '/admin/accounts',
  '/admin/password',
];

/**
 * A new article's form with its title filled: the first category and author, a
 * one-line body, Publish; the article's editing address once it is published.
 */
export async function publishNewArticle(page: Page, { category = true } = {}) {
  // The first category unless the test chose one.
  if (category) await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await bodyEditor(page).click();
  await page.keyboard.type('A body.');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  return new URL(page.url()).pathname;
}

/**
 * A small PNG of random pixels: new bytes, so a new file in the library, each call. (A
 * plain colour from a number was not: its 65,536 colours met another test's file once
 * in CI, and the upload stopped at "already in the library, with other alt text".)
 */
export const smallPng = () =>
  sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();

const WRONG = 'That e-mail address and password do not match an account.';
/** The answers to five wrong passwords in a row (lib/auth/messages.ts): a warning once two tries are left. */
export const FIVE_WRONG_ANSWERS = [
  WRONG,
  WRONG,
  `${WRONG} Two more wrong passwords and sign-in with this e-mail address pauses for 15 minutes in this browser.`,
  `${WRONG} One more wrong password and sign-in with this e-mail address pauses for 15 minutes in this browser.`,
  `${WRONG} No tries are left: sign-in with this e-mail address pauses for 15 minutes in this browser. “Forgot your password?” sets a new one.`,
];

/** A file chosen on the "Pictures and files" page, with its alt text, and uploaded. */
export async function chooseUpload(page: Page, name: string, alt: string, buffer: Buffer) {
  await page.getByLabel(/^File \(JPEG/).setInputFiles({ name, mimeType: 'image/png', buffer });
  await page.getByLabel('What the picture shows (alt text)').fill(alt);
  await page.getByRole('button', { name: 'Upload' }).click();
}
