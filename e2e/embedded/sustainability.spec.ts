import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import {
  ACTIVE_OFFSET_PX,
  communityStories,
  peopleStories,
  SCROLL_OFFSET_PX,
  sustainabilityPage,
} from '../../lib/copy/sustainability';
import { hydrated } from '../support/phone';

/** The sustainability page's menu, anchors and popups (spec part 2, sections 2, 4 and 9). */
const ids = ['material', 'environmental', 'social', 'futurePlan', 'certifications'];
const menu = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const activeItem = (page: Page) => menu(page).locator('a[aria-current="true"]');
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
/** How many px a section's top is from 140 px below the viewport top (sections start at fractional pixels, scroll positions are whole). */
const offBy = async (page: Page, id: string) =>
  Math.abs((await topOf(page, id)) - SCROLL_OFFSET_PX);
/** Scrolls (instantly) until the section's top is `gap` px below the viewport top. */
const scrollToGap = (page: Page, id: string, gap: number) =>
  page.evaluate(
    ([target, px]) => {
      const el = document.getElementById(target)!;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - px,
        behavior: 'instant',
      });
    },
    [id, gap] as const,
  );
/** Clicks a menu link from inside the page and reports, in the same task (before any frame), the section's top and how far the page moved. */
const clickAndMeasure = (page: Page, id: string) =>
  page.evaluate((target) => {
    const scrollY = window.scrollY;
    document
      .querySelector<HTMLElement>(`nav[aria-label="On this page"] a[href="#${target}"]`)!
      .click();
    return {
      top: Math.round(document.getElementById(target)!.getBoundingClientRect().top),
      moved: window.scrollY - scrollY,
    };
  }, id);

/** A story's card on the page, by its title. */
const storyCard = (page: Page, title: string) =>
  page
    .locator('#social li')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A story's Read More once the page runs (before, it opens the story in the card). */
async function readMore(page: Page, title: string) {
  const opener = storyCard(page, title).locator('summary');
  await hydrated(opener);
  return opener;
}

/** The spec's title: the group's name, ' || ', the path in upper case. */
const TITLE = 'Masco Group || SUSTAINABILITY';

