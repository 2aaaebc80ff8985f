import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ownServer } from '../support/own-server';

/**
 * Issue 29: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a trace exported
 * over OTLP: a span for the request with its route pattern and status, and under
 * it a span per content read, per store query and per call to the upstream CMS.
 * The receiver is a small OTLP/HTTP endpoint of the test's own (JSON encoding).
 */
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
};

function otlpReceiver() {
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const sent = JSON.parse(body) as {
        resourceSpans: {
          scopeSpans: {
            spans: (Omit<Span, 'attributes'> & {
              attributes?: { key: string; value: Record<string, unknown> }[];
            })[];
          }[];
        }[];
      };
      for (const resource of sent.resourceSpans)
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    spans,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The spans of the trace whose request span is `GET {route}`, once it has arrived. */
async function traceOf(spans: Span[], route: string) {
  await expect
    .poll(() => spans.some((span) => span.name === `GET ${route}`), {
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
  const root = spans.find((span) => span.name === `GET ${route}`)!;
  // The children end before the request span; they were exported with it or before.
  return { root, trace: spans.filter((span) => span.traceId === root.traceId) };
}

/**
 * A contract server of the spec's own: the shared one is switched to "hang" by the
 * upstream project's specs, which run beside this one, and a read that times out
 * is a fallback page (200), not the 404 asked for here.
 */
const CONTRACT_PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 56;
const CONTRACT_URL = `http://127.0.0.1:${CONTRACT_PORT}`;
let contract: ChildProcess | undefined;

const receiver = otlpReceiver();
const embedded = ownServer(53, '.data/e2e-tracing');
const upstream = ownServer(54, '.data/e2e-tracing-upstream');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  contract = spawn(process.execPath, ['e2e/support/contract-server.mjs'], {
    env: { ...process.env, CONTRACT_PORT: String(CONTRACT_PORT) },
    stdio: 'ignore',
  });
  const endpoint = await receiver.start();
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  embedded.start(5, otel);
  upstream.start(5, { ...otel, CONTENT_API_URL: CONTRACT_URL });
});
test.afterAll(async () => {
  contract?.kill();
  await Promise.all([embedded.kill(), upstream.kill()]);
  await receiver.stop();
});

test('a page rendered on the embedded store: the request span, its content reads and their store queries', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await embedded.waitUntilUp(request);
  expect((await request.get(`${embedded.base}/blogs?page=2`)).status()).toBe(200);
  const { root, trace } = await traceOf(receiver.spans, '/[lang]/blogs/paged-view');
  expect(root.attributes).toMatchObject({
    'http.route': '/[lang]/blogs/paged-view',
    'http.status_code': 200,
  });

  const reads = trace.filter((span) => span.name.startsWith('content.read '));
  expect(reads.map((span) => span.attributes['content.read'])).toEqual(
    expect.arrayContaining(['blogs', 'categories']),
  );
  for (const read of reads)
    expect(read.attributes).toMatchObject({
      'content.source': 'embedded',
      'content.outcome': 'ok',
    });
  const blogs = reads.find((span) => span.attributes['content.read'] === 'blogs')!;
  const queries = trace.filter((span) => span.parentSpanId === blogs.spanId);
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) {
    expect(query.name).toBe('db SELECT');
    expect(query.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
    expect(String(query.attributes['db.query.text'])).toMatch(/^select /);
  }
});

test('a page read from an upstream CMS: the content read and its call to the CMS', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await expect
    .poll(async () => (await request.get(`${CONTRACT_URL}/__health`).catch(() => null))?.ok(), {
      timeout: 30_000,
    })
    .toBe(true);
  await upstream.waitUntilUp(request);
  // An unknown article: a read no cache holds, so the CMS is asked.
  const slug = `traced-${Date.now()}`;
  expect((await request.get(`${upstream.base}/blogs/details/${slug}`)).status()).toBe(404);
  const { root, trace } = await traceOf(receiver.spans, '/[lang]/blogs/details/[slug]');
  expect(root.attributes).toMatchObject({
    'http.route': '/[lang]/blogs/details/[slug]',
    'http.status_code': 404,
  });
  const read = trace.find(
    (span) =>
      span.attributes['content.read'] === 'blogDetails' &&
      span.attributes['content.path'] === `/api/posts/blog/${slug}/details`,
  );
  expect(read?.attributes).toMatchObject({ 'content.source': 'upstream' });
  const calls = trace.filter(
    (span) =>
      String(span.attributes['http.url'] ?? span.attributes['url.full'] ?? '').startsWith(
        `${CONTRACT_URL}/api/posts/blog/${slug}/details`,
      ) && span.traceId === read!.traceId,
  );
  expect(calls.length).toBeGreaterThan(0);
});
