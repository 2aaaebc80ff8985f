/**
 * The site's internal rewrites, in next.config.ts rather than in proxy.ts: Next
 * answers a rewrite made by the request layer through an HTTP proxy to itself
 * whenever the server was started on a loopback address (`next start -H 127.0.0.1`,
 * as behind the shipped nginx balancer), because it names that address `localhost`
 * on one side and `127.0.0.1` on the other (vercel/next.js#94745). Behind TLS that
 * hop is a 500 on every paged blog list; without TLS, an extra connection that can
 * be reset. A config rewrite stays inside the process, and costs no request-layer
 * run on these GETs.
 */

import { pathIn, resultsQuery, splitPath } from '../i18n/languages.ts';
import { shareCardRewrites } from './share-cards.ts';

const HEX = '[0-9A-Fa-f]';
/** A UTF-8 continuation byte, %80 to %BF. */
const NEXT = `%[89ABab]${HEX}`;

/**
 * One character of a path that percent-decodes: anything but `%`, or an escape
 * of a whole UTF-8 sequence as RFC 3629 allows it (no overlong forms, no
 * surrogates, nothing above U+10FFFF): exactly what decodeURIComponent accepts.
 */
const DECODABLE = [
  '[^%]',
  `%[0-7]${HEX}`,
  `%[Cc][2-9A-Fa-f]${NEXT}`,
  `%[Dd]${HEX}${NEXT}`,
  `%[Ee]0%[ABab]${HEX}${NEXT}`,
  `%[Ee][1-9A-Ca-c]${NEXT}${NEXT}`,
  `%[Ee][Dd]%[89]${HEX}${NEXT}`,
  `%[Ee][EFef]${NEXT}${NEXT}`,
  `%[Ff]0%[9ABab]${HEX}${NEXT}${NEXT}`,
  `%[Ff][1-3]${NEXT}${NEXT}${NEXT}`,
  `%[Ff]4%8${HEX}${NEXT}${NEXT}`,
].join('|');

/**
 * A page path that cannot be percent-decoded (`%E0%A4%A`, `%zz`, a lone `%`):
 * Next answers one that reaches a dynamic segment with a 500. It is the client's
 * mistake, so it gets the site's 404 page. The API answers its own with a JSON 400
 * (proxy.ts).
 */
export const UNDECODABLE_PAGE_PATH = `/:path((?!api/)(?!(?:${DECODABLE})*$).*)`;

/** Such a path under `/bn`: the Bangla not-found page. */
export const UNDECODABLE_BANGLA_PATH = `/bn/:path((?!(?:${DECODABLE})*$).*)`;

/**
 * Where a Bangla address no route matches is answered: a page in Bangla
 * (app/[lang]/(unaddressed)). A decodable address goes to its own copy of it, under
 * this path + the address (see the page in [...address]); one that cannot be
 * decoded, to this path itself, which the page cache never keeps
 * (lib/cache/cache-handler.mjs). English ones get app/global-not-found.tsx.
 */
export const BANGLA_NOT_FOUND = '/bn/address-not-found';

/** Blog lists that are not categories: their own pages read `?page=`. */
const NOT_CATEGORIES = ['video', 'publication', 'paged-view'].map((name) => `${name}$`).join('|');

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
};

/**
 * A search query that can travel as one path segment: Next puts the captured
 * value into the destination path as it is (no encoding), so a `/`, `?`, `#`,
 * `%` or `\`, or a lone `.` or `..`, would change the path. Nor may it hold a
 * letter beyond Latin-1 (Bengali): for the browser's router Next repeats that path
 * in a response header, which cannot carry one, and answered 500. Such queries stay
 * on /search, rendered per request. Matched against the decoded value.
 */
