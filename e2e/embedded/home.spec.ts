import { expect, test, type Page } from '@playwright/test';
import { homeContent } from '../../lib/copy/home';
import { site } from '../../lib/site';

/** React owns the counters (they count only once hydrated). */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const dl = document.querySelector('[data-count-up-ms]');
      return !!dl && Object.keys(dl).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 30_000 },
  );

test.describe('the home page', () => {
  test('shows every block in the spec order', async ({ page }) => {
    await page.goto('/');
    const order = [
      'hero',
      'Latest news',
      'One group, the whole knit chain',
      'Every process of a knit garment',
      'Beyond the factory floor',
      'Mission',
      'Vision',
      'Our values',
      'A message from our Chairman',
      'Numbers our buyers rely on',
      'Trusted by international brands',
      'Recognised for what we make',
      'Cleaner production, measured',
      'Certified across the chain',
      'Get in touch',
      'Business overview',
    ];
    const landmarks = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('h1, h2, section[aria-label]')].map((el) =>
          el.tagName === 'H1'
            ? 'hero'
            : (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''),
        ),
      );
    expect(landmarks.filter((label) => order.includes(label))).toEqual(order);
  });

  test('the ticker links headline blogs and moves at 80 px/s', async ({ page, request }) => {
    const { blogs } = await (await request.get('/api/posts/headline-blogs')).json();
    await page.goto('/');
    const ticker = page.getByRole('region', { name: 'Latest news' });
    for (const blog of blogs as { title: string; slug: string }[]) {
      await expect(ticker.getByRole('link', { name: blog.title })).toHaveAttribute(
        'href',
        `/blogs/details/${blog.slug}`,
      );
    }
    const track = ticker.locator('.news-ticker-track');
    await expect(track).not.toHaveAttribute('data-width', '0');
    const width = Number(await track.getAttribute('data-width'));
    const duration = Number(await track.getAttribute('data-duration'));
    expect(duration).toBeCloseTo(width / 80, 2);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await expect(track).toHaveCSS('animation-play-state', 'running');

    // The loop's second copy is hidden from assistive tech and out of the tab order.
    const lists = track.locator('ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(lists.nth(1).locator('a')).toHaveCount(blogs.length);
    for (const tabIndex of await lists
      .nth(1)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('tabindex'))))
      expect(tabIndex).toBe('-1');

    // Keyboard focus on a headline holds the ticker still.
    await lists.nth(0).locator('a').first().focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('the hero overlays the headline and its two calls to action on the video', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const hero = page.locator('main > :first-child');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Masco at a glance' })).toHaveAttribute(
      'href',
      '/masco-at-a-glance',
    );
    await expect(hero.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const poster = hero.locator('img[src*="hero-poster"]');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).not.toHaveAttribute('loading', 'lazy');
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<link rel="preload"[^>]*hero-poster\.webp[^>]*media="\(min-width: 640px\)"/,
    );
    expect(html).toMatch(
      /<link rel="preload"[^>]*hero-poster-portrait\.webp[^>]*media="\(max-width: 639px\)"/,
    );
  });

  test("the intro, mission, vision and values carry the spec's facts", async ({ page }) => {
    await page.goto('/');
    const intro = page.locator('#about');
    await expect(intro).toContainText('1999');
    await expect(intro).toContainText('2001');
    await expect(intro).toContainText('18,000');
    await expect(intro.getByRole('link', { name: 'Masco at a glance' })).toHaveAttribute(
      'href',
      '/masco-at-a-glance',
    );
    await expect(page.getByRole('region', { name: 'Mission' })).toContainText(homeContent.mission);
    await expect(page.getByRole('region', { name: 'Vision' })).toContainText(homeContent.vision);
    const values = page.locator('#values li');
    await expect(values.locator('h3')).toHaveText([
      'Integrity',
      'Adaptability',
      'Passion',
      'Commitment',
      'Impartiality',
      'Innovation',
    ]);
    for (const line of await values.locator('p').allTextContents())
      expect(line.length).toBeGreaterThan(20);
  });

  test('the contact block shows the static phones, e-mail and both addresses', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('#get-in-touch');
    for (const phone of site.phones)
      await expect(block.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    await expect(block.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(block).toContainText(site.addresses.corporate);
    await expect(block).toContainText(site.addresses.factory);
    for (const name of ['name', 'phone', 'email', 'subject', 'note'])
      await expect(
        block.getByRole('form', { name: 'Contact us' }).locator(`[name="${name}"]`),
      ).toHaveCount(1);
  });

  test('the counters are final in the server HTML and count up when scrolled to', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const value of ['5<!-- --> Star', '99<!-- -->% +', '30<!-- --> +'])
      expect(html).toContain(value);
    await page.goto('/');
    const counters = page.locator('[data-count-up-ms="2270"]');
    await expect(counters.locator('dt')).toHaveText([
      /printing and embroidery/i,
      /on-time delivery/i,
      /international brands/i,
      /60% self-inspection and lab accreditation/i,
    ]);
    // On the wall clock, once: they move at all, and end on the final values.
    await hydrated(page);
    // Instantly: a smooth scroll lays out the content-visibility sections it passes,
    // which grow and push the block past the window before the observer sees it.
    await counters.evaluate((dl) => dl.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(counters).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(counters.locator('dd')).toHaveText(['5 Star', '99% +', '30 +', '5 Star']);
  });

  test('the counters count up over 2.27 s once scrolled into view, and not under reduced motion (page clock)', async ({
    page,
  }) => {
    const counters = page.locator('[data-count-up-ms]');
    const percent = counters.locator('dd').nth(1);
    /** Opens the page with its clock stopped, hydrated, the counters not yet in view. */
    const openPaused = async () => {
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await expect(counters).toHaveAttribute('data-state', 'idle');
      await counters.evaluate((dl) => dl.scrollIntoView({ block: 'center', behavior: 'instant' }));
    };

    await openPaused();
    await expect(counters).toHaveAttribute('data-state', 'counting');
    await expect(percent).toHaveText('0% +');
    // An ease-out over COUNT_UP_MS: 87 % of the way at half time (99 * 0.875 = 86.6).
    await page.clock.runFor(1_135);
    await expect(percent).toHaveText(/^8[67]% \+$/);
    await page.clock.runFor(1_135 - 50);
    await expect(counters).toHaveAttribute('data-state', 'counting');
    await page.clock.runFor(100);
    await expect(counters).toHaveAttribute('data-state', 'done');
    await expect(percent).toHaveText('99% +');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPaused();
    await page.clock.runFor(5_000);
    await expect(counters).toHaveAttribute('data-state', 'idle');
    await expect(percent).toHaveText('99% +');
  });

  test('links to every business page in the same tab', async ({ page }) => {
    await page.goto('/');
    const hrefs = [
      '/masco-at-a-glance',
      '/yarn-dyeing',
      '/dyeing',
      '/washing',
      '/sewing-thread',
      '/sewing',
      '/fabric-r&d',
      '/knitting',
      '/printing-embroidery',
      '/design-hub',
      '/masco-cricket-academy',
      '/masco-school',
      '/masco-dairy-firm',
      '/masco-properties',
      '/masminu-motors',
      '/masco-share&security',
      '/management-message',
      '/clients-logo',
      '/awards',
      '/sustainability',
    ];
    const main = page.locator('main');
    for (const href of hrefs) {
      const link = main.locator(`a[href="${href}"]`).first();
      await expect(link, href).toBeAttached();
      await expect(link, href).not.toHaveAttribute('target', '_blank');
    }
    const certificates = main.locator('#certifications a');
    expect(await certificates.count()).toBeGreaterThan(0);
    for (const href of await certificates.evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toBe('/sustainability#certifications');
    }
    const clientLinks = main.locator('#clients a[target="_blank"]');
    expect(await clientLinks.count()).toBeGreaterThan(0);
    await expect(clientLinks.first()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('loads the map only when asked', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('#get-in-touch');
    await expect(block.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(block.locator('iframe')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(block.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await block.getByRole('button', { name: 'Show map' }).click();
    await expect(block.locator('iframe')).toHaveAttribute('title', /Gazipur/);
    await expect(block.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });

  test('the hero video is muted, loops, plays inline over its poster', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    // The poster is the optimised image behind the video, not a second download.
    await expect(page.locator('main img[src*="hero-poster"]')).toBeVisible();
    expect(await video.getAttribute('poster')).toBeNull();
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('src', '/media/hero-loop.mp4');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 5_000 })
      .toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  });

  test('on a phone the poster is its portrait cut, downloaded alone, and stays the largest paint once the video plays', async ({
    browser,
  }) => {
    // A phone as Lighthouse emulates one: the hero is a portrait box. (The screen
    // too: the project's desktop screen would make width=device-width 1,920 px wide.)
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      screen: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const posters: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('hero-poster')) posters.push(decodeURIComponent(r.url()));
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { lcp: string[] }).lcp = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[])
          seen.push(`${entry.startTime} ${entry.url}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 })
      .toBeGreaterThan(0.2);
    const entries = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
    expect(entries.at(-1)).toContain('hero-poster-portrait.webp');
    expect(entries.join('\n')).not.toContain('hero-loop.mp4');
    // The 3:4 cut is a third of the whole frame's bytes; the whole frame is not fetched.
    expect(posters).toHaveLength(1);
    expect(posters[0]).toContain('/media/hero-poster-portrait.webp');
    const poster = page.locator('main img[src*="hero-poster"]');
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(540);
    await context.close();
  });

  test('on a wide screen the poster is the whole frame, and the portrait cut is not fetched', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const posters: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('hero-poster')) posters.push(decodeURIComponent(r.url()));
    });
    await page.goto('/');
    const poster = page.locator('main img[src*="hero-poster"]');
    await expect(poster).toBeVisible();
    expect(
      await poster.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc)),
    ).toContain('/media/hero-poster.webp');
    expect(posters).toHaveLength(1);
    expect(posters[0]).toContain('/media/hero-poster.webp');
  });

  test('sections far below the first screen are laid out only as they come near it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const far = page.locator('section#get-in-touch');
    const rendered = () =>
      far
        .getByRole('heading', { level: 2 })
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await far.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(far.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('a link to a far section opens the page on it, at 390 and 1280 px', async ({ page }) => {
    // On it: its top within the first 80 px of the screen (the sticky header is 64).
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const id of ['clients', 'awards', 'get-in-touch']) {
        await page.goto('about:blank');
        await page.goto(`/#${id}`);
        const top = () =>
          page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
        await expect
          .poll(async () => ((t) => t >= 0 && t < 80)(await top()), {
            message: `#${id} at ${width} px`,
          })
          .toBe(true);
      }
    }
  });

  for (const javaScriptEnabled of [true, false])
    test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });
      test("the ticker's pause control stops the headlines until pressed again (WCAG 2.2.2)", async ({
        page,
      }) => {
        await page.goto('/');
        const ticker = page.getByRole('region', { name: 'Latest news' });
        const track = ticker.locator('.news-ticker-track');
        const pause = ticker.getByRole('checkbox', { name: 'Pause the headlines' });
        // What a visitor presses: the control drawn over the hidden checkbox.
        const control = ticker.locator('label:has([data-ticker-pause])');
        await expect(track).toHaveCSS('animation-play-state', 'running');
        await control.click();
        await expect(pause).toBeChecked();
        // Still paused once the pointer and the focus have left it.
        await page.mouse.move(0, 0);
        await page.getByRole('heading', { level: 1 }).click();
        await expect(pause).not.toBeFocused();
        await expect(track).toHaveCSS('animation-play-state', 'paused');
        await control.click();
        await expect(pause).not.toBeChecked();
        await page.mouse.move(0, 0);
        await page.getByRole('heading', { level: 1 }).click();
        await expect(track).toHaveCSS('animation-play-state', 'running');
      });
    });

  test('the Bangla ticker names its pause control in Bangla', async ({ page }) => {
    await page.goto('/bn');
    await expect(
      page
        .getByRole('region', { name: 'সর্বশেষ খবর' })
        .getByRole('checkbox', { name: 'শিরোনাম থামান' }),
    ).toBeAttached();
  });

  test('no video and a still ticker under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('main img[src*="hero-poster"]')).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.locator('.news-ticker-track')).toHaveCSS('animation-name', 'none');
  });

  test('the awards carousel loads as it comes near, pages with its buttons and bullets on a phone, and needs none on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Awards' });
    const bullets = carousel.getByRole('button', { name: /^Go to slide/ });
    // Hydrated (the hero's video is mounted in the browser), yet the carousel far
    // below has no engine and so no controls until the visitor scrolls towards it.
    await expect(page.getByTestId('hero-video')).toBeAttached();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await carousel.scrollIntoViewIfNeeded();
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await bullets.nth(3).click();
    await expect(bullets.nth(3)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: /of 6$/ })).toHaveCount(6);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeHidden();
  });
});
