import { expect, test, type Page } from '@playwright/test';
import { SCROLL_OFFSET_PX } from '../../lib/copy/sustainability';
import { apparelUnits, isGroup, navigation } from '../../lib/navigation';
import {
  holdFonts,
  holdScripts,
  hydrated,
  menuGroup,
  menuToggle,
  PHONE,
  PHONE_LANDSCAPE,
  slowCpu,
} from '../support/phone';

/**
 * Issue 51: visitors on a cheap phone (360 px wide, a CPU four times slower),
 * who tap before the page's scripts have arrived, or never get them.
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The page as the server sends it, its scripts held back, on a slow CPU. */
async function openHeldBack(page: Page, path: string) {
  await slowCpu(page);
  const scripts = await holdScripts(page);
  // Not 'load': that waits for the held scripts.
  await page.goto(path, { waitUntil: 'commit' });
  return scripts;
}

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
/** How many px the section's top is from 140 px below the viewport top. */
const offBy = (page: Page, id: string) =>
  page
    .locator(`#${id}`)
    .evaluate(
      (el, offset) => Math.abs(Math.round(el.getBoundingClientRect().top) - offset),
      SCROLL_OFFSET_PX,
    );
/** The visitor swipes the in-page menu sideways to its end, where "Certifications" is. */
const swipeMenuToEnd = (page: Page) =>
  sectionMenu(page)
    .getByRole('list')
    .evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
      return list.scrollLeft;
    });
