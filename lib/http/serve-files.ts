import type { FileHandle } from 'node:fs/promises';
import http from 'node:http';
import type { FileCopies } from '@/lib/admin/file-copies';
import { errorFields, log } from '@/lib/log';
import { securityHeadersFor } from '@/lib/security/headers';
import { beforeEachRequest } from './before-each-request';
import { fileAnswer, movedHeaders, NOT_FOUND_HEADERS } from './file-answer';

/** Bytes read from disk and written to the socket at a time. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunk buffers kept for reuse once the socket has taken their bytes (4 MB). */
const SPARE_BUFFERS = 16;

const FILE_PATH = /^\/files\/([0-9a-f]{64})\/([^/?#]+)$/;

/**
 * Buffers that outlive the responses they carried: a 10 MB file sent in fresh
 * 256 KB buffers made 40 allocations outside V8's heap per GET, and under 4
 * clients that pressure set off a full garbage collection of the server's whole
 * heap every second or so, up to 67 ms each, which every other request waited out
 * (the cause of most of a file GET's 80 ms of server time through Next). A buffer
 * goes back here only once the socket has written it (write's callback).
 */
export class BufferPool {
  private readonly spare: Buffer[] = [];
  constructor(
    readonly size = CHUNK_BYTES,
    readonly keep = SPARE_BUFFERS,
  ) {}
  take(): Buffer {
    return this.spare.pop() ?? Buffer.allocUnsafeSlow(this.size);
  }
  give(buffer: Buffer) {
    if (this.spare.length < this.keep) this.spare.push(buffer);
  }
  get spares() {
    return this.spare.length;
  }
}

/** Until the response can take more, or is gone. */
function drained(response: http.ServerResponse) {
  return new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

/** Writes bytes [start, end] of the file to the response, then ends it; closes the file. */
export async function sendRange(
  handle: FileHandle,
  response: http.ServerResponse,
  start: number,
  end: number,
  pool: BufferPool,
) {
  try {
    let position = start;
    while (position <= end && !response.destroyed) {
      const buffer = pool.take();
      const { bytesRead } = await handle.read(
        buffer,
        0,
        Math.min(buffer.length, end + 1 - position),
        position,
      );
      if (bytesRead === 0) throw new Error('the file ended before its range');
      position += bytesRead;
      if (response.destroyed) {
        pool.give(buffer);
        break;
      }
      const more = response.write(buffer.subarray(0, bytesRead), () => pool.give(buffer));
      if (!more) await drained(response);
    }
    if (!response.destroyed) response.end();
  } catch {
    // Headers are out: all that can be said is that the body is cut short.
    response.destroy();
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * Answers a GET or HEAD of `/files/<sha-256>/<name>` before Next sees the
 * request: the copy on disk made (once) or found, the headers of app/files' route
 * (lib/http/file-answer.ts) with those next.config.ts adds under /files/, and the
 * bytes straight from the copy to the socket in reused buffers, with their length
 * (Next sends a streamed body without one). A query string is ignored. A file
 * the store does not hold is a 404 with the file policy, as from the route.
 * Returns true when it answers; other addresses and methods go on to Next.
 */
export function serveFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  copies: FileCopies,
  siteHeaders: Record<string, string>,
  pool: BufferPool,
): boolean {
  const { method, url = '' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const [, hash, name] = FILE_PATH.exec(url.split('?')[0] ?? '') ?? [];
  if (!hash) return false;
  void (async () => {
    const opened = await copies.open(hash).catch((error: unknown) => {
      log('error', 'files.copy_failed', { hash, ...errorFields(error) });
      return null;
    });
    if (response.destroyed) {
      await opened?.handle.close();
      return;
    }
    for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
    // One address per file: another name for the same bytes would be another
    // image-optimiser cache entry, a new resize each time.
    if (!opened || opened.name !== name) {
      await opened?.handle.close();
      const moved = opened ? null : await copies.replacement(hash).catch(() => null);
      if (moved) response.writeHead(308, movedHeaders(moved)).end();
      else response.writeHead(404, NOT_FOUND_HEADERS).end('Not found');
      return;
    }
    const plan = fileAnswer({
      file: opened,
      range: request.headers.range,
      ifNoneMatch: request.headers['if-none-match'],
      ifRange: request.headers['if-range'] as string | undefined,
    });
    response.writeHead(plan.status, plan.headers);
    if (method === 'HEAD' || plan.end < plan.start) {
      await opened.handle.close();
      response.end();
      return;
    }
    await sendRange(opened.handle, response, plan.start, plan.end, pool);
  })().catch(() => response.destroy());
  return true;
}

/**
 * Serves uploaded files before Next sees the request (instrumentation.ts; only
 * with the embedded store, where /files/ has files). Once per process.
 */
export function serveFiles(copies: () => FileCopies) {
  const siteHeaders = securityHeadersFor('/files/x/y', {
    production: process.env.NODE_ENV === 'production',
  });
  const pool = new BufferPool();
  beforeEachRequest('files', (request, response) =>
    serveFile(request, response, copies(), siteHeaders, pool),
  );
}
