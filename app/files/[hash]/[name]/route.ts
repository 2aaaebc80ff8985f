import { fileCopies } from '@/lib/admin/stored-file-copies';
import type { OpenedCopy } from '@/lib/admin/file-copies';
import { env } from '@/lib/env';
import { fileAnswer, movedHeaders, NOT_FOUND_HEADERS } from '@/lib/http/file-answer';
import { fileStream } from '@/lib/http/file-stream';
import { errorFields, log } from '@/lib/log';

type Params = { params: Promise<{ hash: string; name: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS });

/**
 * An uploaded picture or file: `/files/<sha-256>/<name>` (its headers:
 * lib/http/file-answer.ts). A query string changes nothing (the shipped nginx
 * keys its cache without one). The bytes come from a copy on disk made once from
 * the store (lib/admin/file-copies.ts) and are streamed from it, so a GET costs
 * about the same whatever the file's size; one range (`Range: bytes=…`, as PDF
 * viewers ask), `If-None-Match` and `If-Range` are answered
 * (lib/http/byte-ranges.ts). Under `next start` with the embedded store these
 * requests are answered before Next sees them (lib/http/serve-files.ts, the same
 * answers with a Content-Length and fewer allocations); this route answers the
 * rest (with an upstream CMS, or an address that names no file).
 */
async function answer(request: Request, { params }: Params, withBody: boolean) {
  const { hash, name } = await params;
  // With an upstream CMS there is no store here, so nothing was uploaded here.
  if (env.contentApiUrl) return notFound();
  let file: OpenedCopy | null;
  try {
    file = await fileCopies().open(hash);
  } catch (error) {
    log('error', 'files.copy_failed', { hash, ...errorFields(error) });
    return notFound();
  }
  // One address per file (another name would be another optimiser cache entry).
  if (!file || file.name !== name) {
    await file?.handle.close();
    const moved = file
      ? null
      : await fileCopies()
          .replacement(hash)
          .catch(() => null);
    return moved ? new Response(null, { status: 308, headers: movedHeaders(moved) }) : notFound();
  }
  const { status, headers, start, end } = fileAnswer({
    file,
    range: request.headers.get('range'),
    ifNoneMatch: request.headers.get('if-none-match'),
    ifRange: request.headers.get('if-range'),
  });
  if (!withBody || end < start) {
    await file.handle.close();
    return new Response(null, { status, headers });
  }
  // The stream closes the file when it ends, fails or the client goes away.
  return new Response(fileStream(file.handle, start, end), { status, headers });
}

export function GET(request: Request, context: Params) {
  return answer(request, context, true);
}

export function HEAD(request: Request, context: Params) {
  return answer(request, context, false);
}
