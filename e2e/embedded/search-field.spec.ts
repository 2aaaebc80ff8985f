import { axe } from '../support/axe';
import { runUntilVisible, stopClock } from '../support/clock';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { menuToggle } from '../support/phone';
import { KIND_LABELS, type Suggestion } from '@/lib/search/types';

/**
 * The header's search field (issue 30): a plain GET form to /search that works
 * without scripts, and with them a combobox of suggestions from
 * /api/search/suggest over the seeded demo content. The list is checked against
 * the endpoint's own answer, so the field's tests do not depend on its ranking.
 */

const SUGGEST = '/api/search/suggest';
/** The seeded Knitting page, as a suggestion: its title and kind label. */
const KNITTING = /^Knitting\s*,\s*Page$/;

/** The `q` of each suggestions request the page makes. */
function suggestRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SUGGEST) asked.push(url.searchParams.get('q') ?? '');
  });
  return asked;
}

/** Types `text` into the field and returns the suggestions the endpoint answered for it. */
async function typeAndRead(page: Page, field: Locator, text: string): Promise<Suggestion[]> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === SUGGEST && url.searchParams.get('q') === text;
  });
  await field.pressSequentially(text, { delay: 20 });
  const { suggestions } = (await (await answer).json()) as { suggestions: Suggestion[] };
  return suggestions;
}

/** What an option reads (textContent: the title, the comma a screen reader hears, the kind). */
const optionText = (s: Suggestion) => `${s.title},${KIND_LABELS[s.kind].one}`;

/** The first suggestion that opens a page of this site. */
const firstPage = (suggestions: Suggestion[]) =>
  suggestions.findIndex((s) => s.href.startsWith('/') && !/\.[a-z0-9]+$/i.test(s.href));

/**
 * A fetch from the page and back: every task the page queued before it (a form's
 * submission, a request a timer started) has been sent by the time it returns.
 * What has not happened by then was not going to: no fixed sleep is needed.
 */
const roundTrip = (page: Page) => page.evaluate(() => fetch('/api/health').then(() => undefined));

/** Whether the page asked for /search since this was called. */
function searchNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/search')
      seen.push(request.url());
  });
  return seen;
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

const expectSearchFor = (page: Page, q: string) =>
  expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname === '/search' ? url.searchParams.get('q') : null;
    })
    .toBe(q);

test.describe('the search field without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a wide screen the header form opens /search?q=', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/knitting');
    const form = page.getByRole('banner').getByRole('search');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    // Without scripts it is a plain search box, not a combobox whose list never opens.
    await form.getByRole('searchbox', { name: 'Search the site' }).fill('organic cotton');
    await form.getByRole('button', { name: 'Search' }).click();
    await expectSearchFor(page, 'organic cotton');
  });

  test('on a phone the field is in the header bar (the menu needs scripts) and Enter submits it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact-us');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toBeVisible();
    await field.fill('merchandiser');
    await field.press('Enter');
    await expectSearchFor(page, 'merchandiser');
  });
});

