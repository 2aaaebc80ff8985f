// A small server that speaks the content contract with known values, for the
// upstream-mode end-to-end specs. Its behaviour is switched by the specs:
//   POST /__mode {"mode":"ok"|"error"|"malformed"|"hang"}
// ok: contract bodies; error: 500 for everything; malformed: 200 with broken JSON;
// hang: never answers (the site's timeout must save the page);
//   POST /__articles {article}: adds an article (the newest) to the blog reads;
//   DELETE /__articles?slug=: takes it away again;
//   GET /__hanging {"open", "abandoned", "paths"}: requests held unanswered (and
//   their addresses), and how many of them the site gave up on (closed its end).
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { articles, blogBody } from './blog-fixture.mjs';

const fixture = JSON.parse(
  readFileSync(new URL('./contract-fixture.json', import.meta.url), 'utf8'),
);

const port = Number(process.env.CONTRACT_PORT || 3199);
let mode = 'ok';
// POST /__throttle {"count": n}: the next n blog-list reads answer 429.
let throttle = 0;
const writes = [];
const hanging = { open: 0, abandoned: 0, paths: {} };

// A 1x1 PNG for image fields.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bodies = {
  '/api/about/brochure': fixture.brochure,
  '/api/apparel/knitting': fixture.knitting,
  '/api/posts/headline-blogs': fixture.headlineBlogs,
  '/api/home/client-logo': fixture.homeClientLogos,
  '/api/home/certificates': fixture.homeCertificates,
  // Each feature's known values: e2e/support/contract/<feature>.json, `{ "<path>": body }`.
  ...Object.assign(
    {},
    ...readdirSync(new URL('./contract/', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .map((name) =>
        JSON.parse(readFileSync(new URL(`./contract/${name}`, import.meta.url), 'utf8')),
      ),
  ),
};

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, `http://localhost:${port}`);
  if (url.pathname === '/__mode' && req.method === 'POST') {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      mode = JSON.parse(raw || '{}').mode ?? 'ok';
      send(res, 200, { mode });
    });
    return;
  }
  if (url.pathname === '/__throttle' && req.method === 'POST') {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      throttle = Number(JSON.parse(raw || '{}').count) || 0;
      send(res, 200, { throttle });
    });
    return;
  }
  if (url.pathname === '/__articles' && req.method === 'DELETE') {
    const index = articles.findIndex((a) => a.slug === url.searchParams.get('slug'));
    if (index >= 0) articles.splice(index, 1);
    return send(res, 200, { articles: articles.length });
  }
  if (url.pathname === '/__articles' && req.method === 'POST') {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      articles.unshift(JSON.parse(raw));
      send(res, 200, { articles: articles.length });
    });
    return;
  }
  if (url.pathname === '/__writes') return send(res, 200, { writes });
  if (url.pathname.startsWith('/images/')) return send(res, 200, png, 'image/png');
  if (url.pathname === '/__health') return send(res, 200, { ok: true });

  if (url.pathname === '/__hanging') return send(res, 200, hanging);

  if (mode === 'hang') {
    // Never answers; counts the requests the site abandons.
    hanging.open += 1;
    hanging.paths[req.url] = (hanging.paths[req.url] ?? 0) + 1;
    res.on('close', () => {
      hanging.open -= 1;
      hanging.abandoned += 1;
      if (--hanging.paths[req.url] === 0) delete hanging.paths[req.url];
    });
    return;
  }
  if (mode === 'error') return send(res, 500, { message: 'Server Error' });
  if (mode === 'malformed')
    return send(res, 200, '{"data": {"circular_machines": 12', 'application/json');

  if (req.method === 'POST' && url.pathname.startsWith('/api/store/')) {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      writes.push({ path: url.pathname, body: JSON.parse(raw || 'null') });
      send(res, 200, { message: 'Stored upstream.' });
    });
    return;
  }
  if (throttle > 0 && /^\/api\/posts\/(get-blogs|[^/]+\/blogs)$/.test(url.pathname)) {
    throttle -= 1;
    return send(res, 429, { message: 'Too Many Attempts.' });
  }
  const blog = blogBody(url.pathname, url.searchParams);
  if (blog) return send(res, blog.status, blog.body);
  const body = bodies[url.pathname];
  if (body) return send(res, 200, body);
  if (/^\/api\/(posts\/blog\/[^/]+\/details|media\/details\/[^/]+)$/.test(url.pathname)) {
    return send(res, 404, { message: 'Not found' });
  }
  return send(res, 200, {});
});

server.keepAliveTimeout = 1000;
server.listen(port, '127.0.0.1', () => console.log(`contract server on ${port}`));