const centreOf = async (page: Page, name: string) => {
  const box = (await sectionMenu(page).getByRole('link', { name }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe('1. the sustainability menu lands on the section tapped', () => {
  /** The page has its stylesheet (the menu is sticky): what the visitor sees, ready to tap. */
  const shown = (page: Page) => expect(sectionMenu(page)).toHaveCSS('position', 'sticky');
  /** Scroll anchoring or a jump's end can leave the section a moment: where it comes to rest, two frames apart. */
  const settledOffBy = async (page: Page, id: string) => {
    const first = await offBy(page, id);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return first === (await offBy(page, id)) ? first : NaN;
  };

  // The early tap a stranger met (3 of 6 tries stopped 100 px short, "Future Plans"
  // marked): the tap's jump set out before Inter had arrived, and Inter, arriving
  // on the way, grew the page above #certifications by 100 px.
  test('a tap as soon as the page shows, before the scripts and the web font, lands 140 px above the section and stays when they arrive', async ({
    page,
  }) => {
    const fonts = await holdFonts(page);
    const scripts = await openHeldBack(page, '/sustainability');
    await shown(page);
    await swipeMenuToEnd(page);
    const { x, y } = await centreOf(page, 'Certifications');
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/#certifications$/);
    // Inter arrives right after the tap, while the jump is on its way.
    await fonts.release();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    await expect.poll(() => settledOffBy(page, 'certifications')).toBeLessThanOrEqual(1);

    await scripts.release();
    await hydrated(sectionMenu(page).getByRole('link', { name: 'Certifications' }));
    await expect(sectionMenu(page).locator('a[aria-current="true"]')).toHaveText('Certifications');
    expect(await settledOffBy(page, 'certifications')).toBeLessThanOrEqual(1);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the tap, Inter arriving on the way, lands 140 px above the section', async ({ page }) => {
      // No script runs in the page: everything is read from the boxes.
      const boxOffBy = async () =>
        Math.abs(
          Math.round((await page.locator('#certifications').boundingBox())!.y) - SCROLL_OFFSET_PX,
        );
      const pageHeight = async () => (await page.locator('main').boundingBox())!.height;
      await slowCpu(page);
      const fonts = await holdFonts(page);
      await page.goto('/sustainability', { waitUntil: 'commit' });
      await shown(page);
      const inFallback = await pageHeight();
      const list = sectionMenu(page).getByRole('list');
      await list.hover();
      await page.mouse.wheel(2000, 0);
      await expect(sectionMenu(page).getByRole('link', { name: 'Certifications' })).toBeInViewport({
        ratio: 1,
      });
      const { x, y } = await centreOf(page, 'Certifications');
      await page.touchscreen.tap(x, y);
      await expect(page).toHaveURL(/#certifications$/);
      await fonts.release({ painted: false });
      // Inter, arriving after the first paint, is not drawn on this page (font-display:
      // optional, issue 48): the page keeps its height, and the jump its place.
      await page.waitForLoadState('load');
      expect(await pageHeight()).toBe(inFallback);
      await expect
        .poll(async () => {
          const first = await boxOffBy();
          return first === (await boxOffBy()) ? first : NaN;
        })
        .toBeLessThanOrEqual(1);
    });
  });

  test('with the scripts running and Inter still on its way, the smooth scroll finishes on the section', async ({
    page,
  }) => {
    await slowCpu(page);
    const fonts = await holdFonts(page);
    // Not 'load': that waits for the held font.
    await page.goto('/sustainability', { waitUntil: 'commit' });
    const link = sectionMenu(page).getByRole('link', { name: 'Certifications' });
    await hydrated(link);
    await link.tap();
    await expect(page).toHaveURL(/#certifications$/);
    await fonts.release();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    await expect.poll(() => settledOffBy(page, 'certifications')).toBeLessThanOrEqual(1);
    await expect(sectionMenu(page).locator('a[aria-current="true"]')).toHaveText('Certifications');
  });

  test('swiped before the scripts arrive, the menu stays put when they do; the tap lands on the section tapped, its certificates first', async ({
    page,
  }) => {
    const scripts = await openHeldBack(page, '/sustainability');
    const swiped = await swipeMenuToEnd(page);
    expect(swiped, 'the menu is wider than the phone').toBeGreaterThan(0);
    // Where the visitor's finger is going: "Certifications", before the scripts run.
    const { x, y } = await centreOf(page, 'Certifications');
    await scripts.release();
    const link = sectionMenu(page).getByRole('link', { name: 'Certifications' });
    await hydrated(link);
    // The menu was not scrolled back to its first item under the finger.
    expect(
      await sectionMenu(page)
        .getByRole('list')
        .evaluate((list) => list.scrollLeft),
    ).toBe(swiped);

    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/#certifications$/);
    await expect.poll(() => offBy(page, 'certifications')).toBeLessThanOrEqual(1);
    await expect(sectionMenu(page).locator('a[aria-current="true"]')).toHaveText('Certifications');

    // The certificates are not left blank: they load, and before any image passed on the way.
    const certificates = page.locator('#certifications img');
    await expect(certificates.first()).toBeVisible();
    await expect
      .poll(() =>
        certificates.evaluateAll((all) =>
          all.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    const sources = await certificates.evaluateAll((all) =>
      all.map((img) => (img as HTMLImageElement).currentSrc),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(sources).toContain(images[0]);
  });
});

test.describe('2. the menu without scripts', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('opens at the first tap, reaches every page of the header and closes', async ({
      page,
    }) => {
      await page.goto('/');
      const toggle = menuToggle(page);
      await expect(toggle).toHaveAccessibleName('Open menu');
      await toggle.tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(menu.getByRole('link', { name: 'Masco Group, home' })).toBeVisible();
      const links = menu.getByRole('navigation', { name: 'Main' });
      for (const item of navigation) {
        if (!isGroup(item)) {
          await expect(links.locator(`a[href="${item.href}"]`)).toBeVisible();
          continue;
        }
        await menuGroup(page, item.label).tap();
        for (const child of item.children) {
          await expect(links.locator(`a[href="${child.href}"]`)).toBeVisible();
        }
        if (item.label === 'About Us') {
          await expect(menu.getByText(/^Brochure/)).toBeVisible();
        }
      }
      await toggle.tap();
      await expect(menu).toBeHidden();

      await toggle.tap();
      await menuGroup(page, 'Non-Apparel Business').tap();
      await menu.getByRole('link', { name: 'Masco School' }).tap();
      await expect(page).toHaveURL(/\/masco-school$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    });

    test('the footer links every apparel unit page and the brochure', async ({ page }) => {
      await page.goto('/contact-us');
      const units = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Apparel Business' });
      await expect(units.getByRole('link')).toHaveText(apparelUnits.children.map((c) => c.label));
      for (const unit of apparelUnits.children) {
        await expect(units.getByRole('link', { name: unit.label, exact: true })).toHaveAttribute(
          'href',
          unit.href,
        );
      }
      const brochure = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Brochure (PDF, opens in a new tab)' });
      await expect(brochure).toHaveAttribute('target', '_blank');
      await expect(brochure).toHaveAttribute('href', /.+/);
    });
  });

  test('on a slow CPU, the first tap before the scripts arrive opens the menu; the scripts take it over', async ({
    page,
  }) => {
    const scripts = await openHeldBack(page, '/contact-us');
    const toggle = menuToggle(page);
    await toggle.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');

    await scripts.release();
    await hydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');
    // Focus stays inside: from the last control, Tab comes back to the toggle.
    await menuGroup(page, 'More').tap();
    await menu.getByRole('link', { name: 'Virtual Tour' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });

  test("Back with the menu open closes the menu and stays on the page; a link chosen replaces the menu's entry", async ({
    page,
  }) => {
    await page.goto('/career');
    await page.goto('/contact-us');
    const toggle = menuToggle(page);
    await hydrated(toggle);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Android's Back button is the browser's history back.
    await page.evaluate(() => history.back());
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Closed with its toggle: its history entry goes too, so Back leaves the page.
    await toggle.tap();
    await expect(menu).toBeVisible();
    await toggle.tap();
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => history.state?.mobileMenuOpen ?? false))
      .toBe(false);

    // A page chosen in the menu: Back from it returns to the page the menu was open on.
    await toggle.tap();
    await menuGroup(page, 'About Us').tap();
    await menu.getByRole('link', { name: 'Awards & Achievements' }).tap();
    await expect(page).toHaveURL(/\/awards$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(menu).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/career$/);
  });
});

test.describe('3. paging on /blogs keeps the visitor at the list', () => {
  /** Where the list's heading ("All Articles") is: whole below the sticky header, or where. */
  const headingPlace = async (page: Page) => {
    const header = (await page.getByRole('banner').boundingBox())!;
    const heading = (await page
      .getByRole('heading', { name: 'All Articles', exact: true })
      .boundingBox())!;
    const below = Math.round(heading.y - (header.y + header.height));
    return below >= 0 && heading.y < PHONE.height / 3
      ? 'whole, below the header'
      : `${below} px below the header`;
  };

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with scripts' : 'without scripts', () => {
      test.use({ javaScriptEnabled });

      test('page 2 opens at the list, its heading whole below the header, not at the top of /blogs', async ({
        page,
      }) => {
        await page.goto('/blogs');
        const bar = page.getByRole('navigation', { name: 'Article pages' });
        const next = bar.getByRole('link', { name: 'Page 2' });
        await expect(next).toHaveAttribute('href', '/blogs?page=2#articles');
        await next.click();
        await expect(page).toHaveURL(/\/blogs\?page=2(#articles)?$/);
        await expect(bar.locator('[aria-current="page"]')).toHaveText('Page 2');
        // The list comes to rest with its heading just below the header, far down the
        // page (a smooth scroll passes through other positions on its way there).
        await expect.poll(() => headingPlace(page)).toBe('whole, below the header');
        // Past the featured slider: the page's own heading is a screen or more above.
        const pageTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
        expect(pageTop).toBeLessThan(-PHONE.height / 2);
      });
    });
  }

  test('Page 2 tapped before the scripts arrive opens at the list, and stays there when they do', async ({
    page,
  }) => {
    const scripts = await openHeldBack(page, '/blogs');
    const bar = page.getByRole('navigation', { name: 'Article pages' });
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    await bar.getByRole('link', { name: 'Page 2' }).tap();
    await expect(page).toHaveURL(/\/blogs\?page=2#articles$/);
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Page 2');
    await expect.poll(() => headingPlace(page)).toBe('whole, below the header');
    await scripts.release();
    await hydrated(bar.getByRole('link', { name: 'Page 1' }));
    expect(await headingPlace(page)).toBe('whole, below the header');
  });
});

test.describe('4. nothing covers content', () => {
  test('the floating back-to-top button steps aside for the newsletter; the footer has its own way up', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    // Out of the accessibility tree while it steps aside: found by its label.
    const floating = page.locator('button[aria-label="Back to top"]');
    await hydrated(floating);
    await page.mouse.wheel(0, 600);
    await expect(floating).toBeVisible();
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    for (const part of [
      newsletter.getByRole('textbox'),
      newsletter.getByRole('button', { name: 'Subscribe' }),
    ]) {
      await part.scrollIntoViewIfNeeded();
      await expect(floating).toBeHidden();
    }
    const up = page.getByRole('contentinfo').getByRole('link', { name: 'Back to top' });
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  /**
   * Scrolls `path` from top to bottom a screen-third at a time; at each stop, once the
   * button has caught up, its box must not meet the box of any control or figure.
   * Returns at how many stops it was shown.
   */
  async function floatingOverlaps(page: Page, path: string) {
    await page.goto(path);
    const floating = page.locator('button[aria-label="Back to top"]');
    await hydrated(floating);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const viewport = page.viewportSize()!;
    let shownAt = 0;
    for (let y = 0; y < height; y += Math.round(viewport.height / 3)) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      // What it covers: a control, or a line of text (its own box, not its block's).
      const covered = () =>
        floating.evaluate((button) => {
          if (!button.checkVisibility({ visibilityProperty: true })) return 'hidden';
          const box = button.getBoundingClientRect();
          const meets = (r: DOMRect) =>
            r.width > 1 &&
            r.right > box.left &&
            r.left < box.right &&
            r.bottom > box.top &&
            r.top < box.bottom;
          for (const control of document.querySelectorAll(
            // A link counts by its text (below): a card-sized link's empty corner may be covered.
            'input, textarea, select, button, summary, label',
          )) {
            if (
              control !== button &&
              control.checkVisibility() &&
              meets(control.getBoundingClientRect())
            )
              return `${control.tagName} ${control.textContent?.trim().slice(0, 30) || control.getAttribute('name')}`;
          }
          const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            if (!node.textContent?.trim() || button.contains(node)) continue;
            // Text that shows: not hidden, nor clipped to a screen reader's 1 px.
            const parent = node.parentElement;
            if (!parent?.checkVisibility({ visibilityProperty: true })) continue;
            if (parent.getBoundingClientRect().width <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if ([...range.getClientRects()].some(meets))
              return `text "${node.textContent.trim().slice(0, 30)}"`;
          }
          return 'clear';
        });
      await expect.poll(covered, `at ${y} px`).toMatch(/^(hidden|clear)$/);
      if ((await covered()) === 'clear') shownAt += 1;
    }
    return shownAt;
  }

  for (const [name, viewport] of [
    ['portrait (360x740)', PHONE],
    ['landscape (740x360)', PHONE_LANDSCAPE],
  ] as const) {
    test(`in ${name} the floating button never covers a field, a button, a figure or text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The contact form's fields and the home page's "5 Star" figures, where it covered them.
      const shown =
        (await floatingOverlaps(page, '/contact-us')) + (await floatingOverlaps(page, '/'));
      // In portrait it still helps where it covers nothing; sideways it is never shown.
      if (viewport === PHONE) expect(shown).toBeGreaterThan(0);
      else expect(shown).toBe(0);
    });
  }

  test('the floating button steps aside while a field has the focus', async ({ page }) => {
    await page.goto('/contact-us');
    const floating = page.locator('button[aria-label="Back to top"]');
    await hydrated(floating);
    const field = page.getByRole('form', { name: 'Contact us' }).getByLabel('Name');
    // The field at the top of the screen, the button far below it, over nothing.
    await field.evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      }),
    );
    await expect(floating).toBeVisible();
    await field.focus();
    await expect(floating).toBeHidden();
  });

  test.describe('in landscape (740x360)', () => {
    test.use({ viewport: PHONE_LANDSCAPE });

    test('the header scrolls away, the in-page menu takes one row, and no button floats over the text', async ({
      page,
    }) => {
      await page.goto('/sustainability');
      await hydrated(sectionMenu(page).getByRole('link', { name: 'Social' }));
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.y + header.height).toBeLessThanOrEqual(0);
      const menu = (await sectionMenu(page).boundingBox())!;
      expect(menu.y).toBe(0);
      // The sticky parts took 114 of 360 px: now the menu's one row.
      expect(menu.height).toBeLessThanOrEqual(60);
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
    });
  });
});

test.describe('5. small but visible', () => {
  test('"99% +" and the other counters keep their figure on one line', async ({ page }) => {
    await page.goto('/');
    const figures = page.locator('#achievements dd');
    await figures.first().scrollIntoViewIfNeeded();
    await expect(figures.nth(1)).toHaveText('99% +');
    for (const figure of await figures.all()) {
      const lines = await figure.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines).toBeLessThan(1.5);
      // Within its card: no overflow either.
      expect(await figure.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test("an article's breadcrumb reads Home > Blogs > its title", async ({ page }) => {
    await page.goto('/blogs');
    const first = page.locator('a[href^="/blogs/details/"]').first();
    await page.goto((await first.getAttribute('href'))!);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      (await page.getByRole('heading', { level: 1 }).textContent())!,
    );
  });

  test('the 404 page keeps its image and offers a search box, Career and Contact', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main img[src="/images/not-found.svg"]')).toBeAttached();
    const found = page.getByRole('navigation', { name: 'Pages people look for' });
    await expect(found.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/career');
    await expect(found.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const search = page.getByRole('search', { name: 'Search the site for the page' });
    await search.getByRole('combobox', { name: 'Search the site' }).fill('knitting');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=knitting$/);
  });
});

test.describe('6. career where people look for it', () => {
  test('/jobs, /careers and the like answer 308 to /career, the query kept', async ({
    request,
  }) => {
    for (const path of ['/jobs', '/job', '/careers', '/vacancy', '/vacancies']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(308);
      expect(answer.headers().location, path).toBe('/career');
    }
    const answer = await request.get('/jobs?ref=card', { maxRedirects: 0 });
    expect(answer.headers().location).toBe('/career?ref=card');
  });

  test('Apply Now says visibly which site it opens, in a new tab', async ({ page }) => {
    await page.goto('/career');
    const card = page.locator('#open-positions li').first();
    const apply = card.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toBeVisible();
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('href', /^https:\/\/jobs\.bdjobs\.com\//);
    await expect(card.getByText('Apply on bdjobs.com: opens in a new tab')).toBeVisible();
    await expect(apply).toHaveAccessibleDescription('Apply on bdjobs.com: opens in a new tab');
  });
});
