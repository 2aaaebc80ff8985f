import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeholders } from './placeholders';
import { readContent } from './read';

/** A throwaway upstream whose answer per path each test sets. */
/** `hold`: no answer at all until the test is over. */
type Answer = { status?: number; body?: unknown; raw?: string; hold?: true };
const answers = new Map<string, Answer>();
const seen: string[] = [];
const held: (() => void)[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push(`${url.pathname}${url.search}`);
    const answer = answers.get(url.pathname) ?? { status: 404, body: { message: 'none' } };
    const reply = () => {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
    };
    if (answer.hold) held.push(reply);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  answers.clear();
  seen.length = 0;
  for (const reply of held.splice(0)) reply();
  vi.stubEnv('CONTENT_API_URL', base);
  // Far beyond any answer of this local server, however busy the machine: only the
  // upstream that never answers meets it (and sets a short one).
  vi.stubEnv('CONTENT_API_TIMEOUT_MS', '10000');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const knitting = '/api/apparel/knitting';

describe('readContent against an upstream', () => {
  it('reads a good answer, numbers from numeric strings and images resolved against the base', async () => {
    answers.set(knitting, {
      body: {
        data: {
          circular_machines: 120,
          flat_bed_machines: '1,250',
          knitting_certificate: '/storage/cert.png',
        },
      },
    });
    const { data, status } = await readContent('knitting');
    expect(status).toBe('ok');
    expect(data.data.circular_machines).toBe(120);
    expect(data.data.flat_bed_machines).toBe(1250);
    expect(data.data.auto_stripe_machines).toBe(0);
    expect(data.data.knitting_certificate).toBe(`${base}/storage/cert.png`);
  });

  it('keeps the good fields of a partly wrong record and logs one line', async () => {
    answers.set(knitting, {
      body: {
        data: { circular_machines: 'lots', flat_bed_machines: 17, knitting_certificate: 42 },
      },
    });
    const { data, status } = await readContent('knitting');
    expect(status).toBe('partial');
    expect(data.data.circular_machines).toBe(0);
    expect(data.data.flat_bed_machines).toBe(17);
    expect(data.data.knitting_certificate).toBe(placeholders.certificate);
    expect(console.warn).toHaveBeenCalledTimes(1);
    const line = JSON.parse(vi.mocked(console.warn).mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: 'warn',
      event: 'content.partial',
      read: 'knitting',
      source: 'upstream',
    });
  });

  it('falls back on a body of the wrong shape', async () => {
    answers.set(knitting, { body: ['not', 'a', 'record'] });
    const { data, status } = await readContent('knitting');
    expect(status).toBe('partial');
    expect(data.data).toMatchObject({
      circular_machines: 0,
      monthly_capacity: 0,
      knitting_certificate: placeholders.certificate,
    });
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'boom' } }],
    ['a 429', { status: 429, body: { message: 'slow down' } }],
    ['malformed JSON', { raw: '{"data": {"circular_machines": 1' }],
    ['no answer within the timeout', { hold: true, body: { data: { circular_machines: 5 } } }],
  ] as const)('falls back on %s with one log line', async (_, answer) => {
    answers.set(knitting, answer);
    // The upstream that never answers: the read comes back only because of its timeout.
    if ('hold' in answer) vi.stubEnv('CONTENT_API_TIMEOUT_MS', '300');
    const { data, status } = await readContent('knitting');
    expect(status).toBe('fallback');
    expect(data.data.circular_machines).toBe(0);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(vi.mocked(console.warn).mock.calls[0]![0] as string).event).toBe(
      'content.fallback',
    );
  });

  it('falls back when the upstream cannot be reached', async () => {
    vi.stubEnv('CONTENT_API_URL', 'http://127.0.0.1:9');
    const { status, data } = await readContent('homeAwards');
    expect(status).toBe('fallback');
    expect(data.awards).toEqual([]);
  });

  it("shows 'N/A' for missing overview tiles", async () => {
    answers.set('/api/apparel/masco-at-a-glance', {
      body: { data: { man_power: '18000+', knitting_capacity: null } },
    });
    const { data } = await readContent('glance');
    expect(data.data.man_power).toBe('18000+');
    expect(data.data.knitting_capacity).toBe('N/A');
    expect(data.data.export_capacity).toBe('N/A');
  });

  it('drops unusable list items and keeps the rest', async () => {
    answers.set('/api/posts/headline-blogs', {
      body: { blogs: [{ title: 'Kept', slug: 'kept' }, { title: 'No slug' }, 'junk'] },
    });
    const { data, status } = await readContent('headlineBlogs');
    expect(status).toBe('partial');
    expect(data.blogs).toEqual([{ title: 'Kept', slug: 'kept' }]);
  });

  it('tells a missing item (404) from a failure', async () => {
    const { status, data } = await readContent('blogDetails', { params: { slug: 'no-such-post' } });
    expect(status).toBe('not-found');
    expect(data.details).toBeNull();
    expect(seen).toEqual(['/api/posts/blog/no-such-post/details']);
  });

  it('sends page and per_page on paged reads and encodes path parameters', async () => {
    answers.set('/api/posts/a%20b/blogs', {
      body: {
        blogs: {
          data: [],
          meta: { current_page: 2, last_page: 3, prev_page_url: '/p1', next_page_url: null },
        },
      },
    });
    const { data } = await readContent('categoryBlogs', {
      params: { category_slug: 'a b' },
      paging: { page: 2, per_page: 8 },
    });
    expect(seen).toEqual(['/api/posts/a%20b/blogs?page=2&per_page=8']);
    expect(data.blogs.meta).toEqual({
      current_page: 2,
      last_page: 3,
      prev_page_url: `${base}/p1`,
      next_page_url: null,
    });
  });

  it('groups category-wise certificates in wire order', async () => {
    answers.set('/api/sustainability/category-wise/certificates', {
      body: {
        Environment: [{ title: 'ISO 14001', feature_image: '' }],
        Social: [{ title: 'BSCI', feature_image: '/b.png' }],
        Empty: [],
      },
    });
    const { data } = await readContent('certificatesByCategory');
    expect(data).toEqual([
      {
        category: 'Environment',
        certificates: [{ title: 'ISO 14001', feature_image: placeholders.certificate }],
      },
      { category: 'Social', certificates: [{ title: 'BSCI', feature_image: `${base}/b.png` }] },
    ]);
  });
});

describe('readTags', () => {
  it('names the read, and the item for a read of one item', async () => {
    const { readTags } = await import('./read');
    expect(readTags('blogs')).toEqual(['read:blogs']);
    expect(readTags('blogDetails', { slug: 'knit-trends' })).toEqual([
      'read:blogDetails',
      'read:blogDetails:knit-trends',
    ]);
    expect(readTags('authorBlogs', { id: 'x'.repeat(300) })[1]).toHaveLength(
      'read:authorBlogs:'.length + 200,
    );
  });
});
