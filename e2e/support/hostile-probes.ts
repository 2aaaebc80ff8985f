import { staticRoutes } from '@/lib/sitemap-routes';
import type { Probe } from './hostile-client';
import { badQueries, badSegments, json, long, nested } from './hostile-inputs';

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
