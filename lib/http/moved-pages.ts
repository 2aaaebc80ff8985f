import type http from 'node:http';
import { errorFields, log } from '@/lib/log';
import { securityHeadersFor } from '@/lib/security/headers';
import { beforeEachRequest } from './before-each-request';

/** Where an earlier address of an article or a blog category leads today, or null. */
export type MovedLookup = {
  article: (slug: string) => Promise<string | null>;
  category: (slug: string) => Promise<string | null>;
};

const ARTICLE = /^(\/bn)?\/blogs\/details\/([a-z0-9-]{1,120})$/;
const CATEGORY = /^(\/bn)?\/blogs\/([a-z0-9][a-z0-9-]{0,80})$/;

/**
 * Answers a GET or HEAD of an article's or a blog category's earlier address with
 * a 308 to its address of today (the query string kept), before Next sees the
 * request; every other request of those pages goes on to Next after one look in
 * the remembered list of earlier addresses (lib/admin/redirects.ts,
 * lib/admin/blog-names.ts). Returns true when it took the request.
 *
 * Not in the page: Next sends a cached page's redirect with its Location twice
 * (vercel/next.js#82117). Not in proxy.ts either: running it on every article
 * cost a third of the article's throughput (issue 48).
 */
export function answerMovedPage(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  pass: () => void,
  lookup: MovedLookup,
  siteHeaders: Record<string, string>,
): boolean {
  const { method, url = '' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const article = ARTICLE.exec(path);
  const category = article ? null : CATEGORY.exec(path);
  const match = article ?? category;
  if (!match) return false;
  const [, bn = '', slug = ''] = match;
  const find = article ? lookup.article : lookup.category;
  find(slug)
    .catch((error: unknown) => {
      log('error', 'redirect.lookup_failed', errorFields(error));
      return null;
    })
    .then((to) => {
      if (!to) return pass();
      const where = `${bn}/blogs/${article ? 'details/' : ''}${to}${at === -1 ? '' : url.slice(at)}`;
      response.writeHead(308, { ...siteHeaders, location: where, 'cache-control': 'no-store' });
      response.end();
    })
    // Anything else gone wrong before an answer: Next serves the page as asked.
    .catch(() => (response.headersSent ? response.destroy() : pass()));
  return true;
}

/**
 * Redirects the earlier addresses of articles and blog categories (server start,
 * embedded store only: an upstream CMS keeps its own). Once per process.
 */
export function redirectMovedPages(lookup: () => Promise<MovedLookup>) {
  const siteHeaders = securityHeadersFor('/blogs/x', {
    production: process.env.NODE_ENV === 'production',
  });
  let loaded: Promise<MovedLookup> | undefined;
  const lazily: MovedLookup = {
    article: async (slug) => (await (loaded ??= lookup())).article(slug),
    category: async (slug) => (await (loaded ??= lookup())).category(slug),
  };
  beforeEachRequest('moved-pages', (request, response, pass) =>
    answerMovedPage(request, response, pass, lazily, siteHeaders),
  );
}
