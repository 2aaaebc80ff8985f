import 'server-only';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { clientKey, requestClient } from '@/lib/security/client-address';
import { TOO_MANY_REQUESTS, takeToken, tooManyRequests } from '@/lib/security/rate-limit';
import { reads } from './contract';
import { wireFallbacks } from './contract-fallbacks';
import { matchRead, normalizePaging } from './routes';
import { contentSource, type SourceResponse } from './source';

/** Bytes of remembered answers (a blog list page is about 20 kB of JSON). */
export const SOURCE_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Answers of the source, remembered for REVALIDATE_SECONDS (good answers and
 * 404s; never a failure), so a flood of one read costs the source one call.
 * POST /api/revalidate empties it.
 */
export const sourceAnswers = ttlMemo<SourceResponse>('api-reads', 2000, {
  max: SOURCE_ANSWERS_MAX_BYTES,
  // What the answer goes out as (each is sent as JSON): the bytes it holds, roughly.
  sizeOf: (answer) => JSON.stringify(answer.body ?? null).length,
});

/** Reads a client may send per minute that the memo cannot answer. */
export const UNCACHED_READS_PER_MINUTE = 300;

const worthKeeping = (answer: SourceResponse) =>
  (answer.status === 200 && !answer.error) || answer.status === 404;

/**
 * Same-origin `/api/...` reads: the contract, answered by the active source.
 * Contract paths only (this is no open proxy). A 404 or 429 from the source is
 * passed on; any other failure answers 200 with the read's fallback body, marked
 * `x-content-fallback` and never cached, so a broken upstream is never a 5xx.
 */
export async function serveRead(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const match = matchRead(url.pathname);
  if (!match)
    return Response.json(
      { message: 'Not found.' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );

  const { name, params } = match;
  const paging = reads[name].paged ? normalizePaging(url.searchParams) : undefined;
  // `?lang=bn`: the Bangla values (issue 49), so that another site can read this one as its CMS.
  const lang = url.searchParams.get('lang') === 'bn' ? 'bn' : 'en';
  const source = contentSource();
  const key = JSON.stringify([source.kind, name, params, paging, lang]);
  const read = sourceAnswers.get(
    key,
    env.revalidateSeconds * 1000,
    () =>
      source.read(name, params, paging, false, lang).catch((error: unknown): SourceResponse => {
        log('error', 'content.source_error', {
          read: name,
          source: source.kind,
          ...errorFields(error),
        });
        return { status: 0, body: null, error: 'network' };
      }),
    worthKeeping,
  );
  if (!read.hit) {
    const rate = await takeToken(
      `api-read:${clientKey(requestClient(request.headers))}`,
      UNCACHED_READS_PER_MINUTE,
    );
    if (!rate.allowed) return tooManyRequests(rate.retryAfter);
  }
  const answer = await read.value;

  if (answer.status === 200 && !answer.error) {
    return Response.json(answer.body, {
      headers: {
        'cache-control': `public, max-age=0, s-maxage=${env.revalidateSeconds}, stale-while-revalidate=300`,
      },
    });
  }
  if (answer.status === 404 || answer.status === 429) {
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (answer.status === 429) headers['retry-after'] = '1';
    const message = answer.status === 404 ? 'Not found.' : TOO_MANY_REQUESTS;
    const body = answer.body && typeof answer.body === 'object' ? answer.body : { message };
    return Response.json(body, { status: answer.status, headers });
  }
  log('warn', 'content.fallback', {
    read: name,
    path: url.pathname,
    source: source.kind,
    status: answer.status || undefined,
    error: answer.error,
  });
  return Response.json(wireFallbacks[name], {
    headers: {
      'cache-control': 'no-store',
      'x-content-fallback': answer.error ?? `status-${answer.status}`,
    },
  });
}
