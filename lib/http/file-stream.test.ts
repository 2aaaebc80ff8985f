import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStream } from './file-stream';

const dir = mkdtempSync(path.join(tmpdir(), 'file-stream-'));
const file = path.join(dir, 'bytes');
const BYTES = randomBytes(10_000);
writeFileSync(file, BYTES);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

/** Whether the handle was closed (a closed FileHandle has fd -1). */
const isClosed = (handle: { fd: number }) => handle.fd === -1;

describe('fileStream', () => {
  it.each([
    [0, 9_999],
    [0, 0],
    [1_234, 5_678],
    [9_990, 9_999],
  ])('streams bytes %i to %i in chunks, then closes the file', async (start, end) => {
    const handle = await open(file, 'r');
    const { bytes, chunks } = await collect(fileStream(handle, start, end, 1_000));
    expect(bytes.equals(BYTES.subarray(start, end + 1))).toBe(true);
    expect(chunks).toBe(Math.ceil((end - start + 1) / 1_000));
    expect(isClosed(handle)).toBe(true);
  });

  it('closes the file when the reader goes away mid-file, and never throws after', async () => {
    const handle = await open(file, 'r');
    const reader = fileStream(handle, 0, 9_999, 1_000).getReader();
    await reader.read();
    await reader.cancel();
    expect(isClosed(handle)).toBe(true);
    expect(await reader.read().catch(() => 'closed')).toEqual({ done: true, value: undefined });
  });

  it('fails, and closes the file, when the file is shorter than its range', async () => {
    const handle = await open(file, 'r');
    await expect(collect(fileStream(handle, 9_000, 20_000, 1_000))).rejects.toThrow(
      /ended before its range/,
    );
    expect(isClosed(handle)).toBe(true);
  });
});
