import http from 'node:http';
import { staticRoutes } from '@/lib/sitemap-routes';
import { formHeaders } from './helpers';

/**
 * A walk over every route pattern of the site with what a careless or hostile
 * client sends: malformed and overlong encodings, traversal, NUL, overlong
 * slugs and query values, repeated and array-like parameters, wrong methods and
 * content types, oversized and deeply nested JSON, markup in every form field,
 * spoofed forwarding headers, bogus secrets, broken image-optimiser URLs. Every
 * answer must be below 500 and arrive within the content deadline plus a second
 * plus twice what an ordinary page costs this server at the same moment (`pace`):
 * a busy machine renders everything slower without a defect, a hang stays a hang.
 *
 * Requests go out raw (node:http), so a malformed escape reaches the server as
 * written, from a loopback address of their own (the server counts its limits
 * per client address, so the walk spends no other spec's allowance).
 */
/** The servers' content deadline (CONTENT_API_TIMEOUT_MS, default 3000). */
export const CONTENT_DEADLINE_MS = 3000;

export type Probe = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type Answer = { probe: Probe; status: number; ms: number; error?: string };

const long = (n: number) => 'a'.repeat(n);
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const markup = '<script>alert(1)</script><img src=x onerror=alert(1)>"\'</textarea></script >';

/** Path segments a client may put where a slug or an id goes. */
export const badSegments = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '..%252f',
  '%2e%2e',
  long(5_000),
  encodeURIComponent('<script>alert(1)</script>'),
  '%F0%9F%92%A9',
  encodeURIComponent('日本語'),
  'no-such-thing',
  '-1',
  '99999999999999999999',
];

/** Query strings for the list pages and the paged API reads. */
export const badQueries = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=99999999999999999999',
  'page=NaN',
  'page=1&page=2',
  'page[]=1',
  'page[x]=1',
  'category[x]=y',
  'category=%E0%A4%A',
  'category=' + long(20_000),
  'per_page=50',
  'per_page=-5',
  'per_page=1e9',
  '%zz=1',
  'page=%00',
  'page=' + encodeURIComponent('<script>'),
];

const json = { 'content-type': 'application/json' };

/** Every page route: the static ones and one of each dynamic pattern. */
function pageRoutes(): string[] {
  return [
    '/',
    ...staticRoutes(),
    '/blogs/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/opengraph-image',
    '/no-such-path',
  ];
}

const dynamicPatterns = [
  '/blogs/details/',
  '/media-details/',
  '/blogs/author/',
  '/blogs/',
  '/blogs/paged-view/',
  '/api/posts/blog/',
  '/api/media/details/',
  '/api/posts/author/blogs/',
  // Site search (issue 30): the cached result pages, a bad query in each segment.
  '/search/results/all/1/',
  '/search/results/article/',
  '/search/results/',
];

const contractReads = [
  '/api/posts/get-blogs',
  '/api/posts/categories',
  '/api/apparel/knitting',
  '/api/media/news-videos',
  '/api/career/job-post',
];

