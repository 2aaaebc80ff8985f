import type http from 'node:http';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { BUSY, createGate, type Gate } from '@/lib/work-gate';
import { xmlText } from '@/lib/text';
import { beforeEachRequest, type Handler } from './before-each-request';

/** Seconds a visitor is told to wait when the new searches' bound is reached. */
export const BUSY_RETRY_SECONDS = 2;

type NewSearch = { kind: 'page' | 'suggest'; lang: Language; q: string };

const RESULTS = /^(\/bn)?\/search\/results\/[^/]+\/[^/]+\/([^/]+)$/;

/**
 * A request that makes the server search and render anew: a result page
 * (`/search?q=…`, `/bn/search?q=…`, or the cached pages' own address, which a
 * client may ask for directly) or a suggestion. Anything else is null.
 */
export function newSearchOf(method: string | undefined, url: string): NewSearch | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const { pathname, searchParams } = parsed;
  const q = searchParams.get('q')?.trim() ?? '';
  if (pathname === '/api/search/suggest')
    return q ? { kind: 'suggest', lang: searchParams.get('lang') === 'bn' ? 'bn' : 'en', q } : null;
  if (pathname === '/search' || pathname === '/bn/search')
    return q ? { kind: 'page', lang: pathname === '/bn/search' ? 'bn' : 'en', q } : null;
  const results = RESULTS.exec(pathname);
  if (!results) return null;
  let typed = results[2]!;
  try {
    typed = decodeURIComponent(typed);
  } catch {
    // kept as it came
  }
  return { kind: 'page', lang: results[1] ? 'bn' : 'en', q: typed };
}

/**
 * The answer when the bound is reached: 503 with Retry-After, at once. A result
 * page says so in its language and keeps the query in a search box, to send again.
 */
export function answerBusy(response: http.ServerResponse, search: NewSearch) {
  const headers = {
    'retry-after': String(BUSY_RETRY_SECONDS),
    'cache-control': 'no-store',
  };
  const messages = messagesFor(search.lang);
  const words = messages.search;
  if (search.kind === 'suggest') {
    response.writeHead(503, { ...headers, 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: words.busy }));
    return;
  }
  const home = search.lang === 'bn' ? '/bn' : '';
  response.writeHead(503, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html>
<html lang="${search.lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${xmlText(words.title)}</title>
<style>body{font-family:system-ui,'Noto Sans Bengali',sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;color:#14213d;line-height:1.5}input,button{font:inherit;min-height:2.75rem;padding:0 .75rem}input{width:100%;box-sizing:border-box;margin:.5rem 0}</style>
</head><body><main><h1>${xmlText(words.title)}</h1>
<p role="status">${xmlText(words.busy)}</p>
<form action="${home}/search" method="get"><label for="q">${xmlText(words.fieldLabel)}</label>
<input id="q" type="search" name="q" value="${xmlText(search.q)}">
<button type="submit">${xmlText(words.submit)}</button></form>
<p><a href="${home}/">${xmlText(messages.chrome.homeLink)}</a></p></main></body></html>`);
}

/**
 * The bound on new searches, on the raw request before Next sees it: at most the
 * gate's slots are searched and rendered at once, a few more wait their turn, and
 * the rest are answered busy at once. Twenty new searches at once, each a page
 * rendered anew, held the home page for seconds (issue 48); a bound inside the
 * page's search bounded only the store's part, not the rendering.
 */
export function searchGateHandler(gate: Gate): Handler {
  return (request, response, pass) => {
    const search = newSearchOf(request.method, request.url ?? '/');
    if (!search) return false;
    void gate
      .run(
        () =>
          new Promise<void>((done) => {
            // A visitor gone while waiting costs nothing more.
            if (response.destroyed || response.writableEnded) return done();
            response.once('close', done);
            pass();
          }),
      )
      .then((answer) => {
        if (answer === BUSY) answerBusy(response, search);
      });
    return true;
  };
}

/**
 * Installed at start (lib/server-start.ts): SEARCH_CONCURRENCY at once,
 * SEARCH_QUEUE waiting (lib/env.ts).
 */
export function gateNewSearches() {
  beforeEachRequest('search-gate', searchGateHandler(createGate(env.searchSlots, env.searchQueue)));
}
