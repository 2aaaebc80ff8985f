// bench-search's measuring: the queries, the endpoints asked, and the requests timed
// one at a time (beside a control in the same run) or under autocannon's load.
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const CONNECTIONS = 10;
export const SEQUENTIAL = 200;

/** What is searched for: single words, pairs, phrases, typos, a prefix, nothing found, a page 3. */
export const QUERIES = [
  { q: 'knitting' },
  { q: 'organic cotton' },
  { q: '"organic cotton"' },
  { q: 'GOTS' },
  { q: 'merchandiser' },
  { q: 'Gazipur' },
  { q: 'washing capacity' },
  { q: '"washing capacity" Gazipur' },
  { q: 'kniting' },
  { q: 'garmnets export' },
  { q: 'sustaina' },
  { q: 'sustainable' },
  { q: 'dyeing' },
  { q: 'polo shirts' },
  { q: 'senior merchandiser' },
  { q: 'recycled polyester' },
  { q: 'fleece -cotton' },
  { q: 'effluent treatment plant' },
  { q: 'quantum blockchain' },
  // Issue 46: a word of the keywords left out, a typo read as the farm, a typo read as the pages' word.
  { q: 'engineer post' },
  { q: 'dairy firm' },
  { q: 'yarn dying' },
  // A stranger's tries: a common word left out (its readings weighed), a suggestion by edits.
  { q: 'flat for rent' },
  { q: 'security guard' },
  { q: 'crikit academy' },
  { q: 'knitting', kind: 'article', page: 3 },
];
export const label = ({ q, kind, page }) =>
  `${q}${kind ? ` kind=${kind}` : ''}${page ? ` page=${page}` : ''}`;
export const searchPath = ({ q, kind, page }) =>
  `/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}${page ? `&page=${page}` : ''}`;

/** What is measured; `goal`: the p95 (one request at a time) issue 30 asks for. */
export const ENDPOINTS = [
  {
    key: 'search',
    name: '/search, a new query',
    // A `/` keeps the query on /search (lib/routing/rewrites.ts): searched per request.
    toPath: (query) => searchPath({ ...query, q: `${query.q}/` }),
    goal: 50,
  },
  { key: 'cached', name: '/search, a repeated query', toPath: searchPath },
  {
    key: 'suggest',
    name: '/api/search/suggest',
    toPath: ({ q }) => `/api/search/suggest?q=${encodeURIComponent(q)}`,
    goal: 20,
  },
  // The page rendered per request with nothing searched: what rendering costs alone.
  { key: 'page', name: '/search without a query', toPath: () => '/search', once: true },
];

/**
 * Suggestions are limited to 240 a minute per client: each request comes from
 * another address (X-Forwarded-For, believed with TRUST_PROXY=1), or the run
 * would measure 429s.
 */
let clientNumber = 0;
const clientHeaders = () => {
  const n = clientNumber++ % 65_000;
  return { 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` };
};

export const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
export const round1 = (n) => Math.round(n * 10) / 10;

export async function get(base, p) {
  const t = performance.now();
  const response = await fetch(base + p, { headers: clientHeaders() });
  const body = await response.text();
  const cache = response.headers.get('x-nextjs-cache');
  return { status: response.status, body, ms: performance.now() - t, cache };
}

/** What an answer found: the suggestions' number, or the count the results page announces. */
export function found(endpoint, body) {
  if (endpoint.key === 'suggest') return JSON.parse(body).suggestions?.length ?? '';
  const status = /role="status"[^>]*>([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '';
  const text = status.replace(/<[^>]*>/g, '');
  if (/^No results/.test(text)) return 0;
  const n = /^([\d,]+) results?/.exec(text)?.[1];
  return n ? Number(n.replace(/,/g, '')) : '?';
}

/** Every query on every endpoint, `rounds` times (the repeated queries' pages get cached). */
export async function warm(base, rounds = 3) {
  for (let r = 0; r < rounds; r++)
    for (const query of QUERIES)
      for (const endpoint of ENDPOINTS)
        if (!endpoint.once || query === QUERIES[0]) await get(base, endpoint.toPath(query));
}

/** One request at a time, rotating over the queries: latency without queueing. */
export async function sequential(base, endpoint) {
  const all = [];
  const perQuery = QUERIES.map(() => []);
  const statuses = {};
  const results = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const k = i % QUERIES.length;
    const { status, body, ms, cache } = await get(base, endpoint.toPath(QUERIES[k]));
    const key = cache ? `${status} ${cache}` : status;
    statuses[key] = (statuses[key] ?? 0) + 1;
    all.push(ms);
    perQuery[k].push(ms);
    results[k] ??= found(endpoint, body);
  }
  all.sort((a, b) => a - b);
  return {
    requests: SEQUENTIAL,
    p50: round1(percentile(all, 50)),
    p95: round1(percentile(all, 95)),
    p99: round1(percentile(all, 99)),
    max: round1(all.at(-1)),
    statuses,
    perQuery: perQuery.map((times, k) => {
      times.sort((a, b) => a - b);
      return {
        query: label(QUERIES[k]),
        found: results[k],
        median: round1(percentile(times, 50)),
        max: round1(times.at(-1)),
      };
    }),
  };
}

/**
 * autocannon at CONNECTIONS for SECONDS, each request the next query of the list.
 * Its own percentiles skip p95 (and count 2xx only): every response's time is kept here.
 */
export async function loaded(base, endpoint, seconds = SECONDS) {
  let next = 0;
  const times = [];
  const r = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              method: 'GET',
              path: endpoint.toPath(QUERIES[next++ % QUERIES.length]),
              headers: { ...request.headers, ...clientHeaders() },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    connections: CONNECTIONS,
    seconds,
    requests: times.length,
    rps: Math.round(r.requests.average),
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    p99: round1(percentile(times, 99)),
    max: round1(times.at(-1)),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * `endpoint` and `control` asked in turn, one request at a time: the machine's load
 * at any moment is the same for both, so the difference is what the search costs
 * beyond rendering a page (the control: /search without a query, rendered per request).
 */
export async function sideBySide(base, endpoint, control) {
  const times = { endpoint: [], control: [] };
  for (let i = 0; i < SEQUENTIAL; i++) {
    const query = QUERIES[i % QUERIES.length];
    times.endpoint.push((await get(base, endpoint.toPath(query))).ms);
    times.control.push((await get(base, control.toPath(query))).ms);
  }
  const figures = (list) => {
    list.sort((a, b) => a - b);
    return { p50: round1(percentile(list, 50)), p95: round1(percentile(list, 95)) };
  };
  const searched = figures(times.endpoint);
  const alone = figures(times.control);
  return {
    requests: SEQUENTIAL,
    endpoint: searched,
    control: alone,
    p95Difference: round1(searched.p95 - alone.p95),
  };
}
