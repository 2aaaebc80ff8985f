import { chromium } from '@playwright/test';
const base = 'http://localhost:4950';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const res = await fetch(`${base}/api/posts/get-blogs?per_page=1`);
const slug = (await res.json()).blogs.data[0].slug;
const pages = { home: '/bn', knitting: '/bn/knitting', article: `/bn/blogs/details/${slug}`, contact: '/bn/contact-us' };
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `/work/shots-bangla1/${name}-${width}.png`, fullPage: false });
    if (name === 'contact') {
      const form = page.getByRole('form', { name: 'যোগাযোগ করুন' });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('button', { name: 'বার্তা পাঠান' }).click();
      await page.getByText('আপনার নাম লিখুন').waitFor();
      await form.screenshot({ path: `/work/shots-bangla1/contact-form-errors-${width}.png` });
      await page.getByRole('contentinfo').screenshot({ path: `/work/shots-bangla1/footer-${width}.png` });
    }
  }
  if (width === 390) {
    await page.goto(base + '/bn/knitting', { waitUntil: 'networkidle' });
    await page.getByRole('banner').locator('summary[aria-controls]').click();
    await page.screenshot({ path: `/work/shots-bangla1/menu-390.png` });
  }
  await page.close();
}
await browser.close();
