import { revalidatePath, revalidateTag } from 'next/cache';
import { sourceAnswers } from '@/lib/content/serve';
import { env } from '@/lib/env';
import { cappedBodyText } from '@/lib/http/capped-body';
import { twinRoutePaths } from '@/lib/i18n/languages';
import { dropUpstreamIndex } from '@/lib/search/site-search';
import { refuseWithoutSecret } from '@/lib/security/bearer';

/** A read's tag (lib/content/read.ts, readTags): `read:<name>` or `read:<name>:<param>`. */
const READ_TAG = /^read:[A-Za-z]+(:[^\s]{1,200})?$/;

/**
 * What one call may name: an edit touches a few pages and tags, and each named
 * one costs Next work that grows with the list (100,000 paths held the server
 * for six minutes), so a longer list is refused rather than read.
 */
export const MAX_NAMED = 100;
const MAX_BODY_BYTES = 16 * 1024;

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const strings = (value: unknown, valid: (s: string) => boolean) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && valid(v)) : [];

/**
 * On-demand revalidation: `POST /api/revalidate` with the secret in
 * `Authorization: Bearer <secret>` (or `x-revalidate-secret`). With no body it
 * drops every cached page; `{ "paths": ["/knitting"] }` drops those pages in both languages;
 * `{ "tags": ["read:blogDetails:<slug>", "read:blogs"] }` drops every page that
 * made those reads, and nothing else. With REDIS_URL, every instance sees it.
 */
export async function POST(request: Request) {
  const refused = await refuseWithoutSecret(
    request,
    'revalidate',
    env.revalidateSecret,
    'x-revalidate-secret',
  );
  if (refused) return refused;
  const text = await cappedBodyText(request, MAX_BODY_BYTES);
  if (text === null)
    return answer(413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
  let body: { paths?: unknown; tags?: unknown } | null = null;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    // A body that is not JSON means "everything", as an empty one does.
  }
  const named = body?.paths !== undefined || body?.tags !== undefined;
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  if (count(body?.paths) + count(body?.tags) > MAX_NAMED)
    return answer(413, { error: `Name at most ${MAX_NAMED} paths and tags in one call.` });
  const paths = strings(body?.paths, (p) => p.startsWith('/'));
  const tags = strings(body?.tags, (t) => READ_TAG.test(t));
  const everything = paths.length === 0 && tags.length === 0;
  if (named && everything) {
    // A caller who named pages or tags and got every one wrong must not empty the whole cache.
    return answer(400, {
      error: 'Name paths that start with "/" or tags such as "read:blogs" (see readTags).',
    });
  }
  sourceAnswers.clear();
  dropUpstreamIndex();
  if (everything) revalidatePath('/', 'layout');
  for (const path of paths.flatMap(twinRoutePaths)) revalidatePath(path);
  // Expired at once, not served stale once more: the caller has just changed the record.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return answer(200, { revalidated: everything ? ['/'] : [...paths, ...tags], now: Date.now() });
}
