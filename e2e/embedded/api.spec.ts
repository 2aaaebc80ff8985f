import { expect, test } from '@playwright/test';
import { decodeBackup, knownSchema } from '../../scripts/backup-file.mjs';
import { newOperatorToken } from '../../scripts/operator-token.mjs';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET, storedSubmissions } from '../support/helpers';

/** Every contract read answers 200 in the contract's shape with demo content. */
test.describe('the embedded content API', () => {
  const lists: [string, string, number][] = [
    ['/api/home/client-logo', 'clientLogo', 8],
    ['/api/home/awards', 'awards', 4],
    ['/api/home/certificates', 'certificates', 6],
    ['/api/posts/headline-blogs', 'blogs', 3],
    ['/api/about/client-logo', 'clientLogo', 8],
    ['/api/about/awards', 'awards', 4],
    ['/api/media/news-videos', 'medias', 8],
    ['/api/media/magazines', 'magazines', 3],
    ['/api/career/job-post', 'career', 3],
    ['/api/posts/videos', 'videos', 4],
    ['/api/posts/get-featured-blogs', 'blogs', 3],
    ['/api/posts/recent', 'recent', 3],
  ];
  for (const [path, key, min] of lists) {
    test(`${path} lists ${key}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = await response.json();
      expect(Array.isArray(body[key])).toBe(true);
      expect(body[key].length).toBeGreaterThanOrEqual(min);
    });
  }

  type Body = Record<string, Record<string, unknown>>;
  const inner = (b: Body) => b.data!.data as Record<string, unknown>;
  const records: [string, (body: Body) => unknown, string[]][] = [
    [
      '/api/apparel/masco-at-a-glance',
      (b) => b.data,
      ['man_power', 'export_capacity', 'product_mix', 'on_time_shipment'],
    ],
    [
      '/api/apparel/yarn-dyeing',
      (b) => b.data,
      ['lab_dip_color_capacity', 'production_capacity_per_month', 'yarn_dyeing_certificate'],
    ],
    [
      '/api/apparel/sewing-thread',
      (b) => b.data,
      ['production_capacity_sewing_thread', 'no_of_machine', 'sewing_thread_certificate'],
    ],
    [
      '/api/apparel/knitting',
      (b) => b.data,
      ['circular_machines', 'auto_stripe_machines2', 'monthly_capacity', 'knitting_certificate'],
    ],
    [
      '/api/apparel/dyeing',
      (b) => b.data,
      [
        'concept_knitting_monthly_dyeing_capacity',
        'export_dyeing_capacity',
        'industries_certificate',
      ],
    ],
    [
      '/api/apparel/sewing',
      (b) => b.data,
      [
        'santa_employees',
        'mpl_wear_employess',
        'cad_section_sample_capacity',
        'tasniah_fabrics_certificate',
      ],
    ],
    [
      '/api/apparel/printing-embroidery',
      (b) => b.data,
      ['sublimation_machines', 'laser_cutting_machines', 'masco_picasso_certificate'],
    ],
    [
      '/api/apparel/washing',
      (b) => b.data,
      ['eco_cloud', 'no_of_machines', 'washing_certifications'],
    ],
    [
      '/api/sustainability/sustainability_social',
      inner,
      ['we_women', 'main_driver_satisfaction', 'higg_index'],
    ],
    [
      '/api/sustainability/sustainability_material',
      inner,
      ['material_chart', 'higg_id', 'verified_score'],
    ],
    [
      '/api/sustainability/sustainability_environmental',
      inner,
      ['waste_eater_foundational', 'air_emmision_image', 'chemical_oekotex'],
    ],
    [
      '/api/sustainability/sustainability_future-plan',
      inner,
      ['energy_content', 'zdhc_level', 'execution_time'],
    ],
    ['/api/home/business-overview', (b) => b.data, ['business_overview', 'export_countries']],
    ['/api/sustainability/sustainability_sustainable-clock', (b) => b.data, ['sustainable_clock']],
    ['/api/about/brochure', (b) => b.brochure, ['file']],
  ];
  for (const [path, pick, fields] of records) {
    test(`${path} holds its record`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const record = pick(await response.json()) as Record<string, unknown>;
      for (const field of fields) expect(record[field], field).toBeTruthy();
    });
  }

  test('the compliance table has 11 factories and the Higg table 10 rows', async ({ request }) => {
    const social = (await (await request.get('/api/sustainability/sustainability_social')).json())
      .data.data;
    for (const column of [
      'factory_name',
      'amfori_bsci',
      'sedex',
      'better_work',
      'social_labor',
      'higg_index',
    ]) {
      expect(social[column], column).toHaveLength(11);
    }
    const material = (
      await (await request.get('/api/sustainability/sustainability_material')).json()
    ).data.data;
    for (const column of [
      'factory_name',
      'higg_id',
      'self_assessment_date',
      'verification_date',
      'verified_score',
    ]) {
      expect(material[column], column).toHaveLength(10);
    }
  });

  test('certificates come grouped by several categories', async ({ request }) => {
    const body = await (await request.get('/api/sustainability/category-wise/certificates')).json();
    expect(Object.keys(body).length).toBeGreaterThanOrEqual(3);
    for (const items of Object.values(body) as { title: string; feature_image: string }[][]) {
      expect(items[0]).toEqual({
        title: expect.any(String),
        feature_image: expect.stringMatching(/^\/demo\//),
      });
    }
  });

  test('blogs are paged 8 at a time over several pages, and categories include video and publication', async ({
    request,
  }) => {
    const first = (await (await request.get('/api/posts/get-blogs?page=1&per_page=8')).json())
      .blogs;
    expect(first.data).toHaveLength(8);
    expect(first.meta).toMatchObject({
      current_page: 1,
      prev_page_url: null,
      next_page_url: expect.stringContaining('page=2'),
    });
    expect(first.meta.last_page).toBeGreaterThanOrEqual(3);
    const blog = first.data[0];
    for (const field of [
      'slug',
      'title',
      'short_description',
      'description',
      'thumbnail',
      'featured_image',
      'reading_time',
      'published_date',
      'author',
      'author_id',
      'tags',
      'category_slug',
    ]) {
      expect(blog, field).toHaveProperty(field);
    }
    const categories = (await (await request.get('/api/posts/categories')).json()).categories;
    expect(Object.keys(categories)).toEqual(expect.arrayContaining(['video', 'publication']));
    expect(Object.keys(categories).length).toBeGreaterThanOrEqual(5);

    const articleCategories = new Set<string>();
    for (let page = 1; page <= first.meta.last_page; page++) {
      const { data } = (await (await request.get(`/api/posts/get-blogs?page=${page}`)).json())
        .blogs;
      for (const b of data) articleCategories.add(b.category_slug);
    }
    expect(articleCategories.size).toBeGreaterThanOrEqual(3);
    const [category] = [...articleCategories];
    const filtered = (await (await request.get(`/api/posts/${category}/blogs`)).json()).blogs.data;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((b: { category_slug: string }) => b.category_slug === category)).toBe(
      true,
    );
  });

  test('details, author and publication reads answer with their items', async ({ request }) => {
    const [blog] = (await (await request.get('/api/posts/get-blogs')).json()).blogs.data;
    const details = (await (await request.get(`/api/posts/blog/${blog.slug}/details`)).json())
      .details;
    expect(details.title).toBe(blog.title);
    const author = await (await request.get(`/api/posts/author/blogs/${blog.author_id}`)).json();
    expect(author.author.full_name).toBe(blog.author);
    expect(author.blogs.length).toBeGreaterThan(0);
    const publications = await (await request.get('/api/posts/magazines?page=1&per_page=8')).json();
    expect(publications.magazines).toHaveLength(8);
    expect(publications.meta.last_page).toBeGreaterThanOrEqual(2);
    const news = (await (await request.get('/api/media/news-videos')).json()).medias.find(
      (m: { media_type: string }) => m.media_type === 'news',
    );
    const media = (await (await request.get(`/api/media/details/${news.slug}`)).json()).details;
    expect(media.content).toContain('<p>');
  });

  test('unknown slugs and paths answer 404 JSON', async ({ request }) => {
    for (const path of [
      '/api/posts/blog/no-such-post/details',
      '/api/media/details/no-such-item',
      '/api/posts/author/blogs/999999',
      '/api/posts/author/blogs/abc',
      '/api/posts/no-such-category/blogs',
      '/api/no/such/read',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json(), path).toHaveProperty('message');
    }
  });

  test('bad query values never cause a 500', async ({ request }) => {
    for (const query of [
      'page=abc',
      'page=-1',
      'per_page=100000',
      'page=1e9',
      'page=%00',
      'per_page=-5&page=2.5',
    ]) {
      const response = await request.get(`/api/posts/get-blogs?${query}`);
      expect(response.status(), query).toBe(200);
      const { meta } = (await response.json()).blogs;
      expect(meta.current_page, query).toBeGreaterThanOrEqual(1);
    }
    const beyond = await (await request.get('/api/posts/get-blogs?page=999')).json();
    expect(beyond.blogs.data).toEqual([]);
  });
});

test.describe('visitor form posts', () => {
  test('refuse a post without the token, the header, or the cookie the token is bound to', async ({
    request,
    playwright,
  }) => {
    const bare = await request.post('/api/store/subscribers', { data: { email: 'a@example.com' } });
    expect(bare.status()).toBe(403);
    const token = await csrfTokenOf(request);
    const noHeader = await request.post('/api/store/subscribers', {
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      data: { email: 'a@example.com' },
    });
    expect(noHeader.status()).toBe(403);
    // The same token from a client without the cookie (another visitor) is refused.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const stolen = await other.post('/api/store/subscribers', {
      headers: formHeaders(token),
      data: { email: 'a@example.com' },
    });
    expect(stolen.status()).toBe(403);
    await other.dispose();
    const crossSite = await request.post('/api/store/subscribers', {
      headers: { ...formHeaders(token), origin: 'https://evil.example' },
      data: { email: 'a@example.com' },
    });
    expect(crossSite.status()).toBe(403);
  });

  test("the README's contact form API, as a script calls it: the token from GET /api/csrf, its cookie, the two headers, JSON", async ({
    request,
  }) => {
    const base = test.info().project.use.baseURL!;
    const csrf = await fetch(`${base}/api/csrf`);
    expect(csrf.status).toBe(200);
    expect(csrf.headers.get('cache-control')).toBe('no-store');
    const setCookie = csrf.headers.get('set-cookie')!;
    // Plain http here; over HTTPS (or X-Forwarded-Proto: https) it is Secure too (e2e/pair).
    expect(setCookie).toMatch(
      /^masco_csrf=[\w-]+; Path=\/api\/store; Max-Age=86400; HttpOnly; SameSite=Strict$/,
    );
    const { token } = (await csrf.json()) as { token: string };
    const cookie = setCookie.split(';')[0]!;
    const headers = {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': token,
      Cookie: cookie,
    };
    const subject = `README API ${Date.now()}`;
    const message = { name: 'Rina Akter', phone: '+8801700000000', email: 'rina@example.com' };
    const post = (path: string, body: object, sent: Record<string, string> = headers) =>
      fetch(`${base}${path}`, { method: 'POST', headers: sent, body: JSON.stringify(body) });

    const contact = await post('/api/store/contact-us', { ...message, subject, note: 'By script' });
    expect(contact.status).toBe(200);
    expect(await contact.json()).toEqual({ message: 'Thank you, your message has been received.' });
    const email = `readme-api-${Date.now()}@example.com`;
    const subscribed = await post('/api/store/subscribers', { email });
    expect(subscribed.status).toBe(200);
    expect(await subscribed.json()).toEqual({ message: 'Thank you for subscribing.' });
    const { contactMessages, subscribers } = await storedSubmissions(request);
    expect(contactMessages.filter((m) => m.subject === subject)).toHaveLength(1);
    expect(subscribers.filter((s) => s.email === email)).toHaveLength(1);

    // Without the cookie, or without the header: refused, as the README says.
    const without = (name: string) =>
      Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
    for (const sent of [without('Cookie'), without('X-Requested-With')]) {
      const refused = await post('/api/store/contact-us', { ...message, subject }, sent);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: 'This form has expired. Reload the page and try again.',
      });
    }
    const invalid = await post('/api/store/contact-us', {
      ...message,
      email: 'not-an-address',
      subject,
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });

  test('an empty contact form answers 422 with the four required messages', async ({ request }) => {
    const token = await csrfTokenOf(request);
    const response = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: { name: '', phone: '', email: '', subject: '', note: '' },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).errors).toEqual({
      name: ['Name field is required'],
      phone: ['Phone field is required'],
      email: ['Email field is required'],
      subject: ['Subject field is required'],
    });
  });

  test('a subscription and a contact message are stored (200); a repeated address once', async ({
    request,
  }) => {
    const token = await csrfTokenOf(request);
    const email = `buyer-${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) {
      const subscribe = await request.post('/api/store/subscribers', {
        headers: formHeaders(token),
        data: { email },
      });
      expect(subscribe.status()).toBe(200);
      expect((await subscribe.json()).message).toBeTruthy();
    }
    const subject = `Sampling ${Date.now()}`;
    const contact = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: {
        name: 'Rina Akter',
        phone: '+8801700000000',
        email: 'rina@example.com',
        subject,
        note: '',
        website: '',
      },
    });
    expect(contact.status()).toBe(200);
    const stored = await storedSubmissions(request);
    expect(stored.subscribers.filter((s) => s.email === email)).toHaveLength(1);
    expect(stored.contactMessages.filter((m) => m.subject === subject)).toEqual([
      expect.objectContaining({ name: 'Rina Akter', email: 'rina@example.com', note: '' }),
    ]);
  });

  test('a post with the honeypot filled is answered 200 and not stored', async ({ request }) => {
    const token = await csrfTokenOf(request);
    const subject = `Bot ${Date.now()}`;
    const response = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: {
        name: 'Bot',
        phone: '+880 1711 000000',
        email: 'bot@example.com',
        subject,
        website: 'https://spam.example',
      },
    });
    expect(response.status()).toBe(200);
    const stored = await storedSubmissions(request);
    expect(stored.contactMessages.some((m) => m.subject === subject)).toBe(false);
  });

  test('the submissions export needs the secret and gives CSV', async ({ request }) => {
    expect((await request.get('/api/store/submissions')).status()).toBe(401);
    const csv = await request.get('/api/store/submissions?format=csv', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[0]).toBe(
      '\uFEFF"id","createdAt (Bangladesh time, Asia/Dhaka)","name","phone","email","subject","note","handledAt (Bangladesh time, Asia/Dhaka)"',
    );
  });

  test('oversized and malformed posts get a clear 4xx', async ({ request }) => {
    const token = await csrfTokenOf(request);
    const huge = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: {
        name: 'x'.repeat(40_000),
        phone: '+880 1711 000000',
        email: 'a@example.com',
        subject: 's',
      },
    });
    expect(huge.status()).toBe(413);
    const malformed = await request.post('/api/store/contact-us', {
      headers: formHeaders(token),
      data: Buffer.from('{"name": '),
    });
    expect(malformed.status()).toBe(400);
    const wrongType = await request.post('/api/store/subscribers', {
      headers: { ...formHeaders(token), 'content-type': 'text/plain' },
      data: 'email=a@example.com',
    });
    expect(wrongType.status()).toBe(415);
  });
});

