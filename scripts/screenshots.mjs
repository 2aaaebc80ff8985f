// `node scripts/screenshots.mjs [base] [path...]`: full-page screenshots at 390 px
// and 1280 px wide into reports/screenshots/, for looking at what we build.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
mkdirSync('reports/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: await findBrowser(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: 'load' });
    // Load lazy images and lay out the blocks kept for later (render-when-near) now:
    // a full-page screenshot does not scroll.
    await page.evaluate(() =>
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')),
    );
    await page.addStyleTag({
      content: '.render-when-near { content-visibility: visible !important; }',
    });
    await page
      .waitForFunction(() => [...document.images].every((img) => img.complete), null, {
        timeout: 30_000,
      })
      .catch(async () => {
        const pending = await page.evaluate(() =>
          [...document.images].filter((i) => !i.complete).map((i) => i.src),
        );
        console.warn(`${path} at ${width}px: images still loading: ${pending.join(', ')}`);
      });
    const name =
      (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')) +
      `-${width}.png`;
    await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: true });
    console.log(`reports/screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