test.describe('the search field on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is a compact field beside the navigation that widens when focused', async ({ page }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    const nav = header.getByRole('navigation', { name: 'Main' }).first();
    const navBox = (await nav.boundingBox())!;
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.width).toBeLessThanOrEqual(40);
    expect(fieldBox.x).toBeGreaterThanOrEqual(navBox.x + navBox.width);

    // Reached with the keyboard from the last link of the navigation, then its button.
    await nav.getByRole('link', { name: /Virtual Tour/ }).focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThan(250);
    await page.keyboard.press('Tab');
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
    await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThan(250);

    // A click on the icon focuses the field; it does not submit an empty search.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(field).not.toBeFocused();
    await expect.poll(async () => (await field.boundingBox())!.width).toBeLessThanOrEqual(40);
    const submitted = searchNavigations(page);
    await page.mouse.click(fieldBox.x + fieldBox.width / 2, fieldBox.y + fieldBox.height / 2);
    await expect(field).toBeFocused();
    await roundTrip(page);
    expect(submitted).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
  });

  test('asks only for two characters or more, once the typing pauses, for what was typed last', async ({
    page,
  }) => {
    const asked = suggestRequests(page);
    // The page's timers (the pause) run only when the test moves the clock on.
    await stopClock(page);
    await page.goto('/contact-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await field.pressSequentially('k');
    await page.clock.runFor(1_000);
    await roundTrip(page);
    expect(asked).toEqual([]);

    // Each letter replaces the previous text's query before its pause is over.
    await field.pressSequentially('nitting');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return asked.length;
      })
      .toBeGreaterThan(0);
    // (react-query hands the answer over on a timer of its own.)
    await runUntilVisible(page, page.getByRole('banner').getByRole('listbox'));
    expect(asked).toEqual(['knitting']);
  });

  test('typing shows the suggestions; the arrow keys and Enter open one; Escape closes them', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    const list = header.getByRole('listbox');
    const options = list.getByRole('option');
    const live = header.getByRole('search').locator('[aria-live="polite"]');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.click();
    const suggestions = await typeAndRead(page, field, 'knit');
    expect(suggestions.length).toBeGreaterThan(1);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await expect(options).toHaveText(suggestions.map(optionText));
    await expect(live).toHaveText(`${suggestions.length} suggestions`);

    // The arrow keys point at options; the input keeps the focus.
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    // Escape closes the list and keeps the text.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveValue('knit');
    await expect(field).toBeFocused();

    // Arrow down opens it again at the first option; Enter opens a suggested page.
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const index = firstPage(suggestions);
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(suggestions[index]!.href);
    await expect(list).toBeHidden();
    await expect(field).toHaveValue('');
  });

  test('a new word replaces every suggestion of the last, though several share one address', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    const options = header.getByRole('listbox').getByRole('option');
    await field.click();
    // The job openings all lead to /career.
    const jobs = await typeAndRead(page, field, 'vac');
    expect(jobs.filter((s) => s.href === '/career').length).toBeGreaterThan(1);
    await expect(options).toHaveText(jobs.map(optionText));
    await field.press('ControlOrMeta+a');
    const milk = await typeAndRead(page, field, 'milk');
    expect(milk.length).toBeGreaterThan(0);
    await expect(options).toHaveText(milk.map(optionText));
    await expect(
      header.locator('[aria-live="polite"]').filter({ hasText: /suggestion/ }),
    ).toHaveText(milk.length === 1 ? '1 suggestion' : `${milk.length} suggestions`);
  });

  test('typing "knit" suggests the Knitting page', async ({ page }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await typeAndRead(page, field, 'knit');
    await header.getByRole('option', { name: KNITTING }).click();
    await expect(page).toHaveURL(/\/knitting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knitting' })).toBeVisible();
  });

  test('Enter with no option pointed at submits the form to /search', async ({ page }) => {
    await page.goto('/contact-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await typeAndRead(page, field, 'knit');
    await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expectSearchFor(page, 'knit');
  });

  test('says when nothing matches, and a pointer chooses a suggestion', async ({ page }) => {
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    const live = header.getByRole('search').locator('[aria-live="polite"]');
    await field.click();
    expect(await typeAndRead(page, field, 'qxzqxzqxz')).toEqual([]);
    await expect(live).toHaveText('No suggestions');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('listbox')).toBeHidden();

    await field.fill('');
    const suggestions = await typeAndRead(page, field, 'dyeing');
    await expect(live).toHaveText(/^\d suggestions?$/);
    const index = firstPage(suggestions);
    await header.getByRole('option').nth(index).click();
    await expect.poll(() => pathOf(page)).toBe(suggestions[index]!.href);
  });

  test('a failing or slow answer shows nothing and the form still submits', async ({ page }) => {
    await page.route(`**${SUGGEST}?*`, (route) => route.fulfill({ status: 500, body: 'no' }));
    await page.goto('/contact-us');
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: 'Search the site' });
    await field.click();
    const failed = page.waitForResponse((r) => new URL(r.url()).pathname === SUGGEST);
    await field.pressSequentially('knit');
    await failed;
    await roundTrip(page);
    await expect(header.getByRole('listbox')).toBeHidden();
    await expect(header.getByRole('search').locator('[aria-live="polite"]')).toHaveText('');

    // An answer that never comes: the visitor is not kept waiting either.
    await page.unrouteAll();
    await page.route(`**${SUGGEST}?*`, () => {});
    const held = page.waitForRequest((r) => new URL(r.url()).searchParams.get('q') === 'jersey');
    await field.fill('jersey');
    await held;
    await expect(header.getByRole('listbox')).toBeHidden();
    await page.keyboard.press('Enter');
    await expectSearchFor(page, 'jersey');
  });

  test('axe finds no violation with the suggestions open', async ({ page }) => {
    await page.goto('/contact-us');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await field.click();
    await typeAndRead(page, field, 'knit');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('option').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const { violations } = await axe(page).include('header').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

test.describe('the search field on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is at the top of the menu; Escape closes its list, then the menu; a suggestion closes the menu', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    // The header bar's own field is for wide screens (and for phones without scripts).
    await expect(page.getByRole('banner').getByRole('search')).toBeHidden();
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const field = menu.getByRole('combobox', { name: 'Search the site' });
    await expect(field).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Main' });
    expect((await field.boundingBox())!.y).toBeLessThan((await nav.boundingBox())!.y);
    // From the toggle (now "Close menu"): the menu's home link, then the field.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Masco Group, home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();

    const suggestions = await typeAndRead(page, field, 'knit');
    const list = menu.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveText(suggestions.map(optionText));
    await expect(menu.locator('[aria-live="polite"]')).toHaveText(/^\d suggestions?$/);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await menuToggle(page).click();
    await field.fill('knit');
    const index = firstPage(suggestions);
    await list.getByRole('option').nth(index).click();
    await expect.poll(() => pathOf(page)).toBe(suggestions[index]!.href);
    await expect(menu).toBeHidden();
  });

  test('the menu form submits to /search', async ({ page }) => {
    await page.goto('/contact-us');
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('combobox', { name: 'Search the site' }).fill('washing capacity');
    await menu.getByRole('button', { name: 'Search', exact: true }).click();
    await expectSearchFor(page, 'washing capacity');
  });

  test('axe finds no violation with the menu open and suggestions shown', async ({ page }) => {
    await page.goto('/contact-us');
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('combobox', { name: 'Search the site' }).fill('knit');
    await expect(menu.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
