import type { FileHandle } from 'node:fs/promises';

/** Bytes read from disk per chunk of a file sent. */
export const FILE_STREAM_CHUNK_BYTES = 256 * 1024;

/**
 * Bytes [start, end] of an open file as a web stream, read a chunk at a time as
 * the response is written (so a slow client holds one chunk, never the file);
 * the file is closed when the stream ends, fails or is cancelled (the client went
 * away). Not `Readable.toWeb(createReadStream())`: on Node 20 that throws
 * "Controller is already closed" as an uncaught exception when a client leaves
 * mid-file.
 */
export function fileStream(
  handle: FileHandle,
  start: number,
  end: number,
  chunkBytes = FILE_STREAM_CHUNK_BYTES,
): ReadableStream<Uint8Array> {
  let position = start;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const length = Math.min(chunkBytes, end + 1 - position);
        const buffer = Buffer.allocUnsafe(Math.max(length, 0));
        const { bytesRead } =
          length > 0 ? await handle.read(buffer, 0, length, position) : { bytesRead: 0 };
        if (closed) return;
        if (length > 0 && bytesRead === 0) throw new Error('the file ended before its range');
        position += bytesRead;
        if (bytesRead > 0) controller.enqueue(buffer.subarray(0, bytesRead));
        if (position > end) {
          await close();
          controller.close();
        }
      } catch (error) {
        if (closed) return;
        await close();
        controller.error(error);
      }
    },
    cancel: close,
  });
}
