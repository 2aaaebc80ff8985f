import { revalidatePath, revalidateTag } from 'next/cache';
import { sourceAnswers } from '@/lib/content/serve';
import { env } from '@/lib/env';
import { twinRoutePaths } from '@/lib/i18n/languages';
import { dropUpstreamIndex } from '@/lib/search/site-search';
import { refuseWithoutSecret } from '@/lib/security/bearer';

/** A read's tag (lib/content/read.ts, readTags): `read:<name>` or `read:<name>:<param>`. */
const READ_TAG = /^read:[A-Za-z]+(:[^\s]{1,200})?$/;

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
  let paths: string[] = [];
  let tags: string[] = [];
  let named = false;
  try {
    const body = (await request.json()) as { paths?: unknown; tags?: unknown } | null;
    named = body?.paths !== undefined || body?.tags !== undefined;
    paths = strings(body?.paths, (p) => p.startsWith('/'));
    tags = strings(body?.tags, (t) => READ_TAG.test(t));
  } catch {
    // An empty or non-JSON body means "everything".
  }
  const everything = paths.length === 0 && tags.length === 0;
  if (named && everything) {
    // A caller who named pages or tags and got every one wrong must not empty the whole cache.
    return Response.json(
      { error: 'Name paths that start with "/" or tags such as "read:blogs" (see readTags).' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  sourceAnswers.clear();
  dropUpstreamIndex();
  if (everything) revalidatePath('/', 'layout');
  for (const path of paths.flatMap(twinRoutePaths)) revalidatePath(path);
  // Expired at once, not served stale once more: the caller has just changed the record.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json(
    { revalidated: everything ? ['/'] : [...paths, ...tags], now: Date.now() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
