import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { z } from 'zod';
import { isPreviewing } from '@/lib/auth/session';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n/languages';
import { errorFields, log } from '@/lib/log';
import { currentSpan, inSpan } from '@/lib/tracing';
import { reads, type ReadData, type ReadName } from './contract';
import { wireFallbacks } from './contract-fallbacks';
import { parseWithScope } from './fields';
import { contentSource } from './source';
import { readPath, type Paging, type Params } from './routes';

export type ReadResult<N extends ReadName> = {
  data: ReadData<N>;
  /** 'ok': the source's content; 'partial': some fields fell back; 'fallback': nothing usable; 'not-found': a 404 on an item read. */
  status: 'ok' | 'partial' | 'fallback' | 'not-found';
  /** The source answered 429: worth retrying soon (the browser's article list does). */
  throttled?: boolean;
};

type ReadOptions = { params?: Params; paging?: Paging; lang?: Language };

const fallbackData = <N extends ReadName>(name: N) =>
  reads[name].schema.parse(wireFallbacks[name]) as ReadData<N>;

/**
 * The cache tags of a read, which every page (and feed, sitemap) that made it
 * carries: `read:<name>` and, for a read of one item, `read:<name>:<param>`
 * (`read:blogDetails:knit-fabric-trends`). POST /api/revalidate with
 * `{ "tags": [...] }` refreshes those pages and nothing else.
 */
export function readTags(name: ReadName, params: Params = {}): string[] {
  return [readTag(name), ...Object.values(params).map((value) => readTag(name, value))];
}

/** One of a read's tags: the read's own, or that of the read of one item (its parameter). */
export const readTag = (name: ReadName, param?: string) =>
  param === undefined ? `read:${name}` : `read:${name}:${param.slice(0, 200)}`;

/**
 * Bounds how long the page being rendered stays cached. Next keeps the shortest
 * lifetime any data access of a render asks for (unstable_cache's `revalidate`),
 * so a page that had to fall back lives for seconds instead of a whole window.
 * Not Next 16's `cacheLife`: it works only inside 'use cache' with cacheComponents on,
 * which the page cache here (ISR through `cacheHandler`, one for Redis and memory) is not.
 */
export async function keepPageFor(seconds: number, tags: string[] = []) {
  try {
    await unstable_cache(async () => seconds, ['page-lifetime', String(seconds)], {
      revalidate: seconds,
      // Also gives the page being rendered these tags: /api/revalidate can then
      // refresh exactly the pages that read a record (readTags).
      tags,
    })();
  } catch {
    // Outside a Next request (unit tests, scripts) there is no page to bound.
  }
}

/**
 * Reads one contract call for a server component. Never throws: a non-200, a
 * timeout, a network error or a body of the wrong shape gives the fallback,
 * field by field where the rest is good, and one structured log line.
 */
export async function readContent<N extends ReadName>(
  name: N,
  options: ReadOptions = {},
): Promise<ReadResult<N>> {
  // In the page's language unless told (issue 49): a Bangla page reads the Bangla values.
  const lang = options.lang ?? (await pageLanguage());
  // Options go through as a string so that React's per-request cache can match them.
  return readOnce(name, JSON.stringify({ ...options, lang })) as Promise<ReadResult<N>>;
}

/**
 * The language of the page being rendered; English where there is none (a route
 * handler outside app/[lang], a script, a unit test, where next/root-params is not
 * compiled in: hence imported here, not at the top).
 */
async function pageLanguage(): Promise<Language> {
  try {
    const { currentLanguage } = await import('@/lib/i18n/server');
    return await currentLanguage();
  } catch {
    return 'en';
  }
}

/** One call per read and arguments per request: generateMetadata and the page share it. */
const readOnce = cache((name: ReadName, options: string) =>
  inSpan(`content.read ${name}`, { 'content.read': name }, async (span) => {
    const result = await readUncached(name, JSON.parse(options) as ReadOptions);
    span?.setAttribute('content.outcome', result.status);
    return result;
  }),
);

async function readUncached<N extends ReadName>(
  name: N,
  options: ReadOptions,
): Promise<ReadResult<N>> {
  const { params = {}, paging, lang = 'en' } = options;
  const endpoint = reads[name];
  const tags = readTags(name, params);

  if (env.isBuild) {
    // `next build` never touches a source; what it renders here is never served
    // (pages are rendered at run time against the active source).
    await keepPageFor(env.revalidateSeconds, tags);
    return { data: fallbackData(name), status: 'fallback' };
  }

  const source = contentSource();
  currentSpan()?.setAttributes({
    'content.source': source.kind,
    'content.path': readPath(name, params),
  });
  const preview = await isPreviewing();
  const started = performance.now();
  let response;
  try {
    response = await source.read(
      name,
      params,
      endpoint.paged ? paging : undefined,
      preview,
      lang,
    );
  } catch (error) {
    response = { status: 0, body: null, error: errorFields(error).code ?? 'store' };
  }
  const ms = Math.round(performance.now() - started);
  const path = readPath(name, params);

  if (response.status === 404 && 'item' in endpoint && endpoint.item) {
    await keepPageFor(env.revalidateSeconds, tags);
    return { data: fallbackData(name), status: 'not-found' };
  }

  if (response.status === 200) {
    const { data, notes } = parseWithScope(
      endpoint.schema as z.ZodType<unknown>,
      response.body,
      source.base,
    );
    if (data !== undefined && notes.length === 0) {
      await keepPageFor(env.revalidateSeconds, tags);
      return { data: data as ReadData<N>, status: 'ok' };
    }
    log('warn', 'content.partial', {
      read: name,
      path,
      source: source.kind,
      ms,
      notes: notes.slice(0, 10),
    });
    await keepPageFor(env.failureRevalidateSeconds, tags);
    return data === undefined
      ? { data: fallbackData(name), status: 'fallback' }
      : { data: data as ReadData<N>, status: 'partial' };
  }

  log('warn', 'content.fallback', {
    read: name,
    path,
    source: source.kind,
    status: response.status || undefined,
    error: response.error,
    ms,
  });
  await keepPageFor(env.failureRevalidateSeconds, tags);
  return { data: fallbackData(name), status: 'fallback', throttled: response.status === 429 };
}

/** Reads several calls at once (never one after another: a page waits for the slowest, not the sum). */
export function readAll<const N extends readonly ReadName[]>(...names: N) {
  return Promise.all(names.map((name) => readContent(name))) as Promise<{
    [K in keyof N]: ReadResult<N[K]>;
  }>;
}