/** The probes of one run: at least 60 inputs over every route pattern. */
export function hostileProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const route of pageRoutes()) {
    probes.push({ path: `${route}?${badQueries[(probes.length * 7) % badQueries.length]}` });
    probes.push({ method: 'PUT', path: route });
    probes.push({ method: 'DELETE', path: route });
  }
  for (const pattern of dynamicPatterns) {
    for (const segment of badSegments) {
      const path = pattern.startsWith('/api/posts/blog/')
        ? `${pattern}${segment}/details`
        : `${pattern}${segment}`;
      probes.push({ path });
    }
  }
  for (const query of badQueries) {
    probes.push({ path: `/blogs?${query}` });
    probes.push({ path: `/blogs/industry-insights?${query}` });
    probes.push({ path: `/api/site/articles?${query}` });
    probes.push({ path: `/api/posts/get-blogs?${query}` });
    probes.push({ path: `/search?q=knit&${query}` });
    probes.push({ path: `/api/search/suggest?${query}` });
  }
  for (const read of contractReads) {
    probes.push({ method: 'POST', path: read, headers: json, body: '{}' });
    probes.push({ path: `${read}/${long(3000)}` });
  }
  probes.push(
    { path: '/api/not-a-contract-path' },
    { path: '/api/../../etc/passwd' },
    { path: '/api/posts/%E0%A4%A/blogs' },
    { path: '/fabric-r%26d' },
    { path: '/masco-share%26security' },
    { path: '/blogs/blog-details/%E0%A4%A' },
    { path: '/mascoTopManagementImage?x=%zz' },
    { path: `/${long(20_000)}` },
    { path: '/knitting', headers: { host: 'evil.example' } },
    { path: '/', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': 'x, y, <z>' } },
    { path: '/', headers: { 'accept-encoding': 'gzip, br, zstd, ' + long(2000) } },
  );
  // The image optimiser.
  for (const url of [
    'http://[x',
    'javascript:alert(1)',
    '//evil.example/a.png',
    '/demo/blog/blog-01.webp%00',
    '/../../etc/passwd',
    long(3000),
  ])
    probes.push({ path: `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75` });
  probes.push(
    { path: '/_next/image?url=%2Fdemo%2Fblog%2Fblog-01.webp&w=99999&q=75' },
    { path: '/_next/image?url=%2Fdemo%2Fblog%2Fblog-01.webp&w=640&q=33' },
    { path: '/_next/image?url=%2Fdemo%2Fblog%2Fblog-01.webp&w=640&w=828&q=75' },
    { path: '/_next/image?url=%E0%A4%A&w=640&q=75' },
  );
  // Operator endpoints.
  for (const authorization of ['Bearer wrong', 'Bearer ', 'Basic x', long(5000), 'Bearer \u00e9']) {
    probes.push({ method: 'POST', path: '/api/revalidate', headers: { authorization } });
    probes.push({ path: '/api/store/submissions?format=csv', headers: { authorization } });
  }
  probes.push(
    { method: 'GET', path: '/api/revalidate' },
    { method: 'PUT', path: '/api/store/submissions' },
    { method: 'POST', path: '/api/csrf' },
    // Health, readiness and the backup (issue 29).
    { method: 'POST', path: '/api/health', headers: json, body: nested(5_000) },
    { path: `/api/ready?${long(5000)}` },
    { method: 'DELETE', path: '/api/ready' },
    { path: '/api/store/backup' },
    { method: 'POST', path: '/api/store/backup', headers: { 'x-operator-token': long(5000) } },
    {
      method: 'POST',
      path: '/api/store/backup',
      headers: { 'x-operator-token': '../'.repeat(15) },
    },
    {
      method: 'POST',
      path: '/api/store/backup',
      headers: { 'x-operator-token': 'A'.repeat(43), 'content-type': 'application/json' },
      body: nested(5_000),
    },
  );
  // Multipart posts to pages: the server actions of the forms without JavaScript.
  probes.push(
    {
      method: 'POST',
      path: '/contact-us',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    },
    {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'multipart/form-data' },
      body: '--x\r\n',
    },
    {
      method: 'POST',
      path: '/knitting',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=%zz&email=' + long(50_000),
    },
    {
      method: 'POST',
      path: '/contact-us',
      headers: { 'next-action': 'not-an-action', 'content-type': 'text/plain' },
      body: '[]',
    },
    {
      method: 'POST',
      path: '/contact-us',
      headers: { 'next-action': 'not-an-action', origin: 'https://evil.example' },
      body: '[]',
    },
    {
      method: 'POST',
      path: '/',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
    },
  );
  return probes;
}

/** Probes of the two form endpoints; `token` and `cookie` come from GET /api/csrf. */
export function formProbes(token: string, cookie: string): Probe[] {
  const good = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie };
  const contact = {
    name: 'Rina',
    phone: '+8801700000000',
    email: 'rina@example.com',
    subject: 'Order',
    note: '',
  };
  const probes: Probe[] = [];
  for (const path of ['/api/store/contact-us', '/api/store/subscribers']) {
    const post = (body: string | Buffer, headers: Record<string, string> = {}): Probe => ({
      method: 'POST',
      path,
      headers: { ...json, ...good, ...headers },
      body,
    });
    probes.push(
      post('{'),
      post('null'),
      post('[]'),
      post('"text"'),
      post(Buffer.alloc(100 * 1024, 'a')),
      post(Buffer.alloc(2 * 1024 * 1024, 'a')),
      post(nested(10_000)),
      post(JSON.stringify({ ...contact, name: { $gt: '' } })),
      post(JSON.stringify({ ...contact, email: ['a@b.co', 'c@d.co'] })),
      post(JSON.stringify(contact), { 'content-type': 'text/plain' }),
      post(JSON.stringify(contact), { 'content-type': 'application/x-www-form-urlencoded' }),
      post(JSON.stringify(contact), { 'content-type': '' }),
      post(JSON.stringify(contact), { 'x-csrf-token': 'forged.token' }),
      post(JSON.stringify(contact), { origin: 'https://evil.example' }),
      post(JSON.stringify(contact), { 'x-forwarded-for': '203.0.113.9, <script>' }),
      post(JSON.stringify({ ...contact, name: 'Ri\u0000na', email: 'a\u0000@b.co' })),
      { method: 'GET', path },
      { method: 'PUT', path, headers: json, body: '{}' },
    );
    for (const field of ['name', 'phone', 'email', 'subject', 'note'])
      probes.push(post(JSON.stringify({ ...contact, [field]: markup })));
  }
  return probes;
}