test.describe('revalidation and legacy paths', () => {
  test('POST /api/revalidate needs the secret', async ({ request }) => {
    expect((await request.post('/api/revalidate')).status()).toBe(401);
    expect(
      (
        await request.post('/api/revalidate', { headers: { authorization: 'Bearer wrong' } })
      ).status(),
    ).toBe(401);
    const ok = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(ok.status()).toBe(200);
  });

  test('legacy links redirect permanently', async ({ request }) => {
    const legacy: [string, string][] = [
      ['/blogs/blog-details/some-post', '/blogs/details/some-post'],
      ['/mascoTopManagementImage', '/management-message'],
      ['/fabric-r%26d', '/fabric-r&d'],
      ['/masco-share%26security', '/masco-share&security'],
    ];
    for (const [from, to] of legacy) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
    }
  });
});

test.describe('the store backup (issue 29)', () => {
  test('opens only with a one-time operator token; PGlite answers a backup file, PostgreSQL points at pg_dump', async ({
    request,
  }, testInfo) => {
    for (const headers of [
      {} as Record<string, string>,
      { 'x-operator-token': 'A'.repeat(43) },
      { authorization: `Bearer ${REVALIDATE_SECRET}` },
    ]) {
      const refused = await request.post('/api/store/backup', { headers });
      expect(refused.status()).toBe(401);
      expect(refused.headers()['cache-control']).toBe('no-store');
    }
    const token = newOperatorToken();
    const answer = await request.post('/api/store/backup', {
      headers: { 'x-operator-token': token },
    });
    if (testInfo.project.name === 'embedded-postgres') {
      expect(answer.status()).toBe(409);
      expect((await answer.json()).message).toMatch(/back it up with pg_dump/);
    } else {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-disposition']).toMatch(
        /^attachment; filename="masco-store-\d{4}-\d\d-\d\d\.backup"$/,
      );
      const backup = decodeBackup(await answer.body());
      expect('manifest' in backup && backup.manifest.schema).toEqual(knownSchema());
    }
    // Once: the token was taken.
    const again = await request.post('/api/store/backup', {
      headers: { 'x-operator-token': token },
    });
    expect(again.status()).toBe(401);
  });
});

test.describe("the server's memory report (npm run bench)", () => {
  test('needs the revalidation secret, and says where the memory goes, each cache within its bytes', async ({
    request,
  }, testInfo) => {
    const onPglite = testInfo.project.name !== 'embedded-postgres';
    expect((await request.get('/api/memory')).status()).toBe(401);
    await request.get('/knitting');
    const answer = await request.get('/api/memory', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const report = await answer.json();
    for (const name of ['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers'])
      expect(report[name], name).toBeGreaterThan(0);
    // PGlite's memory is WebAssembly memory, counted in the process's external memory;
    // on PostgreSQL there is none (null).
    if (onPglite) {
      expect(report.pgliteWasm).toBeGreaterThan(0);
      expect(report.pgliteWasm).toBeLessThan(report.external);
    } else expect(report.pgliteWasm).toBeNull();
    expect(Object.keys(report.pageCache).sort()).toEqual(['missing', 'pages', 'searches']);
    expect(report.pageCache.pages.entries).toBeGreaterThan(0);
    expect(report.pageCache.pages.bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(report.compressedCopies.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(report.sourceAnswers.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(report.searchIndex).toBeGreaterThan(0);
  });
});
