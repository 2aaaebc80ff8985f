import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';

/**
 * What a Bangla-reading job seeker still met on /bn (issue 49's leftovers): the feed,
 * the error pages' tabs, digits, a few words, the addresses, the blog's first page.
 */

const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const metaDescription = (html: string) =>
  html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';

test.describe('the Bangla feed', () => {
  test('a post with Bangla is in Bangla, at its /bn address; an English-only one stays English, marked', async ({
    request,
  }) => {
    const xml = await (await request.get('/bn/blogs/feed.xml')).text();
    expect(xml).toContain(
      '<item><title>লিড টাইমের চাপ: কেন এক ছাদের নিচে পুরো উৎপাদন আগের চেয়েও জরুরি</title><link>http://localhost:3000/bn/blogs/details/lead-times-and-vertical-integration</link>',
    );
    expect(xml).toContain(
      '<description>ক্রেতারা চান কম সময়ে ডেলিভারি, ছোট অর্ডার আর কোনো অপ্রত্যাশিত ঝামেলা নয়।',
    );
    expect(xml).toContain(
      '<item xml:lang="en"><title>Recycled Polyester in Knitwear: Performance, Price and the GRS Paper Trail</title><link>http://localhost:3000/bn/blogs/details/recycled-polyester-in-knitwear</link>',
    );
    expect(xml).toContain('<category>বর্জ্য পানি শোধন</category>');
    expect(xml).toContain(`<title>${bn.feed.title}</title>`);
    expect(xml).toContain(`<description>${bn.feed.description}</description>`);
    const english = await (await request.get('/blogs/feed.xml')).text();
    expect(english).toContain(
      '<item><title>Lead Times Under Pressure: Why Vertical Integration Matters More Than Ever</title>',
    );
    expect(english).not.toContain('xml:lang');
    expect(english).not.toMatch(/[\u0980-\u09ff]/);
  });
});