/** One raw request; never throws. */
export function send(base: string, probe: Probe, localAddress: string): Promise<Answer> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (status: number, error?: string) =>
      resolve({ probe, status, ms: Math.round(performance.now() - started), error });
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        localAddress,
        method: probe.method ?? 'GET',
        path: probe.path,
        headers: probe.headers,
        // Long enough for any busy machine: the callers judge the time themselves.
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode ?? 0));
        response.on('error', (error) => finish(response.statusCode ?? 0, error.message));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      finish(0, 'no answer');
    });
    // The server may close on an oversized body before reading it: that is an answer too.
    request.on('error', (error) => finish(0, error.message));
    request.end(probe.body);
  });
}

const AT_ONCE = 4;

/** Sends the probes, AT_ONCE at a time. */
async function sendAll(base: string, probes: Probe[], localAddress: string) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      answers.push(await send(base, probe, localAddress));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return answers;
}

/**
 * What an ordinary request costs this server now: the slowest of a few rounds of
 * AT_ONCE renders of a page that is never cached (the blog list's second page).
 */
export async function pace(base: string, localAddress: string) {
  const ordinary = Array.from({ length: 3 * AT_ONCE }, () => ({ path: '/blogs?page=2' }));
  const answers = await sendAll(base, ordinary, localAddress);
  const failed = answers.filter((a) => a.status !== 200);
  if (failed.length)
    throw new Error(`ordinary requests failed: ${failed.map(describe).join(', ')}`);
  return Math.max(...answers.map((a) => a.ms));
}

/**
 * Sends every probe, a few at a time, and returns the answers that broke the
 * rules: a 5xx, no answer, or slower than `allowanceMs` plus twice an ordinary page.
 */
export async function walk(
  base: string,
  probes: Probe[],
  localAddress: string,
  allowanceMs = CONTENT_DEADLINE_MS + 1000,
) {
  const limitMs = allowanceMs + 2 * (await pace(base, localAddress));
  const answers = await sendAll(base, probes, localAddress);
  const offenders = answers.filter(
    (a) =>
      a.status >= 500 ||
      a.ms > limitMs ||
      (a.status === 0 && !/ECONNRESET|EPIPE|socket hang up/.test(a.error ?? '')),
  );
  return { answers, offenders, limitMs };
}

/** An offender as one line for the failure message. */
export const describe = (a: Answer) =>
  `${a.status || a.error} in ${a.ms} ms: ${a.probe.method ?? 'GET'} ${a.probe.path.slice(0, 120)}${
    a.probe.body ? ` (${String(a.probe.body).slice(0, 60)}…)` : ''
  }`;

/** Token and cookie for the form probes. */
export async function formCredentials(base: string) {
  const response = await fetch(`${base}/api/csrf`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { token, cookie };
}

/** A contact post sent raw from 127.0.0.1 with a form token and its cookie (formCredentials). */
export function sendContact(
  base: string,
  { token, cookie }: { token: string; cookie: string },
  subject: string,
): Promise<Answer> {
  return send(
    base,
    {
      method: 'POST',
      path: '/api/store/contact-us',
      headers: { ...formHeaders(token), cookie },
      body: JSON.stringify({
        name: 'Rina Akter',
        phone: '+8801700000000',
        email: 'rina@example.com',
        subject,
      }),
    },
    '127.0.0.1',
  );
}
