import { LRUCache } from 'lru-cache';
import { stringBytes } from '@/lib/cache/heap-bytes.mjs';

/** Strings shorter than this are measured each time: the memo's lookup would cost as much. */
export const BYTE_LENGTH_MEMO_MIN_CHARS = 65_536;
/** Bytes of strings (as the heap holds them) whose UTF-8 length is remembered: about 25 pages. */
export const BYTE_LENGTH_MEMO_MAX_BYTES = 8 * 1024 * 1024;

type ByteLength = typeof Buffer.byteLength;

/**
 * `Buffer.byteLength` that remembers the UTF-8 length of long strings. Next's
 * sendRenderResult measures a cached page's whole HTML for its Content-Length on
 * every request (the page cache hands each request the same string), which a CPU
 * profile of `/sustainability` (308 kB) under load showed as 8.4 % of the
 * server's time, for a length this site then replaces with its compressed copy's.
 * A Map finds a long string it holds without reading it (V8 hashes a string over
 * 16,383 characters by its length, and the same string object compares equal at
 * once), so a hit costs no scan. Strings are immutable: a remembered length is
 * always the string's.
 */
export function memoizedByteLength(
  measure: ByteLength,
  maxBytes = BYTE_LENGTH_MEMO_MAX_BYTES,
): ByteLength & { remembered: LRUCache<string, number> } {
  const remembered = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (_bytes, text) => stringBytes(text),
  });
  const byteLength = function (value: Parameters<ByteLength>[0], encoding?: BufferEncoding) {
    if (
      typeof value !== 'string' ||
      value.length < BYTE_LENGTH_MEMO_MIN_CHARS ||
      (encoding !== undefined && encoding !== 'utf8' && encoding !== 'utf-8')
    )
      return measure(value, encoding);
    let bytes = remembered.get(value);
    if (bytes === undefined) {
      bytes = measure(value, 'utf8');
      remembered.set(value, bytes);
    }
    return bytes;
  };
  return Object.assign(byteLength as ByteLength, { remembered });
}

/** Installs the memo as `Buffer.byteLength`, once per process (instrumentation.ts, via compressResponses). */
export function rememberByteLengths() {
  const slot = Symbol.for('masco.byte-length-memo');
  const marked = globalThis as { [key: symbol]: boolean | undefined };
  if (marked[slot]) return;
  marked[slot] = true;
  Buffer.byteLength = memoizedByteLength(Buffer.byteLength.bind(Buffer));
}
