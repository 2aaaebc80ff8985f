import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5890';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const recent = await (await fetch(base + '/api/posts/recent')).json();
const slug = recent.recent[0].slug;
const shots = [
  ['contact', '/contact-us', async (p) => p.locator('form[aria-label]').first().scrollIntoViewIfNeeded()],
  ['contact-bn', '/bn/contact-us', async (p) => p.locator('form[aria-label]').first().scrollIntoViewIfNeeded()],
  ['contact-errors', '/contact-us', async (p) => { const f = p.getByRole('form', { name: 'Contact us' }); await f.getByRole('button', { name: 'Send message' }).click(); await p.getByText('Name field is required').waitFor(); await f.scrollIntoViewIfNeeded(); }],
  ['sustainability-story', '/sustainability', async (p) => { const c = p.locator('#social li').filter({ has: p.getByRole('heading', { name: 'Help Desk', exact: true }) }); await c.locator('summary').click(); await c.locator('summary').focus(); await c.scrollIntoViewIfNeeded(); }],
  ['sustainability-story-bn', '/bn/sustainability', async (p) => { const c = p.locator('#social li').nth(1); await c.locator('summary').click(); await c.scrollIntoViewIfNeeded(); }],
  ['higg-bn', '/bn/sustainability', async (p) => p.locator('#material table').scrollIntoViewIfNeeded()],
  ['article', '/blogs/details/' + slug, async () => {}],
  ['article-bn', '/bn/blogs/details/' + slug, async () => {}],
  ['blogs-bn', '/bn/blogs', async (p) => p.locator('main article').nth(3).scrollIntoViewIfNeeded()],
  ['career-bn', '/bn/career', async (p) => p.locator('#open-positions').scrollIntoViewIfNeeded()],
  ['media', '/media', async () => {}],
];
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [name, path, act] of shots) {
    await page.goto(base + path);
    await act(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-visitor12/${name}-${width}.png` });
  }
  await page.close();
}
await browser.close();