test.describe('/sustainability', () => {
  test('title, description, Open Graph and breadcrumb', async ({ page }) => {
    await page.goto('/sustainability');
    await expect(page).toHaveTitle(TITLE);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      sustainabilityPage.description,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /.+/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Sustainability');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sustainability');
  });

  test('the menu lists the five sections and marks the one scrolled to, from 170 px before its top', async ({
    page,
  }) => {
    expect(ACTIVE_OFFSET_PX).toBe(170);
    await page.goto('/sustainability');
    await expect(menu(page).getByRole('link')).toHaveText([
      'Material',
      'Environmental',
      'Social',
      'Future Plans',
      'Certifications',
    ]);
    await expect(activeItem(page)).toHaveText('Material');
    for (const id of ids) {
      // The section's top 160 px below the viewport top: inside the 170 px band.
      await scrollToGap(page, id, ACTIVE_OFFSET_PX - 10);
      await expect(activeItem(page)).toHaveAttribute('href', `#${id}`);
      await expect(activeItem(page)).toHaveCount(1);
    }
    // Back up until Social's top is 180 px below the viewport top: Environmental again.
    await scrollToGap(page, 'social', ACTIVE_OFFSET_PX + 10);
    await expect(activeItem(page)).toHaveAttribute('href', '#environmental');
  });

  test('a click scrolls smoothly to 140 px below the top, keeps its item marked on the way and writes the anchor without a history entry', async ({
    page,
  }) => {
    expect(SCROLL_OFFSET_PX).toBe(140);
    await page.goto('/sustainability');
    await expect(activeItem(page)).toHaveText('Material');
    const entries = await page.evaluate(() => history.length);
    // Every item the menu marks from now on.
    await menu(page).evaluate((nav) => {
      const seen: string[] = [];
      (window as unknown as { marked: string[] }).marked = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const link = record.target as HTMLElement;
          if (link.getAttribute('aria-current') === 'true') seen.push(link.getAttribute('href')!);
        }
      }).observe(nav, { subtree: true, attributeFilter: ['aria-current'] });
    });
    // Smooth once the page runs (before, the browser jumps, as without JavaScript).
    await hydrated(menu(page).locator('a[href="#social"]'));
    // Smooth: in the task of the click the page has not moved yet.
    const click = await clickAndMeasure(page, 'social');
    expect(click.moved).toBe(0);
    expect(click.top).toBeGreaterThan(SCROLL_OFFSET_PX + 1);
    await expect(page).toHaveURL(/\/sustainability#social$/);
    await expect.poll(() => offBy(page, 'social')).toBeLessThanOrEqual(1);
    await expect(activeItem(page)).toHaveText('Social');
    // Environmental, passed on the way, was never marked.
    expect(await page.evaluate(() => (window as unknown as { marked: string[] }).marked)).toEqual([
      '#social',
    ]);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(page.locator('#social')).toBeFocused();

    // A real pointer click on another item.
    await menu(page).getByRole('link', { name: 'Certifications' }).click();
    await expect(page).toHaveURL(/\/sustainability#certifications$/);
    await expect.poll(() => offBy(page, 'certifications')).toBeLessThanOrEqual(1);
    await expect(activeItem(page)).toHaveText('Certifications');
  });

  test('under reduced motion a click jumps and the popups do not animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/sustainability');
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    const { top } = await clickAndMeasure(page, 'futurePlan');
    expect(Math.abs(top - SCROLL_OFFSET_PX)).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/#futurePlan$/);
    await expect(activeItem(page)).toHaveText('Future Plans');

    const durations = async (title: string) => {
      await (await readMore(page, title)).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      return dialog.evaluate((el) => [
        getComputedStyle(el).transitionDuration,
        getComputedStyle(el, '::backdrop').transitionDuration,
      ]);
    };
    expect((await durations('Help Desk')).join()).toMatch(/^(0s, )*0s,(0s, )*0s$/);

    // Without the preference: the box in 300 ms, the backdrop in 150 ms (spec part 2, section 9).
    // Native anchor jumps stay instant either way (the menu's script scrolls smoothly
    // itself): an animated jump stopped short when the page grew on its way (issue 51).
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    const [box, backdrop] = await durations('Training Center');
    expect(box!.split(', ')).toContain('0.3s');
    expect(backdrop!.split(', ')).toContain('0.15s');
  });

  test('a deep link lands on its section, below the sticky header and menu', async ({ page }) => {
    await page.goto('/sustainability#certifications');
    await expect(activeItem(page)).toHaveText('Certifications');
    await expect.poll(() => offBy(page, 'certifications')).toBeLessThanOrEqual(1);
    const menuBottom = await menu(page).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(menuBottom).toBeLessThanOrEqual(SCROLL_OFFSET_PX);
    await expect(page.locator('#certifications h2')).toBeInViewport();
  });

  test('every popup opens on Read More and closes by its button, Escape and an outside click, focus back on its Read More', async ({
    page,
  }) => {
    await page.goto('/sustainability');
    const stories = [...communityStories, ...peopleStories];
    await expect(page.locator('#social summary')).toHaveCount(stories.length);
    // Every popup once, the three ways of closing taken in turn: one component, so
    // each way is checked on several popups; opened by a click or by Enter.
    const closings = ['button', 'escape', 'outside'] as const;
    for (const [index, story] of stories.entries()) {
      const opener = await readMore(page, story.title);
      await expect(opener).toHaveAccessibleName(`Read More about ${story.title}`);
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      const dialog = page.getByRole('dialog', { name: story.title });
      const close = closings[index % closings.length];
      if (index % 2 === 1) {
        await opener.focus();
        await page.keyboard.press('Enter');
      } else await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(story.text[0]!);
      if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
      else if (close === 'escape') await page.keyboard.press('Escape');
      else await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // The story did not open in the card behind the popup.
      await expect(storyCard(page, story.title).locator('details')).not.toHaveAttribute('open');
    }
    await (await readMore(page, 'Subsidized Sanitary Napkins')).click();
    const napkins = page.getByRole('dialog', { name: 'Subsidized Sanitary Napkins' });
    await expect(napkins).toContainText('10 Taka');
    await expect(napkins).toContainText('80%');
  });

  test('the popup texts are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/sustainability')).text();
    for (const story of [...communityStories, ...peopleStories]) {
      expect(html).toContain(story.text[0]!.replace(/&/g, '&amp;'));
    }
  });

  test('eight community cards and six people-engagement cards', async ({ page }) => {
    await page.goto('/sustainability');
    const cards = (name: string) =>
      page
        .locator('#social div', { has: page.getByRole('heading', { name, exact: true }) })
        .last()
        .locator('li > div > h4');
    await expect(cards('Community Development and CSR Activities')).toHaveText([
      'Masco School',
      'Masco Cricket Academy',
      'Community Engagement',
      'Tree Plantation',
      'Subsidized Sanitary Napkins',
      'Training Center',
      'Nasal Cannula Distribution',
      'Help Desk',
    ]);
    await expect(cards('People Engagement')).toHaveText([
      'Annual Picnic & Cultural Program',
      'Annual Sports',
      'Cultural Club',
      'Eid Greetings',
      'New Year Celebration',
      'National Anthem of Bangladesh',
    ]);
  });

  test('at 390 px the page never scrolls sideways: wide tables scroll in their own captioned region', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sustainability');
    const caption = 'Verification Summary of Higg FEM-2021-22';
    const region = page.getByRole('region', { name: caption });
    await expect(region.getByRole('table', { name: caption })).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Every image carries its size, so nothing moves when it loads.
    const unsized = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
    // The menu scrolls sideways here and keeps the marked item in sight.
    await scrollToGap(page, 'certifications', SCROLL_OFFSET_PX);
    await expect(activeItem(page)).toHaveText('Certifications');
    await expect(activeItem(page)).toBeInViewport({ ratio: 1 });
  });

  test('axe finds no serious or critical violation, with a popup open too', async ({ page }) => {
    await page.goto('/sustainability');
    const serious = async () =>
      (await axe(page).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
    expect(await serious()).toEqual([]);
    await (await readMore(page, 'Help Desk')).click();
    await expect(page.getByRole('dialog', { name: 'Help Desk' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
