import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const base = 'http://127.0.0.1:5600';
const slug = (await (await fetch(base + '/api/site/articles?page=1')).json()).blogs[0].slug;
const paths = ['/', '/knitting', '/sustainability', '/blogs', `/blogs/details/${slug}`, '/career', '/contact-us', '/search?q=knitting', '/media', '/masco-at-a-glance', '/bn', '/bn/blogs', '/bn/contact-us'];
for (const vp of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) for (const p of paths) {
  const page = await browser.newPage({ viewport: vp });
  await page.addInitScript(() => {
    const removed = []; window.__removed = removed;
    new MutationObserver((rs) => { for (const r of rs) for (const n of r.removedNodes) if (n instanceof Element) {
      const hits = [n, ...n.querySelectorAll('a,button,input,select,textarea,summary,[tabindex]')].filter((e) => e.matches('a,button,input,select,textarea,summary,[tabindex]'));
      for (const h of hits) removed.push(`${h.tagName} ${(h.getAttribute('aria-label') || h.textContent || '').trim().slice(0, 30)}`);
    } }).observe(document, { childList: true, subtree: true });
  });
  for (let i = 0; i < 2; i++) await fetch(base + p);
  await page.goto(base + p);
  await page.waitForFunction(() => [...document.querySelectorAll('header a')].some((a) => Object.keys(a).some((k) => k.startsWith('__reactProps'))));
  await page.waitForTimeout(1500);
  const removed = await page.evaluate(() => window.__removed);
  console.log(vp.width, p, removed.length ? removed.join(' | ') : 'none');
  await page.close();
}
await browser.close();