test.describe('the Bangla error and not-found pages', () => {
  // [address, status, tab] — every one with no Latin word in its tab.
  const pages: [string, number, string][] = [
    ['/bn/blogs/details/no-such-article', 404, 'মাসকো গ্রুপ || লেখাটি পাওয়া যায়নি'],
    ['/bn/blogs/author/999', 404, 'মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি'],
    ['/bn/blogs/no-such-category', 404, 'মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি'],
    ['/bn/media-details/no-such-news', 404, 'মাসকো গ্রুপ || খবরটি পাওয়া যায়নি'],
    ['/bn/no-such-page', 404, 'মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি'],
    ['/bn/career/no-such-job', 404, 'মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি'],
  ];
  for (const [path, status, tab] of pages) {
    test(`${path}: ${status}, its tab and words in Bangla`, async ({ request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(status);
      const html = await answer.text();
      expect(titleOf(html)).toBe(tab);
      expect(metaDescription(html)).toBe(bn.footer.about);
      expect(html).not.toContain('Masco author');
      expect(html).toMatch(new RegExp(`>(${bn.notFound.title}|${bn.articleMissing.title})</h1>`));
    });
  }

  test('a page number out of range leads to the last page, in Bangla', async ({ page }) => {
    await page.goto('/bn/blogs?page=99');
    expect(new URL(page.url()).pathname).toBe('/bn/blogs');
    await expect(page).toHaveTitle('মাসকো গ্রুপ || ব্লগ');
    await page.goto('/bn/blogs/industry-insights?page=99');
    await expect(page).toHaveTitle('মাসকো গ্রুপ || শিল্পের খবর ও বিশ্লেষণ');
  });

  test('an author’s page: name, tab and description in Bangla; the English as before', async ({
    request,
  }) => {
    const html = await (await request.get('/bn/blogs/author/1')).text();
    expect(titleOf(html)).toBe('মাসকো গ্রুপ || ফারহানা রহমান');
    expect(metaDescription(html)).toBe('মাসকো গ্রুপের লেখক ফারহানা রহমানের সব লেখা।');
    const english = await (await request.get('/blogs/author/1')).text();
    expect(titleOf(english)).toBe('Farhana Rahman | Masco Group');
    expect(metaDescription(english)).toBe(
      'Articles by Farhana Rahman, group author &amp; writer at Masco Group.',
    );
    const englishTabs: [string, string][] = [
      ['/blogs/details/no-such-article', 'Masco Group || BLOG NOT FOUND'],
      ['/blogs/author/999', 'Masco Group'],
      ['/media-details/no-such-news', 'Masco Group || NEWS NOT FOUND'],
    ];
    for (const [path, tab] of englishTabs)
      expect(titleOf(await (await request.get(path)).text()), path).toBe(tab);
  });
});

test.describe('one digit system on /bn (the README’s rule)', () => {
  test('the home counters, the footer’s years, the dairy’s steps and the Higg table’s serials', async ({
    page,
  }) => {
    const year = new Intl.DateTimeFormat('bn-BD', { year: 'numeric', timeZone: 'Asia/Dhaka' })
      .format(new Date())
      .normalize('NFC');
    await page.goto('/bn');
    await expect(page.locator('#achievements dd')).toHaveText(['৫ স্টার', '৯৯%+', '৩০+', '৫ স্টার']);
    await expect(page.locator('footer p', { hasText: '©' })).toHaveText(
      `© ১৯৯৯–${year} মাসকো গ্রুপ। সর্বস্বত্ব সংরক্ষিত।`,
    );
    await page.goto('/bn/masco-dairy-firm');
    await expect(page.locator('main ol > li > span.rounded-full')).toHaveText(['১', '২', '৩', '৪']);
    await page.goto('/bn/sustainability');
    const serials = page.locator('#material tbody tr > :first-child');
    await expect(serials).toHaveText(['১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯', '১০']);

    await page.goto('/');
    await expect(page.locator('#achievements dd')).toHaveText([
      '5 Star',
      '99% +',
      '30 +',
      '5 Star',
    ]);
    await expect(page.locator('footer p', { hasText: '©' })).toContainText('© 1999–20');
    await page.goto('/masco-dairy-firm');
    await expect(page.locator('main ol > li > span.rounded-full')).toHaveText(['1', '2', '3', '4']);
  });
});

test.describe('the words a job seeker meets', () => {
  test('no “(opens in a new tab)” on /bn: the social links and certificates say it in Bangla', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/bn',
      '/bn/sustainability',
      '/bn/knitting',
      '/bn/contact-us',
      '/bn/career',
    ])
      expect(await (await request.get(path)).text(), path).not.toContain('opens in a new tab');
    await page.goto('/bn/sustainability');
    await expect(
      page.getByRole('link', { name: 'Facebook-এ মাসকো গ্রুপ (নতুন ট্যাবে খুলবে)' }),
    ).toBeVisible();
    await expect(page.locator('main a[target="_blank"] .sr-only').first()).toHaveText(
      ' (নতুন ট্যাবে খুলবে)',
    );
    await page.goto('/sustainability');
    await expect(
      page.getByRole('link', { name: 'Masco Group on Facebook (opens in a new tab)' }),
    ).toBeVisible();
  });

  test('the career page is চাকরি everywhere: menu, heading, breadcrumb, tab, share card', async ({
    page,
  }) => {
    await page.goto('/bn/career');
    await expect(page).toHaveTitle('মাসকো গ্রুপ || চাকরি');
    await expect(page.locator('main h1')).toHaveText('চাকরি');
    await expect(
      page.getByRole('navigation', { name: 'আপনি এখানে' }).locator('[aria-current="page"]'),
    ).toHaveText('চাকরি');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'মাসকো গ্রুপ — চাকরি',
    );
    expect(await page.content()).not.toContain('ক্যারিয়ার');
  });

  test('the apparel business is পোশাক ব্যবসা on every page that names it', async ({ request }) => {
    for (const path of ['/bn/knitting', '/bn/fabric-r&d', '/bn/design-hub', '/bn']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('অ্যাপারেল ব্যবসা');
      expect(html, path).toContain('>পোশাক ব্যবসা<');
    }
  });

  test('Apply says it leaves for bdjobs.com, in both languages', async ({ page }) => {
    await page.goto('/bn/career');
    const card = page.locator('#open-positions li').first();
    const apply = card.getByRole('link', { name: /^আবেদন করুন/ });
    await expect(apply).toHaveAttribute('href', /^https:\/\/jobs\.bdjobs\.com\//);
    await expect(apply).toHaveAccessibleDescription(
      'আবেদন করতে হবে bdjobs.com-এ; পাতাটি নতুন ট্যাবে খুলবে',
    );
    await page.goto('/career');
    await expect(
      page
        .locator('#open-positions li')
        .first()
        .getByRole('link', { name: /^Apply Now/ }),
    ).toHaveAccessibleDescription('Apply on bdjobs.com: opens in a new tab');
  });

  test('a job has one identifier in both languages', async ({ request }) => {
    const ids = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /"identifier":\{[^}]*"value":"([^"]+)"/g,
        ),
      ].map(([, id]) => id);
    const [english, bangla] = await Promise.all([ids('/career'), ids('/bn/career')]);
    expect(english.length).toBeGreaterThan(3);
    expect(bangla).toEqual(english);
  });

  test('a visitor with a phone and no e-mail is told to call, beside the form', async ({
    page,
  }) => {
    await page.goto('/bn/contact-us');
    const note = page.locator('#phone-instead');
    await expect(note).toHaveText(
      'ইমেইল ঠিকানা নেই? উত্তর পাঠাতে ফর্মে ইমেইল লাগে, তাই সরাসরি ফোন করুন:',
    );
    await expect(
      page.locator('p:has(#phone-instead)').getByRole('link', { name: '+880 2 9822286' }),
    ).toHaveAttribute('href', 'tel:+88029822286');
    await page.goto('/contact-us');
    await expect(page.locator('#phone-instead')).toHaveText(
      'No e-mail address? The form needs one so that we can write back; call us instead:',
    );
  });

  test('the tree plan without a deadline that has passed, in both languages', async ({
    request,
  }) => {
    const bangla = await (await request.get('/bn/sustainability')).text();
    expect(bangla).toContain('কারখানা আর আশপাশের এলাকায় ৪,০০০ দেশি গাছের কর্মসূচি।');
    expect(bangla).not.toContain('২০২৩ সালের মধ্যে');
    const english = await (await request.get('/sustainability')).text();
    expect(english).toContain(
      'A programme of 4,000 native trees around our factories and communities.',
    );
    expect(english).not.toContain('by 2023');
  });
});

