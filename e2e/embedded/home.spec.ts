import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
    await ticker.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
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
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.locator('dd')).toHaveText(['5 Star', '99% +', '30 +', '5 Star'], {
      timeout: 5_000,
    });
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
    await block.getByRole('button', { name: 'Show map' }).click();
    await expect(block.locator('iframe')).toHaveAttribute('title', /Gazipur/);
    await expect(block.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });

  test('the hero video is muted, loops, plays inline over its poster', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  });

  test('no video and a still ticker under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('main img[src*="hero-poster"]')).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.locator('.news-ticker-track')).toHaveCSS('animation-name', 'none');
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.target}`),
    ).toEqual([]);
  });

  test('the awards carousel pages with its buttons and bullets on a phone, and needs none on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Awards' });
    const bullets = carousel.getByRole('button', { name: /^Go to slide/ });
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