const SEARCH_Q = {
  type: 'query',
  key: 'q',
  value: '(?<q>(?!\\.\\.?$)[^/?#%\\\\\\u0100-\\uffff]{1,200})',
} as const;
const SEARCH_KIND = {
  type: 'query',
  key: 'kind',
  value: '(?<kind>article|media|job|publication|author|page)',
} as const;
const SEARCH_PAGE = { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' } as const;

/**
 * Runs before the file system routes. The blog lists with a `?page=` or
 * `?category=` go to their per-request renderers under /blogs/paged-view (the
 * query travels along), so the plain `/blogs` and `/blogs/{category}` stay
 * rendered once and cached: reading the query would make every visit render.
 */
function languageRewrites(prefix: '' | '/bn', to: '/en' | '/bn'): Rewrite[] {
  return [
    // Search results, cached per query (app/[lang]/(site)/search/results); the most specific first.
    {
      source: `${prefix}/search`,
      has: [SEARCH_Q, SEARCH_KIND, SEARCH_PAGE],
      destination: `${to}/search/results/:kind/:page/:q`,
    },
    {
      source: `${prefix}/search`,
      has: [SEARCH_Q, SEARCH_KIND],
      destination: `${to}/search/results/:kind/1/:q`,
    },
    {
      source: `${prefix}/search`,
      has: [SEARCH_Q, SEARCH_PAGE],
      destination: `${to}/search/results/all/:page/:q`,
    },
    { source: `${prefix}/search`, has: [SEARCH_Q], destination: `${to}/search/results/all/1/:q` },
    {
      source: `${prefix}/blogs`,
      has: [{ type: 'query', key: 'page' }],
      destination: `${to}/blogs/paged-view`,
    },
    {
      source: `${prefix}/blogs`,
      has: [{ type: 'query', key: 'category' }],
      destination: `${to}/blogs/paged-view`,
    },
    {
      source: `${prefix}/blogs/:category((?!${NOT_CATEGORIES})[a-z0-9][a-z0-9-]*)`,
      has: [{ type: 'query', key: 'page' }],
      destination: `${to}/blogs/paged-view/:category`,
    },
  ];
}

export const beforeFilesRewrites: Rewrite[] = [
  { source: UNDECODABLE_BANGLA_PATH, destination: BANGLA_NOT_FOUND },
  { source: UNDECODABLE_PAGE_PATH, destination: '/_not-found' },
  ...shareCardRewrites,
  ...languageRewrites('', '/en'),
  ...languageRewrites('/bn', '/bn'),
];

/**
 * The public pages live under app/[lang] (issue 49): an English address is its
 * page under `/en`, the Bangla twin's `/bn` + path is the page itself. After the
 * file system, so public files, the metadata routes and the static routes of the
 * editing area and the API answer first; the dynamic routes outside app/[lang]
 * (the API's, the editing area's, /files) are left alone.
 */
export const afterFilesRewrites: Rewrite[] = [
  { source: '/', destination: '/en' },
  {
    source: '/:path((?!(?:en|bn|api|admin|files|_next)(?:/|$)).+)',
    destination: '/en/:path',
  },
];

/** After every route, dynamic ones too, has failed to match. */
export const fallbackRewrites: Rewrite[] = [
  { source: '/bn/:path+', destination: `${BANGLA_NOT_FOUND}/:path+` },
];

/**
 * The public address of a path the rewrites above lead to, when a client asks
 * for that path itself: it is answered with a redirect there, so that every
 * search is counted (proxy.ts counts `/search?q=`) and every page has one
 * address. Null for any other path.
 */
export function publicAddress(pathname: string): string | null {
  const { lang, path } = splitPath(pathname);
  // `/en/...` is the English pages' internal path: their address has no prefix. Not
  // a share card's: Next names a card under app/[lang] by its internal path.
  if (lang === 'en' && path !== pathname && !path.includes('/opengraph-image'))
    return englishAddress(path) ?? path;
  const address = englishAddress(path);
  return address && pathIn(lang, address);
}

function englishAddress(pathname: string): string | null {
  const search = pathname.match(/^\/search\/results\/([^/]+)\/([^/]+)\/(.+)$/);
  if (search) {
    const [, kind = 'all', page = '1', q = ''] = search;
    return `/search?${resultsQuery({ kind, page, q })}`;
  }
  if (pathname === '/search/results' || pathname.startsWith('/search/results/')) return '/search';
  const paged = pathname.match(/^\/blogs\/paged-view(?:\/([^/]*))?\/?$/);
  if (paged) return paged[1] ? `/blogs/${paged[1]}` : '/blogs';
  if (pathname.startsWith('/blogs/paged-view/')) return '/blogs';
  return null;
}

/** What people type for the career page (issue 51): each answers 308 to /career. */
export const careerAliases = ['/jobs', '/job', '/careers', '/vacancy', '/vacancies'];

/** next.config.ts's redirects: permanent (308), the query kept. */
export const permanentRedirects = careerAliases.map((source) => ({
  source,
  destination: '/career',
  permanent: true,
}));