test.describe('addresses in Bangla', () => {
  const PLACES_IN_ENGLISH =
    /Hemayetpur|Konabari|Kashimpur|Ashulia|Gulshan|Tetuljhora|Gazipur|Savar/;
  test('contact page, footer and unit pages: place names in Bangla, postcodes as written', async ({
    page,
  }) => {
    await page.goto('/bn/contact-us');
    const details = page.locator('main address');
    await expect(details).toContainText('বাড়ি ২০, রোড ৪, গুলশান ১, ঢাকা ১২১২, বাংলাদেশ');
    await expect(details).toContainText(
      'মাসকো ইন্ডাস্ট্রিজ লিমিটেড, তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা; কাশিমপুর, গাজীপুর ১৭৫০, বাংলাদেশ',
    );
    await expect(page.locator('footer address')).toContainText('কাশিমপুর, গাজীপুর ১৭৫০');
    for (const path of [
      '/bn/contact-us',
      '/bn/knitting',
      '/bn/sewing-thread',
      '/bn/sewing',
      '/bn/washing',
      '/bn/dyeing',
    ]) {
      await page.goto(path);
      const shown = await page.locator('body').innerText();
      expect(shown, path).not.toMatch(PLACES_IN_ENGLISH);
    }
    await page.goto('/bn/sewing-thread');
    await expect(page.locator('main')).toContainText(
      'তেঁতুলঝোড়া, হেমায়েতপুর, সাভার, ঢাকা ১৩৪০, বাংলাদেশ',
    );
    await page.goto('/contact-us');
    await expect(page.locator('main address')).toContainText(
      'House 20, Road 4, Gulshan 1, Dhaka 1212, Bangladesh',
    );
  });
});

test.describe('the blog in Bangla', () => {
  test('videos and tags in Bangla; a title-only translation says its text is English', async ({
    page,
  }) => {
    await page.goto('/bn/blogs/video');
    await expect(page.getByText('মাসকো গ্রুপ: কর্পোরেট ফিল্ম ২০২৬').first()).toBeVisible();
    await page.goto('/bn/blogs');
    await expect(page.locator('#articles')).toContainText('নিট কাপড় · নতুন ধারা · SS27');
    await page.goto('/bn/blogs/details/closing-the-loop-on-water-in-dyeing');
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto('/bn/blogs/details/lead-times-and-vertical-integration');
    await expect(page.locator('h1')).toHaveText(
      'লিড টাইমের চাপ: কেন এক ছাদের নিচে পুরো উৎপাদন আগের চেয়েও জরুরি',
    );
    await expect(page.getByRole('note')).toHaveText('এই লেখাটি শুধু ইংরেজিতে আছে');
  });
});
